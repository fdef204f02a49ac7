/**
 * The header search of spec "Search": case-insensitive substring match (not fuzzy) over the
 * search index, at most 5 hits per area, on the spec's fields per area. Pure and isomorphic: the
 * browser runs it over the index it fetched once per session, the /search page (no JavaScript)
 * runs the very same function on the server.
 */
import type { SearchArea, SearchIndex } from "#contract/portal";

export type { SearchArea, SearchIndex };
/** "all" searches every area the index holds. */
export type SearchScope = "all" | SearchArea;

/** Spec order: brands (HP only), service providers, news, calendar, service pool. */
export const SEARCH_AREA_ORDER = ["brands", "suppliers", "news", "calendar", "services"] as const satisfies readonly SearchArea[];
export const SEARCH_LIMIT = 5;

export interface SearchHit {
  id: number;
  title: string;
  /** a second line (company, brand, teaser), if any */
  detail: string | null;
  /** ISO date (calendar), formatted by the screen */
  date: string | null;
  link: string;
}
export interface AreaResult {
  area: SearchArea;
  hits: SearchHit[];
}

type Entry<A extends SearchArea> = NonNullable<SearchIndex[A]>[number];
interface AreaSpec<A extends SearchArea> {
  /** the fields spec "Search" names for the area */
  fields: (entry: Entry<A>) => (string | null)[];
  hit: (entry: Entry<A>) => Omit<SearchHit, "id" | "link">;
}

const AREAS: { [A in SearchArea]: AreaSpec<A> } = {
  brands: {
    fields: (b) => [b.name, b.company, ...b.supplier_nrs],
    hit: (b) => ({ title: b.name, detail: b.company, date: null }),
  },
  suppliers: {
    fields: (s) => [s.name, s.company],
    hit: (s) => ({ title: s.name, detail: s.services.join(", ") || s.company, date: null }),
  },
  news: {
    fields: (n) => [n.title, n.brand, n.abstract],
    hit: (n) => ({ title: n.title, detail: n.brand, date: null }),
  },
  calendar: {
    fields: (e) => [e.title, e.abstract, e.text],
    hit: (e) => ({ title: e.title, detail: null, date: e.date_from }),
  },
  services: {
    fields: (s) => [s.name, s.title, s.teaser],
    hit: (s) => ({ title: s.title, detail: s.teaser || null, date: null }),
  },
};

const fold = (text: string) => text.toLocaleLowerCase("de");

/** The search term as it is matched: trimmed and lower-cased; empty means "no search". */
export function normalizeQuery(query: string): string {
  return fold(query.trim());
}

/**
 * Between an entry's folded fields in its haystack. Stored text never holds it (PostgreSQL text
 * cannot), so a term can only match inside one field, as if each field were searched alone.
 */
const FIELD_SEPARATOR = "\u0000";

/**
 * The folded, joined match fields per entry, kept per area list of an index: the browser matches
 * every keystroke over the same index, so each entry is lower-cased once, not once per keystroke
 * (issue 10: ≤ 5 ms per keystroke over 10,000 entries). Filled lazily while scanning, so a search
 * that stops early at 5 hits folds no more than before.
 */
const haystacks = new WeakMap<readonly unknown[], string[]>();

function haystacksOf(entries: readonly unknown[]): string[] {
  let folded = haystacks.get(entries);
  if (!folded) haystacks.set(entries, (folded = new Array<string>(entries.length)));
  return folded;
}

function matchArea<A extends SearchArea>(area: A, entries: Entry<A>[], needle: string): SearchHit[] {
  if (needle.includes(FIELD_SEPARATOR)) return [];
  const spec = AREAS[area];
  const folded = haystacksOf(entries);
  const hits: SearchHit[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const haystack = (folded[i] ??= spec
      .fields(entry)
      .filter((field): field is string => field !== null)
      .map(fold)
      .join(FIELD_SEPARATOR));
    if (!haystack.includes(needle)) continue;
    hits.push({ id: entry.id, link: entry.link, ...spec.hit(entry) });
    if (hits.length === SEARCH_LIMIT) break;
  }
  return hits;
}

/** The areas an index holds (an area the user may not open is missing from it). */
export function areasOf(index: SearchIndex): SearchArea[] {
  return SEARCH_AREA_ORDER.filter((area) => index[area] !== undefined);
}

/** Hits per area, in spec order, only areas with hits; an empty term or an unknown area finds nothing. */
export function search(index: SearchIndex, query: string, scope: SearchScope): AreaResult[] {
  const needle = normalizeQuery(query);
  if (!needle) return [];
  const areas = scope === "all" ? areasOf(index) : areasOf(index).filter((a) => a === scope);
  return areas
    .map((area) => ({ area, hits: matchArea(area, (index[area] ?? []) as Entry<typeof area>[], needle) }))
    .filter((r) => r.hits.length > 0);
}

/** A scope from a query parameter: one of the given areas, else "all". */
export function scopeOf(raw: string | null | undefined, areas: readonly SearchArea[]): SearchScope {
  return areas.find((a) => a === raw) ?? "all";
}
