/** How a described field's value reads in a list cell or a read-only view (German formats). */
import type { ScreenField } from "../../../server/api/collections/describe";
import { formatDate, formatMoney } from "~/lib/format";

export interface ItemLike {
  translations: readonly ({ languages_code: string; status: string } & Record<string, unknown>)[];
  [field: string]: unknown;
}

/** The de translation row (the UI edits German; the data keeps languages_code for more). */
export const germanOf = (item: ItemLike) => item.translations.find((t) => t.languages_code === "de");

export function rawValue(item: ItemLike, field: Pick<ScreenField, "name" | "translated">): unknown {
  return field.translated ? germanOf(item)?.[field.name] : item[field.name];
}

export function displayValue(item: ItemLike, field: Pick<ScreenField, "name" | "translated" | "input" | "options">, yesNo: [string, string], contacts: readonly { value: string; label: string }[] = []): string {
  const value = rawValue(item, field);
  if (value === null || value === undefined || value === "") return "–";
  switch (field.input) {
    case "date":
      return formatDate(`${String(value)}T12:00:00Z`);
    case "money":
      return formatMoney(Number(value));
    case "checkbox":
      return value ? yesNo[0] : yesNo[1];
    case "select":
      return field.options?.find((o) => o.value === value)?.label ?? String(value);
    case "tags":
      return Array.isArray(value) ? value.join(", ") : String(value);
    case "contact":
      return contacts.find((c) => c.value === String(value))?.label ?? String(value);
    default:
      return String(value);
  }
}

/** The entry's name in lists, headings and screen-reader labels. */
export const itemName = (item: ItemLike) => String(germanOf(item)?.title ?? item.internal_title ?? item.id);
