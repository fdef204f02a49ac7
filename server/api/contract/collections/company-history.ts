/**
 * The company's history page (/Website/History/general; spec §3 "Company": history text in the
 * translations, history_gallery sorted; §7 utils/sort/company_files, DELETE items/company_files):
 * a singleton — one entry per company, created by the first save.
 */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const companyHistoryCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "company_history",
  labels: { one: "Unternehmensgeschichte", many: "Unternehmensgeschichte" },
  fields: {},
  translations: {
    title: field.text("Überschrift", { max: 120 }),
    text: field.richText("Text der Unternehmensgeschichte", { max: 10_000, required: "Bitte den Text Ihrer Unternehmensgeschichte angeben." }),
  },
  status: "translations",
  list: { columns: ["title", "status"], search: [] },
  image: null,
  gallery: { junction: "company_files", limit: 250, label: "Bildergalerie" },
  singleton: true,
});
