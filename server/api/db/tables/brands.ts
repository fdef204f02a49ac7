import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { CONTENT_STATUSES, type ContentStatus } from "../../values/lists";
import { companies } from "./companies";
import { files } from "./files";
import { catalogueColumns, inList, timestamps } from "./columns";

/** One delivery condition line of a brand (spec §7 get-delivery-conditions). */
export interface DeliveryCondition {
  label: string;
  value: string;
}

/** A supplier's brand (spec §3 Brand). The supplier company is the brand's company. */
export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    link: text("link"),
    description: text("description"),
    deliveryConditions: jsonb("delivery_conditions").$type<DeliveryCondition[]>().notNull().default([]),
    logo: uuid("logo").references(() => files.id, { onDelete: "set null" }),
    logoAlt: text("logo_alt"),
    sort: integer("sort").notNull().default(0),
    ...catalogueColumns,
    ...timestamps,
  },
  (t) => [index("brands_company_id_idx").on(t.companyId)],
);

/** Divisions of a brand, each with the supplier number the association uses for it. */
export const brandDivisions = pgTable(
  "brand_divisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    supplierNr: text("supplier_nr").notNull(),
  },
  (t) => [index("brand_divisions_brand_id_idx").on(t.brandId)],
);

/** The association's product-group tree (spec §3 product_groups); only published groups are offered. */
export const productGroups = pgTable(
  "product_groups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    parent: integer("parent").references((): AnyPgColumn => productGroups.id, { onDelete: "cascade" }),
    /** "Wohnen / Polstermöbel / Sofas": the path from the root; sorting by it gives the tree order */
    breadcrumbs: text("breadcrumbs").notNull().default(""),
    /** a brand assigned to such a group states its share in percent; the shares sum to 100 (spec §5) */
    showBrandPercentage: boolean("show_brand_percentage").notNull().default(false),
    status: text("status").$type<ContentStatus>().notNull().default("published"),
  },
  (t) => [index("product_groups_parent_idx").on(t.parent), check("product_groups_status_check", inList(t.status, CONTENT_STATUSES))],
);

export const brandProductGroups = pgTable(
  "brand_product_groups",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    productGroupId: integer("product_group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
    /** share in tenths of a percent (333 = 33,3 %), set for groups with show_brand_percentage; tenths keep the sum exact */
    percentageTenths: integer("percentage_tenths"),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.productGroupId] }),
    check("brand_product_groups_percentage_check", sql`${t.percentageTenths} between 0 and 1000`),
  ],
);

/** Which trading partners (HP companies) carry which brands: the basis of the supplier's trading-partner list. */
export const tradingPartnerBrands = pgTable(
  "trading_partner_brands",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.brandId] }), index("trading_partner_brands_brand_idx").on(t.brandId)],
);

export type BrandRow = typeof brands.$inferSelect;
