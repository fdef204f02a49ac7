/**
 * Documents for review (issue 11, decision 0600): a supplier uploads a file, describes it
 * (PATCH files/{id}), asks for review, and the association's reviewers decide. Who sees what:
 * - the supplier company's accounts (user type LF): the company's own review documents;
 * - reviewers (the staff role Prüfung, access rule documentDecision): every review document once it was submitted.
 * Anything else is FORBIDDEN, like an unknown id. Each step is checked by review/state-machine.ts
 * and written with its history entry in one transaction; a step whose status changed meanwhile
 * (another reviewer was faster) is refused like any illegal step.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AuthContext } from "../auth/sessions";
import { subjectOf } from "../auth/subject";
import { access } from "../contract/access";
import { userTypeOf } from "../contract/permissions";
import type { ReviewDocument, ReviewDocumentDetail, ReviewHistoryEntry, ReviewList, ReviewMetadata, ReviewStatus, ReviewTransitionPayload } from "../contract/review";
import { EXPIRY_NOTICE_DAYS, REVIEW_FOLDER, SUBMITTED_STATUSES } from "../contract/review";
import { documentShapes, type DocumentRow } from "../content/documents";
import type { Db } from "../db/client";
import { activity, brands, companies, documentBrands, documents, documentSamTags, documentTypes, fileColumns, files, revisions, samTags, users } from "../db/schema";
import type { ApiContext } from "../deps";
import { recordActivity } from "../editing/audit";
import { claimFile, removeStoredFile } from "../files/pending";
import { queueTextExtraction } from "../files/jobs";
import { ApiError, forbidden } from "../http/errors";
import { availableEvents, decide, EVENT_FOR_TARGET, type ReviewActor, type ReviewRole } from "./state-machine";
import { notifySubmitter } from "./notify";
import { checkNewVersionTarget, earlierVersions, openVersions, promoteVersion } from "./versions";
import { expiringWithin } from "./expiry";

export const REVIEW_COLLECTION = "documents";

/** Only what the review needs of the caller. */
export interface Reviewer {
  userId: string;
  companyId: number;
  /** user type LF: may hold review documents of its company */
  supplier: boolean;
  reviewer: boolean;
}

export function reviewerOf(auth: AuthContext): Reviewer {
  return { userId: auth.user.id, companyId: auth.company.id, supplier: userTypeOf(auth.company.relation) === "LF", reviewer: access.documentDecision(subjectOf(auth)) };
}

/** The review documents `who` may see at all: the scope every read and write starts from. */
function scopeOf(who: Reviewer): SQL | undefined {
  const own = who.supplier ? eq(documents.companyId, who.companyId) : undefined;
  const submitted = who.reviewer ? and(isNotNull(documents.companyId), ne(documents.status, "draft")) : undefined;
  return own && submitted ? or(own, submitted) : (own ?? submitted);
}

function actorOf(who: Reviewer, companyId: number | null): ReviewActor {
  const roles = new Set<ReviewRole>();
  if (who.supplier && companyId === who.companyId) roles.add("owner");
  if (who.reviewer) roles.add("reviewer");
  return { userId: who.userId, roles };
}

type Row = DocumentRow & { companyName: string; submitterName: string | null; versionOfName: string | null };

/** The document a new version will replace (its name in lists and on the page). */
const replaced = alias(documents, "replaced");

interface Paging {
  limit: number;
  offset: number;
  /** soonest validity end first (the "Läuft bald ab" list) instead of newest first */
  byValidTo?: boolean;
}

