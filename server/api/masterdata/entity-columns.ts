/**
 * The API's binding of a described entity (contract/entities, decision 0527) to its Drizzle
 * table: a field is the column of the same name in camelCase (first_name → firstName), so the
 * payload → column mapping, the answer's plain fields, the select shape and the Directus query
 * spec come from the description. What is not a column (a junction, a lookup's joined object)
 * the entity's service adds itself.
 */
import type { Column } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { writableFields, type EntityDescription, type Fields } from "../contract/describe";
import { queryTypeOf } from "../items/field-types";
import type { QueryField } from "../items/query";

/** The Drizzle property of a field's column. */
export const columnOf = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const columnFields = (d: { fields: Fields }) => Object.entries(d.fields).filter(([, f]) => f.column !== false);

function column(table: PgTable, name: string): Column {
  const found = (table as unknown as Record<string, Column>)[columnOf(name)];
  if (!found) throw new Error(`field ${name} has no column ${columnOf(name)}`);
  return found;
}

/** Every column field must have its column (checked at start, like a collection's binding). */
export function checkColumns(d: { name: string; fields: Fields }, table: PgTable): void {
  for (const [name] of columnFields(d)) column(table, name);
}

/** The columns a payload writes: its writable column fields, by their Drizzle property (an empty text is no value: null). */
export function toColumns(d: { fields: Fields }, payload: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const name of writableFields(d, "create")) {
    if (d.fields[name]!.column === false || payload[name] === undefined) continue;
    columns[columnOf(name)] = payload[name] === "" ? null : payload[name];
  }
  return columns;
}

/** The answer's fields read straight from a row (the service adds joined objects and junctions after them). */
export function plainAnswer(d: { fields: Fields }, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(columnFields(d).map(([name]) => [name, row[columnOf(name)]]));
}

/** A select of id, every column field under its API name, and version. */
export function selectColumnsOf(d: { fields: Fields }, table: PgTable & { id: PgColumn; version: PgColumn }): Record<string, PgColumn> {
  return { id: table.id, ...Object.fromEntries(columnFields(d).map(([name]) => [name, column(table, name) as PgColumn])), version: table.version };
}

/** The Directus query spec's fields (decision 0720): id, every field by its input's type (lists output only), version. */
export function queryFieldsOf(d: EntityDescription, table: PgTable & { id: Column; version: Column }): Record<string, QueryField> {
  const fields: Record<string, QueryField> = { id: { column: table.id, type: "integer" } };
  for (const [name, f] of Object.entries(d.fields)) {
    const type = queryTypeOf(f);
    fields[name] = f.column === false || type === "json" ? { type } : { column: column(table, name), type };
  }
  fields.version = { column: table.version, type: "integer" };
  return fields;
}
