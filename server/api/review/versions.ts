/**
 * New versions of approved documents (issue 28, decision 0541). The partners' document keeps its
 * id, so their links and bookmarks stay valid:
 * - a new version is a review document of its own (`documents.version_of` names the approved one)
 *   and goes through the same state machine; partners never see it (it is not approved);
 * - approving it archives the current file and metadata as a `document_versions` row, moves the new
 *   file and metadata into the approved document, re-keys the new version's review history onto it
 *   and removes the version's row — all in the approving transaction.
 * The earlier versions' files stay readable for everyone who may read the document (files/service.ts).
 */
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DocumentVersion } from "../contract/content";
import type { Db } from "../db/client";
import { activity, documentBrands, documents, documentSamTags, documentVersions, fileColumns, files, revisions, users } from "../db/schema";
import { ApiError, forbidden } from "../http/errors";

/** The review documents' activity collection (also review/service.ts). */
const COLLECTION = "documents";

const fullName = (u: { firstName: string | null; lastName: string | null; email: string | null }) =>
  u.email ? [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email : null;

/** The earlier versions of `documentIds`, newest first per document. */
export async function earlierVersions(db: Db, documentIds: readonly number[]): Promise<Map<number, DocumentVersion[]>> {
  const out = new Map<number, DocumentVersion[]>();
  if (documentIds.length === 0) return out;
  const rows = await db
    .select({ v: documentVersions, file: fileColumns, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(documentVersions)
    .innerJoin(files, eq(files.id, documentVersions.fileId))
    .leftJoin(users, eq(users.id, documentVersions.approvedBy))
    .where(inArray(documentVersions.documentId, [...documentIds]))
    .orderBy(desc(documentVersions.version));
  for (const { v, file, ...approver } of rows) {
    const list = out.get(v.documentId) ?? [];
    list.push({
      version: v.version,
      name: v.name,
      published_on: v.publishedOn.toISOString(),
      replaced_on: v.replacedOn.toISOString(),
      approved_by: fullName(approver),
      valid_from: v.validFrom,
      valid_to: v.validTo,
      file: { id: file.id, type: file.type, filesize: file.filesize, filename_download: file.filenameDownload },
    });
    out.set(v.documentId, list);
  }
  return out;
}

/** The file of earlier version `version` of document `documentId` (the caller has checked the document). */
export async function versionFileId(db: Db, documentId: number, version: number): Promise<string | undefined> {
  const [row] = await db
    .select({ fileId: documentVersions.fileId })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)))
    .limit(1);
  return row?.fileId;
}

/** The new versions of `documentIds` still open (not denied): at most one each. */
export async function openVersions(db: Db, documentIds: readonly number[]) {
  if (documentIds.length === 0) return new Map<number, { id: number; status: (typeof documents.$inferSelect)["status"] }>();
  const rows = await db
    .select({ id: documents.id, versionOf: documents.versionOf, status: documents.status })
    .from(documents)
    .where(and(inArray(documents.versionOf, [...documentIds]), ne(documents.status, "denied")));
  return new Map(rows.map((r) => [r.versionOf!, { id: r.id, status: r.status }]));
}

/**
 * Checks that `companyId` may start a new version of `documentId` now: its own approved document
 * (not itself a version) without another open version. Foreign and unknown ids are FORBIDDEN.
 */
export async function checkNewVersionTarget(tx: Db, companyId: number, documentId: number): Promise<void> {
  const [target] = await tx
    .select({ status: documents.status })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.companyId, companyId), isNull(documents.versionOf)))
    .for("update");
  if (!target) throw forbidden();
  if (target.status !== "approved") throw new ApiError("ILLEGAL_TRANSITION", "Only an approved document can get a new version.");
  const [open] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.versionOf, documentId), ne(documents.status, "denied")))
    .limit(1);
  if (open) throw new ApiError("ILLEGAL_TRANSITION", "A new version of this document is already under review.");
}

