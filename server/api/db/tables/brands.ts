import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { timestamps } from "./columns";

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

export const productGroups = pgTable("product_groups", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
});

export const brandProductGroups = pgTable(
  "brand_product_groups",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    productGroupId: integer("product_group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.productGroupId] })],
);

export type BrandRow = typeof brands.$inferSelect;
