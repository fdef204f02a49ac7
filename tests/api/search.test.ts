/**
 * GET extranet/search (issue 30, decision 0561): German words with stemming, umlaut spellings,
 * typos, the area filter, paging, excerpts with marks; and, for every actor of the access matrix,
 * never a hit the actor's own list of that area would not show.
 */
import { describe, expect, it } from "vitest";
import { EXCERPT_MARK_END, EXCERPT_MARK_START, type FullSearchAnswer, type FullSearchArea } from "#contract/search";
import { eq } from "drizzle-orm";
import { news } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { ACTOR_NAMES, ACTORS } from "./access-table";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();

async function search(token: string, params: Record<string, string | number>): Promise<FullSearchAnswer> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await api.request("GET", `/api/extranet/search?${query}`, { token });
  expect(res.status).toBe(200);
  return dataOf<FullSearchAnswer>(res);
}

/** Every hit of `q` in `area`, all pages. */
async function allHits(token: string, q: string, area: FullSearchArea) {
  const first = await search(token, { q, area });
  const pages = Math.ceil(first.total / first.limit);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => search(token, { q, area, page: i + 2 })));
  return [first, ...rest].flatMap((a) => a.items);
}

const titles = (answer: FullSearchAnswer) => answer.items.map((i) => i.title);
const token = async (email: string) => (await api.login(email)).access_token;

