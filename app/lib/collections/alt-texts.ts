/**
 * The edit form's alternative texts (issue 27, decision 0531): one text input and one "dekorativ"
 * checkbox per image — `alt__<slot>` / `decorative__<slot>` for the main image and image fields,
 * `alt__<gallery>__<id>` / `decorative__<gallery>__<id>` for each gallery entry. The inputs sit
 * beside their image (outside the form element, joined to it by the `form` attribute), and the
 * action turns them into the payload's `alt_texts` and each gallery's `update`. Zod-free: the
 * browser renders the defaults from here too.
 */
type Row = Record<string, unknown>;
interface AltText {
  alt: string | null;
  decorative: boolean;
}
interface GalleryEntry extends AltText {
  id: number;
}

export const altName = (slot: string, id?: number) => (id === undefined ? `alt__${slot}` : `alt__${slot}__${id}`);
export const decorativeName = (slot: string, id?: number) => (id === undefined ? `decorative__${slot}` : `decorative__${slot}__${id}`);

const isDescribed = (t: Partial<AltText> | undefined) => Boolean(t && (t.decorative || (t.alt ?? "").trim()));

/** The alternative text of an item's single image (`image`, a logo). */
export const slotText = (item: Row, slot: string) => ((item.alt_texts ?? {}) as Record<string, AltText | undefined>)[slot];

/** The `alt` an image renders with in a preview: empty when decorative, its text, else `fallback`. */
export const imageAlt = (text: Partial<AltText> | null | undefined, fallback = "") => (text?.decorative ? "" : text?.alt?.trim() || fallback);

/** The form's initial alternative texts of an item (conform's default values). */
export function altDefaults(slots: readonly string[], galleries: readonly { field: string }[], item: Row | null): Record<string, string> {
  const values: Record<string, string> = {};
  const texts = (item?.alt_texts ?? {}) as Record<string, AltText | undefined>;
  for (const slot of slots) {
    values[altName(slot)] = texts[slot]?.alt ?? "";
    values[decorativeName(slot)] = texts[slot]?.decorative ? "on" : "";
  }
  for (const g of galleries) {
    for (const e of (item?.[g.field] as GalleryEntry[] | undefined) ?? []) {
      values[altName(g.field, e.id)] = e.alt ?? "";
      values[decorativeName(g.field, e.id)] = e.decorative ? "on" : "";
    }
  }
  return values;
}

/** How many images of an item have neither an alternative text nor the decorative mark. */
export function undescribedCount(slots: readonly string[], galleries: readonly { field: string }[], item: Row): number {
  const texts = (item.alt_texts ?? {}) as Record<string, AltText | undefined>;
  const slotFile = (slot: string) => (slot === "image" ? (item.image as { id?: string } | null)?.id : item[slot]);
  const single = slots.filter((slot) => slotFile(slot) && !isDescribed(texts[slot])).length;
  const gallery = galleries.reduce((n, g) => n + ((item[g.field] as GalleryEntry[] | undefined) ?? []).filter((e) => !isDescribed(e)).length, 0);
  return single + gallery;
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const ticked = (v: unknown) => v === "on" || (Array.isArray(v) && v.includes("on"));

/**
 * The payload part of the posted alternative texts: `alt_texts` for the slots the form showed,
 * and `{create: [], update}` for each gallery whose entries it showed (only entries of the loaded item).
 */
export function altPayload(slots: readonly string[], galleries: readonly { field: string }[], values: Row, loaded: Row | null): Row {
  const payload: Row = {};
  const alt_texts: Record<string, AltText> = {};
  for (const slot of slots) {
    if (!(altName(slot) in values) && !(decorativeName(slot) in values)) continue;
    alt_texts[slot] = { alt: text(values[altName(slot)]), decorative: ticked(values[decorativeName(slot)]) };
  }
  if (Object.keys(alt_texts).length) payload.alt_texts = alt_texts;
  for (const g of galleries) {
    const update = ((loaded?.[g.field] as GalleryEntry[] | undefined) ?? [])
      .filter((e) => altName(g.field, e.id) in values || decorativeName(g.field, e.id) in values)
      .map((e) => ({ id: e.id, alt: text(values[altName(g.field, e.id)]), decorative: ticked(values[decorativeName(g.field, e.id)]) }))
      // only what changed: an unchanged entry is not rewritten (nor audited)
      .filter((u, i, all) => {
        const before = ((loaded?.[g.field] as GalleryEntry[]) ?? []).find((e) => e.id === all[i]!.id);
        return !before || (before.alt ?? null) !== u.alt || before.decorative !== u.decorative;
      });
    if (update.length) payload[g.field] = { create: [], update };
  }
  return payload;
}