/**
 * The current file and metadata of `current` become its newest earlier version (decision 0541),
 * replaced `now`; `approvedBy` is null for the association's own documents (no review). The caller
 * then moves the new version into the document row, in the same transaction.
 */
export async function keepAsEarlierVersion(tx: Db, current: typeof documents.$inferSelect, approvedBy: string | null, now: Date): Promise<void> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, current.id));
  await tx.insert(documentVersions).values({
    documentId: current.id,
    version: n + 1,
    fileId: current.fileId,
    name: current.name,
    validFrom: current.validFrom,
    validTo: current.validTo,
    publishedOn: current.uploadedOn,
    replacedOn: now,
    approvedBy,
  });
}

/**
 * Inside the approving transaction: the approved new version `versionId` replaces the current one
 * of `documentId`. Returns nothing; afterwards `versionId` no longer exists.
 */
export async function promoteVersion(tx: Db, versionId: number, documentId: number, now: Date): Promise<void> {
  const [current] = await tx.select().from(documents).where(eq(documents.id, documentId)).for("update");
  const [next] = await tx.select().from(documents).where(eq(documents.id, versionId));
  if (!current || !next) throw new ApiError("ILLEGAL_TRANSITION", "The document changed meanwhile; reload it.");
  const [approval] = await tx
    .select({ userId: activity.userId })
    .from(activity)
    .where(and(eq(activity.collection, COLLECTION), eq(activity.item, String(documentId)), eq(activity.action, "approve")))
    .orderBy(desc(activity.timestamp), desc(activity.id))
    .limit(1);
  await keepAsEarlierVersion(tx, current, approval?.userId ?? null, now);
  const [brandRows, tagRows] = await Promise.all([
    tx.select({ brandId: documentBrands.brandId }).from(documentBrands).where(eq(documentBrands.documentId, versionId)),
    tx.select({ samTagId: documentSamTags.samTagId }).from(documentSamTags).where(eq(documentSamTags.documentId, versionId)),
  ]);
  // The version's row goes first: its file may then be the document's (documents.file_id is not unique, but one owner is clearer).
  await tx.delete(documents).where(eq(documents.id, versionId));
  await tx
    .update(documents)
    .set({
      fileId: next.fileId,
      name: next.name,
      documentTypeId: next.documentTypeId,
      documentClass: next.documentClass,
      validFrom: next.validFrom,
      validTo: next.validTo,
      submittedBy: next.submittedBy,
      status: "approved",
      // Partners meet the new version as new (lists, notifications "neue Version").
      uploadedOn: now,
    })
    .where(eq(documents.id, documentId));
  await tx.delete(documentBrands).where(eq(documentBrands.documentId, documentId));
  await tx.delete(documentSamTags).where(eq(documentSamTags.documentId, documentId));
  if (brandRows.length) await tx.insert(documentBrands).values(brandRows.map((b) => ({ documentId, brandId: b.brandId })));
  if (tagRows.length) await tx.insert(documentSamTags).values(tagRows.map((t) => ({ documentId, samTagId: t.samTagId })));
  // One document, one history: the new version's review steps continue the document's.
  await tx.update(activity).set({ item: String(documentId) }).where(and(eq(activity.collection, COLLECTION), eq(activity.item, String(versionId))));
  await tx.update(revisions).set({ item: String(documentId) }).where(and(eq(revisions.collection, COLLECTION), eq(revisions.item, String(versionId))));
}

/** Of `documentIds`, those whose newest version replaced an earlier one after `since` (notifications: "neue Version"). */
export async function replacedSince(db: Db, documentIds: readonly number[], since: Date): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: documentVersions.documentId })
    .from(documentVersions)
    .where(and(inArray(documentVersions.documentId, [...documentIds]), sql`${documentVersions.replacedOn} > ${since}`));
  return new Set(rows.map((r) => r.id));
}
