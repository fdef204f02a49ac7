import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { COMPANY_RELATIONS, type CompanyRelation, type PagePermission } from "../../values/permissions";
import { inList, postalColumns, timestamps, timestamptz } from "./columns";

/** A partner company: trading partner (HP), supplier (LF) or RP, which counts as supplier. */
export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    relation: text("relation").$type<CompanyRelation>().notNull(),
    /** the association's customer number (decision 0953); unique, the key of the company import; null for companies from before */
    customerNumber: text("customer_number"),
    ...postalColumns,
    website: text("website"),
    /**
     * The page permissions the company's accounts may be given (decision 0953), chosen by the
     * association; null: every permission of the company's user type (companies from before).
     */
    allowedPermissions: text("allowed_permissions").array().$type<PagePermission[]>(),
    /** suspended by the association (decision 0953): no account of the company signs in */
    suspendedAt: timestamptz("suspended_at"),
    /** optimistic concurrency for the partner's edits of the master data (PATCH items/company) */
    version: integer("version").notNull().default(1),
    /** the account managers require two-factor sign-in of every account (issue 29, decision 0551) */
    tfaRequired: boolean("tfa_required").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check("companies_relation_check", inList(t.relation, COMPANY_RELATIONS)),
    uniqueIndex("companies_customer_number_idx").on(t.customerNumber),
    // the association's company list (decision 0953): ordered by name
    index("companies_name_id_idx").on(t.name, t.id),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
