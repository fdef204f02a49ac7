/**
 * The header search's download budget and its per-term answers (issue 10, decision 0513): on the
 * large data set's brand count with more news and events than the index takes, the index an HP
 * user downloads stays within 150 KB gzip; GET /search-index?q=… answers one term over the user's
 * own index, so its hits hold only the areas the user may open.
 */
import { gzipSync } from "node:zlib";
import type { LoaderFunction } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchIndex } from "#contract";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { LARGE_SCALE, scaleLarge, seedLarge } from "../../server/api/seed/large";
import { INDEX_BUDGET_GZIP_BYTES } from "../../app/.server/search";
import type { TermResults } from "../../app/lib/search/client-index";
import { search } from "../../app/lib/search/matcher";
import { loader } from "../../app/routes/search-index";
import { dataOf, useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();
const portal = portalContext(t);
/** The large set's brands; news and events beyond what the index takes (500 each). */
const scale = { ...scaleLarge(1 / 100), brands: LARGE_SCALE.brands, news: 700, events: 600 };

async function apiIndexOf(email: string): Promise<SearchIndex> {
  const { access_token } = await t.login(email);
  return dataOf<SearchIndex>(await t.request("GET", "/api/extranet/search-index", { token: access_token }));
}

/** GET /search-index[?…] of the portal as `email`: status and JSON body (thrown responses included). */
async function portalGet(email: string, query = ""): Promise<{ status: number; body: unknown }> {
  const url = new URL(`http://portal.test/search-index${query}`);
  const headers = { cookie: await portal.signIn(email), accept: "application/json" };
  const context = await portal.contextFor(url, "GET", headers);
  let res: Response;
  try {
    res = (await (loader as LoaderFunction)({ request: new Request(url, { headers }), context, params: {} })) as Response;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    res = thrown;
  }
  return { status: res.status, body: res.headers.get("Content-Type")?.includes("json") ? await res.json() : await res.text() };
}

beforeAll(async () => {
  await seedLarge(t.database.db, t.deps.storage, { scale });
}, 120_000);

describe("the search index an HP user downloads", () => {
  it("holds every brand and the newest 500 news and events, within 150 KB gzip", async () => {
    const index = await apiIndexOf(DEMO_USERS.haendler.email);
    expect(index.brands!.length).toBeGreaterThanOrEqual(LARGE_SCALE.brands);
    expect(index.news).toHaveLength(500);
    expect(index.calendar).toHaveLength(500);
    const gzipped = gzipSync(JSON.stringify(index)).byteLength;
    expect(gzipped).toBeLessThanOrEqual(INDEX_BUDGET_GZIP_BYTES);
    // The portal passes it on unchanged (within the budget it is searched in the browser).
    expect((await portalGet(DEMO_USERS.haendler.email)).body).toEqual(index);
  });
});

describe("GET /search-index?q=…: one term matched on the server", () => {
  it("answers with the matcher's hits over the user's own index", async () => {
    const index = await apiIndexOf(DEMO_USERS.haendler.email);
    const { status, body } = await portalGet(DEMO_USERS.haendler.email, "?q=K%C3%9CCHE&area=all");
    expect(status).toBe(200);
    expect(body).toEqual({ q: "KÜCHE", area: "all", results: search(index, "KÜCHE", "all") } satisfies TermResults);
    expect((body as TermResults).results.map((r) => r.area)).toEqual(["brands", "suppliers", "news", "calendar"]);
  });

  it("holds only the areas the user may open: no brands for suppliers and HP users without BRAND, an area outside them searches all", async () => {
    for (const who of [DEMO_USERS.lieferant, DEMO_USERS.leser]) {
      const { body } = (await portalGet(who.email, "?q=k%C3%BCche&area=brands")) as { body: TermResults };
      expect(body.area, who.email).toBe("all");
      expect(body.results, who.email).toEqual(search(await apiIndexOf(who.email), "küche", "all"));
      expect(body.results.map((r) => r.area), who.email).toEqual(["suppliers", "news", "calendar"]);
    }
  });

  it("refuses multi-user accounts (spec §6: no search) and finds nothing for an empty term", async () => {
    expect((await portalGet(DEMO_USERS.verbund.email, "?q=nordholz")).status).toBe(403);
    expect((await portalGet(DEMO_USERS.verbund.email)).status).toBe(403);
    expect((await portalGet(DEMO_USERS.haendler.email, "?q=%20%20")).body).toEqual({ q: "  ", area: "all", results: [] });
  });
});
