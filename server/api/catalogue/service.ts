/**
 * The association's catalogues (issue 39, decision 0957): one generic service for brands,
 * instructions, the service pool and SAM tags, read from their descriptions (contract/catalogue.ts)
 * and bound here to their tables. List (search, paging, current or archived; a tree in tree
 * order), one record (archived too), create (at the end of its level), update with the loaded
 * version (archiving and restoring are updates), and sorting among siblings. Every change is
 * written to the activity trail in its transaction (editing/versioned-update.ts). What partners
 * read skips archived records with one condition (db notArchived).
 */
import { and, asc, eq, inArray, isNull, max, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuthContext } from "../auth/sessions";
import { CATALOGUES, type Catalogue } from "../contract/catalogue";
import { isRequired } from "../contract/describe";
import { FIELD_MESSAGES } from "../contract/text-key";
import { CATALOGUE_PAGE_SIZE, type CatalogueName, type CatalogueShown } from "../contract/catalogue-names";
import type { Db, Tx } from "../db/client";
import { brandProductGroups, brands, companies, instructions, instructionSteps, notArchived, partnerServiceBrands, partnerServices, productGroups, samTags } from "../db/schema";
import { stepRowsOf } from "./instruction-steps";
import { movedWithin } from "./levels";
import type { ApiContext } from "../deps";
import { recordActivity } from "../editing/audit";
import { versionedUpdate } from "../editing/versioned-update";
import { isOwnImage } from "../files/service";
import { claimFile } from "../files/pending";
import { ApiError, forbidden } from "../http/errors";
import { columnOf, toColumns } from "../masterdata/entity-columns";

type Row = Record<string, unknown> & { id: number; version: number; sort: number; archivedAt: Date | null };
type Payload = Record<string, unknown>;

interface CatalogueTable extends PgTable {
  id: PgColumn;
  version: PgColumn;
  sort: PgColumn;
  archivedAt: PgColumn;
}

/** A hook keeps fields that are not columns: it answers them for a page of records, checks and writes a payload. */
interface Hook {
  load(db: Db, ids: readonly number[]): Promise<(id: number) => Payload>;
  check?(db: Db | Tx, payload: Payload, id: number | null): Promise<void>;
  write?(tx: Tx, id: number, payload: Payload): Promise<void>;
}

interface Binding {
  table: CatalogueTable;
  hooks: Hook[];
  /** a check of the whole record as it will be (after the payload is applied) */
  check?(db: Db | Tx, record: Payload, id: number | null): Promise<void>;
}

/** A refusal at a field; the message is a text key the portal words (decision 0967). */
const invalid = (field: string, message: string) => new ApiError("INVALID_PAYLOAD", `Invalid payload. ${field}: ${message}`);

const supplierHook: Hook = {
  async load(db, ids) {
    const rows = ids.length ? await db.select({ id: brands.id, name: companies.name }).from(brands).innerJoin(companies, eq(companies.id, brands.companyId)).where(inArray(brands.id, [...ids])) : [];
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    return (id) => ({ company_name: byId.get(id) ?? "" });
  },
  async check(db, payload) {
    if (payload.company_id === undefined) return;
    const [company] = await db.select({ relation: companies.relation }).from(companies).where(eq(companies.id, Number(payload.company_id)));
    // The supplier of a brand is a supplier (LF) company.
    if (company?.relation !== "LF") throw invalid("company_id", "descriptions.catalogue.brands.companyInvalid");
  },
};

/**
 * A list of ids kept in a junction table (a brand's categories, a service's brands): answered in
 * id order, checked against what may be chosen (`allowed`), written as the difference — kept
 * links stay untouched (a brand's category keeps its share), removed ones go, new ones come.
 */
function junctionHook(o: { field: string; table: PgTable; owner: PgColumn; other: PgColumn; allowed: (db: Db | Tx, ids: number[]) => Promise<number>; message: string }): Hook {
  const { field, table, owner, other } = o;
  return {
    async load(db, ids) {
      const rows = ids.length ? ((await db.select({ owner, id: other }).from(table).where(inArray(owner, [...ids])).orderBy(asc(other))) as { owner: number; id: number }[]) : [];
      return (id) => ({ [field]: rows.filter((r) => r.owner === id).map((r) => r.id) });
    },
    async check(db, payload) {
      const wanted = payload[field] as number[] | undefined;
      if (wanted?.length && (await o.allowed(db, [...new Set(wanted)])) !== new Set(wanted).size) throw invalid(field, o.message);
    },
    async write(tx, id, payload) {
      const wanted = payload[field] as number[] | undefined;
      if (wanted === undefined) return;
      const have = new Set(((await tx.select({ id: other }).from(table).where(eq(owner, id))) as { id: number }[]).map((c) => c.id));
      const gone = [...have].filter((g) => !wanted.includes(g));
      if (gone.length) await tx.delete(table).where(and(eq(owner, id), inArray(other, gone)));
      const added = [...new Set(wanted)].filter((g) => !have.has(g));
      if (added.length) await tx.insert(table).values(added.map((a) => ({ [columnKey(table, owner)]: id, [columnKey(table, other)]: a })) as never);
    },
  };
}

