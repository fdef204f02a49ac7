/**
 * The generic items service of every described collection (issue 12): list, read one, create,
 * update (version + audit), delete, sort, per-translation status, gallery junction add / sort /
 * delete, and the per-company opt-out of shared entries. Every query goes through the one access
 * rule (access.ts); a row outside it is FORBIDDEN.
 */
import { and, asc, eq, inArray, isNull, max, min, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AuthContext } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { addresses, contacts, contentDisabled, contentImages, contentImageTexts, contentPartners, contentTranslations, files, productGroups } from "../db/schema";
import { recordActivity } from "../editing/audit";
import { sortItems } from "../editing/sort";
import { versionedUpdate, type Tx } from "../editing/versioned-update";
import { claimFile } from "../files/pending";
import { ApiError, forbidden } from "../http/errors";
import { accessColumns, accessCondition, disabledRow, linkedAccess, type Access } from "./access";
import { countRows, listItems as listQueried, paged, type ItemsAnswer } from "../items/compile";
import { parseItemQuery, pickFields, type QueryField, type QuerySpec, type RawQuery } from "../items/query";
import { withRichTextHtml, htmlKey } from "../contract/rich-text";
import {
  ALT_TEXT_MISSING,
  formattedFieldsOf,
  galleriesOf,
  imageFieldsOf,
  imageSlotsOf,
  isDescribed,
  itemSchema,
  type AltText,
  type FieldSpec,
  type GalleryPatch,
  type GallerySpec,
  type ItemPayload,
} from "../contract/describe";
import type { BoundCollection } from "./binding";
import { readImageTexts, writeImageTexts } from "./image-texts";
import { queryTypeOf } from "../items/field-types";
import { COLLECTIONS, collectionByName } from "./registry";
import { ICON_FOLDER } from "../contract/values";

type Row = Record<string, unknown> & { id: number; version: number; sort: number; image: string | null };

export interface Translation {
  id: number;
  languages_code: string;
  status: string;
  [field: string]: unknown;
}

export interface Item {
  id: number;
  sort: number;
  version: number;
  image: { id: string; filename_download: string } | null;
  translations: Translation[];
  images: GalleryEntry[];
  /** the alternative texts of the single images (main image, image fields), by field (decision 0531) */
  alt_texts: Record<string, AltText>;
  /** edit: manageable by the caller; read: shared by the association (read-only) */
  access: Exclude<Access, "none">;
  disabled: boolean;
  [field: string]: unknown;
}

export type GalleryEntry = { id: number; sort: number; file: { id: string; filename_download: string } } & AltText;

/** Field name → Drizzle column of the item's own columns (the relation check and the query spec below). */
export function columnsOf(d: BoundCollection): Record<string, PgColumn> {
  const table = d.table as unknown as Record<string, PgColumn>;
  const names = ["id", "sort", ...(d.table.internal_title ? ["internal_title"] : []), ...Object.keys(d.fields), ...(d.status === "row" ? ["status"] : [])];
  return Object.fromEntries(names.map((n) => [n, table[n]!]));
}

const col = (d: BoundCollection, name: string): PgColumn => {
  const column = columnsOf(d)[name];
  if (!column) throw new ApiError("INVALID_QUERY", `Invalid query. Unknown field ${name}.`);
  return column;
};