describe("full search: matching", () => {
  it("finds German words by their stem: 'Küchen' finds 'Küche', 'Preislisten' finds 'Preisliste'", async () => {
    const t = await token(DEMO_USERS.haendler.email);
    expect(titles(await search(t, { q: "Küchen", area: "documents" }))).toContain("Preisliste Küche 2026");
    const lists = await search(t, { q: "Preislisten" });
    expect(titles(lists)).toEqual(expect.arrayContaining(["Preisliste Küche 2026", "Preislisten"]));
    // ranked: a title hit (weight A) before a hit in the text only
    expect(lists.items.every((hit, i) => i === 0 || lists.items[i - 1]!.rank >= hit.rank)).toBe(true);
  });

  it("matches an umlaut spelled out ('Moebel' finds 'Möbel') and marks the word in the excerpt", async () => {
    const t = await token(DEMO_USERS.haendler.email);
    const answer = await search(t, { q: "Moebel" });
    expect(answer.corrected).toBeNull();
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.some((hit) => `${hit.title} ${hit.excerpt}`.includes("Möbel"))).toBe(true);
    expect(answer.items.some((hit) => hit.excerpt.includes(`${EXCERPT_MARK_START}Möbel`))).toBe(true);
    // the marks come in pairs and the excerpt is text, not markup
    for (const hit of answer.items) expect(hit.excerpt.split(EXCERPT_MARK_START).length).toBe(hit.excerpt.split(EXCERPT_MARK_END).length);
  });

  it("corrects a typo to the most similar title word, only when the words find nothing", async () => {
    const t = await token(DEMO_USERS.haendler.email);
    const typo = await search(t, { q: "Fronfarben" });
    expect(typo.corrected).toBe("Frontfarben");
    expect(titles(typo)).toContain("Nordholz Küchen: neue Frontfarben");
    // only the unknown word is replaced; a known word and the search syntax stay
    expect((await search(t, { q: "Nordholz Fronfarben" })).corrected).toBe("Nordholz Frontfarben");
    const exact = await search(t, { q: "Frontfarben" });
    expect(exact.corrected).toBeNull();
    expect(titles(exact)).toContain("Nordholz Küchen: neue Frontfarben");
    expect(titles(await search(t, { q: "Xylophonquartett" })).length).toBe(0);
  });

  it("knows the words of a title written after the seed (the list of title words follows inserts and renames)", async () => {
    const t = await token(DEMO_USERS.haendler.email);
    const [added] = await api.database.db.insert(news).values({ title: "Einladung zur Hausmesse Wohnaccessoires", abstract: "Neuheiten im Frühjahr." }).returning({ id: news.id });
    const typo = await search(t, { q: "Wohnacessoires" });
    expect(typo.corrected).toBe("Wohnaccessoires");
    expect(titles(typo)).toContain("Einladung zur Hausmesse Wohnaccessoires");
    await api.database.db.update(news).set({ title: "Einladung zur Hausmesse Teppichböden" }).where(eq(news.id, added!.id));
    const renamed = await search(t, { q: "Tepichböden" });
    expect(renamed.corrected).toBe("Teppichböden");
    expect(titles(renamed)).toContain("Einladung zur Hausmesse Teppichböden");
  });

  it("filters by area and counts per area", async () => {
    const t = await token(DEMO_USERS.haendler.email);
    const all = await search(t, { q: "Küche" });
    expect(new Set(all.items.map((i) => i.area)).size).toBeGreaterThan(1);
    const news = await search(t, { q: "Küche", area: "news" });
    expect(news.items.length).toBeGreaterThan(0);
    expect(news.items.every((i) => i.area === "news" && i.link === `/news/${i.id}`)).toBe(true);
    expect(news.counts.map((c) => c.area)).toEqual(["news"]);
    expect(news.total).toBe(all.counts.find((c) => c.area === "news")!.total);
    expect(all.total).toBe(all.counts.reduce((sum, c) => sum + c.total, 0));
  });

  it("pages by 20 without overlap", async () => {
    const t = await token(DEMO_USERS.haendler.email);
    const q = "Küche OR Preisliste OR Möbel OR Nordholz OR Polster OR Leuchten OR 2026";
    const first = await search(t, { q });
    expect(first.total).toBeGreaterThan(20);
    expect(first.items).toHaveLength(20);
    const second = await search(t, { q, page: 2 });
    expect(second.items).toHaveLength(Math.min(20, first.total - 20));
    const key = (i: { area: string; id: number }) => `${i.area}:${i.id}`;
    expect(second.items.map(key).filter((k) => first.items.map(key).includes(k))).toEqual([]);
    expect(second.items[0]!.rank).toBeLessThanOrEqual(first.items.at(-1)!.rank);
  });

  it("refuses a missing or too long term and an unknown area", async () => {
    const t = await token(DEMO_USERS.haendler.email);
    for (const query of ["", "?q=", `?q=${"a".repeat(101)}`, "?q=Küche&area=users", "?q=Küche&page=0"]) {
      const res = await api.request("GET", `/api/extranet/search${query}`, { token: t });
      expect(res.status, query).toBe(400);
    }
    expect(await errorCodeOf(await api.request("GET", "/api/extranet/search?q=K%C3%BCche"))).toBeDefined();
  });
});

/** The ids each area's own list endpoint shows the actor (all pages). */
async function listed(t: string, area: FullSearchArea): Promise<Set<number>> {
  const pages = async (path: string, pick: (data: unknown) => { id: number }[]) => {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const res = await api.request("GET", `${path}${path.includes("?") ? "&" : "?"}limit=100&page=${page}`, { token: t });
      if (res.status !== 200) return new Set<number>();
      const got = pick(await dataOf(res));
      ids.push(...got.map((i) => i.id));
      if (got.length < 100) return new Set(ids);
    }
  };
  const items = (d: unknown) => (d as { items: { id: number }[] }).items;
  const flat = (list: { id: number; children: unknown[] }[]): { id: number }[] => list.flatMap((s) => [s, ...flat(s.children as never)]);
  const once = async (path: string, pick: (d: unknown) => { id: number }[]) => {
    const res = await api.request("GET", path, { token: t });
    return res.status === 200 ? new Set(pick(await dataOf(res)).map((i) => i.id)) : new Set<number>();
  };
  switch (area) {
    case "news":
      return pages("/api/extranet/news", items);
    case "documents":
      return pages("/api/extranet/documents", items);
    case "calendar":
      return new Set([...(await pages("/api/extranet/calendar?when=upcoming", items)), ...(await pages("/api/extranet/calendar?when=past", items))]);
    case "brands":
      return once("/api/extranet/brand", (d) => (d as { brands: { id: number }[] }).brands);
    case "instructions":
      return once("/api/items/instruction", (d) => d as { id: number }[]);
    case "services":
      return once("/api/extranet/partner-service", (d) => flat(d as never));
    case "tags":
      return once("/api/extranet/sam-tags", (d) => d as { id: number }[]);
  }
}

