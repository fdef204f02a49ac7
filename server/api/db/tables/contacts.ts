import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { CONTACT_GENDERS, CONTACT_POSITIONS, CONTENT_STATUSES, type ContactGender, type ContactPosition, type ContentStatus } from "../../values/lists";
import { companies } from "./companies";
import { inList, timestamps } from "./columns";
import { definitionValues } from "./definition-values";
import { files } from "./files";
import { lookups } from "./lookups";

/** A contact person of a company (spec §3 Contact). Never deleted: "delete" archives it (spec §4). */
export const contacts = pgTable(
  "contacts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<ContentStatus>().notNull().default("published"),
    firstName: text("first_name"),
    lastName: text("last_name").notNull(),
    title: text("title"),
    postTitle: text("post_title"),
    gender: text("gender").$type<ContactGender>(),
    position: text("position").$type<ContactPosition>(),
    email: text("email"),
    phone: text("phone"),
    mobile: text("mobile"),
    department: text("department").references(() => lookups.id, { onDelete: "set null" }),
    jobtitle: text("jobtitle").references(() => lookups.id, { onDelete: "set null" }),
    /** department and job title as shown on the partner's website */
    departmentWeb: text("department_web"),
    jobtitleWeb: text("jobtitle_web"),
    quote: text("quote"),
    thumbnail: uuid("thumbnail").references(() => files.id, { onDelete: "set null" }),
    /** visibility flags on the partner's website */
    showOnWebsite: boolean("show_on_website").notNull().default(true),
    showEmail: boolean("show_email").notNull().default(true),
    showPhone: boolean("show_phone").notNull().default(true),
    salesCountries: text("sales_countries").array().notNull().default(sql`'{}'::text[]`),
    salesRegions: text("sales_regions").array().notNull().default(sql`'{}'::text[]`),
    salesStates: text("sales_states").array().notNull().default(sql`'{}'::text[]`),
    /** ids of the brands the contact is responsible for; empty = all brands (ids of deleted brands are ignored on read) */
    contactBrand: integer("contact_brand").array().notNull().default(sql`'{}'::integer[]`),
    sort: integer("sort").notNull().default(0),
    customerCreated: boolean("customer_created").notNull().default(true),
    /** optimistic concurrency: incremented on every update */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("contacts_company_sort_idx").on(t.companyId, t.sort),
    check("contacts_status_check", inList(t.status, CONTENT_STATUSES)),
    check("contacts_gender_check", inList(t.gender, CONTACT_GENDERS)),
    check("contacts_position_check", inList(t.position, CONTACT_POSITIONS)),
  ],
);

/** Contact properties: definition values assigned to a contact (spec §3 property.definition_value_id). */
export const contactProperties = pgTable(
  "contact_properties",
  {
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    definitionValueId: integer("definition_value_id")
      .notNull()
      .references(() => definitionValues.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.definitionValueId] })],
);

/**
 * Which contact is the contact person of which area of the company (website, career, service …).
 * A contact named here cannot be archived (spec §5).
 */
export const areaContacts = pgTable(
  "area_contacts",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    area: text("area").notNull(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.area] }), index("area_contacts_contact_idx").on(t.contactId)],
);

export type ContactRow = typeof contacts.$inferSelect;