async function hydrate(db: Db, d: BoundCollection, rows: (Row & { partners: number; disabled: boolean })[]): Promise<Item[]> {
  const ids = rows.map((r) => r.id);
  const fileIds = rows.map((r) => r.image).filter((f): f is string => Boolean(f));
  const junctions = galleriesOf(d).map((g) => g.junction);
  const [translations, gallery, mainImages, texts] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(contentTranslations)
          .where(and(eq(contentTranslations.collection, d.name), inArray(contentTranslations.item, ids)))
          .orderBy(asc(contentTranslations.id)),
        junctions.length
          ? db
              .select({
                id: contentImages.id,
                junction: contentImages.collection,
                item: contentImages.item,
                sort: contentImages.sort,
                fileId: files.id,
                name: files.filenameDownload,
                alt: contentImages.alt,
                decorative: contentImages.decorative,
              })
              .from(contentImages)
              .innerJoin(files, eq(files.id, contentImages.file))
              .where(and(inArray(contentImages.collection, junctions), inArray(contentImages.item, ids)))
              .orderBy(asc(contentImages.sort), asc(contentImages.id))
          : [],
        fileIds.length ? db.select({ id: files.id, name: files.filenameDownload }).from(files).where(inArray(files.id, fileIds)) : [],
        imageSlotsOf(d).length ? readImageTexts(db, d.name, ids) : new Map<number, Record<string, AltText>>(),
      ])
    : [[], [], [], new Map<number, Record<string, AltText>>()];
  const names = new Map(mainImages.map((f) => [f.id, f.name]));
  // formatted fields answer their sanitized HTML beside the markup (decision 0530)
  const [formatted, formattedTranslated] = [formattedFieldsOf(d.fields), formattedFieldsOf(d.translations)];
  return rows.map(({ partners, disabled, created_at: _c, updated_at: _u, createdAt: _ca, updatedAt: _ua, ...row }) => ({
    ...withRichTextHtml(row, formatted),
    image: row.image ? { id: row.image, filename_download: names.get(row.image) ?? "" } : null,
    translations: translations
      .filter((t) => t.item === row.id)
      .map((t) => withRichTextHtml({ ...t.values, id: t.id, languages_code: t.languages_code, status: t.status }, formattedTranslated)),
    images: [],
    ...Object.fromEntries(
      galleriesOf(d).map((spec) => [
        spec.field,
        gallery
          .filter((g) => g.item === row.id && g.junction === spec.junction)
          .map((g) => ({ id: g.id, sort: g.sort, file: { id: g.fileId, filename_download: g.name }, alt: g.alt, decorative: g.decorative })),
      ]),
    ),
    alt_texts: texts.get(row.id) ?? {},
    access: linkedAccess(partners),
    disabled,
  }));
}

function selectItems(db: Db, d: BoundCollection, companyId: number) {
  return db
    .select({ row: d.table as never, ...accessColumns(d.name, d.table, companyId) } as never)
    .from(d.table)
    .$dynamic();
}

type Selected = { row: Row; partners: number; disabled: boolean };
const flatten = (rows: unknown[]) => (rows as Selected[]).map((r) => ({ ...r.row, partners: r.partners, disabled: r.disabled }));

const fileRelation = { id: { type: "uuid" }, filename_download: { type: "string" } } satisfies Record<string, QueryField>;

/**
 * The Directus query spec of a described collection (decision 0720, 0741): its own columns by
 * their input's type, the de translation's fields and status under `translations` (scalar
 * subqueries, so filters and sorts never duplicate rows), the main image and galleries as
 * output-only relations, the description's search fields and default order.
 */
export function querySpecOf(d: BoundCollection): QuerySpec {
  const own = columnsOf(d);
  const fields: Record<string, QueryField> = {
    id: { column: own.id, type: "integer" },
    sort: { column: own.sort, type: "integer" },
    version: { type: "integer" },
    access: { type: "string" },
    disabled: { type: "boolean" },
  };
  if (own.internal_title) fields.internal_title = { column: own.internal_title, type: "string" };
  for (const [name, spec] of Object.entries(d.fields)) fields[name] = { column: own[name], type: queryTypeOf(spec) };
  // a formatted field's HTML is output only: filters and sorts read the markup
  for (const name of formattedFieldsOf(d.fields)) fields[htmlKey(name)] = { type: "string" };
  if (d.status === "row") fields.status = { column: own.status, type: "string" };
  const translated = (value: SQL) =>
    sql`(select ${value} from ${contentTranslations} where ${contentTranslations.collection} = ${d.name} and ${contentTranslations.item} = ${d.table.id} and ${contentTranslations.languages_code} = 'de')`;
  fields.translations = {
    type: "json",
    relation: {
      id: { type: "integer" },
      languages_code: { type: "string" },
      status: { column: translated(sql`${contentTranslations.status}`), type: "string" },
      ...Object.fromEntries(Object.keys(d.translations).map((name) => [name, { column: translated(sql`${contentTranslations.values} ->> ${name}`), type: "string" } satisfies QueryField])),
      ...Object.fromEntries(formattedFieldsOf(d.translations).map((name) => [htmlKey(name), { type: "string" } satisfies QueryField])),
    },
  };
  if (d.image) fields.image = { type: "json", relation: fileRelation };
  for (const g of [{ field: "images" }, ...galleriesOf(d)]) {
    fields[g.field] = {
      type: "json",
      relation: { id: { type: "integer" }, sort: { type: "integer" }, file: { type: "json", relation: fileRelation }, alt: { type: "string" }, decorative: { type: "boolean" } },
    };
  }
  fields.alt_texts = { type: "json" };
  return {
    fields,
    search: [...d.list.search.map(String), ...(own.internal_title ? ["internal_title"] : [])],
    defaultSort: d.defaultSort ?? ["sort", "id"],
  };
}

