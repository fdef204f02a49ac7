/**
 * The German texts and their lookup, shared by server and client (decision 0512). Only the locale
 * 'de' exists, so there is no detection, no per-request instance and no provider: `t` reads the
 * bundled resources. It does what the texts use of i18next — dotted keys, `{{name}}`
 * interpolation without escaping (React escapes), `_one`/`_other` plurals by `count`, and
 * `returnObjects` — in a fraction of its bytes; `i18n.test.ts` holds it to i18next's answers for
 * every key. The types stay i18next's, so keys and `returnObjects` results are checked.
 */
import type { TFunction } from "i18next";
import { initialResources, type GermanResources } from "./locales/de";

export const LOCALE = "de";
export const defaultNS = "common";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: GermanResources };
  }
}

const resources: Record<string, unknown> = { ...initialResources };
const plurals = new Intl.PluralRules(LOCALE);

function merge(target: Record<string, unknown>, added: object): void {
  for (const [key, value] of Object.entries(added)) {
    const present = target[key];
    if (present !== null && typeof present === "object" && value !== null && typeof value === "object" && !Array.isArray(value)) {
      // The shell's part of an area and the area's rest share keys (locales/de/shell.ts): merge, not replace.
      target[key] = { ...(present as Record<string, unknown>) };
      merge(target[key] as Record<string, unknown>, value);
    } else target[key] = value;
  }
}

/** Adds texts under their top-level keys, merged into what is there (see locales/de/shell.ts). */
export function addResources(added: Partial<Record<keyof GermanResources, object>>): void {
  merge(resources, added);
  resolved.clear();
}

// A page translates hundreds of keys per render; resolving each dotted path once (until texts are
// added) took ~2 % of a dashboard request's CPU.
const resolved = new Map<string, unknown>();

function lookup(key: string): unknown {
  if (resolved.has(key)) return resolved.get(key);
  let node: unknown = resources;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") {
      node = undefined;
      break;
    }
    node = (node as Record<string, unknown>)[part];
  }
  if (resolved.size > 10_000) resolved.clear(); // keys built from data stay bounded
  resolved.set(key, node);
  return node;
}

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
