/**
 * News, events and campaigns (spec §3 trading_partner_informations): one collection told apart
 * by type; each screen fixes its type. From ≤ to is a rule of the whole item. At most 250
 * gallery images (spec §9).
 */
import { INFORMATION_TYPES } from "../values";
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const INFORMATION_TYPE_LABELS = { news: "descriptions.informations.informationTypeLabels.news", event: "descriptions.informations.informationTypeLabels.event", campaign: "descriptions.informations.informationTypeLabels.campaign" } as const;

export const informationsCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_informations",
  labels: { one: "descriptions.informations.one", many: "descriptions.informations.many" },
  fields: {
    internal_title: field.text("descriptions.website.internalTitle", { required: "descriptions.website.internalTitleRequired" }),
    type: field.select("descriptions.informations.type", INFORMATION_TYPES, INFORMATION_TYPE_LABELS, { fixed: true }),
    date_from: field.date("descriptions.informations.dateFrom"),
    date_to: field.date("descriptions.informations.dateTo"),
    show_on_homepage: field.checkbox("descriptions.informations.showOnHomepage"),
    link: field.url("descriptions.informations.link"),
    video: field.url("descriptions.informations.video", { hosts: ["youtube.com", "youtu.be", "vimeo.com"], hostMessage: "descriptions.informations.videoHost" }),
  },
  translations: {
    title: field.text("descriptions.website.title", { required: "descriptions.website.titleRequired" }),
    teaser: field.textarea("descriptions.informations.teaser", { max: 500 }),
    text: field.richText("descriptions.website.text"),
  },
  status: "translations",
  list: { columns: ["internal_title", "title", "date_from", "date_to", "status"], search: ["internal_title"] },
  image: { label: "descriptions.informations.image" },
  gallery: { junction: "trading_partner_informations_files", limit: 250, label: "descriptions.informations.gallery" },
  variantField: "type",
  refine: (v, ctx) => {
    if (typeof v.date_from === "string" && typeof v.date_to === "string" && v.date_from > v.date_to) {
      ctx.addIssue({ code: "custom", path: ["date_to"], message: "descriptions.informations.dateToRange" });
    }
  },
});
