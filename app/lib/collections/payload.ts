/**
 * Payload preparation of spec §5 for every described collection: the edit form's values become
 * the POST/PATCH items/{collection} body — item fields through the shared preparePayload (emptied
 * fields sent as null, image objects reduced to ids, read-only fields removed), the de
 * translation as create (new) or update (has id), the version on updates.
 */
import type { CollectionDescription } from "#contract/describe";
import { preparePayload, splitTranslations } from "../editing/payload";

type Row = Record<string, unknown>;

/** The item as loaded from the API (only what the payload compares against). */
export interface LoadedItem {
  id: number;
  version: number;
  translations: readonly ({ id: number; languages_code: string } & Row)[];
  [field: string]: unknown;
}

/** Never sent: identity, bookkeeping, derived access flags, relations managed by their own calls. */
export const READ_ONLY = ["id", "sort", "version", "access", "disabled", "translations", "images", "trading_partners", "company", "created_at", "updated_at"] as const;

export function itemPayload(d: Pick<CollectionDescription, "fields" | "translations" | "image" | "status">, values: Row, loaded: LoadedItem | null): Row {
  const own = Object.keys(d.fields).filter((n) => d.fields[n]!.write !== "never");
  const pick = (source: Row, names: readonly string[]) => Object.fromEntries(names.filter((n) => n in source).map((n) => [n, source[n]]));
  // The main image and image fields (a logo) are sent as file ids; they are among `own` already.
  const imageFields = d.image ? ["image"] : [];
  const singleImages = [...imageFields, ...own.filter((n) => d.fields[n]!.input === "image")];
  const editable = [...own, ...imageFields, ...(d.status === "row" ? ["status"] : [])];
  const item = preparePayload(pick(values, editable), {
    images: singleImages,
    omit: READ_ONLY,
    loaded: loaded ? pick(loaded, editable) : undefined,
  });
  const version = loaded ? { version: values.version ?? loaded.version } : {};
  // A collection without translated fields (jobs, FAQs: spec §3) keeps everything on the row.
  if (Object.keys(d.translations).length === 0) return { ...item, ...version };
  const current = loaded?.translations.find((t) => t.languages_code === "de");
  const translation: Row = { ...pick(values, Object.keys(d.translations)), languages_code: "de" };
  if (d.status === "translations" && !loaded) translation.status = values.status;
  // A translated field the user emptied is sent as null, like an item field.
  for (const name of Object.keys(d.translations)) if (translation[name] === undefined || translation[name] === "") translation[name] = null;
  if (current) translation.id = current.id;
  return {
    ...item,
    translations: splitTranslations([translation]),
    ...version,
  };
}

/**
 * A singleton record's payload (the website settings): its own fields and one image field,
 * emptied fields as null, the image reduced to its id, the version on updates.
 */
export function singletonPayload(fields: readonly string[], imageField: string, values: Row, loaded: ({ version: number } & Row) | null): Row {
  const names = [...fields, imageField];
  const pick = (source: Row) => Object.fromEntries(names.filter((n) => n in source).map((n) => [n, source[n]]));
  const payload = preparePayload(pick(values), { images: [imageField], omit: READ_ONLY, loaded: loaded ? pick(loaded) : undefined });
  return loaded ? { ...payload, version: values.version ?? loaded.version } : payload;
}
