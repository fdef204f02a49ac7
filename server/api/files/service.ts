import { and, eq, exists, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents, files, samContacts, type FileRow } from "../db/schema";

export interface FileReader {
  /** the caller's company and those of its sub-accounts */
  companyIds: number[];
  /** holds the EVA page permission (documents of class EVA) */
  mayReadEva: boolean;
}

/**
 * Who may read a file follows the record that owns it, never the file alone (audit finding 4):
 * - a company's own file (uploads, contact images): the company and its parent accounts;
 * - a file no company owns: only as the file of a document the caller may read (EVA needs EVA).
 * A shared file no rule names stays closed: a new kind of owner must add its rule here.
 */
export function readableFileCondition(db: Db, reader: FileReader): SQL {
  const readableDocument = db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.fileId, files.id), reader.mayReadEva ? undefined : eq(documents.documentClass, "EKA")));
  // Portraits of the association's contact persons are shown to every member (Ansprechpartner).
  const samPortrait = db.select({ id: samContacts.id }).from(samContacts).where(eq(samContacts.photo, files.id));
  return or(
    reader.companyIds.length > 0 ? inArray(files.companyId, reader.companyIds) : undefined,
    and(isNull(files.companyId), exists(readableDocument)),
    and(isNull(files.companyId), exists(samPortrait)),
  )!;
}

export async function findReadableFile(db: Db, id: string, reader: FileReader): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), readableFileCondition(db, reader)))
    .limit(1);
  return row;
}
