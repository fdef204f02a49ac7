/**
 * News, events and campaigns (spec §3 trading_partner_informations): one collection told apart
 * by type; each screen fixes its type. From ≤ to is a rule of the whole item. At most 250
 * gallery images (spec §9).
 */
import { INFORMATION_TYPES } from "../values";
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const INFORMATION_TYPE_LABELS = { news: "News", event: "Veranstaltung", campaign: "Aktion" } as const;

export const informationsCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_informations",
  labels: { one: "Information", many: "Informationen" },
  fields: {
    internal_title: field.text("Interner Titel", { required: "Bitte einen internen Titel angeben." }),
    type: field.select("Art", INFORMATION_TYPES, INFORMATION_TYPE_LABELS, { fixed: true }),
    date_from: field.date("Datum von"),
    date_to: field.date("Datum bis"),
    show_on_homepage: field.checkbox("Auf der Startseite zeigen"),
    link: field.url("Link"),
    video: field.url("Video (YouTube- oder Vimeo-Link)", { hosts: ["youtube.com", "youtu.be", "vimeo.com"], hostMessage: "Bitte einen Link zu YouTube oder Vimeo angeben." }),
  },
  translations: {
    title: field.text("Titel", { required: "Bitte einen Titel angeben." }),
    teaser: field.textarea("Kurztext", { max: 500 }),
    text: field.richText("Text"),
  },
  status: "translations",
  list: { columns: ["internal_title", "title", "date_from", "date_to", "status"], search: ["internal_title"] },
  image: { label: "Titelbild" },
  gallery: { junction: "trading_partner_informations_files", limit: 250, label: "Galerie" },
  variantField: "type",
  refine: (v, ctx) => {
    if (typeof v.date_from === "string" && typeof v.date_to === "string" && v.date_from > v.date_to) {
      ctx.addIssue({ code: "custom", path: ["date_to"], message: "Das Enddatum darf nicht vor dem Startdatum liegen." });
    }
  },
});
