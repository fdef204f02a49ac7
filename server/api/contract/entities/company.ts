/**
 * The company record a partner maintains itself (spec §3 Company, §7 items/company; decisions
 * 0305, 0527): address and contact details; name and relation belong to the association and are
 * answered only (a payload with them is refused).
 */
import { COMPANY_RELATIONS } from "../permissions";
import { defineEntity, entityField } from "./describe";
import { COUNTRY_CODE, COUNTRY_MESSAGE } from "./addresses";
import { z } from "zod";

export const companyEntity = defineEntity({
  name: "company",
  /** the caller's own company only (not a sub-account's) */
  scope: "own-record",
  labels: { one: "Firmenstammdaten", many: "Firmenstammdaten" },
  sections: { editable: "Anschrift und Kontakt" },
  fields: {
    name: { label: "Firmenname", input: "none", write: "never", schema: z.string(), answer: z.string() },
    relation: { label: "Geschäftsbeziehung", input: "none", write: "never", schema: z.enum(COMPANY_RELATIONS), answer: z.enum(COMPANY_RELATIONS) },
    street: entityField.text({ label: "Straße und Hausnummer", section: "editable", max: 200, autoComplete: "street-address" }),
    zip: entityField.text({ label: "PLZ", section: "editable", max: 10, autoComplete: "postal-code" }),
    city: entityField.text({ label: "Ort", section: "editable", max: 100, autoComplete: "address-level2" }),
    /** ISO 3166-1 alpha-2 */
    country: entityField.pattern({ label: "Land (ISO-Code, z. B. DE)", section: "editable", max: 10, pattern: COUNTRY_CODE, message: COUNTRY_MESSAGE, required: true, upper: true, autoComplete: "country" }),
    phone: entityField.text({ label: "Telefon", section: "editable", max: 50, input: "tel", autoComplete: "tel" }),
    email: entityField.email({ label: "E-Mail", section: "editable", autoComplete: "email" }),
    website: entityField.pattern({
      label: "Website",
      section: "editable",
      max: 300,
      pattern: /^https?:\/\/[^\s/$.?#][^\s]*$/i,
      message: "Bitte geben Sie eine Adresse mit http:// oder https:// an.",
      required: false,
      input: "url",
      autoComplete: "url",
    }),
  },
  list: { columns: ["name", "street", "zip", "city", "country", "phone", "email", "website"], export: ["name", "street", "zip", "city", "country", "phone", "email", "website"] },
  versionRequired: true,
});
