/**
 * An `ItemsQuery` (./query.ts) as Drizzle pieces, and the list answer built from them
 * (decision 0720). The caller's scope — "rows of the caller's company", "published values only" —
 * is ANDed with the user's filter and search in every row and count query: a filter can narrow a
 * list, never widen it past the scope.
 */
import { and, asc, type Column, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, like, lte, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { parseItemsQuery, pickFields, searchFields, type FilterNode, type ItemsQuery, type QueryField, type QuerySpec, type RawQuery } from "./query";

export interface CompiledQuery {
  /** scope AND filter AND search */
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** Reads the rows and counts of one collection; the service adds its joins and maps rows to items. */
export interface ItemsSource<T> {
  rows(query: CompiledQuery): Promise<T[]>;
  count(where: SQL | undefined): Promise<number>;
}

export interface ItemsAnswer<T> {
  /** whole items; with `fields` each holds only the fields asked for (the caller asked for that) */
  data: T[];
  meta?: { total_count?: number; filter_count?: number };
}

// Typed as Column for Drizzle's overloads; an SQL expression gets its values as plain parameters.
const columnOf = (field: QueryField): Column => {
  if (!field.column) throw new Error("a filterable field needs a column"); // unreachable: the parser refuses it
  return field.column as Column;
};

function conditionOf(node: FilterNode): SQL | undefined {
  if (node.kind !== "condition") {
    const parts = node.nodes.map(conditionOf);
    return node.kind === "and" ? and(...parts) : or(...parts);
  }
  const column = columnOf(node.field);
  const { op, value } = node;
  switch (op) {
    case "_eq":
      return value === null ? isNull(column) : eq(column, value);
    case "_neq":
      return value === null ? isNotNull(column) : ne(column, value);
    case "_in":
      return (value as unknown[]).length ? inArray(column, value as unknown[]) : sql`false`;
    case "_nin":
      return (value as unknown[]).length ? notInArray(column, value as unknown[]) : undefined;
    case "_null":
      return value ? isNull(column) : isNotNull(column);
    case "_nnull":
      return value ? isNotNull(column) : isNull(column);
    case "_contains":
      // Directus' _contains is case-sensitive; % and _ in the value are taken literally.
      return like(column, containsPattern(value as string));
    case "_gte":
      return gte(column, value);
    case "_lte":
      return lte(column, value);
  }
}

function searchOf(spec: QuerySpec, term: string | null): SQL | undefined {
  if (term === null) return undefined;
  const pattern = containsPattern(term);
  return or(...searchFields(spec).map((f) => ilike(sql`${columnOf(f)}::text`, pattern)));
}

/** The user's filter and search ANDed with `scope`, which no filter can replace. */
export function compileItemsQuery(spec: QuerySpec, query: ItemsQuery, scope: SQL | undefined): CompiledQuery {
  const filter = query.filter ? conditionOf(query.filter) : undefined;
  return {
    where: and(scope, filter, searchOf(spec, query.search)),
    orderBy: query.sort.map((k) => (k.descending ? desc : asc)(k.field.orderBy ?? columnOf(k.field))),
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * The whole list call: parse (INVALID_QUERY on anything the spec does not allow), read the rows
 * in scope, count what `meta` asks for, and keep only the selected fields.
 */
export async function listItems<T extends object>(spec: QuerySpec, raw: RawQuery, scope: SQL | undefined, source: ItemsSource<T>): Promise<ItemsAnswer<T>> {
  const query = parseItemsQuery(spec, raw);
  const compiled = compileItemsQuery(spec, query, scope);
  const [rows, total, filtered] = await Promise.all([
    source.rows(compiled),
    query.meta.includes("total_count") ? source.count(scope) : undefined,
    query.meta.includes("filter_count") ? source.count(compiled.where) : undefined,
  ]);
  const data = rows.map((row) => pickFields(row, query.fields) as T);
  if (query.meta.length === 0) return { data };
  return { data, meta: { ...(total !== undefined && { total_count: total }), ...(filtered !== undefined && { filter_count: filtered }) } };
}

/** Sort key approximating German collation on any database locale: ä→a, ö→o, ü→u, ß→ss, case ignored. */
export function germanOrder(column: Column | SQL): SQL {
  return sql`replace(translate(lower(${column}), 'äöü', 'aou'), 'ß', 'ss')`;
}

/** `ItemsSource.count` for a collection read from one table without joins. */
export function countRows(db: Db, table: PgTable): (where: SQL | undefined) => Promise<number> {
  return async (where) => (await db.select({ n: count() }).from(table).where(where))[0]!.n;
}

/** The request's query string, repeated keys kept, for `listItems`. */
export const queryOf = (c: Context): RawQuery => new URL(c.req.url).searchParams;

/** A list query's LIMIT/OFFSET; none when the caller reads everything (single rows, figures). */
export function paged<T extends PgSelect>(query: T, q: Partial<Pick<CompiledQuery, "limit" | "offset">>): T {
  let paged = query;
  if (q.limit !== undefined) paged = paged.limit(q.limit) as T;
  if (q.offset) paged = paged.offset(q.offset) as T;
  return paged;
}

/** What services read with: a compiled list query, or scope and order alone for a single row or all rows. */
export type RowsQuery = Pick<CompiledQuery, "where" | "orderBy"> & Partial<Pick<CompiledQuery, "limit" | "offset">>;
