/**
 * Duplicate uploads waiting for confirmation (decision 0302) and documents for review whose
 * metadata was never saved (decision 0601): such a file is stored with
 * `pending_since`; a record that starts to use it claims it (clears the mark). One still pending
 * after PENDING_UPLOAD_TTL_HOURS was abandoned in the dialog and is deleted with its bytes and
 * cached variants. The sweep runs opportunistically with every upload (no timer to run).
 */
import { and, eq, isNotNull, lt, notExists, type SQL } from "drizzle-orm";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { contacts, documents, files } from "../db/schema";
import { StorageUnavailableError } from "./storage";
import { removeVariants } from "./transform";

export const PENDING_UPLOAD_TTL_HOURS = 24;
/** at most this many files per sweep, so an upload never waits on a large backlog */
const SWEEP_BATCH = 50;

type Executor = Pick<Db, "update">;

/** A record of `companyId` now uses file `id`: it is no longer a pending upload. */
export async function claimFile(tx: Executor, companyId: number, id: string): Promise<void> {
  await tx
    .update(files)
    .set({ pendingSince: null })
    .where(and(eq(files.id, id), eq(files.companyId, companyId), isNotNull(files.pendingSince)));
}

/**
 * The bytes of a deleted file row and every cached variant of it. The row is gone already: a store
 * that is away now leaves the objects behind (logged by name, for the operator), never a row that
 * names a missing object, and the deletion the user asked for stands (decision 0971).
 */
export async function removeStoredFile(ctx: Pick<ApiContext, "storage" | "log">, row: { id: string; filenameDisk: string }): Promise<void> {
  try {
    await removeVariants(ctx.storage, row.id);
    await ctx.storage.remove(row.filenameDisk);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    ctx.log("warn", "file store unavailable: the bytes of a deleted file were left behind", { file: row.id, name: row.filenameDisk, error: error.message });
  }
}

/** Deletes pending uploads older than the TTL (never one a contact uses); returns how many. */
export async function sweepAbandonedUploads(ctx: ApiContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - PENDING_UPLOAD_TTL_HOURS * 3600_000);
  const db = ctx.db.db;
  const stale = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        lt(files.pendingSince, cutoff),
        // belt and braces: a file in use is never abandoned, even if a writer forgot to claim it
        notExists(db.select({ id: contacts.id }).from(contacts).where(eq(contacts.thumbnail, files.id))),
        notExists(db.select({ id: documents.id }).from(documents).where(eq(documents.fileId, files.id))),
      ),
    )
    .limit(SWEEP_BATCH);
  // Re-checked in the delete: a claim between the select and here wins.
  const removed = await removeFilesStill(ctx, stale.map((f) => f.id), lt(files.pendingSince, cutoff));
  if (removed) ctx.log("info", "abandoned uploads removed", { count: removed });
  return removed;
}

/**
 * Deletes each of `ids` whose row still matches `still` (checked in the delete itself, so a record
 * that took the file a moment ago keeps it), then its bytes and variants; returns how many went.
 */
export async function removeFilesStill(ctx: Pick<ApiContext, "db" | "storage" | "log">, ids: readonly string[], still: SQL | undefined): Promise<number> {
  let removed = 0;
  for (const id of ids) {
    const [row] = await ctx.db.db
      .delete(files)
      .where(and(eq(files.id, id), still))
      .returning({ id: files.id, filenameDisk: files.filenameDisk });
    if (!row) continue;
    await removeStoredFile(ctx, row);
    removed++;
  }
  return removed;
}
