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
import { choiceId, defineEntity, EMAIL_INVALID, field, TOO_LONG } from "../describe";

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
    gender: field.select("Anrede", CONTACT_GENDERS, { F: "Frau", M: "Herr", C: "Divers" }, { required: false, section: "person" }),
    title: field.text("Titel", { max: 50, tooLong: TOO_LONG, section: "person" }),
    first_name: field.text("Vorname", { max: 100, tooLong: TOO_LONG, section: "person", autoComplete: "off" }),
    last_name: field.text("Nachname", { max: 100, required: "Bitte geben Sie den Nachnamen ein.", tooLong: TOO_LONG, section: "person", autoComplete: "off" }),
    post_title: field.text("Namenszusatz", { max: 50, tooLong: TOO_LONG, section: "person" }),
    // Spec §4: created as published; archiving is deleting (the list's "Archivieren"; the description's `archive`).
    status: field.select("Status", CONTENT_STATUSES, STATUS_LABELS, { required: true, initial: "published", section: "person" }),
    email: field.email("E-Mail", { invalid: EMAIL_INVALID, tooLong: TOO_LONG, section: "contact", autoComplete: "off" }),
    phone: field.text("Telefon", { max: 50, input: "tel", tooLong: TOO_LONG, section: "contact", autoComplete: "off" }),
    mobile: field.text("Mobil", { max: 50, input: "tel", tooLong: TOO_LONG, section: "contact", autoComplete: "off" }),
    position: field.select("Funktion", CONTACT_POSITIONS, { LTG: "Leitung", MA: "Mitarbeiter/in" }, { required: false, section: "organisation" }),
    department: field.lookup("Abteilung", { section: "organisation" }),
    jobtitle: field.lookup("Position", { section: "organisation" }),
    department_web: field.text("Abteilung (Website)", { max: 100, tooLong: TOO_LONG, section: "website" }),
    jobtitle_web: field.text("Position (Website)", { max: 100, tooLong: TOO_LONG, section: "website" }),
    quote: field.textarea("Zitat", { max: 1000, tooLong: TOO_LONG, section: "website" }),
    show_on_website: field.checkbox("Auf der Website anzeigen", { initial: true, section: "website" }),
    show_email: field.checkbox("E-Mail-Adresse auf der Website zeigen", { initial: true, section: "website" }),
    show_phone: field.checkbox("Telefonnummer auf der Website zeigen", { initial: true, section: "website" }),
    sales_countries: field.lookups("Länder", { section: "sales" }),
    sales_regions: field.lookups("Vertriebsregionen", { section: "sales" }),
    sales_states: field.lookups("Bundesländer", { section: "sales" }),
    /** ids of the brands the contact is responsible for; empty = all (decision 0612) */
    contact_brand: field.choices("Zuständig für Marken", {
      section: "sales",
      hint: "Keine Auswahl bedeutet: zuständig für alle Marken.",
      item: choiceId("Bitte wählen Sie Marken aus der Liste."),
      max: 100,
      answer: z.array(z.number().int()),
    }),
    thumbnail: field.image("Bild"),
    /** Directus relational update of the property junction (the contact properties screen) */
    property: field.value("Eigenschaften", z.array(contactPropertySchema), {
      column: false,
      payload: z
        .object({
          create: z.array(z.object({ definition_value_id: recordId })).default([]),
          delete: z.array(recordId).default([]),
        })
        .optional(),
    }),
    sort: field.value("Reihenfolge", z.number().int(), { write: "never" }),
    customer_created: field.value("Vom Kunden angelegt", z.boolean(), { write: "never" }),
    /** areas (website, career …) this contact is the contact person of; it cannot be archived then */
    areas: field.value("Bereiche", z.array(z.string()), { write: "never", column: false }),
  },
  list: { columns: ["email", "phone", "status"], export: ["email", "phone", "mobile", "status"] },
  versionRequired: false,
});
