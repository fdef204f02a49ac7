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
const internalTitle = field.text("descriptions.website.internalTitle", { required: "descriptions.website.internalTitleRequired" });

export const contactTeaserCollection = defineCollection({
  ...common,
  name: "trading_partner_content_contact_teaser",
  labels: { one: "descriptions.contactTeaser.one", many: "descriptions.contactTeaser.many" },
  fields: { internal_title: internalTitle, contact: field.contact("descriptions.contactTeaser.contact") },
  translations: { title: field.text("descriptions.contactTeaser.title", { required: "descriptions.contactTeaser.titleRequired" }), text: field.richText("descriptions.website.text", { max: 1000 }) },
  list: { columns: ["internal_title", "title", "status"], search: ["internal_title"] },
  image: null,
});

export const contentTextCollection = defineCollection({
  ...common,
  name: "trading_partner_content_text",
  labels: { one: "descriptions.text.one", many: "descriptions.text.many" },
  fields: { internal_title: internalTitle, layout: field.select("descriptions.text.layout", TEXT_LAYOUTS, { normal: "descriptions.text.layoutOptions.normal", cols: "descriptions.text.layoutOptions.cols" }) },
  translations: { title: field.text("descriptions.text.title"), text: field.richText("descriptions.website.text", { max: 20_000, required: "descriptions.text.textRequired" }) },
  list: { columns: ["internal_title", "title", "layout", "status"], search: ["internal_title"] },
  image: null,
});

export const contentTextImageCollection = defineCollection({
  ...common,
  name: "trading_partner_content_text_image",
  labels: { one: "descriptions.textImage.one", many: "descriptions.textImage.many" },
  fields: { internal_title: internalTitle, image_position: field.select("descriptions.textImage.imagePosition", CONTENT_IMAGE_POSITIONS, { left: "descriptions.textImage.imagePositionOptions.left", right: "descriptions.textImage.imagePositionOptions.right" }) },
  translations: { title: field.text("descriptions.textImage.title", { required: "descriptions.textImage.titleRequired" }), text: field.richText("descriptions.website.text") },
  list: { columns: ["internal_title", "title", "image_position", "status"], search: ["internal_title"] },
  image: { label: "descriptions.website.image" },
});

export const contentMultipleImagesCollection = defineCollection({
  ...common,
  name: "trading_partner_content_multiple_images",
  labels: { one: "descriptions.multipleImages.one", many: "descriptions.multipleImages.many" },
  fields: { internal_title: internalTitle, imagePosition: field.select("descriptions.multipleImages.imagePosition", MULTIPLE_IMAGES_POSITIONS, { grid: "descriptions.multipleImages.imagePositionOptions.grid", slider: "descriptions.multipleImages.imagePositionOptions.slider" }) },
  translations: { title: field.text("descriptions.multipleImages.title") },
  list: { columns: ["internal_title", "title", "imagePosition", "status"], search: ["internal_title"] },
  image: null,
  gallery: { junction: "trading_partner_content_multiple_images_files", limit: 50, label: "descriptions.multipleImages.gallery" },
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
  labels: { one: "descriptions.video.one", many: "descriptions.video.many" },
  fields: {
    internal_title: internalTitle,
    videoType: field.select("descriptions.video.videoType", VIDEO_TYPES, { youtube: "descriptions.video.videoTypeOptions.youtube", vimeo: "descriptions.video.videoTypeOptions.vimeo" }),
    link: { ...field.url("descriptions.video.link", { hosts: [...VIDEO_HOSTS.youtube, ...VIDEO_HOSTS.vimeo], hostMessage: "descriptions.video.linkHost" }) },
  },
  translations: { title: field.text("descriptions.video.title") },
  list: { columns: ["internal_title", "title", "videoType", "status"], search: ["internal_title"] },
  image: { label: "descriptions.video.image" },
  refine: (v, ctx) => {
    if (typeof v.link !== "string" || !v.link) {
      ctx.addIssue({ code: "custom", path: ["link"], message: "descriptions.video.linkHost" });
      return;
    }
    let type: string | null = null;
    try {
      type = videoTypeOf(v.link);
    } catch {
      return; // the field's own rule reports an invalid address
    }
    if (type && v.videoType && type !== v.videoType) ctx.addIssue({ code: "custom", path: ["link"], message: "descriptions.video.linkPlatform" });
  },
});

export const PAGE_ELEMENTS = [contactTeaserCollection, contentTextCollection, contentTextImageCollection, contentMultipleImagesCollection, contentVideoCollection] as const;