const QUERY_SPECS = new WeakMap<BoundCollection, QuerySpec>();
const querySpec = (d: BoundCollection) => QUERY_SPECS.get(d) ?? QUERY_SPECS.set(d, querySpecOf(d)).get(d)!;

/**
 * GET items/{collection}: the Directus query (fields, filter, sort, limit, offset, search, meta)
 * validated against the description; what the caller's company may see is ANDed last, never
 * replaced by the filter.
 */
export async function listItems(db: Db, d: BoundCollection, companyId: number, raw: RawQuery = new URLSearchParams()): Promise<ItemsAnswer<Item>> {
  return listQueried(querySpec(d), raw, accessCondition(d.name, d.table, companyId, "read"), {
    rows: async (q) => hydrate(db, d, flatten(await paged(selectItems(db, d, companyId).where(q.where).orderBy(...q.orderBy), q))),
    count: countRows(db, d.table),
  });
}

/** GET items/{collection}/{id}: one entry the company may see, else undefined (→ FORBIDDEN). */
export async function findItem(db: Db, d: BoundCollection, companyId: number, id: number): Promise<Item | undefined> {
  const rows = await selectItems(db, d, companyId).where(and(eq(d.table.id, id), accessCondition(d.name, d.table, companyId, "read")));
  return (await hydrate(db, d, flatten(rows)))[0];
}

/** GET items/{collection}/{id}?fields=…: the entry with the fields asked for (the query is checked before the read). */
export async function findItemQueried(db: Db, d: BoundCollection, companyId: number, id: number, raw: RawQuery): Promise<Partial<Item> | undefined> {
  const fields = parseItemQuery(querySpec(d), raw);
  const item = await findItem(db, d, companyId, id);
  return item && pickFields(item, fields);
}

async function lockEditable(tx: Tx, d: BoundCollection, companyId: number, id: number): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(d.table)
    .where(and(eq(d.table.id, id), accessCondition(d.name, d.table, companyId, "edit")))
    .for("update");
  return row as Row | undefined;
}

/** Relations that must belong to the caller's company: the main image, gallery files, contact fields. */
async function checkRelations(db: Db, d: BoundCollection, companyId: number, p: ItemPayload): Promise<void> {
  const fileIds = [p.image, ...imageFieldsOf(d).map((name) => p[name]), ...galleriesOf(d).flatMap((g) => galleryCreate(p, g).map((c) => c.file))].filter(
    (f): f is string => typeof f === "string" && f !== "",
  );
  if (fileIds.length) {
    const found = await db
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, fileIds), eq(files.companyId, companyId)));
    if (found.length !== new Set(fileIds).size) throw forbidden();
  }
  for (const [name, spec] of Object.entries(d.fields)) {
    const value = p[name];
    if (value === undefined || value === null) continue;
    if (spec.input === "contact" && typeof value === "number") {
      const [contact] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, value), eq(contacts.companyId, companyId)));
      if (!contact) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. ${name}: Unknown contact.`);
    }
    if (spec.input === "address" && typeof value === "number") {
      const [address] = await db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, value), eq(addresses.companyId, companyId)));
      if (!address) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. ${name}: Unknown address.`);
    }
    if (spec.input === "icon" && typeof value === "string") {
      const [icon] = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, value), eq(files.folder, ICON_FOLDER), or(isNull(files.companyId), eq(files.companyId, companyId))));
      if (!icon) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. ${name}: Unknown icon.`);
    }
    if (spec.input === "relations" && Array.isArray(value) && value.length) await checkLinked(db, spec, companyId, name, value as number[]);
    if (spec.input === "productGroups" && Array.isArray(value) && value.length) {
      const ids = [...new Set(value as number[])];
      const found = await db
        .select({ id: productGroups.id })
        .from(productGroups)
        .where(and(inArray(productGroups.id, ids), eq(productGroups.status, "published")));
      if (found.length !== ids.length) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. ${name}: Unknown product group.`);
    }
  }
}

