/**
 * The association's own documents kept by the Redaktion (issue 39, decision 0958). They are rows of
 * the one document model: `documents` without a supplier (`company_id` null), published at once
 * (status approved, no review), their files uploaded through POST /files (folder
 * association-documents: type check, size limit, text extraction job of decision 0562), their new
 * versions kept as `document_versions` (decision 0541) under the same id and link. Partners read
 * them through content/documents.ts under the one condition of content/document-visibility.ts.
 * Every change that partners can see is written to the audit trail in its transaction.
 */
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lt, lte, gte, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  AssociationDocument,
  AssociationDocumentList,
  AssociationDocumentListItem,
  associationDocumentCreateSchema,
  associationDocumentPatchSchema,
  associationDocumentQuerySchema,
  associationDocumentVersionSchema,
} from "../contract/association-documents";
import { ASSOCIATION_DOCUMENT_FOLDER, type AssociationDocumentState } from "../contract/document-audience";
import type { AuditAction } from "../contract/account";
import type { AuthContext } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { qualified } from "../db/qualified";
import { documents, documentTypes, documentVersions, fileColumns, files } from "../db/schema";
import { writeAudit } from "../accounts/audit";
import { ApiError, forbidden } from "../http/errors";
import { earlierVersions, keepAsEarlierVersion, versionFileId } from "../review/versions";
import { berlinDay } from "../review/expiry";
import { hasExtractableText } from "../files/extract-text";
import { queueTextExtraction } from "../files/jobs";

type Query = z.output<typeof associationDocumentQuerySchema>;
type Create = z.output<typeof associationDocumentCreateSchema>;
type Patch = z.output<typeof associationDocumentPatchSchema>;
type NewVersion = z.output<typeof associationDocumentVersionSchema>;

/** The association's own documents: no supplier, not a supplier's pending version. */
const own = and(isNull(documents.companyId), isNull(documents.versionOf))!;

function stateFilter(state: AssociationDocumentState | undefined, today: string): SQL | undefined {
  const live = isNull(documents.archivedAt);
  const notEnded = or(isNull(documents.validTo), gte(documents.validTo, today));
  switch (state) {
    case "archived":
      return isNotNull(documents.archivedAt);
    case "expired":
      return and(live, isNotNull(documents.validTo), lt(documents.validTo, today));
    case "upcoming":
      return and(live, notEnded, isNotNull(documents.validFrom), gt(documents.validFrom, today));
    case "current":
      return and(live, notEnded, or(isNull(documents.validFrom), lte(documents.validFrom, today)));
    default:
      return live;
  }
}

function rows(db: Db, where: SQL | undefined) {
  return db
    .select({ doc: documents, file: fileColumns, typeTitle: documentTypes.title })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .leftJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(and(own, where))
    .orderBy(desc(documents.uploadedOn), desc(documents.id));
}
type Row = Awaited<ReturnType<typeof rows>>[number];

/** What a row of the list shows (decision 0989): no file, description or link; the earlier versions counted in the same statement. */
const listColumns = {
  id: documents.id,
  name: documents.name,
  documentTypeId: documents.documentTypeId,
  typeTitle: documentTypes.title,
  documentClass: documents.documentClass,
  audienceUserTypes: documents.audienceUserTypes,
  audiencePermissions: documents.audiencePermissions,
  validFrom: documents.validFrom,
  validTo: documents.validTo,
  uploadedOn: documents.uploadedOn,
  archivedAt: documents.archivedAt,
  earlier: sql<number>`(select count(*) from ${documentVersions} where ${qualified(documentVersions.documentId)} = ${qualified(documents.id)})`.mapWith(Number),
};
type Listed = Pick<typeof documents.$inferSelect, Exclude<keyof typeof listColumns, "typeTitle" | "earlier">> & { typeTitle: string | null };

function toListItem(d: Listed, earlier: number): AssociationDocumentListItem {
  return {
    id: d.id,
    name: d.name,
    document_type: d.documentTypeId !== null && d.typeTitle !== null ? { id: String(d.documentTypeId), name: d.typeTitle, parent: null } : null,
    class: d.documentClass,
    audience_user_types: d.audienceUserTypes,
    audience_permissions: d.audiencePermissions,
    valid_from: d.validFrom,
    valid_to: d.validTo,
    uploaded_on: d.uploadedOn.toISOString(),
    archived_on: d.archivedAt?.toISOString() ?? null,
    version: earlier + 1,
  };
}

