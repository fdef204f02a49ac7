import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { NEWS_STATUSES, type NewsAudiencePermission, type NewsStatus, type NewsUserType } from "../../values/news";
import { brands } from "./brands";
import { inList, timestamptz } from "./columns";
import { files } from "./files";

/** News categories (spec §3 news_group.title). */
export const newsGroups = pgTable("news_groups", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull().unique("news_groups_title_unique"),
});

/**
 * The association's news (spec §3 News; issue 39, decision 0954: written and published by the
 * Redaktion). Partners read only published items of their audience (content/news-visibility.ts).
 * Rows written before the Redaktion existed (the seeds) are published to every partner.
 */
export const news = pgTable(
  "news",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    abstract: text("abstract").notNull().default(""),
    text: text("text").notNull().default(""),
    newsGroupId: integer("news_group_id").references(() => newsGroups.id, { onDelete: "set null" }),
    /** when it became readable (set by its publication); the lists' order and the digests' window */
    publishedOn: timestamptz("published_on").notNull().defaultNow(),
    /** marked important by the association: mailed at once to the digest's subscribers (issue 28) */
    important: boolean("important").notNull().default(false),
    status: text("status").$type<NewsStatus>().notNull().default("published"),
    /** planned publication: the job of the queue that publishes it runs then */
    publishAt: timestamptz("publish_at"),
    /** planned unpublication */
    unpublishAt: timestamptz("unpublish_at"),
    /** the partner user types that may read it */
    userTypes: text("user_types").array().$type<NewsUserType[]>().notNull().default(sql`'{HP,LF}'::text[]`),
    /** with any: a reader must hold at least one of these page permissions too */
    permissions: text("permissions").array().$type<NewsAudiencePermission[]>().notNull().default(sql`'{}'::text[]`),
    imageId: uuid("image_id").references(() => files.id, { onDelete: "set null" }),
    imageAlt: text("image_alt").notNull().default(""),
    version: integer("version").notNull().default(0),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("news_published_on_idx").on(t.publishedOn),
    index("news_status_published_on_idx").on(t.status, t.publishedOn),
    // The Redaktion's list, newest change first (issue 39's bench): without it every page sorted all news.
    index("news_updated_at_id_idx").on(t.updatedAt, t.id),
    check("news_status_check", inList(t.status, NEWS_STATUSES)),
  ],
);

export type NewsRow = typeof news.$inferSelect;

/** The brands a news item is about (issue 39: several; formerly news.brand_id). */
export const newsBrands = pgTable(
  "news_brands",
  {
    newsId: integer("news_id")
      .notNull()
      .references(() => news.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.brandId] }), index("news_brands_brand_id_idx").on(t.brandId)],
);
