/**
 * The company record a partner maintains itself (spec §3 Company, §7 items/company; decisions
 * 0305, 0527): address and contact details; name and relation belong to the association and are
 * answered only (a payload with them is refused).
 */
import { COMPANY_RELATIONS } from "../permissions";
import { defineEntity, EMAIL_INVALID, field, TOO_LONG } from "../describe";
import { COUNTRY_CODE, COUNTRY_MESSAGE } from "./addresses";
import { z } from "zod";

export const companyEntity = defineEntity({
  name: "company",
  /** the caller's own company only (not a sub-account's) */
  scope: "own-record",
  labels: { one: "descriptions.company.one", many: "descriptions.company.many" },
  sections: { editable: "descriptions.company.sections.editable" },
  fields: {
    name: field.value("descriptions.company.name", z.string(), { write: "never" }),
    relation: field.value("descriptions.company.relation", z.enum(COMPANY_RELATIONS), { write: "never" }),
    street: field.text("descriptions.company.street", { max: 200, tooLong: TOO_LONG, section: "editable", autoComplete: "street-address" }),
    zip: field.text("descriptions.company.zip", { max: 10, tooLong: TOO_LONG, section: "editable", autoComplete: "postal-code" }),
    city: field.text("descriptions.company.city", { max: 100, tooLong: TOO_LONG, section: "editable", autoComplete: "address-level2" }),
    /** ISO 3166-1 alpha-2 */
    country: field.pattern("descriptions.company.country", COUNTRY_CODE, COUNTRY_MESSAGE, { max: 10, required: true, upper: true, tooLong: TOO_LONG, section: "editable", autoComplete: "country" }),
    phone: field.text("descriptions.entities.phone", { max: 50, input: "tel", tooLong: TOO_LONG, section: "editable", autoComplete: "tel" }),
    email: field.email("descriptions.entities.email", { invalid: EMAIL_INVALID, tooLong: TOO_LONG, section: "editable", autoComplete: "email" }),
    website: field.pattern("descriptions.company.website", /^https?:\/\/[^\s/$.?#][^\s]*$/i, "descriptions.company.websiteInvalid", {
      max: 300,
      tooLong: TOO_LONG,
      input: "url",
      section: "editable",
      autoComplete: "url",
    }),
  },
  list: { columns: ["name", "street", "zip", "city", "country", "phone", "email", "website"], export: ["name", "street", "zip", "city", "country", "phone", "email", "website"] },
  versionRequired: true,
});
