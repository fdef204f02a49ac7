/**
 * The supplier screens' loaders and action as Remix calls them, over this file's API behind a
 * transport that can fail chosen calls: a failed trading-partner fetch empties the list and says
 * so; a failed product-group fetch shows the fetchProductGroups text; shares that do not sum to
 * 100 send nothing to the API.
 */
import type { AppLoadContext } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { createPortalSessionStorage, tokensFromPair } from "../../app/.server/session";
import { createApi } from "../../server/api/app";
import { DEMO_USERS } from "../../server/api/db/seed";
import { createLogger } from "../../server/logger";
import { createGetLoadContext } from "../../server/load-context";
import { useTestApi } from "./fixture";

const t = useTestApi();
const SESSION_SECRET = "portal-supplier-session-secret-0123456789ab";
const storage = createPortalSessionStorage(SESSION_SECRET, false);
/** API paths answered 500 instead of being passed on; every request the API saw */
const failing = new Set<string>();
const seen: string[] = [];
let getLoadContext: ReturnType<typeof createGetLoadContext>;
let cookie = "";

beforeAll(async () => {
  const api = createApi(t.deps);
  getLoadContext = createGetLoadContext({
    transport: async (request) => {
      const { pathname } = new URL(request.url);
      seen.push(`${request.method} ${pathname}`);
      if (failing.has(pathname)) return Response.json({ errors: [{ message: "down", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }, { status: 500 });
      return api.fetch(request);
    },
    upstreamBaseUrl: "http://embedded.api",
    sessionSecret: SESSION_SECRET,
    cookieSecure: "false",
    logger: createLogger("silent"),
  });
  const session = await storage.getSession();
  session.set("auth", tokensFromPair(await t.login(DEMO_USERS.lieferant.email)));
  cookie = (await storage.commitSession(session)).split(";")[0]!;
});

async function contextFor(url: string): Promise<AppLoadContext> {
  const { pathname, search } = new URL(url);
  const req = { headers: { cookie }, method: "GET", ip: "127.0.0.1", secure: false, path: pathname, originalUrl: pathname + search };
  return getLoadContext(req as never, { append: () => undefined, locals: {} } as never);
}

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
