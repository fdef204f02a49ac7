import { boolean, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { users } from "./users";

/**
 * An uploaded company import between its dry run and its apply (decision 0953): the file's rows
 * as read (no JavaScript is needed to apply a file checked before; the form sends only the id)
 * and the dry run's outcome. A file whose dry run failed a row is never applied.
 */
export const companyImports = pgTable("company_imports", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  filename: text("filename").notNull(),
  /** the rows as read from the file: the line each starts on and its cells by the decision's column keys */
  rows: jsonb("rows").$type<{ line: number; values: Record<string, string> }[]>().notNull(),
  /** how many rows the dry run failed; > 0: never applied */
  failed: integer("failed").notNull(),
  /** the dry run's outcome as answered (rows and errors) */
  result: jsonb("result").$type<unknown>().notNull(),
  applied: boolean("applied").notNull().default(false),
  createdAt: timestamptz("created_at").notNull(),
  appliedAt: timestamptz("applied_at"),
});
export type CompanyImportRow = typeof companyImports.$inferSelect;
