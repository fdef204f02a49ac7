/** Text-image teaser (spec §3 trading_partner_text_image): image left or right of the text (spec §9 option set). */
import { TEXT_IMAGE_POSITIONS } from "../values";
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const textImageCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_text_image",
  labels: { one: "Text-Bild-Element", many: "Text-Bild-Elemente" },
  fields: {
    internal_title: field.text("Interner Titel", { required: "Bitte einen internen Titel angeben." }),
    image_position: field.select("Bildposition", TEXT_IMAGE_POSITIONS, { left: "Bild links", right: "Bild rechts" }),
  },
  translations: {
    title: field.text("Überschrift", { required: "Bitte eine Überschrift angeben." }),
    text: field.richText("Text"),
  },
  status: "translations",
  list: { columns: ["internal_title", "title", "image_position", "status"], search: ["internal_title"] },
  image: { label: "Bild" },
});
