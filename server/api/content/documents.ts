/**
 * Documents (spec §3 Document). Class EVA documents need the EVA page permission; EKA documents
 * are open to every signed-in partner. The list filters and pages in SQL; only the fuzzy name
 * search (spec §5) runs in memory, over the ids and names of the filtered set, and only the page
 * shown is shaped (the large data set holds 10,000 documents).
 */
import { and, asc, count, desc, eq, exists, gt, ilike, inArray, isNotNull, isNull, lt, lte, gte, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Document, DocumentDetail, DocumentList, documentQuerySchema, SamTag } from "../contract/content";
import type { Db } from "../db/client";
import { brands, documentBrands, documents, documentSamTags, documentTypes, fileColumns, files, notArchived, samTags, type FileRow } from "../db/schema";
import { containsPattern } from "../db/like";
import { fuzzyByName } from "./document-search";
import { visibleDocument, type DocumentViewer } from "./document-visibility";
import { dedupeById } from "../contract/ordering";
import { groupBy } from "../db/group-by";
import { earlierVersions } from "../review/versions";
import { berlinDay } from "../review/expiry";

export type { DocumentViewer } from "./document-visibility";

type ParsedQuery = z.output<typeof documentQuerySchema>;


/** The visible documents matching `where`, newest first; `limit` bounds the rows read (lists without filters). */
async function load(db: Db, viewer: DocumentViewer, where?: SQL, limit?: number): Promise<Document[]> {
  const query = documentRows(db, and(where, visibleDocument(viewer)));
  return withLinks(db, await (limit === undefined ? query : query.limit(limit)));
}

function documentRows(db: Db, where: SQL | undefined) {
  return db
    .select({ doc: documents, file: fileColumns, typeTitle: documentTypes.title })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .leftJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(where)
    .orderBy(desc(documents.uploadedOn), desc(documents.id));
}

async function withLinks(db: Db, rows: readonly DocumentRow[]): Promise<Document[]> {
  if (rows.length === 0) return [];
  const shapes = await documentShapes(db, rows);
  return dedupeById(rows.map((row, i) => ({ ...shapes[i]!, link: `/documents/${row.doc.id}` })));
}

export interface DocumentRow {
  doc: typeof documents.$inferSelect;
  file: FileRow;
  typeTitle: string | null;
}

/** The fields of spec §3 Document of each row, with its SAM tags and responsible brands (shared with review documents). */
export async function documentShapes(db: Db, rows: readonly DocumentRow[]): Promise<Omit<Document, "link">[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.doc.id);
  const [tags, brandRows] = await Promise.all([
    db
      .select({ documentId: documentSamTags.documentId, id: samTags.id, name: samTags.name })
      .from(documentSamTags)
      .innerJoin(samTags, eq(samTags.id, documentSamTags.samTagId))
      .where(inArray(documentSamTags.documentId, ids))
      .orderBy(asc(samTags.name)),
    db
      .select({ documentId: documentBrands.documentId, id: brands.id, name: brands.name })
      .from(documentBrands)
      .innerJoin(brands, eq(brands.id, documentBrands.brandId))
      .where(inArray(documentBrands.documentId, ids))
      .orderBy(asc(brands.name)),
  ]);
  const tagsOf = groupBy(tags, (t) => t.documentId);
  const brandsOf = groupBy(brandRows, (b) => b.documentId);
  return rows.map(({ doc, file, typeTitle }) => ({
    id: doc.id,
    name: doc.name,
    uploaded_on: doc.uploadedOn.toISOString(),
    file: { id: file.id, type: file.type, filesize: file.filesize, filename_download: file.filenameDownload },
    document_type: doc.documentTypeId !== null && typeTitle !== null ? { id: doc.documentTypeId, title: typeTitle } : null,
    sam_tags: (tagsOf.get(doc.id) ?? []).map(({ id, name }) => ({ id, name })),
    responsibleBrands: (brandsOf.get(doc.id) ?? []).map(({ id, name }) => ({ id, name })),
    class: doc.documentClass,
    valid_from: doc.validFrom,
    valid_to: doc.validTo,
  }));
}

/** The list's filters as SQL; validity as spec'd: expired before upcoming before current. */
function listFilters(db: Db, q: ParsedQuery, today: string): (SQL | undefined)[] {
  const expired = and(isNotNull(documents.validTo), lt(documents.validTo, today))!;
  const upcoming = and(isNotNull(documents.validFrom), gt(documents.validFrom, today))!;
  const validity = {
    expired,
    upcoming: and(or(isNull(documents.validTo), gte(documents.validTo, today)), upcoming),
    current: and(or(isNull(documents.validTo), gte(documents.validTo, today)), or(isNull(documents.validFrom), lte(documents.validFrom, today))),
  };
  return [
    q.document_type ? eq(documents.documentTypeId, q.document_type) : undefined,
    q.class ? eq(documents.documentClass, q.class) : undefined,
    q.validity ? validity[q.validity] : undefined,
    q.since ? gt(documents.uploadedOn, new Date(q.since)) : undefined,
    q.sam_tag ? exists(db.select().from(documentSamTags).where(and(eq(documentSamTags.documentId, documents.id), eq(documentSamTags.samTagId, q.sam_tag)))) : undefined,
    q.brand ? exists(db.select().from(documentBrands).where(and(eq(documentBrands.documentId, documents.id), eq(documentBrands.brandId, q.brand)))) : undefined,
    q.brand_name
      ? exists(
          db
            .select()
            .from(documentBrands)
            .innerJoin(brands, eq(brands.id, documentBrands.brandId))
            .where(and(eq(documentBrands.documentId, documents.id), ilike(brands.name, containsPattern(q.brand_name)))),
        )
      : undefined,
  ];
}

