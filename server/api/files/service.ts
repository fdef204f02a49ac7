import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { files, type FileRow } from "../db/schema";

/** A file the caller may read: shared with every partner (no company) or owned by a company in scope. */
export async function findReadableFile(db: Db, id: string, companyIds: number[]): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), or(isNull(files.companyId), inArray(files.companyId, companyIds))))
    .limit(1);
  return row;
}
