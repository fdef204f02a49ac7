import { getTableColumns } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { companies } from "./companies";
import { users } from "./users";

/**
 * Uploaded and seeded files (Directus' directus_files). The bytes live in the file storage under
 * `filenameDisk`; `companyId` scopes who may read a file (null: every signed-in partner).
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    filenameDisk: text("filename_disk").notNull(),
    filenameDownload: text("filename_download").notNull(),
    title: text("title"),
    /** MIME type as detected from the content, never as claimed by the uploader */
    type: text("type").notNull(),
    filesize: bigint("filesize", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    /** SHA-256 of the content, hex; finds duplicates within a company */
    checksum: text("checksum").notNull(),
    /** logical folder, e.g. "documents", "icons", "images" */
    folder: text("folder"),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedOn: timestamptz("uploaded_on").notNull().defaultNow(),
    /**
     * Set on a duplicate upload that waits for the user's confirmation; cleared when a record
     * starts to use the file. Still set after PENDING_UPLOAD_TTL: abandoned, swept away.
     */
    pendingSince: timestamptz("pending_since"),
    /**
     * When the image was turned upright, scaled and stripped of its metadata (issue 27). Every
     * upload since is stored that way; an older user upload still null is processed before it is
     * served and by the hourly housekeeping (files/normalize.ts, decision 0531).
     */
    processedAt: timestamptz("processed_at"),
    /**
     * The text inside a PDF or Office file, for the full search (issue 30): extracted off the
     * request path by a queued job. Null: not extracted (yet); empty: nothing readable inside.
     */
    contentText: text("content_text"),
  },
  (t) => [
    index("files_company_checksum_idx").on(t.companyId, t.checksum),
    index("files_folder_idx").on(t.folder),
    index("files_pending_since_idx").on(t.pendingSince),
  ],
);

const { contentText: _contentText, ...columnsWithoutText } = getTableColumns(files);
/**
 * A file's columns but its extracted text (up to 200,000 characters, read only by the search and
 * the extraction job): what every read of whole file rows selects, `select(fileColumns)` or
 * `{ file: fileColumns }`, so a list of documents never carries their files' text.
 */
export const fileColumns = columnsWithoutText;
export type FileRow = Omit<typeof files.$inferSelect, "contentText">;
