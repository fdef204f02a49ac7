/**
 * The texts registered so far, per language, and their lookup. `app/i18n.ts` registers the first
 * visit's German texts (./de/index.ts) and translates; each area module of ./de registers its own
 * texts here when a screen shows them (registerContent …, see ./de/shell.ts); the English texts
 * come all at once (./en/all-areas.ts on the server, ./en/screens.ts in an English browser). Both
 * depend on this module and never on each other, so the locale modules do not import the
 * translator that imports them. A language never falls back to another: a key missing in English
 * is missing (the tests fail on it), not silently German.
 */
import type { CustomTypeOptions } from "i18next";
import type { Language } from "#contract/values";

/** The top-level keys of the German texts, as app/i18n.ts declares them to i18next. */
type AreaKey = keyof CustomTypeOptions["resources"]["common"];

const resources: Record<Language, Record<string, unknown>> = { de: {}, en: {} };

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

/** Adds texts of `language` under their top-level keys, merged into what is there (see locales/de/shell.ts). */
export function addResources(language: Language, added: Partial<Record<AreaKey, object>>): void {
  merge(resources[language], added);
  resolved[language].clear();
}

// A page translates hundreds of keys per render; resolving each dotted path once (until texts are
// added) took ~2 % of a dashboard request's CPU.
const resolved: Record<Language, Map<string, unknown>> = { de: new Map(), en: new Map() };

/** The text (or object of texts) of `language` at a dotted key; undefined when there is none. */
export function lookup(language: Language, key: string): unknown {
  const cache = resolved[language];
  if (cache.has(key)) return cache.get(key);
  let node: unknown = resources[language];
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") {
      node = undefined;
      break;
    }
    node = (node as Record<string, unknown>)[part];
  }
  if (cache.size > 10_000) cache.clear(); // keys built from data stay bounded
  cache.set(key, node);
  return node;
}

/** Everything registered for `language`, for the tests that hold the languages to each other. */
export function resourcesOf(language: Language): Readonly<Record<string, unknown>> {
  return resources[language];
}
