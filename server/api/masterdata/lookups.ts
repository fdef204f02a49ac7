import { and, asc, eq } from "drizzle-orm";
import type { DefinitionValue, Lookup, LookupCollection } from "../contract";
import { PROPERTY_EXPORT_TARGET } from "../contract/contact-properties";
import type { Db } from "../db/client";
import { definitionValues, lookups } from "../db/schema";

/** GET items/{department|jobtitle|country|sales_region|sales_state}, sorted by name (spec §7). */
export async function listLookups(db: Db, collection: LookupCollection): Promise<Lookup[]> {
  const rows = await db
    .select({ id: lookups.id, name: lookups.name, parent: lookups.parent })
    .from(lookups)
    .where(eq(lookups.collection, collection));
  // German collation (Küche after Kuchen), independent of the database's locale.
  return rows.sort((a, b) => GERMAN.compare(a.name, b.name));
}

const GERMAN = new Intl.Collator("de");

/** GET items/definition_value: published values meant for the middleware export (spec §7, §9). */
export function listDefinitionValues(db: Db): Promise<DefinitionValue[]> {
  return db
    .select({
      id: definitionValues.id,
      status: definitionValues.status,
      additional1: definitionValues.additional1,
      additional3: definitionValues.additional3,
      additional5: definitionValues.additional5,
    })
    .from(definitionValues)
    .where(and(eq(definitionValues.status, "published"), eq(definitionValues.additional5, PROPERTY_EXPORT_TARGET)))
    .orderBy(asc(definitionValues.additional3), asc(definitionValues.id));
}
