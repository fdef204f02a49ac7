import { and, eq, type SQL } from "drizzle-orm";
import type { DefinitionValue, Lookup, LookupCollection } from "../contract";
import { PROPERTY_EXPORT_TARGET } from "../contract/contact-properties";
import type { Db } from "../db/client";
import { definitionValues, lookups } from "../db/schema";
import { countRows, germanOrder, listItems, type ItemsAnswer } from "../items/compile";
import type { QuerySpec, RawQuery } from "../items/query";

/** items/{department|jobtitle|country|sales_region|sales_state}: sorted by name, German order on any database locale (spec §7). */
export const lookupQuery: QuerySpec = {
  fields: {
    id: { column: lookups.id, type: "string" },
    name: { column: lookups.name, type: "string", orderBy: germanOrder(lookups.name) },
    parent: { column: lookups.parent, type: "string" },
  },
  search: ["name"],
  defaultSort: ["name", "id"],
};

export function listLookups(db: Db, collection: LookupCollection, raw: RawQuery): Promise<ItemsAnswer<Lookup>> {
  return listItems(lookupQuery, raw, eq(lookups.collection, collection), {
    rows: (q) =>
      db
        .select({ id: lookups.id, name: lookups.name, parent: lookups.parent })
        .from(lookups)
        .where(q.where)
        .orderBy(...q.orderBy)
        .limit(q.limit)
        .offset(q.offset),
    count: countRows(db, lookups),
  });
}

/** items/definition_value: filter on status, additional1, additional5 (spec §7); only published values meant for the middleware export are ever listed. */
export const definitionValueQuery: QuerySpec = {
  fields: {
    id: { column: definitionValues.id, type: "integer" },
    status: { column: definitionValues.status, type: "string" },
    additional1: { column: definitionValues.additional1, type: "string" },
    additional3: { column: definitionValues.additional3, type: "string" },
    additional5: { column: definitionValues.additional5, type: "string" },
  },
  defaultSort: ["additional3", "id"],
};

const exportedValues: SQL = and(eq(definitionValues.status, "published"), eq(definitionValues.additional5, PROPERTY_EXPORT_TARGET))!;

export function listDefinitionValues(db: Db, raw: RawQuery): Promise<ItemsAnswer<DefinitionValue>> {
  return listItems(definitionValueQuery, raw, exportedValues, {
    rows: (q) =>
      db
        .select({
          id: definitionValues.id,
          status: definitionValues.status,
          additional1: definitionValues.additional1,
          additional3: definitionValues.additional3,
          additional5: definitionValues.additional5,
        })
        .from(definitionValues)
        .where(q.where)
        .orderBy(...q.orderBy)
        .limit(q.limit)
        .offset(q.offset),
    count: countRows(db, definitionValues),
  });
}