/** Linked entries must be ones the company sees, not switched off, and of the kind the field names (benefits of type benefit). */
async function checkLinked(db: Db, spec: FieldSpec, companyId: number, name: string, ids: number[]): Promise<void> {
  const target = spec.relation ? collectionByName(spec.relation.collection) : undefined;
  if (!target) throw new Error(`field ${name} links an unknown collection`);
  const filters = Object.entries(spec.relation!.filter ?? {}).map(([field, value]) => eq(col(target, field), value));
  const found = await selectItems(db, target, companyId).where(and(inArray(target.table.id, ids), accessCondition(target.name, target.table, companyId, "read"), ...filters));
  const usable = flatten(found).filter((r) => !r.disabled);
  if (usable.length !== new Set(ids).size) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. ${name}: Unknown entry.`);
}

/** The item's own columns of a payload (fields of the description; nothing else reaches the table). */
function columnValues(d: BoundCollection, p: ItemPayload): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of [...Object.keys(d.fields), ...(d.status === "row" ? ["status"] : []), ...(d.image ? ["image"] : [])]) {
    if (p[name] !== undefined) values[name] = p[name];
  }
  return values;
}

/** The merged record must satisfy the description as a whole (required fields, from ≤ to). */
function checkMerged(d: BoundCollection, current: Record<string, unknown>, p: ItemPayload, translation: Record<string, unknown>): void {
  const merged: Record<string, unknown> = { status: "draft", ...current, ...columnValues(d, p), ...translation };
  const result = itemSchema(d).safeParse(merged);
  if (!result.success) {
    const reasons = result.error.issues.map((i) => `${i.path.join(".") || "item"}: ${i.message}`);
    throw new ApiError("INVALID_PAYLOAD", `Invalid payload. ${reasons.join("; ")}.`);
  }
}

const translationValues = (d: BoundCollection, row: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(d.translations).filter((k) => row[k] !== undefined).map((k) => [k, row[k]]));

async function writeTranslations(tx: Tx, d: BoundCollection, item: number, patch: ItemPayload["translations"]): Promise<void> {
  if (!patch) return;
  for (const row of patch.update) {
    const [existing] = await tx
      .select()
      .from(contentTranslations)
      .where(and(eq(contentTranslations.id, row.id), eq(contentTranslations.collection, d.name), eq(contentTranslations.item, item)));
    if (!existing) throw forbidden();
    const status = (row.status as typeof existing.status | undefined) ?? existing.status;
    await tx
      .update(contentTranslations)
      .set({ status, values: { ...existing.values, ...translationValues(d, row) } })
      .where(eq(contentTranslations.id, row.id));
  }
  for (const row of patch.create) {
    await tx
      .insert(contentTranslations)
      .values({ collection: d.name, item, languages_code: "de", status: (row.status as "draft" | undefined) ?? "draft", values: translationValues(d, row) })
      .onConflictDoNothing();
  }
}

/** The new images of one gallery in a payload (`images`, `media_header`, …). */
const galleryPatch = (p: ItemPayload, g: GallerySpec): GalleryPatch => ({ create: [], update: [], ...(p[g.field] as Partial<GalleryPatch> | undefined) });
const galleryCreate = (p: ItemPayload, g: GallerySpec) => galleryPatch(p, g).create;

async function addImages(tx: Tx, d: BoundCollection, companyId: number, item: number, p: ItemPayload): Promise<void> {
  for (const g of galleriesOf(d)) {
    const create = galleryCreate(p, g);
    if (!create.length) continue;
    const [{ count, last } = { count: 0, last: 0 }] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number), last: sql<number>`coalesce(max(${contentImages.sort}), 0)`.mapWith(Number) })
      .from(contentImages)
      .where(and(eq(contentImages.collection, g.junction), eq(contentImages.item, item)));
    if (count + create.length > g.limit) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. ${g.field}: At most ${g.limit} images.`);
    await tx
      .insert(contentImages)
      .values(create.map((c, i) => ({ collection: g.junction, item, file: c.file, sort: last + i + 1, alt: c.alt ?? null, decorative: c.decorative ?? false })));
    for (const c of create) await claimFile(tx, companyId, c.file);
  }
}

