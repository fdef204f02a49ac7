/**
 * Website content (issue 12, spec §3): one table per described collection for its own columns,
 * and four side tables every collection shares, keyed by (collection, item):
 * trading-partner links (who the entry belongs to / is shared with), per-company opt-outs,
 * translation rows (status per language, spec §4) and gallery images (image junctions).
 * See decision 0700.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid, varchar } from "drizzle-orm/pg-core";
import { CONTENT_STATUSES, type ContentStatus, TEXT_IMAGE_POSITIONS, INFORMATION_TYPES } from "../../values/lists";
import { companies } from "./companies";
import { inList, timestamps } from "./columns";
import { contacts } from "./contacts";
import { files } from "./files";

/** The columns every described collection has: identity, manual sort, main image, version for conflicts. */
export const itemColumns = () => ({
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  sort: integer("sort").notNull().default(0),
  internal_title: text("internal_title").notNull(),
  image: uuid("image").references(() => files.id, { onDelete: "set null" }),
  version: integer("version").notNull().default(1),
  ...timestamps,
});

export const banners = pgTable("banners", { ...itemColumns() });

export const textImages = pgTable(
  "trading_partner_text_image",
  { ...itemColumns(), image_position: text("image_position").notNull().default("left") },
  (t) => [check("text_image_position_check", inList(t.image_position, TEXT_IMAGE_POSITIONS))],
);

export const references = pgTable("trading_partner_references", {
  ...itemColumns(),
  /** whole euros */
  budget: integer("budget"),
  categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
  location: text("location"),
  duration: text("duration"),
  realisation: text("realisation"),
  employee: integer("employee").references(() => contacts.id, { onDelete: "set null" }),
  /** ids of published product groups (spec §3 reference_productgroup: reference_id → product_groups_id); decision 0743 */
  product_groups: integer("product_groups").array().notNull().default(sql`'{}'::integer[]`),
});

export const informations = pgTable(
  "trading_partner_informations",
  {
    ...itemColumns(),
    type: text("type").notNull(),
    date_from: date("date_from"),
    date_to: date("date_to"),
    show_on_homepage: boolean("show_on_homepage").notNull().default(false),
    link: text("link"),
    video: text("video"),
  },
  (t) => [
    check("informations_type_check", inList(t.type, INFORMATION_TYPES)),
    check("informations_dates_check", sql`${t.date_from} is null or ${t.date_to} is null or ${t.date_from} <= ${t.date_to}`),
    index("informations_type_idx").on(t.type),
  ],
);

/** Which trading partners an entry belongs to: one row = manageable by that partner, several = shared (read-only). */
export const contentPartners = pgTable(
  "content_partners",
  {
    collection: text("collection").notNull(),
    item: integer("item").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.collection, t.item, t.companyId] }), index("content_partners_company_idx").on(t.companyId, t.collection)],
);

/** A shared entry switched off for one company, without touching the shared row. */
export const contentDisabled = pgTable(
  "content_disabled",
  {
    collection: text("collection").notNull(),
    item: integer("item").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.collection, t.item, t.companyId] })],
);

/** Translation rows (Directus `<collection>_translations`): status per language, translated fields as validated JSON. */
export const contentTranslations = pgTable(
  "content_translations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    collection: text("collection").notNull(),
    item: integer("item").notNull(),
    languages_code: text("languages_code").notNull().default("de"),
    status: text("status").$type<ContentStatus>().notNull().default("draft"),
    values: jsonb("values").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    unique("content_translations_item_language").on(t.collection, t.item, t.languages_code),
    check("content_translations_status_check", inList(t.status, CONTENT_STATUSES)),
  ],
);

/** Gallery images (the image junctions, e.g. trading_partner_references_files), sorted per item. */
export const contentImages = pgTable(
  "content_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    collection: text("collection").notNull(),
    item: integer("item").notNull(),
    file: uuid("file")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    /** the image's alternative text on the partner's site (issue 27); null until written */
    alt: varchar("alt", { length: 250 }),
    /** marked as decoration: rendered with an empty alt */
    decorative: boolean("decorative").notNull().default(false),
  },
  (t) => [index("content_images_item_idx").on(t.collection, t.item, t.sort)],
);

/**
 * The alternative text of an entry's single images (issue 27, decision 0531): the main `image`
 * and image fields such as a private brand's logo, keyed by the field, for every collection.
 */
export const contentImageTexts = pgTable(
  "content_image_texts",
  {
    collection: text("collection").notNull(),
    item: integer("item").notNull(),
    field: text("field").notNull(),
    alt: varchar("alt", { length: 250 }),
    decorative: boolean("decorative").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.collection, t.item, t.field] })],
);
