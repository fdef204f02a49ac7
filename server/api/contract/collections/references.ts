/**
 * Reference project (spec §3 trading_partner_references): budget in EUR, categories, location,
 * duration, realisation, the responsible employee (one of the company's contacts), the product
 * groups (published groups of the association's tree, decision 0743), image and a
 * sorted gallery. A new reference goes to the first position (spec §4).
 */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const referencesCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_references",
  labels: { one: "Referenz", many: "Referenzen" },
  fields: {
    internal_title: field.text("Interner Titel", { required: "Bitte einen internen Titel angeben." }),
    budget: field.integer("Budget (EUR)", { input: "money", max: 100_000_000 }),
    categories: field.tags("Kategorien", "Mehrere Kategorien durch Komma trennen, z. B. Küche, Wohnzimmer."),
    location: field.text("Ort"),
    duration: field.text("Dauer", { max: 100 }),
    realisation: field.textarea("Umsetzung", { max: 2000 }),
    employee: field.contact("Ansprechpartner"),
    product_groups: field.productGroups("Warengruppen", "Die Warengruppen des Verbands, zu denen das Projekt gehört."),
  },
  translations: {
    title: field.text("Titel", { required: "Bitte einen Titel angeben." }),
    text: field.richText("Beschreibung"),
  },
  status: "translations",
  list: { columns: ["internal_title", "title", "location", "budget", "status"], search: ["internal_title", "location"] },
  sort: { newAt: "first" },
  image: { label: "Titelbild" },
  gallery: { junction: "trading_partner_references_files", limit: 250, label: "Galerie" },
});
