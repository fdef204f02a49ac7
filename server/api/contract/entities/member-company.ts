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
  labels: { one: "Firma", many: "Firmen" },
  sections: { company: "Firma", editable: "Anschrift und Kontakt", permissions: "Berechtigungen" },
  fields: {
    /** null: a company from before customer numbers (answered, never written so) */
    customer_number: {
      ...field.pattern("Kundennummer", CUSTOMER_NUMBER, "Bitte geben Sie eine Kundennummer aus Buchstaben, Ziffern und Bindestrichen an (höchstens 20 Zeichen).", {
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
    name: field.text("Firmenname", { max: 200, required: "Bitte geben Sie den Firmennamen an.", tooLong: TOO_LONG, section: "company", autoComplete: "organization" }),
    relation: field.select("Geschäftsbeziehung", PARTNER_RELATIONS, { HP: "Handelspartner (HP)", LF: "Lieferant (LF)", RP: "RP (wie Lieferant)" }, { required: true, section: "company", write: "create" }),
    street,
    zip,
    city,
    country,
    phone,
    email,
    website,
    /** in the order of PAGE_PERMISSIONS; account management is always allowed (the first account manager needs it) */
    allowed_permissions: field.choices("Erlaubte Berechtigungen", {
      section: "permissions",
      hint: "Nur diese Berechtigungen kann die Account-Verwaltung der Firma ihren Accounts geben. Die Account-Verwaltung selbst ist immer erlaubt.",
      item: z.enum(PAGE_PERMISSIONS),
      max: PAGE_PERMISSIONS.length,
      answer: z.array(z.enum(PAGE_PERMISSIONS)),
    }),
    status: field.value("Status", z.enum(COMPANY_STATUSES), { write: "never" }),
    accounts: field.value("Accounts", z.number().int(), { write: "never" }),
  },
  list: {
    columns: ["customer_number", "name", "relation", "city", "status", "accounts"],
    export: ["customer_number", "name", "relation", "street", "zip", "city", "country", "phone", "email", "website", "allowed_permissions"],
  },
  versionRequired: true,
});
