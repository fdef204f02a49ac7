/**
 * Payload preparation of spec §5, one pure module shared by every edit screen (contacts now;
 * website, career and page builder later): what the portal sends to items/{collection}.
 *
 * - null/undefined values are dropped — except a field the user emptied, which is sent as an
 *   explicit null (conform turns an empty input into undefined, so "cleared" is found by
 *   comparing with the record as loaded);
 * - translations are split into create (no id), update (has id) and an empty delete list;
 * - an image object ({id, …}) is reduced to its id;
 * - image lists: new images (no id) are sent as create, existing ones are not resent;
 * - read-only and relation fields are removed.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Row = Record<string, unknown>;

export interface PayloadOptions {
  /** fields never sent: read-only (id, date stamps, user stamps) and relations managed elsewhere */
  omit?: readonly string[];
  /** fields holding a single image/file: an object is reduced to its id */
  images?: readonly string[];
  /** fields holding an image list: only new entries (without id) are sent, as create */
  imageLists?: readonly string[];
  /** the field holding translation rows */
  translations?: string;
  /** the form's fields of the record as loaded; one that had a value and is now empty is sent as null ([] for lists) */
  loaded?: Row;
}

export interface TranslationsPatch<T> {
  create: T[];
  update: T[];
  delete: (string | number)[];
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

function hasId(value: unknown): value is { id: string | number } {
  return typeof value === "object" && value !== null && "id" in value && (value as { id: unknown }).id != null;
}

/** Translations split by whether a row exists already (spec §5); nothing is deleted implicitly. */
export function splitTranslations<T extends Row>(rows: readonly T[]): TranslationsPatch<T> {
  return {
    create: rows.filter((r) => !hasId(r)),
    update: rows.filter((r) => hasId(r)),
    delete: [],
  };
}

/** An image or logo object becomes its id; an id stays an id; nothing stays nothing. */
export function imageId(value: unknown): string | number | null | undefined {
  if (hasId(value)) return value.id;
  if (typeof value === "string" || typeof value === "number") return value;
  return value === null ? null : undefined;
}

export function preparePayload(values: Row, options: PayloadOptions = {}): Row {
  const omit = new Set(options.omit ?? []);
  const images = new Set(options.images ?? []);
  const imageLists = new Set(options.imageLists ?? []);
  const payload: Row = {};
  for (const [key, raw] of Object.entries(values)) {
    if (omit.has(key)) continue;
    let value: unknown = raw;
    if (images.has(key)) value = imageId(raw);
    else if (imageLists.has(key) && Array.isArray(raw)) {
      const created = raw.filter((entry) => !hasId(entry));
      value = created.length ? { create: created } : undefined;
    } else if (key === options.translations && Array.isArray(raw)) value = splitTranslations(raw as Row[]);
    if (value === null || value === undefined) continue;
    payload[key] = value;
  }
  // Emptied fields: present in the loaded record with a value, absent (or empty) now.
  if (options.loaded) {
    for (const [key, before] of Object.entries(options.loaded)) {
      if (omit.has(key) || imageLists.has(key) || key === options.translations) continue;
      if (!isEmpty(before) && isEmpty(values[key])) {
        payload[key] = Array.isArray(before) ? [] : null;
      }
    }
  }
  return payload;
}
