import { and, eq, exists, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { awardSubmissions, documents, documentVersions, fileColumns, files, instructions, instructionSteps, samContacts, type FileRow } from "../db/schema";
import { visibleDocument, type DocumentViewer } from "../content/document-visibility";
import { linkedContentFile } from "../collections/files";

export interface FileReader extends DocumentViewer {
  /** the caller's company and those of its sub-accounts */
  companyIds: readonly number[];
  /** one of the association's document reviewers: reads every submitted document for review */
  reviewer?: boolean;
}

/**
 * Who may read a file follows the record that owns it, never the file alone (audit finding 4):
 * - a company's own file (uploads, contact images): the company and its parent accounts;
 * - any other file: only as the file of a document the caller may read (content/document-visibility.ts),
 *   or of an earlier version of one (review/versions.ts);
 *   a supplier's document for review is the supplier's file until a reviewer approves it;
 * - reviewers: the file of every document submitted for review (not the suppliers' drafts).
 * - the portrait of one of the association's contact persons (Ansprechpartner): every member;
 * - an image of a published instruction's step: every member;
 * - an image of an awarded Wohnsinnspreis entry (the past winners): every member;
 * - an association's image of a website entry (main image, logo, gallery) shared with the
 *   caller's company: that company (collections/files.ts).
 * A shared file no rule names stays closed: a new kind of owner must add its rule here.
 */
export function readableFileCondition(db: Db, reader: FileReader): SQL {
  const readableDocument = db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.fileId, files.id), visibleDocument(reader)));
  const submittedForReview = db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.fileId, files.id), isNotNull(documents.companyId), ne(documents.status, "draft")));
  // An earlier version's file (decision 0541): readable as long as its document is.
  const earlierVersion = db
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(eq(documentVersions.fileId, files.id), visibleDocument(reader)));
  const versionForReview = db
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(eq(documentVersions.fileId, files.id), isNotNull(documents.companyId)));
  // Portraits of the association's contact persons are shown to every member (Ansprechpartner).
  const samPortrait = db.select({ id: samContacts.id }).from(samContacts).where(eq(samContacts.photo, files.id));
  const instructionImage = db
    .select({ id: instructionSteps.id })
    .from(instructionSteps)
    .innerJoin(instructions, eq(instructions.id, instructionSteps.instructionId))
    .where(and(eq(instructionSteps.image, files.id), eq(instructions.status, "published")));
  const winnerImage = db
    .select({ id: awardSubmissions.id })
    .from(awardSubmissions)
    .where(and(eq(awardSubmissions.status, "awarded"), sql`${files.id} = any(${awardSubmissions.images})`));
  return or(
    reader.companyIds.length > 0 ? inArray(files.companyId, [...reader.companyIds]) : undefined,
    exists(readableDocument),
    exists(earlierVersion),
    reader.reviewer ? exists(submittedForReview) : undefined,
    reader.reviewer ? exists(versionForReview) : undefined,
    and(isNull(files.companyId), exists(samPortrait)),
    and(isNull(files.companyId), exists(instructionImage)),
    exists(winnerImage),
    reader.companyIds.length > 0 ? and(isNull(files.companyId), linkedContentFile(db, reader.companyIds)) : undefined,
  )!;
}

export async function findReadableFile(db: Db, id: string, reader: FileReader): Promise<FileRow | undefined> {
  const [row] = await db
    .select(fileColumns)
    .from(files)
    .where(and(eq(files.id, id), readableFileCondition(db, reader)))
    .limit(1);
  return row;
}
