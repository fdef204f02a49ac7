/**
 * Exports of a person's data (issue 41): requested by the user for themselves or by Administration
 * for any account or contact person (logged in the audit trail), prepared by the `data-export` job
 * into the file store, announced by mail and notification, downloaded once by the one who asked,
 * within EXPORT_LINK_DAYS. Another user's export is FORBIDDEN; a used or an expired one is not found.
 */
import { Readable } from "node:stream";
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, or } from "drizzle-orm";
import { writeAudit } from "../accounts/audit";
import type { SessionMeta } from "../auth/session-meta";
import type { AuthContext } from "../auth/sessions";
import { EXPORT_LINK_DAYS, type DataExport, type DataExportForPayload } from "../contract/privacy";
import type { Notifications } from "../contract/portal";
import { contacts, dataExports, files, users, type DataExportRow } from "../db/schema";
import type { Db } from "../db/client";
import type { ApiContext } from "../deps";
import { ApiError, forbidden } from "../http/errors";
import { queueMail } from "../mail/send";
import { collectPersonalData, type Subject } from "./collect";
import { exportMail } from "./mail";
import { exportZip, type ZipImage } from "./zip";

export const DATA_EXPORT_JOB = "data-export";
const DAY_MS = 86_400_000;
const LIST_LIMIT = 20;

const storageName = (id: string) => `export-${id}.zip`;
export const downloadPath = (id: string) => `/account/meine-daten/${id}/download`;
const notFound = () => new ApiError("ROUTE_NOT_FOUND");

const fullName = (p: { firstName: string | null; lastName: string | null }, fallback: string) => [p.firstName, p.lastName].filter(Boolean).join(" ") || fallback;

async function subjectOf(db: Db, row: Pick<DataExportRow, "subjectUserId" | "subjectContactId">): Promise<{ subject: Subject; name: string; avatar: string | null } | null> {
  if (row.subjectUserId) {
    const [u] = await db.select().from(users).where(eq(users.id, row.subjectUserId));
    return u ? { subject: { kind: "user", id: u.id, email: u.email }, name: fullName(u, u.email), avatar: u.avatar } : null;
  }
  if (row.subjectContactId) {
    const [k] = await db.select().from(contacts).where(eq(contacts.id, row.subjectContactId));
    return k ? { subject: { kind: "contact", id: k.id, email: k.email }, name: fullName(k, String(k.id)), avatar: k.thumbnail } : null;
  }
  return null;
}

function answerOf(row: DataExportRow, name: string, now: Date): DataExport {
  const expired = row.status === "ready" && row.expiresAt !== null && row.expiresAt <= now;
  const status = expired ? "expired" : row.status;
  return {
    id: row.id,
    subject: row.subjectUserId ? { kind: "user", id: row.subjectUserId, name } : { kind: "contact", id: String(row.subjectContactId), name },
    status,
    requested_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    link: status === "ready" ? downloadPath(row.id) : null,
  };
}

async function request(ctx: ApiContext, auth: AuthContext, subject: { userId: string } | { contactId: number }, audit?: (tx: Db) => Promise<void>): Promise<DataExport> {
  const now = ctx.now();
  const row = await ctx.db.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(dataExports)
      .values({ requestedBy: auth.user.id, subjectUserId: "userId" in subject ? subject.userId : null, subjectContactId: "contactId" in subject ? subject.contactId : null, createdAt: now })
      .returning();
    await ctx.jobs.enqueue({ kind: DATA_EXPORT_JOB, payload: { exportId: created!.id }, key: `${DATA_EXPORT_JOB}:${created!.id}` }, tx);
    if (audit) await audit(tx);
    return created!;
  });
  const found = await subjectOf(ctx.db.db, row);
  return answerOf(row, found?.name ?? "", now);
}

/** The caller's own data. */
export function requestOwnExport(ctx: ApiContext, auth: AuthContext): Promise<DataExport> {
  return request(ctx, auth, { userId: auth.user.id });
}