/** The alternative texts a payload writes: of single images (by field) and of gallery entries (by junction row, of this item only). */
async function writeAltTexts(tx: Tx, d: BoundCollection, item: number, p: ItemPayload): Promise<void> {
  await writeImageTexts(tx, d.name, item, p.alt_texts);
  for (const g of galleriesOf(d)) {
    for (const u of galleryPatch(p, g).update) {
      const [row] = await tx
        .update(contentImages)
        .set({ alt: u.alt?.trim() || null, decorative: u.decorative })
        .where(and(eq(contentImages.id, u.id), eq(contentImages.collection, g.junction), eq(contentImages.item, item)))
        .returning({ id: contentImages.id });
      if (!row) throw forbidden();
    }
  }
}

/**
 * An entry is not published while one of its images has neither an alternative text nor the
 * decorative mark (issue 27). Checked on the state the write leaves: the loaded entry with the
 * payload's images, texts and status. Adding images to a gallery alone is not refused (an upload
 * of several photos carries no texts), but the entry's next save as published is.
 */
function checkAltTexts(d: BoundCollection, before: Item | undefined, p: ItemPayload, translation: Record<string, unknown>): void {
  const changed = Object.keys(deltaOf(p));
  const galleryOnly = changed.length > 0 && changed.every((k) => galleriesOf(d).some((g) => g.field === k)) && galleriesOf(d).every((g) => !galleryPatch(p, g).update.length);
  if (galleryOnly) return;
  const status = d.status === "row" ? ((p.status as string | undefined) ?? (before?.status as string | undefined) ?? "draft") : String(translation.status ?? "draft");
  if (status !== "published") return;
  const texts = { ...(before?.alt_texts ?? {}), ...p.alt_texts };
  for (const slot of imageSlotsOf(d)) {
    const given = p[slot];
    const current = slot === "image" ? before?.image?.id : before?.[slot];
    const file = given !== undefined ? given : current;
    if (file && !isDescribed(texts[slot])) throw new ApiError("INVALID_PAYLOAD", ALT_TEXT_MISSING);
  }
  for (const g of galleriesOf(d)) {
    const patch = galleryPatch(p, g);
    const updates = new Map(patch.update.map((u) => [u.id, u]));
    const entries = [...((before?.[g.field] as GalleryEntry[] | undefined) ?? []).map((e) => updates.get(e.id) ?? e), ...patch.create];
    if (entries.some((e) => !isDescribed(e))) throw new ApiError("INVALID_PAYLOAD", ALT_TEXT_MISSING);
  }
}

/** The single-image files a payload sets (the main image, a logo), claimed from the pending uploads on save. */
const imageFilesOf = (d: BoundCollection, p: ItemPayload) => [p.image, ...imageFieldsOf(d).map((name) => p[name])].filter((f): f is string => typeof f === "string" && f !== "");

const deltaOf = ({ version: _v, ...rest }: ItemPayload) => rest;