async function loadRows(db: Db, who: Reviewer, where?: SQL, paging?: Paging): Promise<Row[]> {
  const scope = scopeOf(who);
  if (!scope) return [];
  const query = db
    .select({
      doc: documents,
      file: fileColumns,
      typeTitle: documentTypes.title,
      companyName: companies.name,
      submitterFirst: users.firstName,
      submitterLast: users.lastName,
      submitterEmail: users.email,
      versionOfName: replaced.name,
    })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .innerJoin(companies, eq(companies.id, documents.companyId))
    .leftJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .leftJoin(users, eq(users.id, documents.submittedBy))
    .leftJoin(replaced, eq(replaced.id, documents.versionOf))
    .where(and(scope, where))
    .orderBy(...(paging?.byValidTo ? [asc(documents.validTo)] : []), desc(documents.uploadedOn), desc(documents.id));
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  return rows.map((r) => ({
    ...r,
    submitterName: r.submitterEmail ? [r.submitterFirst, r.submitterLast].filter(Boolean).join(" ") || r.submitterEmail : null,
  }));
}

async function shape(db: Db, who: Reviewer, rows: Row[]): Promise<ReviewDocument[]> {
  const shapes = await documentShapes(db, rows);
  return rows.map((row, i) => ({
    ...shapes[i]!,
    status: row.doc.status,
    company: { id: row.doc.companyId!, name: row.companyName },
    submitted_by: row.submitterName,
    actions: availableEvents({ status: row.doc.status, submittedBy: row.doc.submittedBy }, actorOf(who, row.doc.companyId)),
    version_of: row.doc.versionOf !== null ? { id: row.doc.versionOf, name: row.versionOfName ?? "" } : null,
  }));
}

export interface ReviewListQuery {
  status?: ReviewStatus | "submitted";
  brand?: number;
  document_type?: number;
  expiring?: boolean;
  page: number;
  limit: number;
}

export async function listReviewDocuments(db: Db, who: Reviewer, q: ReviewListQuery, now: Date): Promise<ReviewList> {
  const statusFilter = q.status === "submitted" ? inArray(documents.status, [...SUBMITTED_STATUSES]) : q.status ? eq(documents.status, q.status) : undefined;
  const brandFilter = q.brand
    ? inArray(documents.id, db.select({ id: documentBrands.documentId }).from(documentBrands).where(eq(documentBrands.brandId, q.brand)))
    : undefined;
  const where = and(statusFilter, brandFilter, q.document_type ? eq(documents.documentTypeId, q.document_type) : undefined, q.expiring ? expiringWithin(now, EXPIRY_NOTICE_DAYS) : undefined);
  const scope = scopeOf(who);
  const [rows, [total], all, types, tags] = await Promise.all([
    loadRows(db, who, where, { limit: q.limit, offset: (q.page - 1) * q.limit, byValidTo: q.expiring }),
    scope ? db.select({ n: count() }).from(documents).where(and(scope, where)) : [{ n: 0 }],
    // the brand filter's options: the supplier's own brands, for reviewers those of the visible documents
    who.supplier && !who.reviewer
      ? db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.companyId, who.companyId)).orderBy(asc(brands.name))
      : brandsOfVisible(db, who),
    db.select({ id: documentTypes.id, title: documentTypes.title }).from(documentTypes).orderBy(asc(documentTypes.title)),
    db.select({ id: samTags.id, name: samTags.name }).from(samTags).orderBy(asc(samTags.name)),
  ]);
  const items = await shape(db, who, rows);
  return { items, total: total?.n ?? 0, page: q.page, limit: q.limit, brands: all, document_types: types, sam_tags: tags, reviewer: who.reviewer };
}

async function brandsOfVisible(db: Db, who: Reviewer) {
  const scope = scopeOf(who);
  if (!scope) return [];
  return db
    .selectDistinct({ id: brands.id, name: brands.name })
    .from(documentBrands)
    .innerJoin(brands, eq(brands.id, documentBrands.brandId))
    .innerJoin(documents, eq(documents.id, documentBrands.documentId))
    .where(scope)
    .orderBy(asc(brands.name));
}

async function findRow(db: Db, who: Reviewer, id: number): Promise<Row | undefined> {
  const [row] = await loadRows(db, who, eq(documents.id, id));
  return row;
}