const PROBES = ["Küche", "Preisliste", "Konditionen", "Möbel", "Messe", "Polster", "Leuchten", "Lieferbedingungen", "Schulung", "Service", "Konditionenübersict" /* a typo: the corrected term's hits */];

describe("full search: only what the actor may open", () => {
  for (const actor of ACTOR_NAMES) {
    it(`${actor}: every hit is in the area's own list`, async () => {
      const t = await token(ACTORS[actor]);
      const { areas } = await search(t, { q: "Küche" });
      const hitsOf = new Map<FullSearchArea, number>();
      for (const area of areas) {
        const allowed = await listed(t, area);
        const found = new Set<number>();
        for (const q of PROBES) for (const hit of await allHits(t, q, area)) found.add(hit.id);
        expect([...found].filter((id) => !allowed.has(id)), `${actor} ${area}`).toEqual([]);
        hitsOf.set(area, found.size);
      }
      // areas the actor may not open are neither offered nor searched
      const everything = await search(t, { q: "Küche OR Preisliste OR Möbel OR Messe" });
      expect(everything.items.every((i) => areas.includes(i.area))).toBe(true);
      expect(everything.counts.map((c) => c.area)).toEqual(areas);
      // the probes are not empty: each actor finds documents and, where it may, news
      expect(hitsOf.get("documents"), actor).toBeGreaterThan(0);
      if (areas.includes("news")) expect(hitsOf.get("news")).toBeGreaterThan(0);
    });
  }

  it("offers news, events and brands only to those who may open them", async () => {
    const leser = await search(await token(DEMO_USERS.leser.email), { q: "Küche" });
    expect(leser.areas).not.toContain("brands");
    const lieferant = await search(await token(DEMO_USERS.lieferant.email), { q: "Küche" });
    expect(lieferant.areas).not.toContain("brands");
    const haendler = await search(await token(DEMO_USERS.haendler.email), { q: "Küche" });
    expect(haendler.areas).toEqual(["news", "documents", "calendar", "brands", "instructions", "services", "tags"]);
    const res = await api.request("GET", "/api/extranet/search?q=K%C3%BCche&area=brands", { token: await token(DEMO_USERS.lieferant.email) });
    expect((await dataOf<FullSearchAnswer>(res)).items).toEqual([]);
  });

  it("finds an EVA document only with EVA", async () => {
    const withEva = await search(await token(DEMO_USERS.haendler.email), { q: "Konditionenübersicht", area: "documents" });
    expect(titles(withEva)).toContain("Konditionenübersicht 2026");
    const leser = await search(await token(DEMO_USERS.leser.email), { q: "Konditionenübersicht", area: "documents" });
    expect(titles(leser)).not.toContain("Konditionenübersicht 2026");
  });

  it("never names a correction taken from a title the user may not open", async () => {
    const withEva = await search(await token(DEMO_USERS.haendler.email), { q: "Konditionenübersict", area: "documents" });
    expect([withEva.corrected, titles(withEva)]).toEqual(["Konditionenübersicht", expect.arrayContaining(["Konditionenübersicht 2026"])]);
    const leser = await search(await token(DEMO_USERS.leser.email), { q: "Konditionenübersict", area: "documents" });
    expect([leser.corrected, leser.items]).toEqual([null, []]);
  });
});
