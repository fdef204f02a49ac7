import { and, eq, exists, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { awardSubmissions, brands, documents, documentVersions, fileColumns, files, instructions, instructionSteps, news, notArchived, samContacts, type FileRow } from "../db/schema";
import { visibleDocument, type DocumentViewer } from "../content/document-visibility";
import { visibleNews } from "../content/news-visibility";
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
 * - an image of a published instruction's step: every member (a shared image, or one the
 *   association uploaded: a step takes no other company's file, catalogue/instruction-steps.ts);
 * - an image of an awarded Wohnsinnspreis entry (the past winners): every member;
 * - an association's image of a website entry (main image, logo, gallery) shared with the
 *   caller's company: that company (collections/files.ts);
 * - a news item's image: the readers of the item (NEWS and its audience, content/news-visibility.ts);
 * - a current brand's logo: whoever may read the brand — trading partners with BRAND every brand,
 *   a supplier its own (decision 0964).
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
  const readsNews = reader.userType === "VB" || reader.permissions.includes("NEWS");
  const newsImage = db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.imageId, files.id), visibleNews({ userType: reader.userType, permissions: new Set(reader.permissions) })));
  const brandScope = reader.userType === "LF" ? (reader.companyIds.length ? inArray(brands.companyId, [...reader.companyIds]) : undefined) : undefined;
  const readsBrands = reader.userType === "VB" || (reader.userType === "HP" && reader.permissions.includes("BRAND")) || brandScope !== undefined;
  const brandLogo = db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.logo, files.id), notArchived(brands), brandScope));
  return or(
    reader.companyIds.length > 0 ? inArray(files.companyId, [...reader.companyIds]) : undefined,
    readsNews ? exists(newsImage) : undefined,
    readsBrands ? exists(brandLogo) : undefined,
    exists(readableDocument),
    exists(earlierVersion),
    reader.reviewer ? exists(submittedForReview) : undefined,
    reader.reviewer ? exists(versionForReview) : undefined,
    and(isNull(files.companyId), exists(samPortrait)),
    exists(instructionImage),
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

/**
 * Whether `id` is an image of the company `companyId` (decision 0964): what a news item or a brand
 * may show. Linking another company's file would publish it to every reader of the item, since
 * the readers' rule follows the item (readableFileCondition), so only the writer's own images count.
 */
export async function isOwnImage(db: Db | Tx, companyId: number, id: string): Promise<boolean> {
  const [row] = await db
    .select({ type: files.type })
    .from(files)
    .where(and(eq(files.id, id), eq(files.companyId, companyId)))
    .limit(1);
  return Boolean(row?.type.startsWith("image/"));
}
