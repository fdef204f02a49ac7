import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { LOOKUP_COLLECTIONS, type LookupCollection } from "../../values/activity";
import { inList } from "./columns";

/**
 * The shared lookups of spec §3 (department, jobtitle, country, sales_region, sales_state) in one
 * table: they have the same shape (id, name), are read-only for partners and served as
 * items/{collection}. Ids of country, sales_region and sales_state carry their prefix
 * (country_de, sales_region_nord, sales_state_nw); `parent` links a region or state to its country.
 */
export const lookups = pgTable(
  "lookups",
  {
    id: text("id").primaryKey(),
    collection: text("collection").$type<LookupCollection>().notNull(),
    name: text("name").notNull(),
    parent: text("parent"),
  },
  (t) => [
    index("lookups_collection_idx").on(t.collection),
    check("lookups_collection_check", inList(t.collection, LOOKUP_COLLECTIONS)),
  ],
);

export type LookupRow = typeof lookups.$inferSelect;
