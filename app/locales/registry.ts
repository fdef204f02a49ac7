/**
 * The texts registered so far, and their lookup. `app/i18n.ts` registers the first visit's texts
 * (./de/index.ts) and translates; each area module of ./de registers its own texts here when a
 * screen shows them (registerContent …, see ./de/shell.ts). Both depend on this module and never
 * on each other, so the locale modules do not import the translator that imports them.
 */
import type { CustomTypeOptions } from "i18next";

/** The top-level keys of the German texts, as app/i18n.ts declares them to i18next. */
type AreaKey = keyof CustomTypeOptions["resources"]["common"];

const resources: Record<string, unknown> = {};

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
export function addResources(added: Partial<Record<AreaKey, object>>): void {
  merge(resources, added);
  resolved.clear();
}

// A page translates hundreds of keys per render; resolving each dotted path once (until texts are
// added) took ~2 % of a dashboard request's CPU.
const resolved = new Map<string, unknown>();

/** The text (or object of texts) at a dotted key; undefined when there is none. */
export function lookup(key: string): unknown {
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
