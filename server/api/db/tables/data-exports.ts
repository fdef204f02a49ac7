import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz, inList } from "./columns";
import { contacts } from "./contacts";
import { users } from "./users";

export const DATA_EXPORT_STATES = ["pending", "ready", "downloaded", "failed"] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/**
 * A requested export of a person's data (issue 41): prepared on the job queue into the file
 * store as `storageName`, downloaded once by `requestedBy` until `expiresAt`. The subject is the
 * requester's own account, or (Administration) another account or a contact person.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectUserId: uuid("subject_user_id").references(() => users.id, { onDelete: "cascade" }),
    subjectContactId: integer("subject_contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    status: text("status").$type<DataExportState>().notNull().default("pending"),
    storageName: text("storage_name"),
    createdAt: timestamptz("created_at").notNull(),
    readyAt: timestamptz("ready_at"),
    expiresAt: timestamptz("expires_at"),
    downloadedAt: timestamptz("downloaded_at"),
  },
  (t) => [
    index("data_exports_requested_by_idx").on(t.requestedBy, t.createdAt),
    check("data_exports_status_check", inList(t.status, DATA_EXPORT_STATES)),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;
