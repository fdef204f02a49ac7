/** Banner (spec §3): internal title, translations (title, text, link), image, sort; may be shared by the association. */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const bannersCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "banners",
  labels: { one: "descriptions.banners.one", many: "descriptions.banners.many" },
  fields: {
    internal_title: field.text("descriptions.website.internalTitle", { required: "descriptions.website.internalTitleRequired" }),
  },
  translations: {
    title: field.text("descriptions.website.title", { required: "descriptions.website.titleRequired" }),
    text: field.textarea("descriptions.website.text", { max: 1000 }),
    link: field.url("descriptions.banners.link"),
  },
  status: "translations",
  list: { columns: ["internal_title", "title", "status"], search: ["internal_title"] },
  image: { label: "descriptions.banners.image" },
});
