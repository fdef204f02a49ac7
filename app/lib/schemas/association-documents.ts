/**
 * The Redaktion's forms of the association's documents (/verband/dokumente, decision 0958) and
 * their payloads, derived from the description (contract/association-documents.ts).
 */
import { z } from "zod";
import { entityFormSchemaOf } from "#contract/describe";
import { associationDocumentEntity, type AssociationDocument, type AssociationDocumentCreate, type AssociationDocumentPatch } from "#contract/association-documents";
import { entityPayload } from "../entities/payload";

// The messages are text keys (decision 0967); the form parse words them.
const ORDER = { message: "descriptions.documents.validityOrder", path: ["valid_to"] };
const ordered = (v: { valid_from?: string | null; valid_to?: string | null }) => !v.valid_from || !v.valid_to || v.valid_from <= v.valid_to;

const file = z.string({ required_error: "descriptions.documents.fileFirst" }).uuid("descriptions.documents.fileFirst");

export const documentCreateFormSchema = entityFormSchemaOf(associationDocumentEntity, "create").extend({ file }).refine(ordered, ORDER);
export const documentEditFormSchema = entityFormSchemaOf(associationDocumentEntity, "update").refine(ordered, ORDER);
const dates = entityFormSchemaOf(associationDocumentEntity, "update").pick({ name: true, valid_from: true, valid_to: true });
export const documentVersionFormSchema = dates.extend({ file, version: z.coerce.number().int().min(1) }).refine(ordered, ORDER);

type CreateForm = z.infer<typeof documentCreateFormSchema>;
type EditForm = z.infer<typeof documentEditFormSchema>;

export function documentCreatePayload(form: CreateForm): AssociationDocumentCreate {
  return { ...(entityPayload(associationDocumentEntity, form, null) as Omit<AssociationDocumentCreate, "file">), file: form.file, name: form.name };
}

export function documentEditPayload(form: EditForm, loaded: AssociationDocument): AssociationDocumentPatch {
  return entityPayload(associationDocumentEntity, form, loaded as unknown as Record<string, unknown>) as AssociationDocumentPatch;
}
