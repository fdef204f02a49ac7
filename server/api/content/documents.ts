/**
 * Documents (spec §3 Document). Class EVA documents need the EVA page permission; EKA documents
 * are open to every signed-in partner. Lists are small (hundreds), so filters and the fuzzy
 * search run over the visible set in memory and the result is paginated afterwards.
 */
import { and, asc, desc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Document, DocumentList, documentQuerySchema, SamTag } from "../contract/content";
import type { Db } from "../db/client";
import { brands, documentBrands, documents, documentSamTags, documentTypes, files, samTags } from "../db/schema";
import { fuzzyByName } from "./document-search";
import { visibleDocument, type DocumentViewer } from "./document-visibility";
import { dedupeById } from "../contract/ordering";
import { groupBy } from "../db/group-by";

export type { DocumentViewer } from "./document-visibility";

type ParsedQuery = z.output<typeof documentQuerySchema>;


/** The visible documents matching `where`, newest first; `limit` bounds the rows read (lists without filters). */
async function load(db: Db, viewer: DocumentViewer, where?: SQL, limit?: number): Promise<Document[]> {
  const query = db
    .select({ doc: documents, file: files, typeTitle: documentTypes.title })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .leftJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(and(where, visibleDocument(viewer)))
    .orderBy(desc(documents.uploadedOn), desc(documents.id));
  const visible = await (limit === undefined ? query : query.limit(limit));
  if (visible.length === 0) return [];
  const shapes = await documentShapes(db, visible);
  return dedupeById(visible.map((row, i) => ({ ...shapes[i]!, link: `/documents/${row.doc.id}` })));
}

export interface DocumentRow {
  doc: typeof documents.$inferSelect;
  file: typeof files.$inferSelect;
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

function validityOf(doc: Document, today: string): "current" | "expired" | "upcoming" {
  if (doc.valid_to && doc.valid_to < today) return "expired";
  if (doc.valid_from && doc.valid_from > today) return "upcoming";
  return "current";
}

export async function listDocuments(db: Db, viewer: DocumentViewer, q: ParsedQuery, now: Date): Promise<DocumentList> {
  const today = now.toISOString().slice(0, 10);
  const [all, types, tagRows] = await Promise.all([
    load(db, viewer),
    db.select({ id: documentTypes.id, title: documentTypes.title }).from(documentTypes).orderBy(asc(documentTypes.title)),
    db.select({ id: samTags.id, name: samTags.name }).from(samTags).orderBy(asc(samTags.name)),
  ]);
  const filtered = all.filter(
    (d) =>
      (!q.document_type || d.document_type?.id === q.document_type) &&
      (!q.sam_tag || d.sam_tags.some((t) => t.id === q.sam_tag)) &&
      (!q.class || d.class === q.class) &&
      (!q.validity || validityOf(d, today) === q.validity) &&
      (!q.brand || d.responsibleBrands.some((b) => b.id === q.brand)) &&
      (!q.since || d.uploaded_on > new Date(q.since).toISOString()),
  );
  const found = fuzzyByName(filtered, q.search);
  const start = (q.page - 1) * q.limit;
  return { items: found.slice(start, start + q.limit), total: found.length, page: q.page, limit: q.limit, document_types: types, sam_tags: tagRows };
}

export async function findDocument(db: Db, viewer: DocumentViewer, id: number): Promise<Document | undefined> {
  const [doc] = await load(db, viewer, eq(documents.id, id));
  return doc;
}

/** Visible documents uploaded after `since`, newest first, at most `limit` (notifications). */
export async function documentsSince(db: Db, viewer: DocumentViewer, since: Date, limit: number): Promise<Document[]> {
  return load(db, viewer, gt(documents.uploadedOn, since), limit);
}

/** The newest visible documents (dashboard). */
export async function latestDocuments(db: Db, viewer: DocumentViewer, limit: number): Promise<Document[]> {
  return load(db, viewer, undefined, limit);
}

export async function documentsByBrand(db: Db, viewer: DocumentViewer, brandId: number): Promise<Document[]> {
  const linked = await db.select({ id: documentBrands.documentId }).from(documentBrands).where(eq(documentBrands.brandId, brandId));
  if (linked.length === 0) return [];
  return load(db, viewer, inArray(documents.id, linked.map((l) => l.id)));
}

export async function documentFileId(db: Db, viewer: DocumentViewer, id: number): Promise<string | undefined> {
  const [row] = await db.select({ fileId: documents.fileId }).from(documents).where(and(eq(documents.id, id), visibleDocument(viewer))).limit(1);
  return row?.fileId;
}

export async function listSamTags(db: Db, viewer: DocumentViewer): Promise<SamTag[]> {
  const [tags, docs] = await Promise.all([db.select().from(samTags).orderBy(asc(samTags.name)), load(db, viewer)]);
  return tags.map((t) => ({ id: t.id, name: t.name, description: t.description, documents: docs.filter((d) => d.sam_tags.some((s) => s.id === t.id)).length }));
}

export async function findSamTag(db: Db, viewer: DocumentViewer, id: number) {
  const [tag] = await db.select().from(samTags).where(eq(samTags.id, id)).limit(1);
  if (!tag) return undefined;
  const docs = (await load(db, viewer)).filter((d) => d.sam_tags.some((s) => s.id === id));
  return { id: tag.id, name: tag.name, description: tag.description, documents: docs };
}
