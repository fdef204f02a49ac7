/**
 * Document review (issue 11, spec §4 "Document status (supplier)"): statuses, review events and the
 * shapes of the review endpoints. The transitions themselves live in review/state-machine.ts.
 */
import { z } from "zod";
import { DOCUMENT_CLASSES, documentVersionSchema, pagingQuery } from "./content";
import { recordId } from "./ids";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, REVIEW_FOLDER, REVIEW_STATUSES, REVIEW_TARGETS, SUBMITTED_STATUSES, type DocumentFileType, type ReviewStatus, type ReviewTarget } from "./values";

export { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, REVIEW_FOLDER, REVIEW_STATUSES, REVIEW_TARGETS, SUBMITTED_STATUSES, type DocumentFileType, type ReviewStatus, type ReviewTarget };

/** Documents whose validity ends within this many days are "Läuft bald ab" (reviewers' list, notifications). */
export const EXPIRY_NOTICE_DAYS = 30;
/** Reminders to the supplier go out this many days before a document's validity ends (decision 0541). */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected YYYY-MM-DD").refine((d) => !Number.isNaN(Date.parse(d)), "Invalid date");

/** PATCH files/{id}: the review document's metadata (creates the draft on first save). */
export const reviewMetadataSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    document_type: recordId.nullable(),
    sam_tags: z.array(recordId).max(20),
    responsibleBrands: z.array(recordId).min(1).max(50),
    class: z.enum(DOCUMENT_CLASSES),
    valid_from: isoDate.nullable(),
    valid_to: isoDate.nullable(),
    /** first save only: the draft is a new version of this approved document of the company (decision 0541) */
    version_of: recordId.optional(),
  })
  .strict()
  .refine((v) => !v.valid_from || !v.valid_to || v.valid_from <= v.valid_to, { message: "valid_from must not be after valid_to", path: ["valid_to"] });
export type ReviewMetadata = z.infer<typeof reviewMetadataSchema>;

const comment = z.string().trim().min(1).max(2000);

/** PATCH extranet/brand-documents/{brandId}/document/{id}: a review transition. */
export const reviewTransitionSchema = z.object({ status: z.enum(REVIEW_TARGETS), comment: comment.optional() }).strict();
export type ReviewTransitionPayload = z.infer<typeof reviewTransitionSchema>;

/** POST activity/comment (spec §7: collection, item, comment). */
export const activityCommentSchema = z.object({ collection: z.literal("documents"), item: recordId, comment }).strict();

export const reviewListQuerySchema = z
  .object({
    status: z.enum([...REVIEW_STATUSES, "submitted"]).optional(),
    brand: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    document_type: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** approved documents whose validity ends within EXPIRY_NOTICE_DAYS, soonest first (the reviewers' "Läuft bald ab") */
    expiring: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
    ...pagingQuery,
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

const ref = z.object({ id: z.number().int(), name: z.string() });

export const reviewHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  user: z.string().nullable(),
  timestamp: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ReviewHistoryEntry = z.infer<typeof reviewHistoryEntrySchema>;

export const reviewDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(REVIEW_STATUSES),
  company: ref,
  uploaded_on: z.string(),
  submitted_by: z.string().nullable(),
  file: z.object({ id: z.string(), type: z.string(), filesize: z.number().int(), filename_download: z.string() }),
  document_type: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  sam_tags: z.array(ref),
  responsibleBrands: z.array(ref),
  class: z.enum(DOCUMENT_CLASSES),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  /** the events the caller may trigger now (for the screen's buttons; the API checks again) */
  actions: z.array(z.string()),
  /** a new version under review: the approved document it will replace (decision 0541) */
  version_of: ref.nullable(),
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

export const reviewDocumentDetailSchema = reviewDocumentSchema.extend({
  history: z.array(reviewHistoryEntrySchema),
  /** the current version's number and the earlier versions, newest first */
  version: z.number().int(),
  versions: z.array(documentVersionSchema),
  /** the new version of this approved document under review, if one is open */
  open_version: z.object({ id: z.number().int(), status: z.enum(REVIEW_STATUSES) }).nullable(),
  /** the owner may upload a new version now (approved, no open version) */
  may_upload_version: z.boolean(),
});
export type ReviewDocumentDetail = z.infer<typeof reviewDocumentDetailSchema>;

export const reviewListSchema = z.object({
  items: z.array(reviewDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** filter options: the caller's brands (supplier) or those of the listed documents (reviewer) */
  brands: z.array(ref),
  document_types: z.array(z.object({ id: z.number().int(), title: z.string() })),
  sam_tags: z.array(ref),
  /** true for the association's reviewers: the screen shows the review queue */
  reviewer: z.boolean(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;
