/**
 * Document text on the job queue (issue 30, decision 0562): the `extract-text` job fills
 * `files.content_text` of one file, off the request path and one file at a time; it is queued when
 * a supplier uploads a document and when a document is approved, and the nightly backfill (03:40
 * Berlin) queues it for every document's file still without text. A file that cannot be read gets
 * an empty text and a log line; the job completes, and the document is still found by its title.
 */
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { DOCUMENT_MAX_BYTES } from "../contract/review";
import { documents, files } from "../db/schema";
import type { ApiContext } from "../deps";
import type { DbOrTx, JobRequest } from "../jobs/queue";
import type { JobKind, Schedule } from "../jobs/kind";
import { hasExtractableText, TEXT_TYPES } from "./extract-text";
import type { FileStorage } from "./storage";
import { textExtractor } from "./text-extractor";

export const EXTRACT_TEXT_JOB = "extract-text";
export const TEXT_BACKFILL_SCHEDULE = "document-text-backfill";
/** files queued per nightly run at most (the rest follow the next night) */
export const TEXT_BACKFILL_BATCH = 5000;

const payloadSchema = z.object({ fileId: z.string().uuid() });

/** The job for one file; its key keeps it to one while pending (and for 30 days when done). */
const extractionJob = (fileId: string): JobRequest => ({ kind: EXTRACT_TEXT_JOB, payload: { fileId }, key: `${EXTRACT_TEXT_JOB}:${fileId}` });

/** Queues the extraction of one file's text, once; pass `tx` to queue with the transaction. */
export function queueTextExtraction(ctx: Pick<ApiContext, "jobs">, fileId: string, tx?: DbOrTx): Promise<boolean> {
  return ctx.jobs.enqueue(extractionJob(fileId), tx);
}

class UnreadableFile extends Error {}

/** The stored bytes, or UnreadableFile when they are gone or larger than any document may be. */
async function readStored(storage: FileStorage, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const { body } = await storage.read(name);
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > DOCUMENT_MAX_BYTES) throw new UnreadableFile(`larger than ${DOCUMENT_MAX_BYTES} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    // A missing file stays missing; other I/O errors (a shared volume away) are retried by the queue.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new UnreadableFile("the stored file is missing");
    throw error;
  }
  return Buffer.concat(chunks, size);
}

/** Fills the file's `content_text` unless it holds one already (a second run does nothing). */
export async function extractFileText(ctx: ApiContext, fileId: string): Promise<void> {
  const db = ctx.db.db;
  const [file] = await db
    .select({ filenameDisk: files.filenameDisk, type: files.type, contentText: files.contentText })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file || file.contentText !== null) return;
  let text = "";
  if (hasExtractableText(file.type)) {
    const started = Date.now();
    try {
      const result = await textExtractor().extract(await readStored(ctx.storage, file.filenameDisk), file.type);
      if (result.ok) text = result.text;
      else ctx.log("warn", "document text not extracted", { fileId, type: file.type, reason: result.reason, ms: Date.now() - started });
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      ctx.log("warn", "document text not extracted", { fileId, type: file.type, reason: error.message });
    }
  }
  await db.update(files).set({ contentText: text }).where(and(eq(files.id, fileId), isNull(files.contentText)));
}

/**
 * The nightly backfill: documents' files without text. Those of a type without text (images) get
 * their empty text at once; the others are queued, at most TEXT_BACKFILL_BATCH per night.
 */
export async function queueTextBackfill(ctx: ApiContext): Promise<number> {
  const db = ctx.db.db;
  const documentFiles = db.select({ id: documents.fileId }).from(documents);
  await db
    .update(files)
    .set({ contentText: "" })
    .where(and(isNull(files.contentText), notInArray(files.type, [...TEXT_TYPES]), inArray(files.id, documentFiles)));
  const missing = await db
    .select({ id: files.id })
    .from(files)
    .where(and(isNull(files.contentText), inArray(files.id, documentFiles)))
    .orderBy(sql`${files.uploadedOn} desc`)
    .limit(TEXT_BACKFILL_BATCH);
  const queued = await ctx.jobs.enqueueAll(missing.map(({ id }) => extractionJob(id)));
  if (queued) ctx.log("info", "document text extraction queued", { count: queued });
  return queued;
}

export const FILE_JOBS: Record<string, JobKind> = {
  // One at a time: each holds a worker thread of up to 128 MB for up to 20 s (text-extractor.ts).
  [EXTRACT_TEXT_JOB]: {
    payload: payloadSchema,
    run: (payload, ctx) => extractFileText(ctx, payloadSchema.parse(payload).fileId),
    changesData: true,
    maxRunning: 1,
  },
};

export const FILE_SCHEDULES: readonly Schedule[] = [
  { name: TEXT_BACKFILL_SCHEDULE, at: { hour: 3, minute: 40 }, run: async (ctx) => void (await queueTextBackfill(ctx)) },
];