/** The de translation row of a payload, for the merged-record check. */
function translationOf(d: BoundCollection, current: Translation | undefined, p: ItemPayload): Record<string, unknown> {
  const written = p.translations?.update.find((t) => t.id === current?.id) ?? p.translations?.create[0] ?? {};
  const base = current ? { ...current } : {};
  return { ...base, ...written, status: (written.status as string | undefined) ?? current?.status ?? "draft" };
}

/** POST items/{collection}: the new entry and its single company link in one transaction. */
export async function createItem(ctx: ApiContext, auth: AuthContext, d: BoundCollection, p: ItemPayload, fixed: Record<string, string> = {}): Promise<Item> {
  const db = ctx.db.db;
  const companyId = auth.company.id;
  const given = { ...p, ...fixed };
  const values = d.hooks?.prepare ? await d.hooks.prepare(db, companyId, undefined, given) : given;
  checkMerged(d, {}, values, translationOf(d, undefined, values));
  checkAltTexts(d, undefined, values, translationOf(d, undefined, values));
  await checkRelations(db, d, companyId, values);
  const id = await db.transaction(async (tx) => {
    const mine = accessCondition(d.name, d.table, companyId, "edit");
    if (d.singleton) {
      // One entry per company: serialise concurrent first saves, then refuse a second entry.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`singleton:${d.name}:${companyId}`}))`);
      const [existing] = await tx.select({ id: d.table.id }).from(d.table).where(mine).limit(1);
      if (existing) throw new ApiError("RECORD_NOT_UNIQUE", `The company has a ${d.name} entry already.`);
    }
    const edge = d.sort.newAt === "first" ? min : max;
    const [{ at } = { at: null }] = await tx.select({ at: edge(d.table.sort) }).from(d.table).where(mine);
    const sort = at === null ? 1 : d.sort.newAt === "first" ? Number(at) - 1 : Number(at) + 1;
    const [row] = await tx
      .insert(d.table)
      .values({ ...columnValues(d, values), sort } as never)
      .returning({ id: d.table.id });
    const item = (row as { id: number }).id;
    await tx.insert(contentPartners).values({ collection: d.name, item, companyId });
    await writeTranslations(tx, d, item, values.translations);
    await addImages(tx, d, companyId, item, values);
    await writeAltTexts(tx, d, item, values);
    for (const file of imageFilesOf(d, values)) await claimFile(tx, companyId, file);
    await d.hooks?.afterWrite?.(tx, companyId, item);
    await recordActivity(tx, auth, ctx.now(), { action: "create", collection: d.name, item, delta: deltaOf(values) });
    return item;
  });
  return (await findItem(db, d, companyId, id))!;
}

/** PATCH items/{collection}/{id}: fields, translations (content and status), new gallery images. */
export async function updateItem(ctx: ApiContext, auth: AuthContext, d: BoundCollection, id: number, given: ItemPayload): Promise<Item> {
  const db = ctx.db.db;
  const companyId = auth.company.id;
  const before = await findItem(db, d, companyId, id);
  const p = d.hooks?.prepare && before?.access === "edit" ? await d.hooks.prepare(db, companyId, before, given) : given;
  await checkRelations(db, d, companyId, p);
  const changed = Object.keys(deltaOf(p));
  const onlyStatus =
    changed.length === 1 &&
    ((changed[0] === "status" && d.status === "row") ||
      (changed[0] === "translations" && !p.translations!.create.length && p.translations!.update.every((t) => Object.keys(t).every((k) => k === "id" || k === "status"))));
  await versionedUpdate(ctx, auth, {
    collection: d.name,
    item: id,
    lock: (tx) => lockEditable(tx, d, companyId, id),
    version: p.version,
    write: async (tx, current, version) => {
      const translation = before?.translations.find((t) => t.languages_code === "de");
      checkMerged(d, current, p, translationOf(d, translation, p));
      checkAltTexts(d, before && { ...before, ...current, image: before.image }, p, translationOf(d, translation, p));
      await tx
        .update(d.table)
        .set({ ...columnValues(d, p), version } as never)
        .where(eq(d.table.id, id));
      await writeTranslations(tx, d, id, p.translations);
      await addImages(tx, d, companyId, id, p);
      await writeAltTexts(tx, d, id, p);
      await d.hooks?.afterWrite?.(tx, companyId, id);
    },
    files: imageFilesOf(d, p),
    delta: deltaOf(p),
    action: onlyStatus ? "status" : "update",
  });
  return (await findItem(db, d, companyId, id))!;
}

