/**
 * POST /files: an image upload of the caller's company. The type comes from the content
 * (jpeg, png, webp, gif), the size is limited to IMAGE_MAX_BYTES, the image is turned upright,
 * scaled down and stripped of its metadata before it is stored (process.ts), and a file whose content the
 * company already holds is stored but answered with `duplicate_of`, so the portal can ask the
 * user to confirm (keep it) or discard it (DELETE /files/{id}) without a second upload.
 */
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AuthContext } from "../auth/sessions";
import { IMAGE_MAX_BYTES, type UploadedFile } from "../contract/masterdata";
import { DOCUMENT_MAX_BYTES, REVIEW_FOLDER } from "../contract/review";
import { AVATAR_FOLDER } from "../contract/avatar";
import type { ApiContext } from "../deps";
import { files } from "../db/schema";
import type { ApiEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { hasExtractableText } from "./extract-text";
import { queueTextExtraction } from "./jobs";
import { removeStoredFile } from "./pending";
import { processImage, type SquareCrop } from "./process";
import { DOCUMENT_EXTENSION_OF, DOCUMENT_SNIFF_BYTES, EXTENSION_OF, sniffDocumentType, sniffImageType } from "./sniff";
import { FileTooLargeError, meteredCopy } from "./storage";

/** Room for the multipart framing and the small fields around the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export const tooLarge = (limit = IMAGE_MAX_BYTES) => new ApiError("CONTENT_TOO_LARGE", `File is larger than ${limit / 1024 / 1024} MB.`);

/** The largest upload of any kind: what the Express layer and POST /files let through before parsing. */
export const UPLOAD_MAX_BYTES = Math.max(IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES);

/**
 * Reads a multipart upload (field `file` and small text fields) after checking its Content-Length
 * against `limit`; anything else is INVALID_PAYLOAD or CONTENT_TOO_LARGE before a byte is parsed.
 */
export async function readUpload(c: Context<ApiEnv>, limit = UPLOAD_MAX_BYTES): Promise<{ file: File; fields: Record<string, string> }> {
  const length = Number(c.req.header("content-length") ?? Number.NaN);
  if (!Number.isFinite(length)) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. Content-Length is required.");
  if (length > limit + MULTIPART_OVERHEAD) throw tooLarge(limit);
  if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
    throw new ApiError("INVALID_PAYLOAD", "Invalid payload. Expected multipart/form-data.");
  }
  const body = await c.req.parseBody().catch(() => {
    throw new ApiError("INVALID_PAYLOAD", "Invalid payload. The multipart body could not be read.");
  });
  const file = body["file"];
  if (!(file instanceof File) || file.size === 0) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. file: Required.");
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") fields[name] = value;
  return { file, fields };
}

export const DEFAULT_UPLOAD_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;

/**
 * Refuses an upload that would take the company's files past its quota. Two uploads racing at the
 * limit may both pass: the quota bounds disk use, it is not an exact ledger.
 */
async function checkQuota(ctx: ApiContext, companyId: number, incoming: number): Promise<void> {
  const quota = ctx.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES;
  const [row] = await ctx.db.db
    .select({ used: sql<string>`coalesce(sum(${files.filesize}), 0)` })
    .from(files)
    .where(eq(files.companyId, companyId));
  if (Number(row?.used ?? 0) + incoming > quota) {
    throw new ApiError("UPLOAD_QUOTA_EXCEEDED", `Upload quota of ${Math.round(quota / 1024 / 1024)} MB for the company is used up.`);
  }
}

/**
 * The bytes are stored before their row (a store that is away fails the upload with no row
 * written); a row that cannot be written takes its just-stored bytes with it (decision 0971).
 */
async function insertOrForget(ctx: ApiContext, filenameDisk: string, insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    await ctx.storage.remove(filenameDisk).catch(() => ctx.log("warn", "an uploaded file's bytes were left behind", { name: filenameDisk }));
    throw error;
  }
}

/**
 * Stores an uploaded image. With `square` (a user's avatar, decision 0552) it is cropped square and
 * never asked about as a duplicate: an avatar is the user's own, not one of the company's images.
 */