/** The table's property name of a column (what insert().values() takes). */
const columnKey = (table: PgTable, column: PgColumn) => Object.entries(table as unknown as Record<string, unknown>).find(([, c]) => c === column)![0];

const categoriesHook = junctionHook({
  field: "categories",
  table: brandProductGroups,
  owner: brandProductGroups.brandId,
  other: brandProductGroups.productGroupId,
  allowed: async (db, ids) => (await db.select({ id: productGroups.id }).from(productGroups).where(and(inArray(productGroups.id, ids), eq(productGroups.status, "published")))).length,
  message: "descriptions.catalogue.brands.categoriesInvalid",
});

const serviceBrandsHook = junctionHook({
  field: "brands",
  table: partnerServiceBrands,
  owner: partnerServiceBrands.partnerServiceId,
  other: partnerServiceBrands.brandId,
  allowed: async (db, ids) => (await db.select({ id: brands.id }).from(brands).where(and(inArray(brands.id, ids), notArchived(brands)))).length,
  message: "descriptions.catalogue.partnerServices.brandsInvalid",
});

/** An instruction's steps, answered in reading order with their depth (the partners' page nests them). */
const stepsHook: Hook = {
  async load(db, ids) {
    const rows = ids.length ? await db.select().from(instructionSteps).where(inArray(instructionSteps.instructionId, [...ids])) : [];
    return (id) => ({ steps: stepRowsOf(rows.filter((r) => r.instructionId === id)) });
  },
};

const BINDINGS: Record<CatalogueName, Binding> = {
  brands: {
    table: brands as unknown as CatalogueTable,
    hooks: [supplierHook, categoriesHook],
    async check(_db, record) {
      if (record.logo && !String(record.logo_alt ?? "").trim()) throw invalid("logo_alt", "descriptions.catalogue.brands.logoAltRequired");
    },
  },
  instructions: { table: instructions as unknown as CatalogueTable, hooks: [stepsHook] },
  partner_services: {
    table: partnerServices as unknown as CatalogueTable,
    hooks: [serviceBrandsHook],
    async check(db, record, id) {
      const parent = record.parent_id as number | null | undefined;
      if (!parent) return;
      // The parent exists and is not the entry itself or one of its descendants (the tree stays a tree).
      const rows = await db.select({ id: partnerServices.id, parentId: partnerServices.parentId }).from(partnerServices);
      const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
      if (!parentOf.has(parent)) throw invalid("parent_id", "descriptions.catalogue.partnerServices.parentInvalid");
      for (let at: number | null | undefined = parent; at; at = parentOf.get(at)) if (at === id) throw invalid("parent_id", "descriptions.catalogue.parentSelf");
    },
  },
  sam_tags: { table: samTags as unknown as CatalogueTable, hooks: [] },
};

/**
 * The record's columns from a payload: an emptied optional text (null) is the column's default
 * where the column holds no null (a service's teaser, an instruction's summary: "").
 */
function columnsOf(c: Catalogue & Binding, payload: Payload): Record<string, unknown> {
  const values = toColumns(c.entity, payload) as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    const column = (c.table as unknown as Record<string, PgColumn | undefined>)[key];
    if (value === null && column?.notNull && column.hasDefault) values[key] = column.default;
  }
  return values;
}

const bound = (name: CatalogueName) => ({ ...CATALOGUES[name], ...BINDINGS[name] });
const col = (table: CatalogueTable, field: string) => (table as unknown as Record<string, PgColumn>)[columnOf(field)]!;
const parentColumn = (c: Catalogue & Binding) => (c.parent ? col(c.table, c.parent) : null);

/** The answer: id, every described field (columns and hooks'), version, sort, archived_at, depth in a tree. */
function answerOf(c: Catalogue & Binding, row: Row, hooked: Payload, depth: number) {
  const fields: Payload = {};
  for (const [name, f] of Object.entries(c.entity.fields)) fields[name] = f.column === false ? hooked[name] : (row[columnOf(name)] ?? (f.input === "tags" ? [] : null));
  if (fields.logo) fields.logo = { id: fields.logo, filename_download: "", type: "" };
  return { id: row.id, ...fields, version: row.version, sort: row.sort, archived_at: row.archivedAt ? row.archivedAt.toISOString() : null, depth };
}
export type CatalogueAnswer = ReturnType<typeof answerOf>;