function shape({ doc, file, typeTitle }: Row, earlier: number): Omit<AssociationDocument, "versions"> {
  return {
    ...toListItem({ ...doc, typeTitle }, earlier),
    description: doc.description || null,
    file: { id: file.id, type: file.type, filesize: file.filesize, filename_download: file.filenameDownload },
    link: `/documents/${doc.id}`,
  };
}

function listFilter(q: Query, today: string): SQL | undefined {
  return and(
    stateFilter(q.state, today),
    q.search ? ilike(documents.name, containsPattern(q.search)) : undefined,
    q.document_type ? eq(documents.documentTypeId, q.document_type) : undefined,
    q.class ? eq(documents.documentClass, q.class) : undefined,
  );
}

/** One page of the list, newest first: documents_own_uploaded_on_id_idx serves its order (tests/api/staff-list-plans.test.ts). */
export function associationDocumentsPage(db: Db, q: Query, today: string) {
  return db
    .select(listColumns)
    .from(documents)
    .leftJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(and(own, listFilter(q, today)))
    .orderBy(desc(documents.uploadedOn), desc(documents.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}

export async function listAssociationDocuments(ctx: ApiContext, q: Query): Promise<AssociationDocumentList> {
  const db = ctx.db.db;
  const today = berlinDay(ctx.scheduleNow());
  const where = listFilter(q, today);
  const [page, [total], types] = await Promise.all([
    associationDocumentsPage(db, q, today),
    db.select({ n: count() }).from(documents).where(and(own, where)),
    db.select({ id: documentTypes.id, title: documentTypes.title }).from(documentTypes).orderBy(asc(documentTypes.title)),
  ]);
  return { items: page.map((r) => toListItem(r, r.earlier)), total: total?.n ?? 0, page: q.page, limit: q.limit, document_types: types };
}

/** One of the association's documents with its earlier versions; anything else (a supplier's, unknown) is FORBIDDEN. */
export async function findAssociationDocument(db: Db, id: number): Promise<AssociationDocument | undefined> {
  const [row] = await rows(db, eq(documents.id, id)).limit(1);
  if (!row) return undefined;
  const earlier = (await earlierVersions(db, [id])).get(id) ?? [];
  return { ...shape(row, earlier.length), versions: earlier };
}

async function mustFind(db: Db, id: number): Promise<AssociationDocument> {
  const found = await findAssociationDocument(db, id);
  if (!found) throw forbidden();
  return found;
}

/**
 * The uploaded file a new document or version uses: one of the caller's company uploaded to the
 * association's folder and not yet used (pending). Claims it. Anything else: the field's refusal.
 */
async function claimUpload(tx: Db, auth: AuthContext, fileId: string): Promise<{ type: string }> {
  const [row] = await tx
    .update(files)
    .set({ pendingSince: null })
    .where(and(eq(files.id, fileId), eq(files.companyId, auth.company.id), eq(files.folder, ASSOCIATION_DOCUMENT_FOLDER), isNotNull(files.pendingSince)))
    .returning({ type: files.type });
  if (!row) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. file: descriptions.documents.fileRequired", {}, { field: "file" });
  return row;
}

async function knownType(tx: Db, id: string | null | undefined): Promise<number | null | undefined> {
  if (id === undefined) return undefined;
  if (id === null || id === "") return null;
  const n = Number(id);
  const [row] = Number.isSafeInteger(n) ? await tx.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.id, n)).limit(1) : [];
  if (!row) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. document_type: descriptions.documents.documentTypeInvalid", {}, { field: "document_type" });
  return row.id;
}

const audit = (ctx: ApiContext, tx: Db, auth: AuthContext, action: AuditAction, id: number, name: string) =>
  writeAudit(tx, { action, companyId: auth.company.id, actorId: auth.user.id, detail: `#${id} ${name}`.slice(0, 300) }, ctx.now());

