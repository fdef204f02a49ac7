import { type AnyPgColumn, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { catalogueColumns } from "./columns";

/** The service pool (spec §3 Partner service): a tree; items without service_id link to '#'. */
export const partnerServices = pgTable(
  "partner_services",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => partnerServices.id, { onDelete: "cascade" }),
    serviceId: text("service_id"),
    name: text("name").notNull(),
    title: text("title").notNull(),
    teaser: text("teaser").notNull().default(""),
    text: text("text").notNull().default(""),
    link: text("link"),
    sort: integer("sort").notNull().default(0),
    ...catalogueColumns,
  },
  (t) => [index("partner_services_parent_idx").on(t.parentId)],
);

export const partnerServiceBrands = pgTable(
  "partner_service_brands",
  {
    partnerServiceId: integer("partner_service_id")
      .notNull()
      .references(() => partnerServices.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.partnerServiceId, t.brandId] })],
);
