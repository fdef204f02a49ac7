/** List rules of spec §4: de-duplicated by id; brand favorites first, then by name. */

export function dedupeById<T extends { id: number | string }>(items: readonly T[]): T[] {
  const seen = new Set<number | string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

const collator = new Intl.Collator("de", { sensitivity: "base", numeric: true });

export function sortBrands<T extends { id: number; name: string; isFavorite: boolean }>(items: readonly T[]): T[] {
  return dedupeById(items).sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite) || collator.compare(a.name, b.name) || a.id - b.id);
}
