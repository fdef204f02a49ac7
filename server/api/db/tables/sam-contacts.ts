import { index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { files } from "./files";

/** The association's own contact persons (spec §7 extranet/sam-contacts), shown under Service → Ansprechpartner. */
export const samContacts = pgTable("sam_contacts", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  /** e.g. "Einkauf Küche", "Mitgliederbetreuung" */
  role: text("role").notNull(),
  phone: text("phone"),
  email: text("email"),
  photo: uuid("photo").references(() => files.id, { onDelete: "set null" }),
});

/** Which association contact looks after which member company, in the order shown. */
export const companySamContacts = pgTable(
  "company_sam_contacts",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    samContactId: integer("sam_contact_id")
      .notNull()
      .references(() => samContacts.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.samContactId] }), index("company_sam_contacts_contact_idx").on(t.samContactId)],
);