/** Administration: an account's (by e-mail) or a contact person's data; the request goes into the audit trail. */
export async function requestExportFor(ctx: ApiContext, auth: AuthContext, payload: DataExportForPayload, meta: SessionMeta): Promise<DataExport> {
  const db = ctx.db.db;
  const target =
    payload.kind === "user"
      ? (await db.select({ id: users.id, companyId: users.companyId, label: users.email }).from(users).where(eq(users.email, payload.email)))[0]
      : (await db.select({ id: contacts.id, companyId: contacts.companyId, label: contacts.lastName }).from(contacts).where(eq(contacts.id, payload.contact_id)))[0];
  if (!target) throw new ApiError("INVALID_PAYLOAD", payload.kind === "user" ? "No account with this e-mail address." : "No contact with this id.", {}, { field: payload.kind === "user" ? "email" : "contact_id" });
  const subject = payload.kind === "user" ? { userId: String(target.id) } : { contactId: Number(target.id) };
  return request(ctx, auth, subject, (tx) =>
    writeAudit(
      tx,
      {
        action: "data_export",
        companyId: target.companyId,
        actorId: auth.impersonatedBy ?? auth.user.id,
        targetId: payload.kind === "user" ? String(target.id) : null,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: payload.kind === "user" ? payload.email : `contact ${target.id}`,
      },
      ctx.now(),
    ),
  );
}

/** The caller's exports ready to download, for the header's notifications: announced there as by mail, gone once downloaded or expired. */
export async function readyExports(db: Db, userId: string, now: Date, limit: number): Promise<Notifications["data_exports"]> {
  const rows = await db
    .select({ id: dataExports.id, expiresAt: dataExports.expiresAt, userFirst: users.firstName, userLast: users.lastName, userEmail: users.email, contactFirst: contacts.firstName, contactLast: contacts.lastName, contactId: contacts.id })
    .from(dataExports)
    .leftJoin(users, eq(users.id, dataExports.subjectUserId))
    .leftJoin(contacts, eq(contacts.id, dataExports.subjectContactId))
    .where(and(eq(dataExports.requestedBy, userId), eq(dataExports.status, "ready"), gt(dataExports.expiresAt, now)))
    .orderBy(asc(dataExports.expiresAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    link: downloadPath(r.id),
    name: r.userEmail ? fullName({ firstName: r.userFirst, lastName: r.userLast }, r.userEmail) : fullName({ firstName: r.contactFirst, lastName: r.contactLast }, String(r.contactId ?? "")),
    expires_at: r.expiresAt!.toISOString(),
  }));
}

/** The exports the caller asked for, newest first. */
export async function listExports(ctx: ApiContext, auth: AuthContext): Promise<DataExport[]> {
  const rows = await ctx.db.db.select().from(dataExports).where(eq(dataExports.requestedBy, auth.user.id)).orderBy(desc(dataExports.createdAt)).limit(LIST_LIMIT);
  const now = ctx.now();
  return Promise.all(rows.map(async (row) => answerOf(row, (await subjectOf(ctx.db.db, row))?.name ?? "", now)));
}

async function imageOf(ctx: ApiContext, fileId: string | null): Promise<ZipImage | null> {
  if (!fileId) return null;
  const [file] = await ctx.db.db.select().from(files).where(eq(files.id, fileId));
  if (!file || !(await ctx.storage.exists(file.filenameDisk))) return null;
  const extension = file.filenameDisk.split(".").pop() ?? "bin";
  return { name: `image.${extension}`, body: (await ctx.storage.read(file.filenameDisk)).body };
}

