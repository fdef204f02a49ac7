/**
 * A list's count that stops one row past a cap (decision 0992; the contract's countCapOf sets it):
 * the database reads at most cap + 1 matching rows instead of every one. On PGlite a full count of
 * 20,000 news cost more than the page itself.
 */
import { count, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap: number): Promise<{ total: number; capped: boolean }> {
  const matching = db.select({ one: sql<number>`1`.as("one") }).from(table).where(where).limit(cap + 1).as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}
