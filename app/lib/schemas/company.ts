/**
 * The company master data form (/CompanyMasterdata) and its PATCH items/company payload, derived
 * from the description (contract/entities/company.ts, decision 0527): name and relation stay read-only.
 */
import type { z } from "zod";
import type { Company, CompanyPatchPayload } from "#contract/company";
import { companyEntity } from "#contract/entities/company";
import { entityFormSchemaOf } from "#contract/describe";
import { entityPayload } from "../entities/payload";

export const companyFormSchema = entityFormSchemaOf(companyEntity);
export type CompanyForm = z.infer<typeof companyFormSchema>;

/** PATCH items/company/{id}: changed fields, cleared ones as null, with the loaded version. */
export function companyPayload(form: CompanyForm, loaded: Company): CompanyPatchPayload {
  return entityPayload(companyEntity, form, loaded) as CompanyPatchPayload;
}