/** The job: collects, writes the ZIP, marks it ready and mails the link. Runs again harmlessly. */
export async function prepareExport(ctx: ApiContext, exportId: string): Promise<void> {
  const db = ctx.db.db;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== "pending") return;
  const found = await subjectOf(db, row);
  if (!found) {
    await db.update(dataExports).set({ status: "failed" }).where(eq(dataExports.id, exportId));
    return;
  }
  const data = await collectPersonalData(db, found.subject);
  const name = storageName(exportId);
  await ctx.storage.write(name, exportZip(data, await imageOf(ctx, found.avatar)));
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    const [ready] = await tx
      .update(dataExports)
      .set({ status: "ready", storageName: name, readyAt: now, expiresAt })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "pending")))
      .returning();
    if (!ready) return;
    const [requester] = await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, row.requestedBy));
    if (requester) await queueMail(ctx, exportMail(requester, found.name, `${ctx.linkOrigins[0]}${downloadPath(exportId)}`, expiresAt), `mail:${DATA_EXPORT_JOB}:${exportId}`, tx);
  });
}

/**
 * The ZIP, once: only the requester, only while ready and not expired; claiming it marks it
 * downloaded in the same statement, so two parallel downloads cannot both succeed.
 */
export async function downloadExport(ctx: ApiContext, auth: AuthContext, id: string): Promise<Response> {
  const [claimed] = await ctx.db.db
    .update(dataExports)
    .set({ status: "downloaded", downloadedAt: ctx.now() })
    .where(and(eq(dataExports.id, id), eq(dataExports.requestedBy, auth.user.id), eq(dataExports.status, "ready"), gt(dataExports.expiresAt, ctx.now())))
    .returning();
  if (!claimed?.storageName) {
    // Someone else's export (or no export) is refused like any foreign record; one's own that was used or ran out is gone.
    const [own] = await ctx.db.db.select({ id: dataExports.id }).from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.requestedBy, auth.user.id)));
    throw own ? notFound() : forbidden();
  }
  // A GET that writes: the cached notifications must forget the announcement now.
  await ctx.readCache.afterWrite();
  const name = claimed.storageName;
  const { body, size } = await ctx.storage.read(name);
  // The bytes leave once: the stored ZIP goes when they have been read.
  body.on("close", () => void ctx.storage.remove(name).catch(() => undefined));
  return new Response(Readable.toWeb(body) as unknown as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="daten-${claimed.readyAt!.toISOString().slice(0, 10)}.zip"`,
      "Content-Length": String(size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * Housekeeping (decision 0972, 0988): a ZIP nobody can fetch any more — its export expired,
 * downloaded (should the removal after the download have failed) or failed — leaves the file store
 * at once; the row, which the user's list shows as "abgelaufen" or "heruntergeladen", goes
 * `linksDays` (RETENTION_LINKS_DAYS) after its expiry or download, a failed one as long after
 * its request. Pending exports are never touched. Idempotent, so several instances are harmless.
 */
export async function sweepExports(ctx: Pick<ApiContext, "db" | "storage">, now: Date, linksDays: number): Promise<{ files: number; rows: number }> {
  const db = ctx.db.db;
  const cutoff = new Date(now.getTime() - linksDays * DAY_MS);
  const spent = await db
    .select({ id: dataExports.id, name: dataExports.storageName })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageName), or(inArray(dataExports.status, ["downloaded", "failed"]), and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, now)))));
  let files = 0;
  for (const { id, name } of spent) {
    await ctx.storage.remove(name!);
    await db.update(dataExports).set({ storageName: null }).where(eq(dataExports.id, id));
    files++;
  }
  const gone = await db
    .delete(dataExports)
    .where(
      or(
        and(eq(dataExports.status, "ready"), lt(dataExports.expiresAt, cutoff)),
        and(eq(dataExports.status, "downloaded"), lt(dataExports.downloadedAt, cutoff)),
        and(eq(dataExports.status, "failed"), lt(dataExports.createdAt, cutoff)),
      ),
    )
    .returning({ id: dataExports.id });
  return { files, rows: gone.length };
}
