/**
 * Pages of the page builder (spec §3 trading_partner_pages, issue 13): translated title,
 * subtitle, meta title and description, navigation title, summary, intro text and slug (a–z,
 * 0–9, hyphens; generated from the title; unique within the company's site), header images
 * (the page image junction, sorted), status per translation, internal title, publish window,
 * hide-in-navigation, the external link (read only) and the parent page. The page builder's rules run as hooks
 * the API binds (page-builder/rules.ts). Page data (spec §3 trading_partner_page_data) is a collection beside it.
 */
import { recordId } from "../ids";
import { defineCollection, field, rangeRule, WEBSITE_COLLECTION } from "../describe";

/** A page's address within the company's site: a–z, 0–9 and hyphens (generated from the title when left empty). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = "descriptions.pages.slugInvalid";

export const pagesCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_pages",
  labels: { one: "descriptions.pages.one", many: "descriptions.pages.many" },
  fields: {
    internal_title: field.text("descriptions.website.internalTitle", { required: "descriptions.website.internalTitleRequired" }),
    publish_from: field.date("descriptions.pages.publishFrom"),
    publish_to: field.date("descriptions.pages.publishTo"),
    hide_in_navigation: field.checkbox("descriptions.pages.hideInNavigation"),
    // Spec §5: the portal never sends a page's external link; the association keeps it.
    external_link: field.url("descriptions.pages.externalLink", { write: "never" }),
    // Set by the page tree ("verschieben unter"), not by the details form.
    parent: { label: "descriptions.pages.parent", input: "number", schema: recordId.nullable() },
  },
  translations: {
    title: field.text("descriptions.website.title", { required: "descriptions.website.titleRequired", max: 150 }),
    subtitle: field.text("descriptions.pages.subtitle", { max: 200 }),
    navigationTitle: field.text("descriptions.pages.navigationTitle", { max: 60 }),
    slug: field.pattern("descriptions.pages.slug", SLUG_PATTERN, SLUG_MESSAGE, { max: 100, hint: "descriptions.pages.slugHint" }),
    metaTitle: field.text("descriptions.pages.metaTitle", { max: 70 }),
    metaDescription: field.textarea("descriptions.pages.metaDescription", { max: 160 }),
    summary: field.textarea("descriptions.pages.summary", { max: 500 }),
    introText: field.richText("descriptions.pages.introText", { max: 5000 }),
  },
  status: "translations",
  list: { columns: ["internal_title", "title", "slug", "status"], search: ["internal_title"] },
  image: null,
  gallery: { junction: "trading_partner_pages_files", limit: 10, label: "descriptions.pages.gallery" },
  refine: rangeRule([{ from: "publish_from", to: "publish_to", message: "descriptions.pages.publishToRange" }]),
});

export const pageDataCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "trading_partner_page_data",
  labels: { one: "descriptions.pageData.one", many: "descriptions.pageData.many" },
  fields: {
    internal_title: field.text("descriptions.website.internalTitle", { required: "descriptions.website.internalTitleRequired" }),
  },
  translations: {
    title: field.text("descriptions.website.title", { required: "descriptions.website.titleRequired" }),
    content: field.textarea("descriptions.pageData.content", { max: 20_000, required: "descriptions.pageData.contentRequired" }),
  },
  status: "translations",
  list: { columns: ["internal_title", "status"], search: ["internal_title"] },
  image: null,
});
