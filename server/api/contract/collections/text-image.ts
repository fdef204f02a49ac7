/** Text-image teaser (spec §3 trading_partner_text_image): image left or right of the text (spec §9 option set). */
import { TEXT_IMAGE_POSITIONS } from "../values";
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const textImageCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_text_image",
  labels: { one: "descriptions.textImage.one", many: "descriptions.textImage.many" },
  fields: {
    internal_title: field.text("descriptions.website.internalTitle", { required: "descriptions.website.internalTitleRequired" }),
    image_position: field.select("descriptions.textImage.imagePosition", TEXT_IMAGE_POSITIONS, { left: "descriptions.textImage.imagePositionOptions.left", right: "descriptions.textImage.imagePositionOptions.right" }),
  },
  translations: {
    title: field.text("descriptions.textImage.title", { required: "descriptions.textImage.titleRequired" }),
    text: field.richText("descriptions.website.text"),
  },
  status: "translations",
  list: { columns: ["internal_title", "title", "image_position", "status"], search: ["internal_title"] },
  image: { label: "descriptions.website.image" },
});
