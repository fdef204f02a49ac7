import { check, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { inList, timestamptz } from "./columns";
import { files } from "./files";

export const documentTypes = pgTable("document_types", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
});

/** SAM tags (spec §3): topics documents are filed under. */
export const samTags = pgTable("sam_tags", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
});

export const DOCUMENT_CLASSES = ["EVA", "EKA"] as const;

/** A document shared with the partners (spec §3 Document); the bytes are a row of `files`. */
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
  },
  (t) => [check("documents_class_check", inList(t.documentClass, DOCUMENT_CLASSES)), index("documents_uploaded_on_idx").on(t.uploadedOn)],
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
