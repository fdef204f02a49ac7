/**
 * The page builder (issue 13, spec §3 trading_partner_pages, trading_partner_page_data and the
 * page-builder content types): each is a described collection (decision 0700) with its own table
 * for its own columns; translations, company links, image junctions and audit live in the shared
 * side tables. `trading_partner_pages_content` links a page to its elements in manual order
 * (spec §7 utils/sort/trading_partner_pages_content). See decision 0800.
 */
import { sql, type AnyColumn } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, unique, type AnyPgColumn } from "drizzle-orm/pg-core";
import { inList } from "./columns";
import { TEXT_LAYOUTS, CONTENT_IMAGE_POSITIONS, MULTIPLE_IMAGES_POSITIONS, VIDEO_TYPES } from "../../values/lists";
import { contacts } from "./contacts";
import { itemColumns } from "./website";

export const pages = pgTable(
  "trading_partner_pages",
  {
    ...itemColumns(),
    /** the parent page (child_pages of the spec are the pages naming this one); null = top level */
    parent: integer("parent").references((): AnyPgColumn => pages.id),
    publish_from: date("publish_from"),
    publish_to: date("publish_to"),
    hide_in_navigation: boolean("hide_in_navigation").notNull().default(false),
    external_link: text("external_link"),
  },
  (t) => [
    check("pages_publish_window_check", sql`${t.publish_from} is null or ${t.publish_to} is null or ${t.publish_from} <= ${t.publish_to}`),
    check("pages_parent_check", sql`${t.parent} is null or ${t.parent} <> ${t.id as AnyColumn}`),
    index("pages_parent_idx").on(t.parent),
  ],
);

export const pageData = pgTable("trading_partner_page_data", { ...itemColumns() });

export const contactTeasers = pgTable("trading_partner_content_contact_teaser", {
  ...itemColumns(),
  contact: integer("contact").references(() => contacts.id, { onDelete: "set null" }),
});

export const contentTexts = pgTable("trading_partner_content_text", { ...itemColumns(), layout: text("layout").notNull().default("normal") }, (t) => [
  check("content_text_layout_check", inList(t.layout, TEXT_LAYOUTS)),
]);

export const contentTextImages = pgTable("trading_partner_content_text_image", { ...itemColumns(), image_position: text("image_position").notNull().default("left") }, (t) => [
  check("content_text_image_position_check", inList(t.image_position, CONTENT_IMAGE_POSITIONS)),
]);

export const contentMultipleImages = pgTable("trading_partner_content_multiple_images", { ...itemColumns(), imagePosition: text("image_position").notNull().default("grid") }, (t) => [
  check("content_multiple_images_position_check", inList(t.imagePosition, MULTIPLE_IMAGES_POSITIONS)),
]);

export const contentVideos = pgTable("trading_partner_content_video", { ...itemColumns(), videoType: text("video_type").notNull().default("youtube"), link: text("link") }, (t) => [
  check("content_video_type_check", inList(t.videoType, VIDEO_TYPES)),
]);

/** A page's elements (spec §3 "content (collection and item links)"), in manual order. */
export const pagesContent = pgTable(
  "trading_partner_pages_content",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    page: integer("page")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    collection: text("collection").notNull(),
    item: integer("item").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [unique("pages_content_link_unique").on(t.page, t.collection, t.item), index("pages_content_item_idx").on(t.collection, t.item)],
);
