/**
 * The five element types of the page builder (spec §3 page-builder content types, §9 option
 * sets, issue 13): contact teaser (a contact of the company), text (normal or two columns),
 * text-image (image left or right), multiple images (grid or slider, sorted images) and video
 * (a YouTube or Vimeo link checked against those hosts, with a poster image). Each is a described
 * collection; an element is placed on a page through trading_partner_pages_content.
 */
import { CONTENT_IMAGE_POSITIONS, MULTIPLE_IMAGES_POSITIONS, TEXT_LAYOUTS, VIDEO_TYPES } from "../values";
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

const common = { ...WEBSITE_COLLECTION, status: "translations" } as const;
const internalTitle = field.text("Interner Titel", { required: "Bitte einen internen Titel angeben." });

export const contactTeaserCollection = defineCollection({
  ...common,
  name: "trading_partner_content_contact_teaser",
  labels: { one: "Kontakt-Teaser", many: "Kontakt-Teaser" },
  fields: { internal_title: internalTitle, contact: field.contact("Ansprechpartner") },
  translations: { title: field.text("Überschrift", { required: "Bitte eine Überschrift angeben." }), text: field.richText("Text", { max: 1000 }) },
  list: { columns: ["internal_title", "title", "status"], search: ["internal_title"] },
  image: null,
});

export const contentTextCollection = defineCollection({
  ...common,
  name: "trading_partner_content_text",
  labels: { one: "Text", many: "Texte" },
  fields: { internal_title: internalTitle, layout: field.select("Layout", TEXT_LAYOUTS, { normal: "Normal", cols: "Zwei Spalten" }) },
  translations: { title: field.text("Überschrift"), text: field.richText("Text", { max: 20_000, required: "Bitte einen Text angeben." }) },
  list: { columns: ["internal_title", "title", "layout", "status"], search: ["internal_title"] },
  image: null,
});

export const contentTextImageCollection = defineCollection({
  ...common,
  name: "trading_partner_content_text_image",
  labels: { one: "Text-Bild-Element", many: "Text-Bild-Elemente" },
  fields: { internal_title: internalTitle, image_position: field.select("Bildposition", CONTENT_IMAGE_POSITIONS, { left: "Bild links", right: "Bild rechts" }) },
  translations: { title: field.text("Überschrift", { required: "Bitte eine Überschrift angeben." }), text: field.richText("Text") },
  list: { columns: ["internal_title", "title", "image_position", "status"], search: ["internal_title"] },
  image: { label: "Bild" },
});

export const contentMultipleImagesCollection = defineCollection({
  ...common,
  name: "trading_partner_content_multiple_images",
  labels: { one: "Bildergalerie", many: "Bildergalerien" },
  fields: { internal_title: internalTitle, imagePosition: field.select("Darstellung", MULTIPLE_IMAGES_POSITIONS, { grid: "Raster", slider: "Slider" }) },
  translations: { title: field.text("Überschrift") },
  list: { columns: ["internal_title", "title", "imagePosition", "status"], search: ["internal_title"] },
  image: null,
  gallery: { junction: "trading_partner_content_multiple_images_files", limit: 50, label: "Bilder" },
});

const VIDEO_HOSTS = { youtube: ["youtube.com", "youtu.be"], vimeo: ["vimeo.com"] } as const;
export const videoTypeOf = (link: string): (typeof VIDEO_TYPES)[number] | null => {
  const host = new URL(link).hostname;
  const on = (hosts: readonly string[]) => hosts.some((h) => host === h || host.endsWith(`.${h}`));
  return on(VIDEO_HOSTS.youtube) ? "youtube" : on(VIDEO_HOSTS.vimeo) ? "vimeo" : null;
};

export const contentVideoCollection = defineCollection({
  ...common,
  name: "trading_partner_content_video",
  labels: { one: "Video", many: "Videos" },
  fields: {
    internal_title: internalTitle,
    videoType: field.select("Videoplattform", VIDEO_TYPES, { youtube: "YouTube", vimeo: "Vimeo" }),
    link: { ...field.url("Video-Link (YouTube oder Vimeo)", { hosts: [...VIDEO_HOSTS.youtube, ...VIDEO_HOSTS.vimeo], hostMessage: "Bitte einen Link zu YouTube oder Vimeo angeben." }) },
  },
  translations: { title: field.text("Überschrift") },
  list: { columns: ["internal_title", "title", "videoType", "status"], search: ["internal_title"] },
  image: { label: "Vorschaubild" },
  refine: (v, ctx) => {
    if (typeof v.link !== "string" || !v.link) {
      ctx.addIssue({ code: "custom", path: ["link"], message: "Bitte einen Link zu YouTube oder Vimeo angeben." });
      return;
    }
    let type: string | null = null;
    try {
      type = videoTypeOf(v.link);
    } catch {
      return; // the field's own rule reports an invalid address
    }
    if (type && v.videoType && type !== v.videoType) ctx.addIssue({ code: "custom", path: ["link"], message: "Der Link passt nicht zur gewählten Videoplattform." });
  },
});

export const PAGE_ELEMENTS = [contactTeaserCollection, contentTextCollection, contentTextImageCollection, contentMultipleImagesCollection, contentVideoCollection] as const;
