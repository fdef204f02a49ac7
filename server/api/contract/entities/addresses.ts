/**
 * Address of a company (spec §3 Company: address list with address_type, opening hours; §7
 * extranet/address; decisions 0303, 0527): created, edited and deleted by trading partners with
 * address management. The type is chosen when the address is created; the opening hours are
 * 1..n ranges per weekday, replaced as a whole (their own table, validated by opening-hours.ts).
 */
import { z } from "zod";
import { ADDRESS_TYPES } from "../values";
import { defineEntity, EMAIL_INVALID, field, TOO_LONG } from "../describe";

export const openingHourSchema = z.object({ weekday: z.number().int().min(1).max(7), from: z.string(), to: z.string() });
export type OpeningHour = z.infer<typeof openingHourSchema>;

export const ADDRESS_TYPE_LABELS = { PA: "descriptions.address.types.PA", RA: "descriptions.address.types.RA", PO: "descriptions.address.types.PO", FI: "descriptions.address.types.FI", CA: "descriptions.address.types.CA", LA: "descriptions.address.types.LA", SO: "descriptions.address.types.SO" } as const;
export const COUNTRY_CODE = /^[A-Za-z]{2}$/;
export const COUNTRY_MESSAGE = "descriptions.address.countryInvalid";

export const addressEntity = defineEntity({
  name: "address",
  scope: "company",
  /** the opening hours' own table, replaced as a whole */
  hooks: { openingHours: { fields: ["opening_hours"] } },
  labels: { one: "descriptions.address.one", many: "descriptions.address.many" },
  sections: { address: "descriptions.address.sections.address" },
  fields: {
    address_type: field.select("descriptions.address.addressType", ADDRESS_TYPES, ADDRESS_TYPE_LABELS, { required: true, write: "create", section: "address" }),
    name: field.text("descriptions.address.name", { max: 200, tooLong: TOO_LONG, section: "address" }),
    street: field.text("descriptions.address.street", { max: 200, tooLong: TOO_LONG, section: "address" }),
    zip: field.text("descriptions.address.zip", { max: 10, tooLong: TOO_LONG, section: "address" }),
    city: field.text("descriptions.address.city", { max: 100, tooLong: TOO_LONG, section: "address" }),
    country: field.pattern("descriptions.address.country", COUNTRY_CODE, COUNTRY_MESSAGE, { max: 10, required: true, upper: true, tooLong: TOO_LONG, section: "address" }),
    phone: field.text("descriptions.entities.phone", { max: 50, input: "tel", tooLong: TOO_LONG, section: "address" }),
    email: field.email("descriptions.entities.email", { invalid: EMAIL_INVALID, tooLong: TOO_LONG, section: "address" }),
    opening_hours: field.value("descriptions.address.openingHours", z.array(openingHourSchema).max(70), { column: false, answer: z.array(openingHourSchema) }),
  },
  list: { columns: ["address_type", "name", "street", "zip", "city", "country", "phone"], export: ["address_type", "name", "street", "zip", "city", "country", "phone"] },
  versionRequired: true,
});