async function withHooks(db: Db, c: Catalogue & Binding, rows: Row[]): Promise<(id: number) => Payload> {
  const loaded = await Promise.all(c.hooks.map((h) => h.load(db, rows.map((r) => r.id))));
  return (id) => Object.assign({}, ...loaded.map((of) => of(id))) as Payload;
}

/** Rows in their order: by sort, then id; a tree depth-first, each level by sort. */
function ordered(c: Catalogue & Binding, rows: Row[]): { row: Row; depth: number }[] {
  const bySort = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  if (!c.parent) return bySort.map((row) => ({ row, depth: 0 }));
  const key = columnOf(c.parent);
  const ids = new Set(rows.map((r) => r.id));
  const out: { row: Row; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const row of bySort.filter((r) => ((r[key] as number | null) ?? null) === parent || (parent === null && r[key] !== null && !ids.has(r[key] as number)))) {
      out.push({ row, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export async function listCatalogue(ctx: ApiContext, name: CatalogueName, query: { search?: string; page?: number; limit?: number; shown?: CatalogueShown }) {
  const c = bound(name);
  const db = ctx.db.db;
  const archived = query.shown === "archived";
  const rows = (await db.select().from(c.table).where(archived ? sql`${c.table.archivedAt} is not null` : isNull(c.table.archivedAt))) as Row[];
  const hooked = await withHooks(db, c, rows);
  let list = ordered(c, rows).map(({ row, depth }) => answerOf(c, row, hooked(row.id), depth));
  const term = query.search?.trim().toLocaleLowerCase("de");
  if (term) list = list.filter((item) => c.search.some((f) => String((item as Payload)[f] ?? "").toLocaleLowerCase("de").includes(term)));
  const limit = query.limit ?? CATALOGUE_PAGE_SIZE;
  const page = query.page ?? 1;
  return { data: list.slice((page - 1) * limit, page * limit), meta: { filter_count: list.length } };
}

async function depthOf(db: Db, c: Catalogue & Binding, row: Row): Promise<number> {
  if (!c.parent) return 0;
  const rows = (await db.select({ id: c.table.id, parent: parentColumn(c)! }).from(c.table)) as { id: number; parent: number | null }[];
  const parentOf = new Map(rows.map((r) => [r.id, r.parent]));
  let depth = 0;
  for (let at = row[columnOf(c.parent)] as number | null; at && depth < 100; at = parentOf.get(at) ?? null) depth++;
  return depth;
}

export async function findCatalogueItem(ctx: ApiContext, name: CatalogueName, id: number) {
  const c = bound(name);
  const db = ctx.db.db;
  const [row] = (await db.select().from(c.table).where(eq(c.table.id, id))) as Row[];
  if (!row) throw forbidden();
  return answerOf(c, row, (await withHooks(db, c, [row]))(id), await depthOf(db, c, row));
}

/** The payload's fields for the audit trail (without the version). */
const deltaOf = (payload: Payload) => Object.fromEntries(Object.entries(payload).filter(([k]) => k !== "version" && k !== "archived"));

async function checkAll(db: Db | Tx, c: Catalogue & Binding, record: Payload, payload: Payload, id: number | null) {
  for (const h of c.hooks) await h.check?.(db, payload, id);
  await c.check?.(db, record, id);
}

/** A logo written must be an image of the writer's own (the association's; decision 0964): partners read it through the brand. */
async function checkLogo(db: Db | Tx, auth: AuthContext, payload: Payload) {
  if (payload.logo && !(await isOwnImage(db, auth.company.id, String(payload.logo)))) throw invalid("logo", FIELD_MESSAGES.image);
}

/** The level a record is sorted in: its siblings (the same parent) in a tree, else all. */
const levelOf = (c: Catalogue & Binding, parent: unknown): SQL | undefined => {
  const column = parentColumn(c);
  if (!column) return undefined;
  return parent === null || parent === undefined ? isNull(column) : eq(column, Number(parent));
};

export async function createCatalogueItem(ctx: ApiContext, auth: AuthContext, name: CatalogueName, payload: Payload) {
  const c = bound(name);
  for (const [field, f] of Object.entries(c.entity.fields)) {
    // what a create needs: every required written field
    if (f.write === "never" || f.column === false) continue;
    if (isRequired(f) && !f.schema.safeParse(undefined).success && payload[field] === undefined) throw invalid(field, FIELD_MESSAGES.required);
  }
  const id = await ctx.db.db.transaction(async (tx) => {
    await checkAll(tx, c, payload, payload, null);
    await checkLogo(tx, auth, payload);
    const parent = c.parent ? payload[c.parent] : undefined;
    const [last] = await tx.select({ sort: max(c.table.sort) }).from(c.table).where(levelOf(c, parent));
    const [row] = (await tx
      .insert(c.table)
      .values({ ...columnsOf(c, payload), sort: ((last?.sort as number | null) ?? 0) + 1 } as never)
      .returning({ id: c.table.id })) as { id: number }[];
    for (const h of c.hooks) await h.write?.(tx, row!.id, payload);
    if (payload.logo) await claimFile(tx, auth.company.id, String(payload.logo));
    await recordActivity(tx, auth, ctx.now(), { action: "create", collection: name, item: row!.id, delta: deltaOf(payload) });
    return row!.id;
  });
  return findCatalogueItem(ctx, name, id);
}

export async function updateCatalogueItem(ctx: ApiContext, auth: AuthContext, name: CatalogueName, id: number, payload: Payload & { version: number; archived?: boolean }) {
  const c = bound(name);
  const { archived, version, ...fields } = payload;
  await versionedUpdate<Row>(ctx, auth, {
    collection: name,
    item: id,
    lock: async (tx) => ((await tx.select().from(c.table).where(eq(c.table.id, id)).for("update")) as Row[])[0],
    version,
    files: [fields.logo as string | null | undefined],
    delta: { ...deltaOf(fields), ...(archived === undefined ? {} : { archived_at: archived ? ctx.now().toISOString() : null }) },
    action: (current) => (archived === true && !current.archivedAt ? "delete" : "update"),
    write: async (tx, current, next) => {
      const record: Payload = {};
      for (const field of Object.keys(c.entity.fields)) record[field] = field in fields ? fields[field] : current[columnOf(field)];
      await checkAll(tx, c, record, fields, id);
      // an unchanged logo is not asked about again
      if (fields.logo !== current[columnOf("logo")]) await checkLogo(tx, auth, fields);
      const archivedAt = archived === undefined ? {} : { archivedAt: archived ? (current.archivedAt ?? ctx.now()) : null };
      await tx
        .update(c.table)
        .set({ ...columnsOf(c, fields), ...archivedAt, version: next } as never)
        .where(eq(c.table.id, id));
      for (const h of c.hooks) await h.write?.(tx, id, fields);
    },
  });
  return findCatalogueItem(ctx, name, id);
}

/** utils/sort: `item` takes the place of `to`; the level between them moves by one. Only among siblings in a tree. */
export async function sortCatalogue(ctx: ApiContext, auth: AuthContext, name: CatalogueName, item: number, to: number) {
  const c = bound(name);
  await ctx.db.db.transaction(async (tx) => {
    const [moved] = (await tx.select().from(c.table).where(eq(c.table.id, item)).for("update")) as Row[];
    const [target] = (await tx.select().from(c.table).where(eq(c.table.id, to))) as Row[];
    if (!moved || !target) throw forbidden();
    const key = c.parent ? columnOf(c.parent) : null;
    if (key && (moved[key] ?? null) !== (target[key] ?? null)) throw invalid("to", "descriptions.catalogue.sortSiblings");
    const level = (await tx.select().from(c.table).where(levelOf(c, key ? moved[key] : undefined)).for("update")) as Row[];
    for (const { id, sort } of movedWithin(level, item, to)) await tx.update(c.table).set({ sort } as never).where(eq(c.table.id, id));
    await recordActivity(tx, auth, ctx.now(), { action: "sort", collection: name, item, delta: { to } });
  });
}

/** The form's choices: a brand's supplier (LF) companies and published product groups; a service-pool entry's possible parents and its brands (current ones). */
export async function catalogueChoices(ctx: ApiContext, name: CatalogueName): Promise<Record<string, { value: string; label: string }[]>> {
  const db = ctx.db.db;
  if (name === "brands") {
    const [suppliers, groups] = await Promise.all([
      db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.relation, "LF")).orderBy(asc(companies.name)),
      db.select({ id: productGroups.id, title: productGroups.title, breadcrumbs: productGroups.breadcrumbs }).from(productGroups).where(eq(productGroups.status, "published")).orderBy(asc(productGroups.breadcrumbs)),
    ]);
    return { company_id: suppliers.map((c) => ({ value: String(c.id), label: c.name })), categories: groups.map((g) => ({ value: String(g.id), label: g.breadcrumbs || g.title })) };
  }
  if (name === "partner_services") {
    const [{ data }, current] = await Promise.all([
      listCatalogue(ctx, name, { limit: 500 }),
      db.select({ id: brands.id, name: brands.name }).from(brands).where(notArchived(brands)).orderBy(asc(brands.name)),
    ]);
    return {
      parent_id: data.map((s) => ({ value: String(s.id), label: `${"– ".repeat(s.depth)}${String((s as Payload).title)}` })),
      brands: current.map((b) => ({ value: String(b.id), label: b.name })),
    };
  }
  return {};
}
