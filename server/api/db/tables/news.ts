import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { timestamptz } from "./columns";

/** News categories (spec §3 news_group.title). */
export const newsGroups = pgTable("news_groups", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull().unique("news_groups_title_unique"),
});

export const news = pgTable(
  "news",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    abstract: text("abstract").notNull().default(""),
    text: text("text").notNull().default(""),
    newsGroupId: integer("news_group_id").references(() => newsGroups.id, { onDelete: "set null" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    publishedOn: timestamptz("published_on").notNull().defaultNow(),
    /** marked important by the association: mailed at once to the digest's subscribers (issue 28) */
    important: boolean("important").notNull().default(false),
  },
  (t) => [index("news_published_on_idx").on(t.publishedOn), index("news_brand_id_idx").on(t.brandId)],
);

export type NewsRow = typeof news.$inferSelect;
