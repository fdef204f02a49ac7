/**
 * The API's half of a described entity (contract/entities, decision 0527), as
 * collections/binding.ts is a collection's: the description names whose records the entity holds
 * (`scope`), how it is archived (`archive`) and the hooks that keep fields in tables of their own;
 * here it is bound to its Drizzle table and to the hooks' database steps. The pieces every
 * service used to write out for itself read these options: the scope condition of every read and
 * write, the list's (without archived records), the lock of an update within the scope, whether
 * an update archives, and the hooks' load, check and write steps. What is genuinely one entity's
 * (a contact's relations and sort, an address still in use, a cluster's unique name) stays in
 * its service.
 */
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuthContext } from "../auth/sessions";
import type { EntityDescription } from "../contract/describe";
import type { Db, Tx } from "../db/client";
import { checkColumns, columnOf } from "./entity-columns";

/** The Drizzle columns the generic pieces read: id, version and, for a company-scoped entity, the company. */
export interface EntityTable extends PgTable {
  id: PgColumn;
  version: PgColumn;
  companyId?: PgColumn;
}

type Payload = Record<string, unknown>;

/**
 * A hook's database steps: `load` answers its fields for a page of records; `check` refuses a
 * payload before anything is written; `write` stores the payload's fields of the hook in the
 * create's or update's transaction; `refuseArchive` runs in an archiving update after the lock
 * (the description's archive.refusedWhile) and throws to refuse it.
 */
export interface EntityHookSteps {
  load(db: Db, auth: AuthContext, ids: readonly number[]): Promise<(id: number) => Payload>;
  check?(db: Db | Tx, auth: AuthContext, payload: Payload): Promise<void> | void;
  write?(tx: Tx, id: number, payload: Payload): Promise<void>;
  refuseArchive?(tx: Tx, id: number): Promise<void>;
}

type HookNames<D> = D extends EntityDescription<infer _F, infer H> ? H : never;

/** What the API adds to a description: its table, its hooks' steps, and a narrower scope where the table holds more (a company's editable clusters). */
export interface EntityBinding<H extends string = string> {
  table: EntityTable;
  hooks: Record<H, EntityHookSteps>;
  /** a further condition every read and write holds to */
  narrow?: SQL;
}

export type BoundEntity = EntityDescription & EntityBinding;

/** A description with its table and hooks; every column field must have its column, a company-scoped table its company (checked at start). */
export function bindEntity<D extends EntityDescription>(d: D, binding: EntityBinding<HookNames<D>>): D & EntityBinding<HookNames<D>> {
  checkColumns(d, binding.table);
  if (d.scope === "company" && !binding.table.companyId) throw new Error(`${d.name}: a company-scoped entity needs a companyId column`);
  const refusedBy = d.archive?.refusedWhile;
  if (refusedBy !== undefined && !(binding.hooks as Record<string, EntityHookSteps>)[refusedBy]?.refuseArchive) throw new Error(`${d.name}: hook ${refusedBy} cannot refuse archiving`);
  return { ...d, ...binding };
}

const hooksOf = (e: BoundEntity): [string, EntityHookSteps][] => Object.keys(e.hooks ?? {}).map((name) => [name, (e.hooks as Record<string, EntityHookSteps>)[name]!]);

/** The records the caller's company may read and write (the description's scope). */
export function scopeOf(e: BoundEntity, companyId: number): SQL {
  const own = e.scope === "association" ? sql`true` : e.scope === "own-record" ? eq(e.table.id, companyId) : eq(e.table.companyId!, companyId);
  return e.narrow ? and(own, e.narrow)! : own;
}

const archiveColumn = (e: BoundEntity) => (e.archive ? ((e.table as unknown as Record<string, PgColumn>)[columnOf(e.archive.field)] ?? null) : null);

/** What a list shows: the scope without archived records (they stay readable one by one). */
export function listScopeOf(e: BoundEntity, companyId: number): SQL {
  const column = archiveColumn(e);
  return column && e.archive ? and(scopeOf(e, companyId), ne(column, e.archive.value))! : scopeOf(e, companyId);
}

/** One record within the scope, archived or not. */
export const recordScopeOf = (e: BoundEntity, companyId: number, id: number): SQL => and(scopeOf(e, companyId), eq(e.table.id, id))!;

/** The record locked for an update or a delete within the scope; undefined if it is not the caller's (FORBIDDEN). */
export async function lockInScope<Row = Record<string, unknown> & { id: number; version: number }>(tx: Tx, e: BoundEntity, companyId: number, id: number): Promise<Row | undefined> {
  const [row] = await tx.select().from(e.table).where(recordScopeOf(e, companyId, id)).for("update");
  return row as Row | undefined;
}

/** Whether an update archives the record: it sets the archive field to its value and the record is not archived yet. */
export function archives(e: BoundEntity, current: Record<string, unknown>, payload: Payload): boolean {
  if (!e.archive) return false;
  return payload[e.archive.field] === e.archive.value && current[columnOf(e.archive.field)] !== e.archive.value;
}

/** In an archiving update, after the lock: the hook the description names may refuse it. */
export async function refuseArchive(e: BoundEntity, tx: Tx, id: number): Promise<void> {
  const name = e.archive?.refusedWhile;
  if (name !== undefined) await (e.hooks as Record<string, EntityHookSteps>)[name]!.refuseArchive!(tx, id);
}

/** The hooks' fields of a page of records, merged per record. */
export async function hookFieldsOf(e: BoundEntity, db: Db, auth: AuthContext, ids: readonly number[]): Promise<(id: number) => Payload> {
  const loaded = ids.length ? await Promise.all(hooksOf(e).map(([, h]) => h.load(db, auth, ids))) : [];
  return (id) => Object.assign({}, ...loaded.map((of) => of(id))) as Payload;
}

/** Every hook's check of a payload, in the description's order. */
export async function checkHooks(e: BoundEntity, db: Db | Tx, auth: AuthContext, payload: Payload): Promise<void> {
  for (const [, h] of hooksOf(e)) await h.check?.(db, auth, payload);
}

/** Every hook's write of a payload, in the description's order. */
export async function writeHooks(e: BoundEntity, tx: Tx, id: number, payload: Payload): Promise<void> {
  for (const [, h] of hooksOf(e)) await h.write?.(tx, id, payload);
}