/**
 * Entries that link a deleted one through a relations field (a job's benefits and FAQs) drop its
 * id, so no stale link stays behind for the form to refuse on the next save. Only the linking
 * company can see what it linked, so the entries touched are its own.
 */
async function dropLinksTo(tx: Tx, d: BoundCollection, id: number): Promise<void> {
  for (const other of COLLECTIONS) {
    for (const [name, spec] of Object.entries(other.fields)) {
      if (spec.input !== "relations" || spec.relation?.collection !== d.name) continue;
      const column = (other.table as unknown as Record<string, PgColumn>)[name]!;
      await tx
        .update(other.table)
        .set({ [name]: sql`array_remove(${column}, ${id})` } as never)
        .where(sql`${id} = any(${column})`);
    }
  }
}

/** One entry with its translations, gallery rows and links, inside the caller's transaction. */
async function deleteOne(tx: Tx, ctx: ApiContext, auth: AuthContext, d: BoundCollection, id: number): Promise<void> {
  if (!(await lockEditable(tx, d, auth.company.id, id))) throw forbidden();
  await d.hooks?.beforeDelete?.(tx, auth.company.id, id);
  await tx.delete(contentTranslations).where(and(eq(contentTranslations.collection, d.name), eq(contentTranslations.item, id)));
  const junctions = galleriesOf(d).map((g) => g.junction);
  if (junctions.length) await tx.delete(contentImages).where(and(inArray(contentImages.collection, junctions), eq(contentImages.item, id)));
  await tx.delete(contentImageTexts).where(and(eq(contentImageTexts.collection, d.name), eq(contentImageTexts.item, id)));
  await tx.delete(contentPartners).where(and(eq(contentPartners.collection, d.name), eq(contentPartners.item, id)));
  await tx.delete(contentDisabled).where(and(eq(contentDisabled.collection, d.name), eq(contentDisabled.item, id)));
  await tx.delete(d.table).where(eq(d.table.id, id));
  await dropLinksTo(tx, d, id);
  await recordActivity(tx, auth, ctx.now(), { action: "delete", collection: d.name, item: id });
}

/** DELETE items/{collection}/{id}: the entry with its translations, gallery rows and links. */
export async function deleteItem(ctx: ApiContext, auth: AuthContext, d: BoundCollection, id: number): Promise<void> {
  await deleteItems(ctx, auth, d, [id]);
}

/**
 * DELETE items/{collection} with the keys as body (Directus' "delete multiple items"): in the
 * order given and all or nothing, so a page goes with its child pages (deepest first) or not at
 * all. One entry the company may not edit refuses the whole request.
 */
export async function deleteItems(ctx: ApiContext, auth: AuthContext, d: BoundCollection, ids: readonly number[]): Promise<void> {
  await ctx.db.db.transaction(async (tx) => {
    for (const id of ids) await deleteOne(tx, ctx, auth, d, id);
  });
}

/** POST utils/sort/{collection}: among the entries the company manages (shared ones keep the association's order). */
export function sortCollection(ctx: ApiContext, auth: AuthContext, d: BoundCollection, item: number, to: number) {
  const companyId = auth.company.id;
  return sortItems(
    ctx.db.db,
    {
      lockKey: `${d.name}:${companyId}`,
      list: async (tx) =>
        (
          await tx
            .select({ id: d.table.id })
            .from(d.table)
            .where(accessCondition(d.name, d.table, companyId, "edit"))
            .orderBy(asc(d.table.sort), asc(d.table.id))
        ).map((r) => (r as { id: number }).id),
      write: async (tx, id, sort) => {
        await tx.update(d.table).set({ sort } as never).where(eq(d.table.id, id));
      },
      after: (tx) => recordActivity(tx, auth, ctx.now(), { action: "sort", collection: d.name, item, delta: { to } }),
    },
    item,
    to,
  );
}

