/**
 * Spec §5 trading-partner search: fuzzy on the name (fuse.js, threshold 0.4, at least 2
 * characters) over normalised text, so case, umlauts and ß do not matter: "Moebel" finds
 * "Möbel", "strasse" finds "Straße". Runs in the browser while typing and in the loader for the
 * GET form without JavaScript, with the same result.
 */
import Fuse from "fuse.js";

const SPELLED_OUT: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** Lower case; ä/ö/ü/ß spelled out; other accents dropped (é → e); runs of blanks collapsed. */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => SPELLED_OUT[c]!)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

export const MIN_SEARCH_LENGTH = 2;
export const PARTNER_FUSE_OPTIONS = { threshold: 0.4, minMatchCharLength: MIN_SEARCH_LENGTH, ignoreLocation: true } as const;

/** The items whose name matches `term`, best first; every item while the term is shorter than 2. */
export function searchByName<T extends { name: string }>(items: readonly T[], term: string | null | undefined): T[] {
  const query = normaliseName(term ?? "");
  if (query.length < MIN_SEARCH_LENGTH) return [...items];
  const fuse = new Fuse(items, { ...PARTNER_FUSE_OPTIONS, keys: [{ name: "name", getFn: (item: T) => normaliseName(item.name) }] });
  return fuse.search(query).map((r) => r.item);
}
