/**
 * The association's own documents as the Redaktion keeps them (issue 39, decision 0958): described
 * once (`defineEntity`), the list, the form, the API's payloads and answers follow. They are rows of
 * the one document model (`documents` without a supplier, published at once, decision 0541's
 * versions); partners read them under the one visibility condition (content/document-visibility.ts).
 */
import { z } from "zod";
import { answerSchemaOf, defineEntity, field, listItemSchemaOf, payloadSchemaOf, TOO_LONG } from "./describe";
import { ASSOCIATION_DOCUMENT_STATES, AUDIENCE_PERMISSIONS, AUDIENCE_USER_TYPES } from "./document-audience";
import { documentVersionSchema, pagingQuery } from "./content";
import { recordIdParam } from "./ids";
import { PAGE_PERMISSIONS } from "./permissions";

export const ASSOCIATION_DOCUMENT_NAME_MAX = 200;

export const associationDocumentEntity = defineEntity({
  name: "association_document",
  scope: "association",
  labels: { one: "descriptions.documents.one", many: "descriptions.documents.many" },
  sections: { document: "descriptions.documents.document", audience: "descriptions.documents.audience", validity: "descriptions.documents.validity" },
  fields: {
    name: field.text("descriptions.documents.name", { max: ASSOCIATION_DOCUMENT_NAME_MAX, required: "descriptions.documents.nameRequired", tooLong: TOO_LONG, section: "document", autoComplete: "off" }),
    /** a document type (category) id as a string; answered as the lookup */
    document_type: field.lookup("descriptions.documents.documentType", { section: "document" }),
    class: field.select("descriptions.documents.class", ["EKA", "EVA"] as const, { EKA: "descriptions.documents.classes.EKA", EVA: "descriptions.documents.classes.EVA" }, { section: "document" }),
    description: field.textarea("descriptions.documents.description", { max: 2000, tooLong: TOO_LONG, section: "document" }),
    audience_user_types: field.choices("descriptions.documents.audienceUserTypes", {
      section: "audience",
      hint: "descriptions.documents.audienceUserTypesHint",
      item: z.enum(AUDIENCE_USER_TYPES),
      max: AUDIENCE_USER_TYPES.length,
      answer: z.array(z.enum(AUDIENCE_USER_TYPES)),
    }),
    audience_permissions: field.choices("descriptions.documents.audiencePermissions", {
      section: "audience",
      hint: "descriptions.documents.audiencePermissionsHint",
      item: z.enum(PAGE_PERMISSIONS),
      max: AUDIENCE_PERMISSIONS.length,
      answer: z.array(z.enum(PAGE_PERMISSIONS)),
    }),
    valid_from: field.date("descriptions.documents.validFrom", { section: "validity" }),
    valid_to: field.date("descriptions.documents.validTo", { section: "validity", hint: "descriptions.documents.validToHint" }),
    /** the uploaded file (POST files, folder association-documents); a new version brings its own */
    file: field.value("descriptions.documents.file", z.string().uuid("descriptions.documents.fileRequired"), {
      write: "create",
      answer: z.object({ id: z.string().uuid(), type: z.string(), filesize: z.number().int(), filename_download: z.string() }),
    }),
    uploaded_on: field.value("descriptions.documents.uploadedOn", z.string(), { write: "never" }),
    archived_on: field.value("descriptions.documents.archivedOn", z.string().nullable(), { write: "never" }),
  },
  list: { columns: ["name", "document_type", "class", "valid_from", "valid_to", "uploaded_on"], export: ["name", "document_type", "class", "valid_from", "valid_to", "uploaded_on"] },
  versionRequired: false,
});

/**
 * A document as the Redaktion reads it; `version` is its current version number (earlier ones + 1,
 * decision 0541), which an update may name to be refused once a newer version was published.
 */
export const associationDocumentSchema = answerSchemaOf(associationDocumentEntity).extend({
  link: z.string(),
  versions: z.array(documentVersionSchema),
});
export type AssociationDocument = z.infer<typeof associationDocumentSchema>;

const validityOrder = <T extends { valid_from?: string | null; valid_to?: string | null }>(v: T) => !v.valid_from || !v.valid_to || v.valid_from <= v.valid_to;
const VALIDITY_ORDER = { message: "descriptions.documents.validityOrder", path: ["valid_to"] };

export const associationDocumentCreateSchema = payloadSchemaOf(associationDocumentEntity, "create")
  .required({ name: true, file: true })
  .refine(validityOrder, VALIDITY_ORDER);
export type AssociationDocumentCreate = z.input<typeof associationDocumentCreateSchema>;
export const associationDocumentPatchSchema = payloadSchemaOf(associationDocumentEntity, "update").refine(validityOrder, VALIDITY_ORDER);
export type AssociationDocumentPatch = z.input<typeof associationDocumentPatchSchema>;

/** A new version (decision 0541): its file and its own validity; the title may change with it. */
export const associationDocumentVersionSchema = z
  .object({
    file: z.string().uuid("descriptions.documents.fileRequired"),
    name: associationDocumentEntity.fields.name.schema.optional(),
    valid_from: associationDocumentEntity.fields.valid_from.schema.optional(),
    valid_to: associationDocumentEntity.fields.valid_to.schema.optional(),
    /** the version the form was loaded with: refused once another version was published */
    version: z.number().int().min(1).optional(),
  })
  .strict()
  .refine(validityOrder, VALIDITY_ORDER);
export type AssociationDocumentVersionPayload = z.input<typeof associationDocumentVersionSchema>;

export const associationDocumentStatusSchema = z.object({ archived: z.boolean() }).strict();

export const associationDocumentQuerySchema = z
  .object({
    ...pagingQuery,
    limit: z.coerce.number().int().min(1).max(100).default(25),
    search: z.string().trim().max(100).optional(),
    document_type: recordIdParam.optional(),
    class: z.enum(["EKA", "EVA"]).optional(),
    /** default: every document not archived */
    state: z.enum(ASSOCIATION_DOCUMENT_STATES).optional(),
  })
  .strict();
export type AssociationDocumentQuery = z.input<typeof associationDocumentQuerySchema>;

/** A row of the list and its CSV export: the export's columns, audience, version and archive (the file and the description are the document's own answer). */
export const associationDocumentListItemSchema = listItemSchemaOf(associationDocumentEntity, [
  "name",
  "document_type",
  "class",
  "audience_user_types",
  "audience_permissions",
  "valid_from",
  "valid_to",
  "uploaded_on",
  "archived_on",
  "version",
]);
export type AssociationDocumentListItem = z.infer<typeof associationDocumentListItemSchema>;

export const associationDocumentListSchema = z.object({
  items: z.array(associationDocumentListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** the categories to choose from */
  document_types: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type AssociationDocumentList = z.infer<typeof associationDocumentListSchema>;
