/**
 * Images the association's forms uploaded that no record took (decision 0975). A news image, a
 * brand logo or a step image is stored when its form is posted (decision 0964), before the record
 * is saved: a form refused and then left, or a chosen image replaced before saving, leaves a file
 * in its folder that nothing names. The housekeeping removes such a file once it is older than
 * the grace period (RETENTION_UNUSED_UPLOADS_DAYS), row first, then its bytes and cached variants
 * through the file store (disk or S3, decision 0971).
 *
 * "Used" is every column that names a file by foreign key, read from the schema (a new one is
 * covered without a change here), and the website entries' image fields: a record that took the
 * file, in whatever table, keeps it.
 */
import { and, eq, inArray, is, lt, notExists, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { imageFieldsOf } from "../contract/describe";
import { ASSOCIATION_IMAGE_FOLDERS } from "../contract/values";
import { COLLECTIONS } from "../collections/registry";
import type { ApiContext } from "../deps";
import * as schema from "../db/schema";
import { files } from "../db/schema";
import { daysBefore } from "../maintenance/retention";
import { removeFilesStill } from "./pending";

/** at most this many files a run (hourly): a large backlog goes over a few runs */
const SWEEP_BATCH = 500;

function fileColumns(): PgColumn[] {
  const columns = new Set<PgColumn>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    for (const fk of getTableConfig(table).foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable === files) for (const column of ref.columns) columns.add(column);
    }
  }
  for (const d of COLLECTIONS) {
    const table = d.table as unknown as Record<string, PgColumn>;
    if (d.image && d.table.image) columns.add(d.table.image as PgColumn);
    for (const name of imageFieldsOf(d)) columns.add(table[name]!);
  }
  return [...columns];
}

let used: PgColumn[] | undefined;

/** Not named by any record. */
function unusedFile(db: ApiContext["db"]["db"]): SQL {
  used ??= fileColumns();
  return and(...used.map((column) => notExists(db.select({ one: sql`1` }).from(column.table).where(eq(column, files.id)))))!;
}

/** Removes the association's form images older than `graceDays` that no record uses; returns how many. */
export async function sweepUnusedFormImages(ctx: Pick<ApiContext, "db" | "storage" | "log">, now: Date, graceDays: number): Promise<number> {
  const db = ctx.db.db;
  const stale = and(inArray(files.folder, [...ASSOCIATION_IMAGE_FOLDERS]), lt(files.uploadedOn, daysBefore(now, graceDays)), unusedFile(db));
  const found = await db.select({ id: files.id }).from(files).where(stale).limit(SWEEP_BATCH);
  const removed = await removeFilesStill(ctx, found.map((f) => f.id), stale);
  if (removed) ctx.log("info", "unused form images removed", { count: removed });
  return removed;
}
