/**
 * The one access rule of the described collections (spec §5/§6 "manageable", decision 0700):
 *   edit — the entry belongs to exactly one trading partner, the caller's company;
 *   read — the association shares it with the caller's company among others (it may be
 *          disabled for that company by an opt-out row, which leaves the shared row alone);
 *   none — anything else, answered FORBIDDEN like an unknown id.
 * `accessOf` is the rule on known partner links (the screens' read-only state and the unit
 * tests); `accessCondition` is the same rule as SQL, ANDed into every list and read and used
 * to lock the row of every write, sort, status change and junction change.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { contentDisabled, contentPartners } from "../db/schema";
import type { ItemTable } from "./binding";

export type Access = "edit" | "read" | "none";

export function accessOf(partners: readonly number[], companyId: number): Access {
  if (!partners.includes(companyId)) return "none";
  return new Set(partners).size === 1 ? "edit" : "read";
}

const partnerCount = (collection: string, table: ItemTable) =>
  sql<number>`(select count(*) from ${contentPartners} where ${contentPartners.collection} = ${collection} and ${contentPartners.item} = ${table.id})`;

/** Rows the company may see ("read") or change ("edit"). */
export function accessCondition(collection: string, table: ItemTable, companyId: number, level: Exclude<Access, "none">): SQL {
  const linked = sql`exists (select 1 from ${contentPartners} where ${contentPartners.collection} = ${collection} and ${contentPartners.item} = ${table.id} and ${contentPartners.companyId} = ${companyId})`;
  return level === "read" ? linked : and(linked, sql`${partnerCount(collection, table)} = 1`)!;
}

/** The selected access of each row (for the item's `access` and `disabled` flags). */
export function accessColumns(collection: string, table: ItemTable, companyId: number) {
  return {
    partners: sql<number>`${partnerCount(collection, table)}`.mapWith(Number),
    disabled: sql<boolean>`exists (select 1 from ${contentDisabled} where ${contentDisabled.collection} = ${collection} and ${contentDisabled.item} = ${table.id} and ${contentDisabled.companyId} = ${companyId})`.mapWith(Boolean),
  };
}

/** The access of a row the company is linked to (the list condition guarantees the link). */
export const linkedAccess = (partners: number): Exclude<Access, "none"> => (partners === 1 ? "edit" : "read");

/** The opt-out row of one company for one entry. */
export const disabledRow = (collection: string, item: number, companyId: number) =>
  and(eq(contentDisabled.collection, collection), eq(contentDisabled.item, item), eq(contentDisabled.companyId, companyId))!;