/**
 * Lists show a document while it is valid or upcoming: on the day after its "Gültig bis" it leaves
 * them (issue 28); only the "abgelaufen" filter still finds it, and its link keeps working.
 */
export const notExpired = (now: Date) => or(isNull(documents.validTo), gte(documents.validTo, berlinDay(now)));

export async function listDocuments(db: Db, viewer: DocumentViewer, q: ParsedQuery, now: Date): Promise<DocumentList> {
  const today = berlinDay(now);
  const where = and(visibleDocument(viewer), ...listFilters(db, q, today), q.validity ? undefined : notExpired(now));
  const start = (q.page - 1) * q.limit;
  const [page, types, tagRows] = await Promise.all([
    searchTerm(q.search) ? searchedPage(db, where, q.search!, start, q.limit) : plainPage(db, where, start, q.limit),
    db.select({ id: documentTypes.id, title: documentTypes.title }).from(documentTypes).orderBy(asc(documentTypes.title)),
    db.select({ id: samTags.id, name: samTags.name }).from(samTags).where(notArchived(samTags)).orderBy(asc(samTags.name)),
  ]);
  return { ...page, page: q.page, limit: q.limit, document_types: types, sam_tags: tagRows };
}

const searchTerm = (term: string | undefined) => (term?.trim().length ?? 0) >= 2;

async function plainPage(db: Db, where: SQL | undefined, start: number, limit: number) {
  const [rows, [total]] = await Promise.all([documentRows(db, where).limit(limit).offset(start), db.select({ n: count() }).from(documents).where(where)]);
  return { items: await withLinks(db, rows), total: total?.n ?? 0 };
}

/** Fuzzy over the filtered set's names (newest first, as Fuse breaks ties by position); only the page is read whole. */
async function searchedPage(db: Db, where: SQL | undefined, term: string, start: number, limit: number) {
  const candidates = await db.select({ id: documents.id, name: documents.name }).from(documents).where(where).orderBy(desc(documents.uploadedOn), desc(documents.id));
  const found = fuzzyByName(candidates, term);
  const ids = found.slice(start, start + limit).map((d) => d.id);
  if (ids.length === 0) return { items: [], total: found.length };
  const byId = new Map((await withLinks(db, await documentRows(db, inArray(documents.id, ids)))).map((d) => [d.id, d]));
  return { items: ids.map((id) => byId.get(id)).filter((d): d is Document => d !== undefined), total: found.length };
}

/** A document with its earlier versions (decision 0541); an expired one stays reachable by its link. */
export async function findDocument(db: Db, viewer: DocumentViewer, id: number): Promise<DocumentDetail | undefined> {
  const [doc] = await load(db, viewer, eq(documents.id, id));
  if (!doc) return undefined;
  const [earlierById, [text]] = await Promise.all([earlierVersions(db, [id]), db.select({ description: documents.description }).from(documents).where(eq(documents.id, id))]);
  const earlier = earlierById.get(id) ?? [];
  return { ...doc, description: text?.description ?? "", version: earlier.length + 1, versions: earlier };
}

/**
 * Visible documents uploaded after `since` (and by `until`, when given), still valid at `now`, newest
 * first, at most `limit` (notifications, digests).
 */
export async function documentsSince(db: Db, viewer: DocumentViewer, since: Date, limit: number, now: Date, until?: Date): Promise<Document[]> {
  return load(db, viewer, and(gt(documents.uploadedOn, since), until ? lte(documents.uploadedOn, until) : undefined, notExpired(now)), limit);
}

/** The newest visible documents (dashboard). */
export async function latestDocuments(db: Db, viewer: DocumentViewer, limit: number, now: Date): Promise<Document[]> {
  return load(db, viewer, notExpired(now), limit);
}

export async function documentsByBrand(db: Db, viewer: DocumentViewer, brandId: number, now: Date): Promise<Document[]> {
  const linked = await db.select({ id: documentBrands.documentId }).from(documentBrands).where(eq(documentBrands.brandId, brandId));
  if (linked.length === 0) return [];
  return load(db, viewer, and(inArray(documents.id, linked.map((l) => l.id)), notExpired(now)));
}

export async function documentFileId(db: Db, viewer: DocumentViewer, id: number): Promise<string | undefined> {
  const [row] = await db.select({ fileId: documents.fileId }).from(documents).where(and(eq(documents.id, id), visibleDocument(viewer))).limit(1);
  return row?.fileId;
}

export async function listSamTags(db: Db, viewer: DocumentViewer, now: Date): Promise<SamTag[]> {
  const [tags, counts] = await Promise.all([
    db.select().from(samTags).where(notArchived(samTags)).orderBy(asc(samTags.name)),
    db
      .select({ samTagId: documentSamTags.samTagId, n: count() })
      .from(documentSamTags)
      .innerJoin(documents, eq(documents.id, documentSamTags.documentId))
      .innerJoin(files, eq(files.id, documents.fileId))
      .where(and(visibleDocument(viewer), notExpired(now)))
      .groupBy(documentSamTags.samTagId),
  ]);
  const countOf = new Map(counts.map((c) => [c.samTagId, c.n]));
  return tags.map((t) => ({ id: t.id, name: t.name, description: t.description, documents: countOf.get(t.id) ?? 0 }));
}

export async function findSamTag(db: Db, viewer: DocumentViewer, id: number, now: Date) {
  const [tag] = await db.select().from(samTags).where(and(eq(samTags.id, id), notArchived(samTags))).limit(1);
  if (!tag) return undefined;
  const docs = await load(db, viewer, and(exists(db.select().from(documentSamTags).where(and(eq(documentSamTags.documentId, documents.id), eq(documentSamTags.samTagId, id)))), notExpired(now)));
  return { id: tag.id, name: tag.name, description: tag.description, documents: docs };
}
