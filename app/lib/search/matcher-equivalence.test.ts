/**
 * The matcher keeps folded haystacks per index (issue 10, bench/search.bench.ts). Held here to the
 * plain definition of spec "Search" — any field of the area contains the lower-cased term, first
 * 5 entries in index order — over the 10,000-entry bench index, keystroke by keystroke.
 */
import { describe, expect, it } from "vitest";
import { keystrokes, searchFixture } from "../../../bench/search-fixture";
import { normalizeQuery, search, SEARCH_AREA_ORDER, SEARCH_LIMIT, type SearchIndex } from "./matcher";

const fold = (text: string) => text.toLocaleLowerCase("de");

/** Which fields spec "Search" names per area, written out independently of the matcher. */
const FIELDS: { [A in keyof SearchIndex]-?: (entry: NonNullable<SearchIndex[A]>[number]) => (string | null)[] } = {
  brands: (b) => [b.name, b.company, ...b.supplier_nrs],
  suppliers: (s) => [s.name, s.company],
  news: (n) => [n.title, n.brand, n.abstract],
  calendar: (e) => [e.title, e.abstract, e.text],
  services: (s) => [s.name, s.title, s.teaser],
};

function plainIds(index: SearchIndex, query: string): Record<string, number[]> {
  const needle = normalizeQuery(query);
  const found: Record<string, number[]> = {};
  for (const area of SEARCH_AREA_ORDER) {
    const fields = FIELDS[area] as (entry: unknown) => (string | null)[];
    const entries = (index[area] ?? []) as { id: number }[];
    const ids = entries.filter((e) => fields(e).some((f) => f !== null && fold(f).includes(needle))).map((e) => e.id).slice(0, SEARCH_LIMIT);
    if (needle && ids.length) found[area] = ids;
  }
  return found;
}

const idsOf = (index: SearchIndex, query: string) => Object.fromEntries(search(index, query, "all").map((r) => [r.area, r.hits.map((h) => h.id)]));

describe("search matcher over the 10,000-entry bench index", () => {
  const index = searchFixture();

  it("finds what the plain definition finds, on every keystroke, also when typed again over the kept haystacks", () => {
    const typed = [...keystrokes(), "LF-1", "GmbH & Co. KG", "Bielefeld", "quartalsbeginn", "  ELBE  "];
    for (const round of [1, 2]) {
      for (const q of typed) expect(idsOf(index, q), `${q} (round ${round})`).toEqual(plainIds(index, q));
    }
    // The bench terms do find something, and the last one nothing after its fourth letter.
    expect(Object.keys(idsOf(index, "Küchenforum"))).toContain("calendar");
    expect(idsOf(index, "Quarzkeramik")).toEqual({});
  }, 60_000); // a correctness check over 10,000 entries, not a timing: the plain definition is slow on a busy machine

  it("matches inside one field only, never across two", () => {
    const calendar = [{ id: 1, title: "Hausmesse", abstract: "Neuheiten", text: "", date_from: "2026-04-01T08:00:00.000Z", link: "/calendar/1" }];
    const small: SearchIndex = { suppliers: [], services: [], calendar };
    expect(search(small, "messe", "calendar")[0]!.hits.map((h) => h.id)).toEqual([1]);
    expect(search(small, "messeneu", "calendar")).toEqual([]);
    expect(search(small, "messe\u0000neu", "calendar")).toEqual([]);
  });

  it("answers a changed index afresh: haystacks belong to the area list they were built from", () => {
    const renamed = { ...index, brands: index.brands.map((b) => ({ ...b, name: `${b.name} Zirbe` })) };
    expect(search(index, "zirbe", "brands")).toEqual([]);
    expect(search(renamed, "zirbe", "brands")[0]!.hits).toHaveLength(SEARCH_LIMIT);
  });
});
