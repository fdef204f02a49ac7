/**
 * What the collection screens do with loaded entries, kept pure for unit tests (issue 14):
 * the employee-feedback list's filter (spec §5) and "create from template".
 */

export interface ScreenItem {
  id: number;
  access: "edit" | "read";
  disabled: boolean;
  image: { id: string; filename_download: string } | null;
  translations: readonly ({ languages_code: string; status: string } & Record<string, unknown>)[];
  [field: string]: unknown;
}

/** Spec §5 "Employee-feedback lists keep only entries with exactly one trading partner": the company's own, manageable ones. */
export function keepManageable<T extends Pick<ScreenItem, "access">>(items: readonly T[]): T[] {
  return items.filter((i) => i.access === "edit");
}

/**
 * The values a new entry starts from when created from a template: the template's fields, no
 * longer a template, a draft (spec §4), no identity. An image of a template the association
 * shares stays the association's file, so only an own template's image is taken over.
 */
export function templatePrefill<T extends ScreenItem>(template: T, templateField: string): ScreenItem {
  const { id: _id, version: _v, sort: _s, access, disabled: _d, ...values } = template;
  return {
    ...values,
    id: 0,
    access: "edit",
    disabled: false,
    image: access === "edit" ? template.image : null,
    translations: template.translations.map(({ id: _t, ...t }) => ({ ...t, status: "draft" })),
    [templateField]: false,
    status: "draft",
  };
}
