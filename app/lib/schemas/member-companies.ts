/**
 * Form schemas of the association's member companies (decision 0953): the company form derived
 * from the description (contract/entities/member-company.ts), the suspension's reason, the first
 * account manager's invitation and the import's file.
 */
import { z } from "zod";
import type { MemberCompany } from "#contract/member-companies";
import { memberCompanyEntity } from "#contract/entities/member-company";
import { entityFormSchemaOf } from "#contract/describe";
import { messageKey } from "~/lib/text-key";
import { registerAssociationCompanies } from "~/locales/de/association-companies";
import { entityPayload } from "../entities/payload";

registerAssociationCompanies();

export const companyCreateFormSchema = entityFormSchemaOf(memberCompanyEntity, "create");
export const companyEditFormSchema = entityFormSchemaOf(memberCompanyEntity);

/** POST / PATCH body: changed fields, cleared ones as null, with the loaded version on an edit. */
export function memberCompanyPayload(form: Record<string, unknown>, loaded: MemberCompany | null): Record<string, unknown> {
  return entityPayload(memberCompanyEntity, form, loaded);
}

const REASON_MAX = 500;
export function companyStatusSchema() {
  return z.object({
    status: z.enum(["active", "suspended"]),
    reason: z
      .string({ required_error: messageKey("memberCompanies.detail.reasonRequired") })
      .trim()
      .min(1, messageKey("memberCompanies.detail.reasonRequired"))
      .max(REASON_MAX, messageKey("memberCompanies.detail.reasonTooLong")),
  });
}

const requiredName = (message: string) => z.string({ required_error: message }).trim().min(1, message).max(100, message);
export function firstAccountSchema() {
  return z.object({
    first_name: requiredName(messageKey("memberCompanies.detail.firstNameRequired")),
    last_name: requiredName(messageKey("memberCompanies.detail.lastNameRequired")),
    email: z.string({ required_error: messageKey("memberCompanies.detail.emailInvalid") }).trim().toLowerCase().email(messageKey("memberCompanies.detail.emailInvalid")).max(254, messageKey("memberCompanies.detail.emailInvalid")),
  });
}
