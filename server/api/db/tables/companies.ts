import { boolean, check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { COMPANY_RELATIONS, type CompanyRelation } from "../../contract/permissions";
import { inList, timestamps } from "./columns";

/** A partner company: trading partner (HP), supplier (LF) or RP, which counts as supplier. */
export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    relation: text("relation").$type<CompanyRelation>().notNull(),
    street: text("street"),
    zip: text("zip"),
    city: text("city"),
    /** ISO 3166-1 alpha-2 */
    country: text("country").notNull().default("DE"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    /** optimistic concurrency for the partner's edits of the master data (PATCH items/company) */
    version: integer("version").notNull().default(1),
    /** the account managers require two-factor sign-in of every account (issue 29, decision 0551) */
    tfaRequired: boolean("tfa_required").notNull().default(false),
    ...timestamps,
  },
  (t) => [check("companies_relation_check", inList(t.relation, COMPANY_RELATIONS))],
);

export type CompanyRow = typeof companies.$inferSelect;
