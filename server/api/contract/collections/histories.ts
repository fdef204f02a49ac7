/** Company history entries (spec §3 "Trading partner history"): year, internal title, translations (title, text), image, manual sort. */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const historiesCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_histories",
  labels: { one: "Chronik-Eintrag", many: "Chronik" },
  fields: {
    internal_title: field.text("Interner Titel", { required: "Bitte einen internen Titel angeben." }),
    year: field.integer("Jahr", { min: 1000, max: 2999 }),
  },
  translations: {
    title: field.text("Titel", { required: "Bitte einen Titel angeben." }),
    text: field.richText("Text", { max: 3000 }),
  },
  status: "translations",
  list: { columns: ["year", "internal_title", "title", "status"], search: ["internal_title"] },
  image: { label: "Bild" },
});
