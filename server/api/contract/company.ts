/**
 * The company record (spec §3 Company, §7 extranet/company, items/company; decision 0305): the
 * answer and the PATCH payload, derived from the description (entities/company.ts).
 */
import type { z } from "zod";
import { companyEntity } from "./entities/company";
import { answerSchemaOf, payloadSchemaOf, writableFields } from "./describe";

/** A company as GET /extranet/company/{id} answers it (inside `{data}`); PATCH items/company/{id} sends the version it loaded. */
export const companySchema = answerSchemaOf(companyEntity);
export type Company = z.infer<typeof companySchema>;

/** Fields a partner edits on its own company; name and relation belong to the association (read-only). */
export const COMPANY_EDITABLE_FIELDS = writableFields(companyEntity, "update");

/** PATCH items/company/{id}: null clears a field; anything else (name, relation …) is refused. */
export const companyPatchPayloadSchema = payloadSchemaOf(companyEntity, "update", { versionRequired: true });
export type CompanyPatchPayload = z.infer<typeof companyPatchPayloadSchema>;