export async function createAssociationDocument(ctx: ApiContext, auth: AuthContext, body: Create): Promise<AssociationDocument> {
  const id = await ctx.db.db.transaction(async (tx) => {
    const file = await claimUpload(tx, auth, body.file);
    const [row] = await tx
      .insert(documents)
      .values({
        name: body.name,
        fileId: body.file,
        documentTypeId: (await knownType(tx, body.document_type)) ?? null,
        documentClass: body.class ?? "EKA",
        description: body.description ?? "",
        audienceUserTypes: body.audience_user_types ?? [],
        audiencePermissions: body.audience_permissions ?? [],
        validFrom: body.valid_from ?? null,
        validTo: body.valid_to ?? null,
        uploadedOn: ctx.now(),
        companyId: null,
        status: "approved",
        submittedBy: auth.user.id,
      })
      .returning({ id: documents.id });
    await audit(ctx, tx, auth, "document_published", row!.id, body.name);
    // Its text for the full search (decision 0562); queued with the upload already, at most once by its key.
    if (hasExtractableText(file.type)) await queueTextExtraction(ctx, body.file, tx);
    return row!.id;
  });
  return mustFind(ctx.db.db, id);
}

export async function updateAssociationDocument(ctx: ApiContext, auth: AuthContext, id: number, body: Patch): Promise<AssociationDocument> {
  const current = await mustFind(ctx.db.db, id);
  if (body.version !== undefined && body.version !== current.version) throw new ApiError("RECORD_CONFLICT", "A newer version was published meanwhile; reload the document.");
  const validFrom = body.valid_from === undefined ? current.valid_from : body.valid_from;
  const validTo = body.valid_to === undefined ? current.valid_to : body.valid_to;
  if (validFrom && validTo && validFrom > validTo) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. valid_to: descriptions.documents.validityOrder", {}, { field: "valid_to" });
  await ctx.db.db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({
        name: body.name ?? undefined,
        documentTypeId: await knownType(tx, body.document_type),
        documentClass: body.class ?? undefined,
        description: body.description === undefined ? undefined : (body.description ?? ""),
        audienceUserTypes: body.audience_user_types,
        audiencePermissions: body.audience_permissions,
        validFrom: body.valid_from,
        validTo: body.valid_to,
      })
      .where(and(eq(documents.id, id), own));
    await audit(ctx, tx, auth, "document_updated", id, body.name ?? current.name);
  });
  return mustFind(ctx.db.db, id);
}

/**
 * A new version (decision 0541) without review: the current file and metadata become the newest
 * earlier version, the new file takes its place under the same id; partners meet it as new.
 */
export async function publishNewVersion(ctx: ApiContext, auth: AuthContext, id: number, body: NewVersion): Promise<AssociationDocument> {
  await ctx.db.db.transaction(async (tx) => {
    const [current] = await tx.select().from(documents).where(and(eq(documents.id, id), own)).for("update");
    if (!current) throw forbidden();
    if (body.version !== undefined) {
      const earlier = (await earlierVersions(tx, [id])).get(id)?.length ?? 0;
      if (body.version !== earlier + 1) throw new ApiError("RECORD_CONFLICT", "A newer version was published meanwhile; reload the document.");
    }
    const file = await claimUpload(tx, auth, body.file);
    const now = ctx.now();
    await keepAsEarlierVersion(tx, current, null, now);
    const name = body.name ?? current.name;
    await tx
      .update(documents)
      .set({ fileId: body.file, name, validFrom: body.valid_from ?? null, validTo: body.valid_to ?? null, uploadedOn: now, submittedBy: auth.user.id })
      .where(eq(documents.id, id));
    await audit(ctx, tx, auth, "document_version", id, name);
    if (hasExtractableText(file.type)) await queueTextExtraction(ctx, body.file, tx);
  });
  return mustFind(ctx.db.db, id);
}

export async function setArchived(ctx: ApiContext, auth: AuthContext, id: number, archived: boolean): Promise<AssociationDocument> {
  const current = await mustFind(ctx.db.db, id);
  if ((current.archived_on !== null) !== archived) {
    await ctx.db.db.transaction(async (tx) => {
      await tx
        .update(documents)
        .set({ archivedAt: archived ? ctx.now() : null })
        .where(and(eq(documents.id, id), own));
      await audit(ctx, tx, auth, archived ? "document_archived" : "document_restored", id, current.name);
    });
  }
  return mustFind(ctx.db.db, id);
}

/** The file of the current version, or of earlier version `version`, of one of the association's documents. */
export async function associationFileId(db: Db, id: number, version?: number): Promise<string | undefined> {
  const doc = await findAssociationDocument(db, id);
  if (!doc) return undefined;
  return version === undefined ? doc.file.id : versionFileId(db, id, version);
}
