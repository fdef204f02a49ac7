/**
 * A member company as the association's Partnerverwaltung keeps it (issue 39, decision 0953):
 * customer number, name and relation (fixed once created), the master data a partner maintains
 * itself (the company description's fields, entities/company.ts), and the page permissions the
 * company's accounts may be given. The list, the form, the API, OpenAPI and the CSV import's
 * columns follow from this one description.
 */
import { z } from "zod";
import { PAGE_PERMISSIONS, PARTNER_RELATIONS } from "../permissions";
import { defineEntity, field, TOO_LONG } from "../describe";
import { companyEntity } from "./company";
import { COMPANY_STATUSES } from "../values";

export { COMPANY_STATUSES, type CompanyStatus } from "../values";

export const CUSTOMER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/;

const { street, zip, city, country, phone, email, website } = companyEntity.fields;

export const memberCompanyEntity = defineEntity({
  name: "member_company",
  scope: "association",
  labels: { one: "descriptions.memberCompany.one", many: "descriptions.memberCompany.many" },
  sections: { company: "descriptions.memberCompany.sections.company", editable: "descriptions.memberCompany.sections.editable", permissions: "descriptions.memberCompany.sections.permissions" },
  fields: {
    /** null: a company from before customer numbers (answered, never written so) */
    customer_number: {
      ...field.pattern("descriptions.memberCompany.customerNumber", CUSTOMER_NUMBER, "descriptions.memberCompany.customerNumberInvalid", {
      max: 20,
      required: true,
      upper: true,
      tooLong: TOO_LONG,
      section: "company",
        write: "create",
        autoComplete: "off",
      }),
      answer: z.string().nullable(),
    },
    name: field.text("descriptions.memberCompany.name", { max: 200, required: "descriptions.memberCompany.nameRequired", tooLong: TOO_LONG, section: "company", autoComplete: "organization" }),
    relation: field.select("descriptions.memberCompany.relation", PARTNER_RELATIONS, { HP: "descriptions.memberCompany.relationOptions.HP", LF: "descriptions.memberCompany.relationOptions.LF", RP: "descriptions.memberCompany.relationOptions.RP" }, { required: true, section: "company", write: "create" }),
    street,
    zip,
    city,
    country,
    phone,
    email,
    website,
    /** in the order of PAGE_PERMISSIONS; account management is always allowed (the first account manager needs it) */
    allowed_permissions: field.choices("descriptions.memberCompany.allowedPermissions", {
      section: "permissions",
      hint: "descriptions.memberCompany.allowedPermissionsHint",
      item: z.enum(PAGE_PERMISSIONS),
      max: PAGE_PERMISSIONS.length,
      answer: z.array(z.enum(PAGE_PERMISSIONS)),
    }),
    status: field.value("descriptions.entities.status", z.enum(COMPANY_STATUSES), { write: "never" }),
    accounts: field.value("descriptions.memberCompany.accounts", z.number().int(), { write: "never" }),
  },
  list: {
    columns: ["customer_number", "name", "relation", "city", "status", "accounts"],
    export: ["customer_number", "name", "relation", "street", "zip", "city", "country", "phone", "email", "website", "allowed_permissions"],
  },
  versionRequired: true,
});
