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
import { choiceId, defineEntity, EMAIL_INVALID, field, STATUS_LABELS, TOO_LONG } from "../describe";

export const contactPropertySchema = z.object({ id: z.number().int(), definition_value_id: z.number().int() });

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
  labels: { one: "descriptions.contact.one", many: "descriptions.contact.many" },
  sections: { person: "descriptions.contact.sections.person", contact: "descriptions.contact.sections.contact", organisation: "descriptions.contact.sections.organisation", website: "descriptions.contact.sections.website", sales: "descriptions.contact.sections.sales" },
  fields: {
    gender: field.select("descriptions.contact.gender", CONTACT_GENDERS, { F: "descriptions.contact.genderOptions.F", M: "descriptions.contact.genderOptions.M", C: "descriptions.contact.genderOptions.C" }, { required: false, section: "person" }),
    title: field.text("descriptions.contact.title", { max: 50, tooLong: TOO_LONG, section: "person" }),
    first_name: field.text("descriptions.contact.firstName", { max: 100, tooLong: TOO_LONG, section: "person", autoComplete: "off" }),
    last_name: field.text("descriptions.contact.lastName", { max: 100, required: "descriptions.contact.lastNameRequired", tooLong: TOO_LONG, section: "person", autoComplete: "off" }),
    post_title: field.text("descriptions.contact.postTitle", { max: 50, tooLong: TOO_LONG, section: "person" }),
    // Spec §4: created as published; archiving is deleting (the list's "Archivieren"; the description's `archive`).
    status: field.select("descriptions.entities.status", CONTENT_STATUSES, STATUS_LABELS, { required: true, initial: "published", section: "person" }),
    email: field.email("descriptions.entities.email", { invalid: EMAIL_INVALID, tooLong: TOO_LONG, section: "contact", autoComplete: "off" }),
    phone: field.text("descriptions.entities.phone", { max: 50, input: "tel", tooLong: TOO_LONG, section: "contact", autoComplete: "off" }),
    mobile: field.text("descriptions.contact.mobile", { max: 50, input: "tel", tooLong: TOO_LONG, section: "contact", autoComplete: "off" }),
    position: field.select("descriptions.contact.position", CONTACT_POSITIONS, { LTG: "descriptions.contact.positionOptions.LTG", MA: "descriptions.contact.positionOptions.MA" }, { required: false, section: "organisation" }),
    department: field.lookup("descriptions.contact.department", { section: "organisation" }),
    jobtitle: field.lookup("descriptions.contact.jobtitle", { section: "organisation" }),
    department_web: field.text("descriptions.contact.departmentWeb", { max: 100, tooLong: TOO_LONG, section: "website" }),
    jobtitle_web: field.text("descriptions.contact.jobtitleWeb", { max: 100, tooLong: TOO_LONG, section: "website" }),
    quote: field.textarea("descriptions.contact.quote", { max: 1000, tooLong: TOO_LONG, section: "website" }),
    show_on_website: field.checkbox("descriptions.contact.showOnWebsite", { initial: true, section: "website" }),
    show_email: field.checkbox("descriptions.contact.showEmail", { initial: true, section: "website" }),
    show_phone: field.checkbox("descriptions.contact.showPhone", { initial: true, section: "website" }),
    sales_countries: field.lookups("descriptions.contact.salesCountries", { section: "sales" }),
    sales_regions: field.lookups("descriptions.contact.salesRegions", { section: "sales" }),
    sales_states: field.lookups("descriptions.contact.salesStates", { section: "sales" }),
    /** ids of the brands the contact is responsible for; empty = all (decision 0612) */
    contact_brand: field.choices("descriptions.contact.contactBrand", {
      section: "sales",
      hint: "descriptions.contact.contactBrandHint",
      item: choiceId("descriptions.contact.contactBrandInvalid"),
      max: 100,
      answer: z.array(z.number().int()),
    }),
    thumbnail: field.image("descriptions.contact.thumbnail"),
    /** Directus relational update of the property junction (the contact properties screen) */
    property: field.value("descriptions.contact.property", z.array(contactPropertySchema), {
      column: false,
      payload: z
        .object({
          create: z.array(z.object({ definition_value_id: recordId })).default([]),
          delete: z.array(recordId).default([]),
        })
        .optional(),
    }),
    sort: field.value("descriptions.contact.sort", z.number().int(), { write: "never" }),
    customer_created: field.value("descriptions.contact.customerCreated", z.boolean(), { write: "never" }),
    /** areas (website, career …) this contact is the contact person of; it cannot be archived then */
    areas: field.value("descriptions.contact.areas", z.array(z.string()), { write: "never", column: false }),
  },
  list: { columns: ["email", "phone", "status"], export: ["email", "phone", "mobile", "status"] },
  versionRequired: false,
});
