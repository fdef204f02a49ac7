/**
 * utils/sort/{collection} {item, to} with Directus semantics: `item` takes the position `to`
 * holds, the items in between shift by one. The whole list of the scope is renumbered 1..n in one
 * transaction under an advisory lock per (collection, scope), so concurrent sorts run one after
 * the other and never leave duplicate or missing positions.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { forbidden } from "../http/errors";

/** The order after moving `item` to the position of `to` (pure; ids compared with ===). */
export function moveItem<T>(ordered: readonly T[], item: T, to: T): T[] {
  const from = ordered.indexOf(item);
  const target = ordered.indexOf(to);
  if (from === -1 || target === -1) throw new Error("item and to must both be in the list");
  const rest = ordered.filter((_, i) => i !== from);
  rest.splice(target, 0, item);
  return rest;
}


export interface SortScope<T> {
  /** identifies the list, e.g. "contact:3" for company 3's contacts */
  lockKey: string;
  /** the ids of the list, ordered by (sort, id) */
  list(tx: Tx): Promise<T[]>;
  /** writes one position */
  write(tx: Tx, id: T, sort: number): Promise<void>;
  /** runs after the move, inside the transaction (audit) */
  after?(tx: Tx, order: T[]): Promise<void>;
}

/**
 * Moves `item` to `to` within the scope. Ids outside the scope (another company's, unknown,
 * malformed) are FORBIDDEN like every other probe.
 */
export async function sortItems<T>(db: Db, scope: SortScope<T>, item: T, to: T): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sort:${scope.lockKey}`}))`);
    const ordered = await scope.list(tx);
    if (!ordered.includes(item) || !ordered.includes(to)) throw forbidden();
    const order = moveItem(ordered, item, to);
    for (const [index, id] of order.entries()) await scope.write(tx, id, index + 1);
    await scope.after?.(tx, order);
    return order;
  });
}