export async function findReviewDocument(db: Db, who: Reviewer, id: number): Promise<ReviewDocumentDetail | undefined> {
  const row = await findRow(db, who, id);
  if (!row) return undefined;
  const [[doc], history, versions, open] = await Promise.all([shape(db, who, [row]), reviewHistory(db, id), earlierVersions(db, [id]), openVersions(db, [id])]);
  const earlier = versions.get(id) ?? [];
  const openVersion = open.get(id) ?? null;
  const owner = actorOf(who, row.doc.companyId).roles.has("owner");
  return {
    ...doc!,
    history,
    version: earlier.length + 1,
    versions: earlier,
    open_version: openVersion,
    may_upload_version: owner && row.doc.status === "approved" && row.doc.versionOf === null && openVersion === null,
  };
}

/** The file id of a review document `who` may see (its bytes: GET extranet/review-documents/{id}). */
export async function reviewFileId(db: Db, who: Reviewer, id: number): Promise<string | undefined> {
  return (await findRow(db, who, id))?.doc.fileId;
}

/** Every step and comment on the document, oldest first: the document's history. */
async function reviewHistory(db: Db, id: number): Promise<ReviewHistoryEntry[]> {
  const rows = await db
    .select({
      id: activity.id,
      action: activity.action,
      timestamp: activity.timestamp,
      comment: activity.comment,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.userId))
    .where(and(eq(activity.collection, REVIEW_COLLECTION), eq(activity.item, String(id))))
    .orderBy(asc(activity.timestamp), asc(activity.id));
  const deltas = rows.length
    ? await db.select({ activityId: revisions.activityId, delta: revisions.delta }).from(revisions).where(inArray(revisions.activityId, rows.map((r) => r.id)))
    : [];
  const deltaOf = new Map(deltas.map((d) => [d.activityId, d.delta]));
  return rows.map((r) => {
    const delta = deltaOf.get(r.id) ?? {};
    return {
      id: r.id,
      action: r.action,
      user: r.email ? [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email : null,
      timestamp: r.timestamp.toISOString(),
      from: typeof delta["from"] === "string" ? delta["from"] : null,
      to: typeof delta["status"] === "string" ? delta["status"] : null,
      comment: r.comment,
    };
  });
}

function refuse(decision: Exclude<ReturnType<typeof decide>, { ok: true }>): never {
  if (decision.code === "NOT_ALLOWED") throw forbidden();
  throw new ApiError(decision.code, decision.message);
}

/** Brand, type and tag ids of the metadata: brands must be the supplier's own (else FORBIDDEN), type and tags must exist. */
async function checkReferences(db: Db, companyId: number, meta: ReviewMetadata): Promise<void> {
  const brandIds = [...new Set(meta.responsibleBrands)];
  const own = await db.select({ id: brands.id }).from(brands).where(and(inArray(brands.id, brandIds), eq(brands.companyId, companyId)));
  if (own.length !== brandIds.length) throw forbidden();
  if (meta.document_type !== null) {
    const [type] = await db.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.id, meta.document_type));
    if (!type) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. document_type: unknown document type.");
  }
  const tagIds = [...new Set(meta.sam_tags)];
  if (tagIds.length) {
    const found = await db.select({ id: samTags.id }).from(samTags).where(inArray(samTags.id, tagIds));
    if (found.length !== tagIds.length) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. sam_tags: unknown SAM tag.");
  }
}

/**
 * PATCH files/{id}: the metadata of the supplier's uploaded document. The first save creates the
 * review document as a draft (and claims the upload); later saves only while the supplier holds it.
 */
