/** Company history entries (spec §3 "Trading partner history"): year, internal title, translations (title, text), image, manual sort. */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const historiesCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_histories",
  labels: { one: "descriptions.histories.one", many: "descriptions.histories.many" },
  fields: {
    internal_title: field.text("descriptions.website.internalTitle", { required: "descriptions.website.internalTitleRequired" }),
    year: field.integer("descriptions.histories.year", { min: 1000, max: 2999 }),
  },
  translations: {
    title: field.text("descriptions.website.title", { required: "descriptions.website.titleRequired" }),
    text: field.richText("descriptions.website.text", { max: 3000 }),
  },
  status: "translations",
  list: { columns: ["year", "internal_title", "title", "status"], search: ["internal_title"] },
  image: { label: "descriptions.website.image" },
});
