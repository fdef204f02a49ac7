/**
 * Images uploaded before issue 27 were stored as uploaded: EXIF with the place a photo was taken
 * included. Such a file (a user's upload, `processed_at` null) is processed like a new upload —
 * upright, at most 2560 px, no metadata — in place, before it is served (files/respond.ts) and by
 * the hourly housekeeping, a batch at a time, so none is served with its location again
 * (decision 0531). Seeded demo files (no uploader) are generated without metadata and left alone;
 * documents for review are documents, kept as submitted.
 */
import { and, eq, isNotNull, isNull, like, ne, or } from "drizzle-orm";
import type { ApiContext } from "../deps";
import { fileColumns, files, type FileRow } from "../db/schema";
import { REVIEW_FOLDER } from "../contract/review";
import { processImage } from "./process";
import { sniffImageType } from "./sniff";
import { removeVariants } from "./transform";

type Ctx = Pick<ApiContext, "db" | "storage" | "now" | "log">;

/** Files still stored as uploaded: a user's images outside the documents for review. */
const legacyCondition = () =>
  and(isNull(files.processedAt), isNotNull(files.uploadedBy), like(files.type, "image/%"), or(isNull(files.folder), ne(files.folder, REVIEW_FOLDER)));

export const needsProcessing = (file: Pick<FileRow, "processedAt" | "uploadedBy" | "type" | "folder">) =>
  file.processedAt === null && file.uploadedBy !== null && file.type.startsWith("image/") && file.folder !== REVIEW_FOLDER;

/**
 * Processes one stored original in place and answers the row as it is now. An image that cannot
 * be processed (unreadable, past the pixel limit) is marked all the same and logged, so it is not
 * retried on every read.
 */
export async function processStoredImage(ctx: Ctx, file: FileRow): Promise<FileRow> {
  const type = sniffImageType(new Uint8Array(await readHead(ctx, file.filenameDisk)));
  let update: Partial<FileRow> = { processedAt: ctx.now() };
  if (type) {
    try {
      const processed = await ctx.storage.withLocalPath(file.filenameDisk, (path) => processImage(path, type));
      const stored = await ctx.storage.write(file.filenameDisk, processed.data);
      await removeVariants(ctx.storage, file.id);
      update = { ...update, filesize: stored.size, checksum: stored.checksum, width: processed.width, height: processed.height };
    } catch (error) {
      ctx.log("warn", "a stored image could not be processed", { file: file.id, error: String(error) });
    }
  }
  const [row] = await ctx.db.db.update(files).set(update).where(eq(files.id, file.id)).returning(fileColumns);
  return row ?? file;
}

async function readHead(ctx: Ctx, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { body } = await ctx.storage.read(name);
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).length >= 16) break;
  }
  return Buffer.concat(chunks);
}

/** The housekeeping's share: up to `limit` originals still stored as uploaded; answers how many. */
export async function processStoredImages(ctx: Ctx, limit = 20): Promise<number> {
  const rows = await ctx.db.db.select(fileColumns).from(files).where(legacyCondition()).limit(limit);
  for (const row of rows) await processStoredImage(ctx, row);
  return rows.length;
}
