/**
 * The API's half of a collection description (decision 0527): the contract describes a collection
 * without any database (contract/describe/collection.ts); here it is bound to its Drizzle table
 * and to the steps of its own that need the database (the page builder's hooks). The generic
 * service, routes and access rule work on bound collections.
 */
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { CollectionDescription, Fields, ItemPayload } from "../contract/describe";
import type { Db } from "../db/client";
import type { Tx } from "../editing/versioned-update";

/** The Drizzle columns the framework itself reads and writes on every collection table. */
export interface ItemTable extends PgTable {
  id: PgColumn;
  sort: PgColumn;
  version: PgColumn;
  /** the main image; absent on collections without one (private brands name theirs: logo) */
  image?: PgColumn;
  /** absent on collections the spec names by a field of their own (jobs: title, FAQs: question) */
  internal_title?: PgColumn;
}

/**
 * Collection-specific steps of the generic create / update / delete (decision 0800): `prepare`
 * may complete a payload (a page's slug from its title) or refuse it (slug taken, parent not
 * editable) before anything is written; `beforeDelete` runs in the delete's transaction after the
 * row is locked (a page with child pages is refused, an element's page links go with it);
 * `afterWrite` runs last in a create's or update's transaction, so a rule `prepare` checked
 * before writing can be checked again against concurrent writes (a slug two saves chose at once).
 */
export interface CollectionHooks {
  prepare?: (db: Db, companyId: number, current: { id: number; translations: readonly Record<string, unknown>[]; [field: string]: unknown } | undefined, payload: ItemPayload) => Promise<ItemPayload>;
  afterWrite?: (tx: Tx, companyId: number, id: number) => Promise<void>;
  beforeDelete?: (tx: Tx, companyId: number, id: number) => Promise<void>;
}

/** What the API adds to a description: where its rows live and its own database steps. */
export interface Binding {
  table: ItemTable;
  hooks?: CollectionHooks;
}

export type BoundCollection<F extends Fields = Fields, T extends Fields = Fields> = CollectionDescription<F, T> & Binding;

/** A description with its table; every field must have a column of the same name (checked at start). */
export function bindCollection<D extends CollectionDescription>(d: D, binding: Binding): D & Binding {
  for (const key of Object.keys(d.fields)) {
    if (!(key in (binding.table as unknown as Record<string, unknown>))) throw new Error(`${d.name}: field ${key} has no column`);
  }
  return { ...d, ...binding };
}
