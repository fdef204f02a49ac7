/**
 * A list's count that stops one row past a cap (decision 0992; the contract's countCapOf sets it):
 * the database reads at most cap + 1 matching rows instead of every one. On PGlite a full count of
 * 20,000 news cost more than the page itself.
 */
import { count, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

type Counted = { total: number; capped: boolean };

const countedOf = (n: number, cap: number): Counted => ({ total: Math.min(n, cap), capped: n > cap });

export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap: number): Promise<Counted> {
  const matching = db.select({ one: sql<number>`1`.as("one") }).from(table).where(where).limit(cap + 1).as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  return countedOf(row?.n ?? 0, cap);
}

/**
 * The same count as a column of the page's own statement (`matching`): a subquery that does not
 * depend on the row, so the database runs it once, and page and count cost one statement. `of`
 * reads it from the page's rows; a page with no rows carries none: on the first page nothing
 * matches, further on (paged past the end) it is counted on its own.
 */
export function countAlong(table: PgTable, where: SQL | undefined, cap: number) {
  return {
    where,
    column: sql`(select count(*) from (select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${cap + 1}) as matching)`.mapWith(Number) as SQL<number>,
    async of(db: Db, rows: readonly { matching: number }[], page: number): Promise<Counted> {
      if (rows[0]) return countedOf(rows[0].matching, cap);
      return page === 1 ? countedOf(0, cap) : countUpTo(db, table, where, cap);
    },
  };
}
