/** GET extranet/dashboard (issue 4): the shown widgets in one call, each only with its list's permission. */
import { beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "#contract";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
const WHO = ["haendler", "leser", "lieferant"] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;

beforeAll(async () => {
  for (const who of WHO) tokens[who] = (await api.login(DEMO_USERS[who].email)).access_token;
});

const get = (widgets: string, who: (typeof WHO)[number]) => api.request("GET", `/api/extranet/dashboard?widgets=${widgets}`, { token: tokens[who] });
const ALL = "importantNews,latestNews,events,favoriteBrands,documents";

describe("GET extranet/dashboard", () => {
  it("answers every asked widget with at most five entries, as its list would", async () => {
    const board = await dataOf<Dashboard>(await get(ALL, "haendler"));
    expect(Object.keys(board).sort()).toEqual(["documents", "events", "favoriteBrands", "importantNews", "latestNews"]);
    for (const list of Object.values(board)) expect(list.length).toBeLessThanOrEqual(5);
    expect(board.latestNews!.length).toBe(5);
    const dates = board.latestNews!.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(board.events!.every((e) => e.showOnHomepage)).toBe(true);
    expect(board.favoriteBrands!.every((b) => b.isFavorite)).toBe(true);
    // The same entries the lists give.
    const news = await dataOf<{ items: { id: number }[] }>(await api.request("GET", "/api/extranet/news?limit=5", { token: tokens.haendler }));
    expect(board.latestNews!.map((n) => n.id)).toEqual(news.items.map((n) => n.id));
  });

  it("important news are the user's own unread important ones", async () => {
    const [first] = (await dataOf<Dashboard>(await get("latestNews", "haendler"))).latestNews!;
    const patch = (portal_settings: Record<string, unknown>) => api.request("PATCH", "/api/users/me", { token: tokens.haendler, json: { portal_settings } });
    expect((await patch({ importantNews: [String(first!.id)], readNews: [] })).status).toBeLessThan(300);
    expect((await dataOf<Dashboard>(await get("importantNews", "haendler"))).importantNews!.map((n) => n.id)).toEqual([first!.id]);
    // A colleague's important news are not theirs; a read one leaves the widget.
    expect((await dataOf<Dashboard>(await get("importantNews", "lieferant"))).importantNews!.map((n) => n.id)).not.toContain(first!.id);
    expect((await patch({ readNews: [String(first!.id)] })).status).toBeLessThan(300);
    expect((await dataOf<Dashboard>(await get("importantNews", "haendler"))).importantNews).toEqual([]);
  });

  it("refuses a widget whose list the caller may not open, and unknown widgets", async () => {
    // leser: news and calendar only, an HP user without BRAND; lieferant: LF, so no brands.
    expect(await errorCodeOf(await get("favoriteBrands", "leser"))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await get("latestNews,favoriteBrands", "lieferant"))).toBe("FORBIDDEN");
    expect((await get("latestNews,events,documents", "leser")).status).toBe(200);
    expect((await get("unknown", "haendler")).status).toBe(400);
    expect(await errorCodeOf(await api.request("GET", `/api/extranet/dashboard?widgets=${ALL}`))).toBe("FORBIDDEN");
  });

  it("documents of class EVA only with the EVA permission: the newest five of the caller's own list", async () => {
    const listOf = async (who: "leser" | "haendler") =>
      (await dataOf<{ items: { id: number; class: string }[] }>(await api.request("GET", "/api/extranet/documents?limit=5", { token: tokens[who] }))).items;
    const readerList = await listOf("leser");
    const readerBoard = (await dataOf<Dashboard>(await get("documents", "leser"))).documents!;
    expect(readerBoard.map((d) => d.id)).toEqual(readerList.map((d) => d.id));
    expect(readerBoard.every((d) => d.class === "EKA")).toBe(true);
    const partnerBoard = (await dataOf<Dashboard>(await get("documents", "haendler"))).documents!;
    expect(partnerBoard.map((d) => d.id)).toEqual((await listOf("haendler")).map((d) => d.id));
    expect(partnerBoard.some((d) => d.class === "EVA")).toBe(true);
  });
});
