/**
 * Pages of the page builder (spec §3 trading_partner_pages, issue 13): translated title,
 * subtitle, meta title and description, navigation title, summary, intro text and slug (a–z,
 * 0–9, hyphens; generated from the title; unique within the company's site), header images
 * (the page image junction, sorted), status per translation, internal title, publish window,
 * hide-in-navigation, the external link (read only) and the parent page. The page builder's rules run as hooks
 * the API binds (page-builder/rules.ts). Page data (spec §3 trading_partner_page_data) is a collection beside it.
 */
import { recordId } from "../ids";
import { defineCollection, field, rangeRule, WEBSITE_COLLECTION } from "../describe";

/** A page's address within the company's site: a–z, 0–9 and hyphens (generated from the title when left empty). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = "Nur Kleinbuchstaben a–z, Ziffern 0–9 und Bindestriche.";

export const pagesCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_pages",
  labels: { one: "Seite", many: "Seiten" },
  fields: {
    internal_title: field.text("Interner Titel", { required: "Bitte einen internen Titel angeben." }),
    publish_from: field.date("Veröffentlichen ab"),
    publish_to: field.date("Veröffentlichen bis"),
    hide_in_navigation: field.checkbox("In der Navigation ausblenden"),
    // Spec §5: the portal never sends a page's external link; the association keeps it.
    external_link: field.url("Externer Link", { write: "never" }),
    // Set by the page tree ("verschieben unter"), not by the details form.
    parent: { label: "Übergeordnete Seite", input: "number", schema: recordId.nullable() },
  },
  translations: {
    title: field.text("Titel", { required: "Bitte einen Titel angeben.", max: 150 }),
    subtitle: field.text("Untertitel", { max: 200 }),
    navigationTitle: field.text("Titel in der Navigation", { max: 60 }),
    slug: field.pattern("Adresse (Slug)", SLUG_PATTERN, SLUG_MESSAGE, { max: 100, hint: "Bleibt das Feld leer, wird die Adresse aus dem Titel erzeugt." }),
    metaTitle: field.text("Meta-Titel", { max: 70 }),
    metaDescription: field.textarea("Meta-Beschreibung", { max: 160 }),
    summary: field.textarea("Zusammenfassung", { max: 500 }),
    introText: field.richText("Einleitung", { max: 5000 }),
  },
  status: "translations",
  list: { columns: ["internal_title", "title", "slug", "status"], search: ["internal_title"] },
  image: null,
  gallery: { junction: "trading_partner_pages_files", limit: 10, label: "Kopfbilder" },
  refine: rangeRule([{ from: "publish_from", to: "publish_to", message: "„Veröffentlichen bis“ darf nicht vor „Veröffentlichen ab“ liegen." }]),
});

export const pageDataCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_page_data",
  labels: { one: "Seitendaten", many: "Seitendaten" },
  fields: {
    internal_title: field.text("Interner Titel", { required: "Bitte einen internen Titel angeben." }),
  },
  translations: {
    title: field.text("Titel", { required: "Bitte einen Titel angeben." }),
    content: field.textarea("Inhalt", { max: 20_000, required: "Bitte einen Inhalt angeben." }),
  },
  status: "translations",
  list: { columns: ["internal_title", "status"], search: ["internal_title"] },
  image: null,
});
