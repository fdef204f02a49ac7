/** Banner (spec §3): internal title, translations (title, text, link), image, sort; may be shared by the association. */
import { defineCollection, field } from "./describe";

export const bannersCollection = defineCollection({
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
  sort: { newAt: "last" },
  image: { label: "Bannerbild" },
  gallery: null,
  singleton: false,
  permission: "TRADINGPAGES",
  scope: "trading-partners",
});
