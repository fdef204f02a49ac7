/**
 * The company's history page (/Website/History/general; spec §3 "Company": history text in the
 * translations, history_gallery sorted; §7 utils/sort/company_files, DELETE items/company_files):
 * a singleton — one entry per company, created by the first save.
 */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const companyHistoryCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "company_history",
  labels: { one: "descriptions.companyHistory.one", many: "descriptions.companyHistory.many" },
  fields: {},
  translations: {
    title: field.text("descriptions.companyHistory.title", { max: 120 }),
    text: field.richText("descriptions.companyHistory.text", { max: 10_000, required: "descriptions.companyHistory.textRequired" }),
  },
  status: "translations",
  list: { columns: ["title", "status"], search: [] },
  image: null,
  gallery: { junction: "company_files", limit: 250, label: "descriptions.companyHistory.gallery" },
  singleton: true,
});
