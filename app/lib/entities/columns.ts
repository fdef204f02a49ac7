/**
 * How a described entity's field reads in a list cell and an export (decision 0527): the choice's
 * German label, a lookup's name, lists joined — zod-free, from the screen projection.
 */
import type { EntityScreenField } from "#contract/describe";

const nameOf = (v: unknown) => (typeof v === "object" && v !== null ? String((v as { name?: unknown; id?: unknown }).name ?? (v as { id?: unknown }).id ?? "") : String(v));

export function entityText(field: Pick<EntityScreenField, "input" | "options">, value: unknown, yesNo: [string, string] = ["Ja", "Nein"]): string {
  if (value === null || value === undefined) return "";
  switch (field.input) {
    case "select":
      return field.options?.find((o) => o.value === value)?.label ?? String(value);
    case "checkbox":
      return value ? yesNo[0] : yesNo[1];
    case "lookup":
      return nameOf(value);
    case "lookups":
    case "choices":
      return Array.isArray(value) ? value.map(nameOf).join(", ") : String(value);
    default:
      return String(value);
  }
}

/** The description's list (or export) columns over rows of the entity: a header and a text per row. */
export function entityColumns<T extends Record<string, unknown>>(fields: readonly EntityScreenField[]) {
  return fields.map((f) => ({ key: f.name, header: f.label, value: (row: T) => entityText(f, row[f.name]) }));
}
