/** Spec §5 document search: fuzzy on the name, threshold 0.4, minimum match length 2. */
import Fuse from "fuse.js";

export const DOCUMENT_FUSE_OPTIONS = { keys: ["name"], threshold: 0.4, minMatchCharLength: 2, ignoreLocation: true };

export function fuzzyByName<T extends { name: string }>(items: readonly T[], term: string | undefined): T[] {
  const query = term?.trim() ?? "";
  if (query.length < 2) return [...items];
  return new Fuse(items, DOCUMENT_FUSE_OPTIONS).search(query).map((r) => r.item);
}
