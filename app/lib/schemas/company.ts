/**
 * The company master data form (/CompanyMasterdata): the fields a partner edits itself (name and
 * relation stay read-only), validated with German messages, and its PATCH items/company payload.
 */
import { z } from "zod";
import type { Company, CompanyPatchPayload } from "#contract/company";
import { t } from "~/i18n";
import { preparePayload } from "../editing/payload";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

const text = (max: number) => z.string().trim().max(max, t("masterdata.contacts.tooLong")).optional();

export const companyFormSchema = z.object({
  version: z.coerce.number().int(),
  street: text(200),
  zip: text(10),
  city: text(100),
  country: z
    .string({ required_error: t("masterdata.addresses.countryInvalid") })
    .trim()
    .regex(/^[A-Za-z]{2}$/, t("masterdata.addresses.countryInvalid"))
    .transform((c) => c.toUpperCase()),
  phone: text(50),
  email: z.string().trim().email(t("masterdata.contacts.emailInvalid")).max(200, t("masterdata.contacts.tooLong")).optional(),
  website: z
    .string()
    .trim()
    .max(300, t("masterdata.contacts.tooLong"))
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, t("masterdata.company.websiteInvalid"))
    .optional(),
});
export type CompanyForm = z.infer<typeof companyFormSchema>;


/** PATCH items/company/{id}: changed fields, cleared ones as null, with the loaded version. */
export function companyPayload(form: CompanyForm, loaded: Company): CompanyPatchPayload {
  const { version, ...fields } = form;
  const { street, zip, city, country, phone, email, website } = loaded;
  const payload = preparePayload(fields, { loaded: { street, zip, city, country, phone, email, website } });
  return { ...payload, version } as CompanyPatchPayload;
}
