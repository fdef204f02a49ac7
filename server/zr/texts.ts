/** The simulator's German texts (./texts-de.ts) and their placeholder filling. */
import texts from "./texts-de";

export const ZR_TEXTS = texts;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}

/** `_one` / `_other` pair as i18next would pick it for German */
export function plural(pair: { one: string; other: string }, count: number, values: Record<string, string | number> = {}): string {
  return fill(count === 1 ? pair.one : pair.other, { count, ...values });
}
