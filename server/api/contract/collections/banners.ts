/** Banner (spec §3): internal title, translations (title, text, link), image, sort; may be shared by the association. */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const bannersCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "banners",
  labels: { one: "Banner", many: "Banner" },
  fields: {
    internal_title: field.text("Interner Titel", { required: "Bitte einen internen Titel angeben." }),
  },
  translations: {
    title: field.text("Titel", { required: "Bitte einen Titel angeben." }),
    text: field.textarea("Text", { max: 1000 }),
    link: field.url("Link"),
  },
  status: "translations",
  list: { columns: ["internal_title", "title", "status"], search: ["internal_title"] },
  image: { label: "Bannerbild" },
});
