/**
 * Personal data (issue 41): the "Verzeichnis der Verarbeitungstätigkeiten" generated from the
 * register of marks (db/personal.ts, decision 0979) and the export of a person's data as a ZIP.
 */
import { z } from "zod";
import { ERASURES, PERSONAL_CATEGORIES, PURPOSES, RETENTIONS } from "../values/privacy";

export type { Erasure, PersonalCategory, Purpose, Retention } from "../values/privacy";

export const PERSON_KINDS = ["user", "contact", "samContact"] as const;

export const processingRecordSchema = z.object({
  activities: z.array(
    z.object({
      purpose: z.enum(PURPOSES),
      /** whose data: accounts, contact persons, the association's contact persons */
      subjects: z.array(z.enum(PERSON_KINDS)),
      categories: z.array(z.object({ category: z.enum(PERSONAL_CATEGORIES), retentions: z.array(z.enum(RETENTIONS)), erasures: z.array(z.enum(ERASURES)) })),
      tables: z.array(z.string()),
    }),
  ),
});
export type ProcessingRecord = z.infer<typeof processingRecordSchema>;

/** A download link works this many days after the export is ready, and once. */
export const EXPORT_LINK_DAYS = 7;
export const EXPORT_STATUSES = ["pending", "ready", "downloaded", "expired", "failed"] as const;

export const dataExportSchema = z.object({
  id: z.string().uuid(),
  /** whose data: the caller's own, or (Administration) an account's or a contact person's */
  subject: z.object({ kind: z.enum(["user", "contact"]), id: z.string(), name: z.string() }),
  status: z.enum(EXPORT_STATUSES),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** the portal path that downloads it, while it can */
  link: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportListSchema = z.array(dataExportSchema);

/** Administration asks for the export of an account (by e-mail address) or a contact person (by id). */
export const dataExportForPayloadSchema = z.union([
  z.object({ kind: z.literal("user"), email: z.string().trim().toLowerCase().email().max(254) }),
  z.object({ kind: z.literal("contact"), contact_id: z.coerce.number().int().positive() }),
]);
export type DataExportForPayload = z.infer<typeof dataExportForPayloadSchema>;
