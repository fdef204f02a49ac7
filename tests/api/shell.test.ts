/** Shell endpoints (issue 4): the header search index and the notifications, per permission and per user. */
import { beforeAll, describe, expect, it } from "vitest";
import type { Notifications, SearchIndex } from "#contract";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { CLOCK_START, dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
const WHO = ["haendler", "leser", "lieferant", "verbund"] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;

beforeAll(async () => {
  for (const who of WHO) tokens[who] = (await api.login(DEMO_USERS[who].email)).access_token;
});

const get = (path: string, who: (typeof WHO)[number]) => api.request("GET", path, { token: tokens[who] });
const patch = (who: (typeof WHO)[number], portal_settings: Record<string, unknown>) =>
  api.request("PATCH", "/api/users/me", { token: tokens[who], json: { portal_settings } });
const indexOf = async (who: (typeof WHO)[number]) => dataOf<SearchIndex>(await get("/api/extranet/search-index", who));
const notificationsOf = async (who: (typeof WHO)[number]) => dataOf<Notifications>(await get("/api/extranet/notifications", who));

async function newsId(title: string): Promise<string> {
  const index = await indexOf("haendler");
  const found = index.news?.find((n) => n.title === title);
  if (!found) throw new Error(`no news ${title}`);
  return String(found.id);
}

describe("GET extranet/search-index", () => {
  it("holds every area for an HP user with BRAND, NEWS and CALENDAR, with the spec's fields", async () => {
    const index = await indexOf("haendler");
    expect(Object.keys(index).sort()).toEqual(["brands", "calendar", "news", "services", "suppliers"]);
    const nordholz = index.brands!.find((b) => b.name === "Nordholz Küchen")!;
    expect(nordholz).toMatchObject({ link: `/brands/${nordholz.id}` });
    expect(nordholz.company).toMatch(/Nordholz/);
    expect(nordholz.supplier_nrs[0]).toMatch(/^LF-/);
    expect(index.news!.find((n) => n.title === "Nordholz Küchen: neue Frontfarben")).toMatchObject({ brand: "Nordholz Küchen" });
    expect(index.calendar!.length).toBeGreaterThan(0);
    expect(index.calendar![0]).toEqual(expect.objectContaining({ title: expect.any(String), abstract: expect.any(String), text: expect.any(String) }));
    expect(index.services.map((s) => s.title)).toContain("Montageservice");
    // service providers: brands of the service pool, linked to a service they offer
    const provider = index.suppliers.find((s) => s.name === "Nordholz Küchen")!;
    expect(provider.services).toEqual(expect.arrayContaining(["Prospektservice", "Montageservice"]));
    expect(provider.link).toMatch(/^\/serviceandmore\/services\/\d+$/);
  });

  it("leaves out the areas a user may not open: brands for suppliers and HP without BRAND, news and calendar without their permissions", async () => {
    expect(Object.keys(await indexOf("lieferant")).sort()).toEqual(["calendar", "news", "services", "suppliers"]);
    expect(Object.keys(await indexOf("leser")).sort()).toEqual(["calendar", "news", "services", "suppliers"]);
    expect(Object.keys(await indexOf("verbund")).sort()).toEqual(["services", "suppliers"]);
  });

  it("refuses anonymous callers and query parameters", async () => {
    const anonymous = await api.request("GET", "/api/extranet/search-index");
    expect(anonymous.status).toBe(403);
    expect(await errorCodeOf(anonymous)).toBe("FORBIDDEN");
    expect((await get("/api/extranet/search-index?q=x", "haendler")).status).toBe(400);
  });
});

describe("GET extranet/notifications", () => {
  it("lists the documents of the last 14 days the user may read (EVA only with EVA) until marked seen", async () => {
    const mine = await notificationsOf("haendler");
    expect(mine.seen_at).toBeNull();
    expect(mine.documents.map((d) => d.name)).toEqual([
      "Messekonditionen Frühjahr 2027",
      "Preisliste Küche 2026",
      "Konditionenübersicht 2026",
      "Montageanleitung Hochschrank",
      "Lieferbedingungen Leuchten",
    ]);
    expect(mine.documents[0]!.link).toMatch(/^\/documents\/\d+$/);
    // leser has no EVA: the EVA documents are not announced
    expect((await notificationsOf("leser")).documents.map((d) => d.name)).toEqual(["Preisliste Küche 2026", "Montageanleitung Hochschrank", "Lieferbedingungen Leuchten"]);
  });

  it("announces important unread news with NEWS only, per user, and forgets them once read or seen", async () => {
    const id = await newsId("Messekalender 2027");
    expect((await patch("leser", { importantNews: [id] })).status).toBe(204);
    expect((await patch("verbund", { importantNews: [id] })).status).toBe(204);
    const leser = await notificationsOf("leser");
    expect(leser.important_news).toEqual([expect.objectContaining({ id: Number(id), title: "Messekalender 2027", link: `/news/${id}` })]);
    // a colleague of the same company does not see leser's settings; a user without NEWS gets no news
    expect((await notificationsOf("haendler")).important_news).toEqual([]);
    expect((await notificationsOf("verbund")).important_news).toEqual([]);

    // "alle als gelesen markieren": readNews takes the news, notificationsSeenAt is now
    const seenAt = new Date(CLOCK_START.getTime() - 4 * 86_400_000).toISOString();
    expect((await patch("leser", { readNews: [id], notificationsSeenAt: seenAt })).status).toBe(204);
    const after = await notificationsOf("leser");
    expect(after.seen_at).toBe(seenAt);
    expect(after.important_news).toEqual([]);
    expect(after.documents.map((d) => d.name)).toEqual(["Preisliste Küche 2026"]);
    expect((await notificationsOf("haendler")).documents).toHaveLength(5);
  });

  it("refuses anonymous callers", async () => {
    const res = await api.request("GET", "/api/extranet/notifications");
    expect(res.status).toBe(403);
    expect(await errorCodeOf(res)).toBe("FORBIDDEN");
  });
});
