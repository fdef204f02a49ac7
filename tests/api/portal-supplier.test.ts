/**
 * The supplier screens' loaders and action as Remix calls them, over this file's API behind a
 * transport that can fail chosen calls: a failed trading-partner fetch empties the list and says
 * so; a failed product-group fetch shows the fetchProductGroups text; shares that do not sum to
 * 100 send nothing to the API.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { useTestApi } from "./fixture";
import { apiFailure, portalContext } from "./portal-context";

const t = useTestApi();
/** API paths answered 500 instead of being passed on; every request the API saw */
const failing = new Set<string>();
const seen: string[] = [];
const portal = portalContext(t, async (request, api) => {
  const { pathname } = new URL(request.url);
  seen.push(`${request.method} ${pathname}`);
  if (failing.has(pathname)) return apiFailure();
  return api.fetch(request);
});
let cookie = "";

beforeAll(async () => {
  cookie = await portal.signIn(DEMO_USERS.lieferant.email);
});

const contextFor = (url: string) => portal.contextFor(new URL(url), "GET", { cookie });

describe("supplier screens when calls fail", () => {
  it("a failed trading-partner fetch empties the list and says so", async () => {
    const { loader } = await import("../../app/routes/_portal+/tradepartners");
    const url = "http://portal.test/tradepartners?q=Sommer";
    const ok = await loader({ request: new Request(url, { headers: { cookie } }), context: await contextFor(url), params: {} });
    expect(ok.partners.length).toBeGreaterThan(0);
    expect(ok.failed).toBe(false);
    failing.add("/api/extranet/trading-partners");
    try {
      const failed = await loader({ request: new Request(url, { headers: { cookie } }), context: await contextFor(url), params: {} });
      expect(failed).toMatchObject({ partners: [], failed: true, q: "Sommer" });
    } finally {
      failing.clear();
    }
  });

  it("a failed product-group fetch shows the fetchProductGroups text", async () => {
    const { loader } = await import("../../app/routes/_portal+/products+/$id.edit");
    const url = "http://portal.test/products/1/edit";
    failing.add("/api/items/product_groups");
    try {
      const result = await loader({ request: new Request(url, { headers: { cookie } }), context: await contextFor(url), params: { id: "1" } });
      expect(result).toMatchObject({ brand: null, error: "Die Warengruppen konnten nicht geladen oder gespeichert werden. Bitte versuchen Sie es später erneut." });
    } finally {
      failing.clear();
    }
  });

  it("shares that do not sum to 100 are answered in German and nothing reaches the API", async () => {
    const { action } = await import("../../app/routes/_portal+/products+/$id.edit");
    const url = "http://portal.test/products/1/edit";
    const tree = (await (await t.request("GET", "/api/items/product_groups", { token: (await t.login(DEMO_USERS.lieferant.email)).access_token })).json()) as { data: { id: number; title: string }[] };
    const id = (title: string) => String(tree.data.find((g) => g.title === title)!.id);
    const form = new URLSearchParams([["intent", "save"], ["group", id("Küchen")], [`share-${id("Küchen")}`, "60"], ["group", id("Küchenleuchten")], [`share-${id("Küchenleuchten")}`, "30"]]);
    seen.length = 0;
    const result = (await action({ request: new Request(url, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: form }), context: await contextFor(url), params: { id: "1" } })) as unknown as {
      init: { status: number };
      data: { check: { sumMessage: string }; values: { shares: Record<string, string> } };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.check.sumMessage).toBe("Die Anteile ergeben zusammen 90 % (10 % fehlen). Sie müssen genau 100 % ergeben; bis dahin wird nichts gespeichert.");
    expect(result.data.values.shares[Number(id("Küchen"))]).toBe("60");
    expect(seen.filter((s) => s.startsWith("PATCH"))).toEqual([]);
  });
});
