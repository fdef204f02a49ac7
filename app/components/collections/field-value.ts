/** How a described field's value reads in a list cell or a read-only view (German formats). */
import type { ScreenField } from "#contract/describe";
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

type Choices = readonly { value: string; label: string }[];

/** The label of a chosen value, the value itself if it is not among the choices. */
const labelOf = (choices: Choices | undefined, value: unknown) => choices?.find((c) => c.value === String(value))?.label ?? String(value);

/**
 * `choices` names the values of relation, icon and address fields (by field name, or "icon" /
 * "address" for every field of that input), as the screens loaded them.
 */
export function displayValue(
  item: ItemLike,
  field: Pick<ScreenField, "name" | "translated" | "input" | "options">,
  yesNo: [string, string],
  contacts: Choices = [],
  choices: Record<string, Choices | undefined> = {},
): string {
  const value = rawValue(item, field);
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "–";
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
      return labelOf(contacts, value);
    case "address":
    case "icon":
      return labelOf(choices[field.name] ?? choices[field.input], value);
    case "relations":
      return Array.isArray(value) ? value.map((v) => labelOf(choices[field.name], v)).join(", ") : String(value);
    case "productGroups":
      return Array.isArray(value) ? value.map((v) => labelOf(choices[field.name] ?? choices[field.input], v)).join(", ") : String(value);
    default:
      return String(value);
  }
}

/** The entry's name in lists, headings and screen-reader labels: the description's name field, else the translation's title or the internal title. */
export const itemName = (item: ItemLike, nameField?: string | null) => String((nameField ? item[nameField] : undefined) ?? germanOf(item)?.title ?? item.internal_title ?? item.id);
