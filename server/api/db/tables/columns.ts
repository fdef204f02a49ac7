import { sql, type SQL } from "drizzle-orm";
import { integer, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** timestamptz mapped to JS Date; every time column in the schema uses it. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** created_at / updated_at pair shared by the content tables. */
export const timestamps = {
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A postal address with phone and e-mail, as a company and each of its addresses hold it. */
export const postalColumns = {
  street: text("street"),
  zip: text("zip"),
  city: text("city"),
  /** ISO 3166-1 alpha-2 */
  country: text("country").notNull().default("DE"),
  phone: text("phone"),
  email: text("email"),
};

/**
 * `column IN ('a','b')` for CHECK constraints. Plain text + CHECK instead of pgEnum because
 * drizzle-kit qualifies enum types with "public", which would break the schema-per-test setup
 * and makes adding a value a type migration.
 */
export function inList(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(literals)})`;
}

/**
 * The association's catalogues (brands, instructions, service pool, SAM tags; issue 39, decision 0957):
 * archived instead of deleted (archived_at set: gone from every partner read, restorable), and
 * versioned, so an edit names the version it loaded.
 */
export const catalogueColumns = {
  archivedAt: timestamptz("archived_at"),
  version: integer("version").notNull().default(1),
};

/** THE condition of every partner read of a catalogue (decision 0957): the record is not archived. */
export const notArchived = (table: { archivedAt: AnyPgColumn }): SQL => sql`${table.archivedAt} is null`;