/** The owner item of a gallery row, if the company may edit it. */
async function editableOwner(db: Db | Tx, d: BoundCollection, g: GallerySpec, companyId: number, junctionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ item: contentImages.item })
    .from(contentImages)
    .innerJoin(d.table, eq(d.table.id, contentImages.item))
    .where(and(eq(contentImages.id, junctionId), eq(contentImages.collection, g.junction), accessCondition(d.name, d.table, companyId, "edit")));
  return row?.item;
}

/** POST utils/sort/{junction}: gallery order within one item. */
export async function sortGallery(ctx: ApiContext, auth: AuthContext, d: BoundCollection, g: GallerySpec, item: number, to: number) {
  const companyId = auth.company.id;
  const owner = await editableOwner(ctx.db.db, d, g, companyId, item);
  if (owner === undefined) throw forbidden();
  const junction = g.junction;
  return sortItems(
    ctx.db.db,
    {
      lockKey: `${junction}:${owner}`,
      list: async (tx) =>
        (
          await tx
            .select({ id: contentImages.id })
            .from(contentImages)
            .where(and(eq(contentImages.collection, junction), eq(contentImages.item, owner)))
            .orderBy(asc(contentImages.sort), asc(contentImages.id))
        ).map((r) => r.id),
      write: async (tx, id, sort) => {
        await tx.update(contentImages).set({ sort }).where(eq(contentImages.id, id));
      },
      after: (tx) => recordActivity(tx, auth, ctx.now(), { action: "sort", collection: d.name, item: owner, delta: { [g.field]: { item, to } } }),
    },
    item,
    to,
  );
}

/** DELETE items/{junction}/{id}: one gallery image of an entry the company manages. */
export async function deleteGalleryImage(ctx: ApiContext, auth: AuthContext, d: BoundCollection, g: GallerySpec, junctionId: number): Promise<void> {
  await ctx.db.db.transaction(async (tx) => {
    const owner = await editableOwner(tx, d, g, auth.company.id, junctionId);
    if (owner === undefined) throw forbidden();
    await tx.delete(contentImages).where(eq(contentImages.id, junctionId));
    await recordActivity(tx, auth, ctx.now(), { action: "update", collection: d.name, item: owner, delta: { [g.field]: { delete: [junctionId] } } });
  });
}

/** POST/DELETE items/{collection}_disabled_company: switch a shared entry off or on for the caller's company only. */
export async function setDisabled(ctx: ApiContext, auth: AuthContext, d: BoundCollection, item: number, disabled: boolean): Promise<void> {
  const companyId = auth.company.id;
  await ctx.db.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ partners: accessColumns(d.name, d.table, companyId).partners })
      .from(d.table)
      .where(and(eq(d.table.id, item), accessCondition(d.name, d.table, companyId, "read")));
    // Only shared entries can be switched off; an own entry is archived instead.
    if (!row || linkedAccess(row.partners) !== "read") throw forbidden();
    if (disabled) await tx.insert(contentDisabled).values({ collection: d.name, item, companyId }).onConflictDoNothing();
    else await tx.delete(contentDisabled).where(disabledRow(d.name, item, companyId));
    await recordActivity(tx, auth, ctx.now(), { action: disabled ? "disable" : "enable", collection: d.name, item, delta: { disabled } });
  });
}

/** The company's addresses a field of input "address" chooses from, with what a job posting needs of them (JSON-LD). */
export async function addressChoices(db: Db, companyId: number) {
  const rows = await db.select().from(addresses).where(eq(addresses.companyId, companyId)).orderBy(asc(addresses.id));
  return rows.map((a) => ({
    id: a.id,
    address_type: a.addressType,
    label: [a.name, a.street, [a.zip, a.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    street: a.street,
    zip: a.zip,
    city: a.city,
    country: a.country,
  }));
}
