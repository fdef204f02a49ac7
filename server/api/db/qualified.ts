import { getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A column named with its table (`"companies"."id"`) wherever it stands. Drizzle leaves the columns
 * of a one-table select unqualified, so in a correlated subquery (a count per row of a list,
 * decision 0989) the outer row's `"id"` would be read as the inner table's own id.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
