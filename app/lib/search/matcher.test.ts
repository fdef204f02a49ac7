import { describe, expect, it } from "vitest";
import { areasOf, normalizeQuery, scopeOf, search, SEARCH_LIMIT, type SearchIndex } from "./matcher";

const service = (id: number, title: string, extra: Partial<{ name: string; teaser: string }> = {}) => ({
  id,
  name: extra.name ?? `svc-${id}`,
  title,
  teaser: extra.teaser ?? "",
  link: `/serviceandmore/services/${id}`,
});

const hpIndex: SearchIndex = {
  brands: [
    { id: 1, name: "Nordholz Küchen", company: "Nordholz Möbelwerke GmbH", supplier_nrs: ["LF-10001"], link: "/brands/1" },
    { id: 2, name: "Bergmann Polster", company: "Bergmann Polstermöbel KG", supplier_nrs: ["LF-20002", "LF-20003"], link: "/brands/2" },
  ],
  suppliers: [{ id: 1, name: "Nordholz Küchen", company: "Nordholz Möbelwerke GmbH", services: ["Prospektservice"], link: "/serviceandmore/services/3" }],
  news: [
    { id: 10, title: "Neue Jahreskonditionen", brand: null, abstract: "Die Konditionen stehen bereit.", link: "/news/10" },
    { id: 11, title: "Frontfarben", brand: "Nordholz Küchen", abstract: "Drei neue Mattlackfronten.", link: "/news/11" },
  ],
  calendar: [{ id: 20, title: "Hausmesse", abstract: "Neuheiten", text: "Treffpunkt in der Küchenwelt", date_from: "2026-04-01T08:00:00.000Z", link: "/calendar/20" }],
  services: [service(3, "Prospektservice", { teaser: "Beteiligung an Prospekten" }), service(4, "Logistik", { name: "logistik", teaser: "Lager" })],
};

const lfIndex: SearchIndex = { ...hpIndex, brands: undefined };

describe("search matcher", () => {
  it("matches case-insensitively as a substring, not fuzzy", () => {
    const results = search(hpIndex, "  KÜCHEN ", "all");
    expect(results.map((r) => r.area)).toEqual(["brands", "suppliers", "news", "calendar"]);
    expect(search(hpIndex, "Kuechen", "all")).toEqual([]);
    expect(search(hpIndex, "Nordhloz", "all")).toEqual([]);
    expect(normalizeQuery(" ÄRGER ")).toBe("ärger");
  });

  it("searches the spec's fields per area", () => {
    // brands: name, company name, supplier numbers
    expect(search(hpIndex, "lf-20003", "brands")[0]!.hits.map((h) => h.id)).toEqual([2]);
    expect(search(hpIndex, "Polstermöbel", "brands")[0]!.hits.map((h) => h.id)).toEqual([2]);
    // news: title, brand name, abstract
    expect(search(hpIndex, "mattlack", "news")[0]!.hits.map((h) => h.id)).toEqual([11]);
    expect(search(hpIndex, "nordholz", "news")[0]!.hits.map((h) => h.id)).toEqual([11]);
    // calendar: title, abstract, text
    expect(search(hpIndex, "treffpunkt", "calendar")[0]!.hits).toEqual([
      { id: 20, title: "Hausmesse", detail: null, date: "2026-04-01T08:00:00.000Z", link: "/calendar/20" },
    ]);
    // services: name, title, teaser
    expect(search(hpIndex, "logistik", "services")[0]!.hits.map((h) => h.id)).toEqual([4]);
    expect(search(hpIndex, "beteiligung", "services")[0]!.hits.map((h) => h.id)).toEqual([3]);
    // a field outside the list does not match: the link of a service
    expect(search(hpIndex, "serviceandmore", "services")).toEqual([]);
  });

  it("limits every area to 5 hits", () => {
    const many: SearchIndex = { ...hpIndex, services: Array.from({ length: 12 }, (_, i) => service(100 + i, `Service ${i}`)) };
    const [services] = search(many, "service", "services");
    expect(SEARCH_LIMIT).toBe(5);
    expect(services!.hits.map((h) => h.id)).toEqual([100, 101, 102, 103, 104]);
    expect(search(many, "service", "all").every((r) => r.hits.length <= 5)).toBe(true);
  });

  it("offers brands to HP users only: the area is missing from a supplier's index", () => {
    expect(areasOf(hpIndex)).toEqual(["brands", "suppliers", "news", "calendar", "services"]);
    expect(areasOf(lfIndex)).toEqual(["suppliers", "news", "calendar", "services"]);
    expect(search(lfIndex, "Polster", "brands")).toEqual([]);
    expect(search(lfIndex, "küchen", "all").map((r) => r.area)).toEqual(["suppliers", "news", "calendar"]);
    expect(scopeOf("brands", areasOf(lfIndex))).toBe("all");
    expect(scopeOf("news", areasOf(lfIndex))).toBe("news");
  });

  it("finds nothing for an empty term", () => {
    expect(search(hpIndex, "   ", "all")).toEqual([]);
  });
});
