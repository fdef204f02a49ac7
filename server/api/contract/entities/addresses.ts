/**
 * Address of a company (spec §3 Company: address list with address_type, opening hours; §7
 * extranet/address; decisions 0303, 0527): created, edited and deleted by trading partners with
 * address management. The type is chosen when the address is created; the opening hours are
 * 1..n ranges per weekday, replaced as a whole (their own table, validated by opening-hours.ts).
 */
import { z } from "zod";
import { ADDRESS_TYPES } from "../values";
import { defineEntity, entityField } from "./describe";

export const openingHourSchema = z.object({ weekday: z.number().int().min(1).max(7), from: z.string(), to: z.string() });
export type OpeningHour = z.infer<typeof openingHourSchema>;

export const ADDRESS_TYPE_LABELS = { PA: "Hauptadresse", RA: "Rechnungsadresse", PO: "Postanschrift", FI: "Filiale", CA: "Kontaktadresse", LA: "Lieferadresse", SO: "Sonstige Adresse" } as const;
export const COUNTRY_CODE = /^[A-Za-z]{2}$/;
export const COUNTRY_MESSAGE = "Bitte geben Sie den Ländercode mit zwei Buchstaben an (z. B. DE).";

export const addressEntity = defineEntity({
  name: "address",
  scope: "company",
  /** the opening hours' own table, replaced as a whole */
  hooks: { openingHours: { fields: ["opening_hours"] } },
  labels: { one: "Adresse", many: "Adressen" },
  sections: { address: "Adresse" },
  fields: {
    address_type: entityField.select({ label: "Adresstyp", section: "address", values: ADDRESS_TYPES, labels: ADDRESS_TYPE_LABELS, required: true, write: "create" }),
    name: entityField.text({ label: "Bezeichnung", section: "address", max: 200 }),
    street: entityField.text({ label: "Straße und Hausnummer", section: "address", max: 200 }),
    zip: entityField.text({ label: "PLZ", section: "address", max: 10 }),
    city: entityField.text({ label: "Ort", section: "address", max: 100 }),
    country: entityField.pattern({ label: "Land (ISO-Code)", section: "address", max: 10, pattern: COUNTRY_CODE, message: COUNTRY_MESSAGE, required: true, upper: true }),
    phone: entityField.text({ label: "Telefon", section: "address", max: 50, input: "tel" }),
    email: entityField.email({ label: "E-Mail", section: "address" }),
    opening_hours: {
      label: "Öffnungszeiten",
      input: "none",
      column: false,
      schema: z.array(openingHourSchema).max(70),
      answer: z.array(openingHourSchema),
    },
  },
  list: { columns: ["address_type", "name", "street", "zip", "city", "country", "phone"], export: ["address_type", "name", "street", "zip", "city", "country", "phone"] },
  versionRequired: true,
});
