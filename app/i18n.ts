/**
 * The German texts and their lookup, shared by server and client (decision 0512). Only the locale
 * 'de' exists, so there is no detection, no per-request instance and no provider: `t` reads the
 * bundled resources. It does what the texts use of i18next — dotted keys, `{{name}}`
 * interpolation without escaping (React escapes), `_one`/`_other` plurals by `count`, and
 * `returnObjects` — in a fraction of its bytes; `i18n.test.ts` holds it to i18next's answers for
 * every key. The types stay i18next's, so keys and `returnObjects` results are checked. The texts
 * themselves are kept by ./locales/registry.ts, where the area modules add theirs.
 */
import type { TFunction } from "i18next";
import { initialResources, type GermanResources } from "./locales/de";
import { addResources, lookup } from "./locales/registry";

export const LOCALE = "de";
export const defaultNS = "common";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: GermanResources };
  }
}

addResources(initialResources);
const plurals = new Intl.PluralRules(LOCALE);

type Options = Record<string, unknown> & { count?: number; returnObjects?: boolean };

function translate(key: string, options: Options = {}): unknown {
  const value = typeof options.count === "number" ? (lookup(`${key}_${plurals.select(options.count)}`) ?? lookup(key)) : lookup(key);
  if (typeof value === "string") return !value.includes("{{") ? value : value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in options ? String(options[name]) : match));
  if (value !== undefined && options.returnObjects) return value;
  return key;
}

/** Translate outside React (loaders, actions, toasts) and inside (via useTranslation). */
export const t = translate as unknown as TFunction;

const translation = { t };
/** The hook the components use; the texts never change at run time, so it is a constant. */
export function useTranslation(): { t: TFunction } {
  return translation;
}
