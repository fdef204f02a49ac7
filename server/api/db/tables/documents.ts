import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { AUDIENCE_USER_TYPES, type AudienceUserType } from "../../values/documents";
import { PAGE_PERMISSIONS, type PagePermission } from "../../values/permissions";
import { REVIEW_STATUSES, type ReviewStatus } from "../../values/lists";
import { brands } from "./brands";
import { companies } from "./companies";
import { catalogueColumns, inList, timestamptz } from "./columns";
import { files } from "./files";
import { users } from "./users";

export const documentTypes = pgTable("document_types", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
});

/** SAM tags (spec §3): topics documents are filed under. */
export const samTags = pgTable("sam_tags", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  sort: integer("sort").notNull().default(0),
  ...catalogueColumns,
});

export const DOCUMENT_CLASSES = ["EVA", "EKA"] as const;

/**
 * A document shared with the partners (spec §3 Document); the bytes are a row of `files`.
 * A supplier's document for review (issue 11) is a row with `companyId` set; partners see a
 * document only once its status is approved (the association's own documents are approved rows
 * without a company).
 */
export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    documentTypeId: integer("document_type_id").references(() => documentTypes.id, { onDelete: "set null" }),
    documentClass: text("document_class").$type<(typeof DOCUMENT_CLASSES)[number]>().notNull(),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    uploadedOn: timestamptz("uploaded_on").notNull().defaultNow(),
    /** the supplier that submitted it for review; null: the association's own document */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<ReviewStatus>().notNull().default("approved"),
    /** who last requested the review: never the one who decides it (review/state-machine.ts) */
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * A new version under review of this approved document (decision 0541): partners never see
     * this row; approving it moves its file and metadata into the document it names and removes it.
     */
    versionOf: integer("version_of").references((): AnyPgColumn => documents.id, { onDelete: "cascade" }),
    /** what the Redaktion says about the association's own document (decision 0958); shown on its page */
    description: text("description").notNull().default(""),
    /** the user types that may read it; empty: every user type (decision 0958) */
    audienceUserTypes: text("audience_user_types").array().$type<AudienceUserType[]>().notNull().default(sql`'{}'::text[]`),
    /** page permissions of which the reader needs one; empty: none needed (decision 0958) */
    audiencePermissions: text("audience_permissions").array().$type<PagePermission[]>().notNull().default(sql`'{}'::text[]`),
    /** archived by the Redaktion: gone for the partners (lists and links), kept with its versions */
    archivedAt: timestamptz("archived_at"),
  },
  (t) => [
    check("documents_class_check", inList(t.documentClass, DOCUMENT_CLASSES)),
    check("documents_status_check", inList(t.status, REVIEW_STATUSES)),
    index("documents_uploaded_on_idx").on(t.uploadedOn),
    // The Redaktion's list of the association's own documents, newest first (issue 39's bench): without it
    // every page sorted all of them.
    index("documents_own_uploaded_on_id_idx").on(t.uploadedOn, t.id).where(sql`${t.companyId} is null and ${t.versionOf} is null`),
    index("documents_company_status_idx").on(t.companyId, t.status),
    index("documents_version_of_idx").on(t.versionOf),
    index("documents_valid_to_idx").on(t.validTo),
    check("documents_audience_user_types_check", sql`${t.audienceUserTypes} <@ array[${sql.raw(AUDIENCE_USER_TYPES.map((r) => `'${r}'`).join(", "))}]::text[]`),
    check("documents_audience_permissions_check", sql`${t.audiencePermissions} <@ array[${sql.raw(PAGE_PERMISSIONS.map((r) => `'${r}'`).join(", "))}]::text[]`),
  ],
);

/**
 * The earlier versions of a document (decision 0541): what the partners saw before a newer version
 * was approved, kept with its file so that those who may read the document can still download it.
 */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** 1 for the first published version; the current one is the number of earlier versions + 1 */
    version: integer("version").notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    /** when this version was published (approved) */
    publishedOn: timestamptz("published_on").notNull(),
    /** when the next version replaced it */
    replacedOn: timestamptz("replaced_on").notNull(),
    /** the reviewer who approved this version; null: the association's own document (no review) */
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [unique("document_versions_document_version_unique").on(t.documentId, t.version), index("document_versions_file_idx").on(t.fileId)],
);

export const documentBrands = pgTable(
  "document_brands",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.brandId] })],
);

export const documentSamTags = pgTable(
  "document_sam_tags",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    samTagId: integer("sam_tag_id")
      .notNull()
      .references(() => samTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.samTagId] })],
);
