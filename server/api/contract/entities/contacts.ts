/**
 * Contact (spec §3 Contact, §4, §7 items/contact; decision 0527): every field of a company's
 * contact person in form order. The caller's company's (scope), created as published, archived
 * instead of deleted (archive: refused while the contact is the contact person of an area — the
 * `areas` hook), properties assigned through their junction (the `properties` hook); the API's
 * binding implements the hooks (server/api/masterdata/contacts.ts).
 */
import { z } from "zod";
import { recordId } from "../ids";
import { CONTACT_GENDERS, CONTACT_POSITIONS, CONTENT_STATUSES } from "../values";
import { choiceId, defineEntity, entityField } from "./describe";

export const contactPropertySchema = z.object({ id: z.number().int(), definition_value_id: z.number().int() });

const STATUS_LABELS = { draft: "Entwurf", published: "Veröffentlicht", archived: "Archiviert" } as const;

export const contactEntity = defineEntity({
  name: "contact",
  scope: "company",
  archive: { field: "status", value: "archived", refusedWhile: "areas" },
  hooks: {
    /** the areas (website, career …) the contact is the contact person of; archiving is refused then */
    areas: { fields: ["areas"] },
    /** the property junction: created and deleted within the published definition values of the export */
    properties: { fields: ["property"] },
  },
  labels: { one: "Ansprechpartner", many: "Ansprechpartner" },
  sections: { person: "Person", contact: "Kontakt", organisation: "Abteilung und Position", website: "Website", sales: "Vertriebsgebiet" },
  fields: {
    gender: entityField.select({ label: "Anrede", section: "person", values: CONTACT_GENDERS, labels: { F: "Frau", M: "Herr", C: "Divers" } }),
    title: entityField.text({ label: "Titel", section: "person", max: 50 }),
    first_name: entityField.text({ label: "Vorname", section: "person", max: 100, autoComplete: "off" }),
    last_name: entityField.required({ label: "Nachname", section: "person", max: 100, message: "Bitte geben Sie den Nachnamen ein.", autoComplete: "off" }),
    post_title: entityField.text({ label: "Namenszusatz", section: "person", max: 50 }),
    // Spec §4: created as published; archiving is deleting (the list's "Archivieren"; the description's `archive`).
    status: entityField.select({ label: "Status", section: "person", values: CONTENT_STATUSES, labels: STATUS_LABELS, required: true, initial: "published" }),
    email: entityField.email({ label: "E-Mail", section: "contact", autoComplete: "off" }),
    phone: entityField.text({ label: "Telefon", section: "contact", max: 50, input: "tel", autoComplete: "off" }),
    mobile: entityField.text({ label: "Mobil", section: "contact", max: 50, input: "tel", autoComplete: "off" }),
    position: entityField.select({ label: "Funktion", section: "organisation", values: CONTACT_POSITIONS, labels: { LTG: "Leitung", MA: "Mitarbeiter/in" } }),
    department: entityField.lookup({ label: "Abteilung", section: "organisation" }),
    jobtitle: entityField.lookup({ label: "Position", section: "organisation" }),
    department_web: entityField.text({ label: "Abteilung (Website)", section: "website", max: 100 }),
    jobtitle_web: entityField.text({ label: "Position (Website)", section: "website", max: 100 }),
    quote: entityField.text({ label: "Zitat", section: "website", max: 1000, input: "textarea" }),
    show_on_website: entityField.checkbox({ label: "Auf der Website anzeigen", section: "website", initial: true }),
    show_email: entityField.checkbox({ label: "E-Mail-Adresse auf der Website zeigen", section: "website", initial: true }),
    show_phone: entityField.checkbox({ label: "Telefonnummer auf der Website zeigen", section: "website", initial: true }),
    sales_countries: entityField.lookups({ label: "Länder", section: "sales" }),
    sales_regions: entityField.lookups({ label: "Vertriebsregionen", section: "sales" }),
    sales_states: entityField.lookups({ label: "Bundesländer", section: "sales" }),
    /** ids of the brands the contact is responsible for; empty = all (decision 0612) */
    contact_brand: entityField.choices({
      label: "Zuständig für Marken",
      section: "sales",
      hint: "Keine Auswahl bedeutet: zuständig für alle Marken.",
      item: choiceId("Bitte wählen Sie Marken aus der Liste."),
      max: 100,
      answer: z.array(z.number().int()),
    }),
    thumbnail: entityField.image({ label: "Bild" }),
    /** Directus relational update of the property junction (the contact properties screen) */
    property: {
      label: "Eigenschaften",
      input: "none",
      column: false,
      schema: z.array(contactPropertySchema),
      answer: z.array(contactPropertySchema),
      payload: z
        .object({
          create: z.array(z.object({ definition_value_id: recordId })).default([]),
          delete: z.array(recordId).default([]),
        })
        .optional(),
    },
    sort: { label: "Reihenfolge", input: "none", write: "never", schema: z.number().int(), answer: z.number().int() },
    customer_created: { label: "Vom Kunden angelegt", input: "none", write: "never", schema: z.boolean(), answer: z.boolean() },
    /** areas (website, career …) this contact is the contact person of; it cannot be archived then */
    areas: { label: "Bereiche", input: "none", write: "never", column: false, schema: z.array(z.string()), answer: z.array(z.string()) },
  },
  list: { columns: ["email", "phone", "status"], export: ["email", "phone", "mobile", "status"] },
  versionRequired: false,
});