export async function storeImage(ctx: ApiContext, auth: AuthContext, file: File, folder: string, square?: SquareCrop): Promise<UploadedFile> {
  if (file.size > IMAGE_MAX_BYTES) throw tooLarge();
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffImageType(head);
  if (!type) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Only JPEG, PNG, WebP and GIF images are accepted.");
  const id = randomUUID();
  const filenameDisk = `${id}.${EXTENSION_OF[type]}`;
  // The upload goes to a local temporary file first (never to the store, which may be a bucket):
  // sharp reads it from disk, and the uploaded bytes (EXIF, GPS) never become the stored file.
  const upload = path.join(tmpdir(), `partnerportal-upload_${id}.${EXTENSION_OF[type]}`);
  let processed;
  try {
    await meteredCopy(file.stream(), upload, IMAGE_MAX_BYTES);
    processed = await processImage(upload, type, square);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge();
    throw error;
  } finally {
    await rm(upload, { force: true });
  }
  // The quota counts what is kept, the processed image.
  await checkQuota(ctx, auth.company.id, processed.data.length);
  const stored = await ctx.storage.write(filenameDisk, processed.data);
  const meta = { width: processed.width, height: processed.height };
  const db = ctx.db.db;
  const [duplicate] = square
    ? []
    : await db
        .select({ id: files.id, filename_download: files.filenameDownload, type: files.type })
        .from(files)
        .where(and(eq(files.companyId, auth.company.id), eq(files.checksum, stored.checksum), ne(files.id, id)))
        .limit(1);
  const filenameDownload = (file.name || `bild.${EXTENSION_OF[type]}`).replace(/[\\/\r\n]/g, "_").slice(0, 200);
  await insertOrForget(ctx, filenameDisk, () => db.insert(files).values({
    id,
    filenameDisk,
    filenameDownload,
    type,
    filesize: stored.size,
    width: meta.width ?? null,
    height: meta.height ?? null,
    checksum: stored.checksum,
    folder,
    companyId: auth.company.id,
    uploadedBy: auth.user.id,
    uploadedOn: ctx.now(),
    // A duplicate waits for the user's confirmation; abandoned, it is swept (files/pending.ts).
    pendingSince: duplicate ? ctx.now() : null,
    processedAt: ctx.now(),
  }));
  return {
    id,
    filename_download: filenameDownload,
    type,
    filesize: stored.size,
    width: meta.width ?? null,
    height: meta.height ?? null,
    checksum: stored.checksum,
    duplicate_of: duplicate ?? null,
  };
}

/**
 * POST /files with folder "review-documents": a supplier's document for review (or, with folder
 * "association-documents", the file of one of the association's documents, decision 0958) (PDF, office file or
 * image, typed by content, up to DOCUMENT_MAX_BYTES). No duplicate question: sending the same price
 * list again for another review is normal. The document record is created by PATCH files/{id},
 * which claims the file; an upload whose metadata never follows is swept like a duplicate (0306).
 */
export async function storeDocument(ctx: ApiContext, auth: AuthContext, file: File, folder: string = REVIEW_FOLDER): Promise<UploadedFile> {
  if (file.size > DOCUMENT_MAX_BYTES) throw tooLarge(DOCUMENT_MAX_BYTES);
  await checkQuota(ctx, auth.company.id, file.size);
  const type = sniffDocumentType(new Uint8Array(await file.slice(0, DOCUMENT_SNIFF_BYTES).arrayBuffer()));
  if (!type) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Only PDF, Word, Excel, PowerPoint, OpenDocument and JPEG, PNG, WebP or GIF images are accepted.");
  const id = randomUUID();
  const filenameDisk = `${id}.${DOCUMENT_EXTENSION_OF[type]}`;
  let stored;
  try {
    stored = await ctx.storage.write(filenameDisk, file.stream(), DOCUMENT_MAX_BYTES);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge(DOCUMENT_MAX_BYTES);
    throw error;
  }
  const filenameDownload = (file.name || `dokument.${DOCUMENT_EXTENSION_OF[type]}`).replace(/[\\/\r\n]/g, "_").slice(0, 200);
  await insertOrForget(ctx, filenameDisk, () => ctx.db.db.insert(files).values({
    id,
    filenameDisk,
    filenameDownload,
    type,
    filesize: stored.size,
    checksum: stored.checksum,
    folder,
    companyId: auth.company.id,
    uploadedBy: auth.user.id,
    uploadedOn: ctx.now(),
    // Until PATCH files/{id} saves the metadata (and claims it), an abandoned upload is swept.
    pendingSince: ctx.now(),
  }));
  // Its text for the full search, read off the request path (files/jobs.ts).
  if (hasExtractableText(type)) await queueTextExtraction(ctx, id);
  return { id, filename_download: filenameDownload, type, filesize: stored.size, width: null, height: null, checksum: stored.checksum, duplicate_of: null };
}

/**
 * DELETE /files/{id}: only a file of the caller's company; its bytes and cached variants go too.
 * A user's avatar is not one of these: only its user removes it (DELETE /users/me/avatar).
 */
export async function deleteOwnFile(ctx: ApiContext, auth: AuthContext, id: string): Promise<boolean> {
  const [row] = await ctx.db.db
    .delete(files)
    .where(and(eq(files.id, id), eq(files.companyId, auth.company.id), sql`${files.folder} is distinct from ${AVATAR_FOLDER}`))
    .returning({ id: files.id, filenameDisk: files.filenameDisk });
  if (!row) return false;
  await removeStoredFile(ctx, row);
  return true;
}