export async function saveReviewMetadata(ctx: ApiContext, auth: AuthContext, fileId: string, meta: ReviewMetadata): Promise<ReviewDocumentDetail> {
  const db = ctx.db.db;
  const who = reviewerOf(auth);
  if (!who.supplier) throw forbidden();
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.companyId, who.companyId), eq(files.folder, REVIEW_FOLDER)));
  if (!file) throw forbidden();
  await checkReferences(db, who.companyId, meta);
  const now = ctx.now();
  const fields = {
    name: meta.name,
    documentTypeId: meta.document_type,
    documentClass: meta.class,
    validFrom: meta.valid_from,
    validTo: meta.valid_to,
  };
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(documents).where(eq(documents.fileId, fileId)).for("update");
    let docId: number;
    if (existing) {
      // Another company's document on our file cannot happen (PATCH checks the file), but scope anyway.
      if (existing.companyId !== who.companyId) throw forbidden();
      const decision = decide({ status: existing.status, submittedBy: existing.submittedBy }, "edit", actorOf(who, existing.companyId));
      if (!decision.ok) refuse(decision);
      await tx.update(documents).set(fields).where(eq(documents.id, existing.id));
      docId = existing.id;
      await tx.delete(documentBrands).where(eq(documentBrands.documentId, docId));
      await tx.delete(documentSamTags).where(eq(documentSamTags.documentId, docId));
    } else {
      if (meta.version_of !== undefined) await checkNewVersionTarget(tx, who.companyId, meta.version_of);
      const [created] = await tx
        .insert(documents)
        .values({ ...fields, fileId, companyId: who.companyId, status: "draft", uploadedOn: now, versionOf: meta.version_of ?? null })
        .returning({ id: documents.id });
      docId = created!.id;
      await claimFile(tx, who.companyId, fileId);
    }
    await tx.insert(documentBrands).values([...new Set(meta.responsibleBrands)].map((brandId) => ({ documentId: docId, brandId })));
    if (meta.sam_tags.length) await tx.insert(documentSamTags).values([...new Set(meta.sam_tags)].map((samTagId) => ({ documentId: docId, samTagId })));
    await recordActivity(tx, auth, now, { action: existing ? "update" : "create", collection: REVIEW_COLLECTION, item: docId, delta: { ...meta } });
    return docId;
  });
  return (await findReviewDocument(db, who, id))!;
}

/** A review document of `who` that names `brandId` among its responsible brands, or FORBIDDEN. */
async function scopedByBrand(db: Db, who: Reviewer, brandId: number, id: number): Promise<Row> {
  const row = await findRow(db, who, id);
  if (!row) throw forbidden();
  const [link] = await db
    .select({ id: documentBrands.brandId })
    .from(documentBrands)
    .where(and(eq(documentBrands.documentId, id), eq(documentBrands.brandId, brandId)));
  if (!link) throw forbidden();
  return row;
}

/** PATCH extranet/brand-documents/{brandId}/document/{id} with {status, comment?}: one review step. */
export async function transitionReviewDocument(
  ctx: ApiContext,
  auth: AuthContext,
  brandId: number,
  id: number,
  payload: ReviewTransitionPayload,
): Promise<ReviewDocumentDetail> {
  const db = ctx.db.db;
  const who = reviewerOf(auth);
  const row = await scopedByBrand(db, who, brandId, id);
  const event = EVENT_FOR_TARGET[payload.status];
  const from = row.doc.status;
  const decision = decide({ status: from, submittedBy: row.doc.submittedBy }, event, actorOf(who, row.doc.companyId), payload.comment);
  if (!decision.ok) refuse(decision);
  const to = decision.to!;
  const now = ctx.now();
  const publishing = to === "approved";
  const versionOf = row.doc.versionOf;
  // An approved new version lives on as the document it replaced (decision 0541).
  const resultId = publishing && versionOf !== null ? versionOf : id;
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(documents)
      .set({
        status: to,
        ...(event === "request_review" ? { submittedBy: auth.user.id } : {}),
        // Partners meet an approved document as new: it is published now (lists, notifications).
        ...(publishing ? { uploadedOn: now } : {}),
      })
      .where(and(eq(documents.id, id), eq(documents.status, from)))
      .returning({ id: documents.id });
    if (!changed) throw new ApiError("ILLEGAL_TRANSITION", "The document's status changed meanwhile; reload it.");
    await recordActivity(tx, auth, now, { action: event, collection: REVIEW_COLLECTION, item: id, delta: { from, status: to }, companyId: row.doc.companyId!, comment: payload.comment });
    if (publishing && versionOf !== null) await promoteVersion(tx, id, versionOf, now);
    // The published file's text for the full search, unless its upload's job has it (files/jobs.ts).
    if (publishing) await queueTextExtraction(ctx, row.doc.fileId, tx);
    // queued with the decision: a decision rolled back mails nothing, a saved one is mailed for sure
    if (event === "approve" || event === "deny" || event === "request_feedback") {
      await notifySubmitter(ctx, tx, { documentId: resultId, name: row.doc.name, submittedBy: row.doc.submittedBy, status: to, comment: payload.comment ?? null });
    }
  });
  return (await findReviewDocument(db, who, resultId))!;
}

/** DELETE extranet/brand-documents/{brandId}/document/{id}: withdraws the document, with its file, while the supplier holds it. */
export async function deleteReviewDocument(ctx: ApiContext, auth: AuthContext, brandId: number, id: number): Promise<void> {
  const db = ctx.db.db;
  const who = reviewerOf(auth);
  const row = await scopedByBrand(db, who, brandId, id);
  const decision = decide({ status: row.doc.status, submittedBy: row.doc.submittedBy }, "delete", actorOf(who, row.doc.companyId));
  if (!decision.ok) refuse(decision);
  const removed = await db.transaction(async (tx) => {
    const [gone] = await tx.delete(documents).where(and(eq(documents.id, id), eq(documents.status, row.doc.status))).returning({ fileId: documents.fileId });
    if (!gone) throw new ApiError("ILLEGAL_TRANSITION", "The document's status changed meanwhile; reload it.");
    await recordActivity(tx, auth, ctx.now(), { action: "delete", collection: REVIEW_COLLECTION, item: id, companyId: row.doc.companyId! });
    const [file] = await tx.delete(files).where(eq(files.id, gone.fileId)).returning({ id: files.id, filenameDisk: files.filenameDisk });
    return file;
  });
  if (removed) await removeStoredFile(ctx, removed);
}

/** POST activity/comment on a review document: the supplier and the reviewers, in every status. */
export async function commentReviewDocument(ctx: ApiContext, auth: AuthContext, id: number, comment: string): Promise<ReviewDocumentDetail> {
  const db = ctx.db.db;
  const who = reviewerOf(auth);
  const row = await findRow(db, who, id);
  if (!row) throw forbidden();
  const decision = decide({ status: row.doc.status, submittedBy: row.doc.submittedBy }, "comment", actorOf(who, row.doc.companyId), comment);
  if (!decision.ok) refuse(decision);
  await recordActivity(db, auth, ctx.now(), { action: "comment", collection: REVIEW_COLLECTION, item: id, companyId: row.doc.companyId!, comment });
  return (await findReviewDocument(db, who, id))!;
}

/** Decisions on documents `userId` submitted, after `since`, newest first (the notification centre). */
export async function reviewDecisionsSince(db: Db, userId: string, since: Date, limit: number) {
  const rows = await db
    .select({ id: activity.id, item: activity.item, action: activity.action, timestamp: activity.timestamp, name: documents.name })
    .from(activity)
    .innerJoin(documents, eq(sql`${documents.id}::text`, activity.item))
    .where(
      and(
        eq(activity.collection, REVIEW_COLLECTION),
        inArray(activity.action, ["approve", "deny", "request_feedback"]),
        eq(documents.submittedBy, userId),
        gt(activity.timestamp, since),
      ),
    )
    .orderBy(desc(activity.timestamp), desc(activity.id))
    .limit(limit);
  const statusOf = { approve: "approved", deny: "denied", request_feedback: "needs_feedback" } as Record<string, ReviewStatus>;
  return rows.map((r) => ({ id: r.id, name: r.name, status: statusOf[r.action]!, date: r.timestamp.toISOString(), link: `/document-review/${r.item}` }));
}
