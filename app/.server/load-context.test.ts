import { describe, expect, it, vi } from "vitest";
import { createGetLoadContext, type LoadContextOptions } from "./load-context";
import { createPortalSessionStorage } from "./session";
import { TERMS_VERSION } from "#contract/values";

const SECRET = "a-test-secret-that-is-long-enough-123456";

function fakeUpstream(answer: () => Response | Promise<Response>) {
  const calls: string[] = [];
  const transport = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push(path);
    await new Promise((r) => setTimeout(r, 20));
    return answer();
  });
  return { transport, calls };
}

function logger(): LoadContextOptions["logger"] & { lines: string[] } {
  const lines: string[] = [];
  const push = (msg: string) => void lines.push(msg);
  return { lines, info: push };
}

async function cookieWith(expiresAt: number, refreshToken = "refresh-1") {
  const storage = createPortalSessionStorage(SECRET, false);
  const session = await storage.getSession();
  session.set("auth", { access_token: "old-access", refresh_token: refreshToken, expires_at: expiresAt });
  return (await storage.commitSession(session)).split(";")[0]!;
}

function fakeExchange(cookie: string) {
  const setCookies: string[] = [];
  const req = { headers: { cookie }, method: "GET", ip: "203.0.113.9", secure: false } as never;
  const res = { append: (_: string, v: string) => setCookies.push(v), locals: { requestId: "req-1", cspNonce: "n" } } as never;
  return { req, res, setCookies };
}

describe("getLoadContext", () => {
  it("refreshes an expired access token exactly once for 100 parallel requests and keeps everyone signed in", async () => {
    const { transport, calls } = fakeUpstream(() =>
      Response.json({ data: { access_token: "new-access", refresh_token: "refresh-2", expires: 900_000 } }),
    );
    const getLoadContext = createGetLoadContext({
      transport,
      upstreamBaseUrl: "http://embedded.api",
      sessionSecret: SECRET,
      cookieSecure: "auto",
      logger: logger(),
    });
    const cookie = await cookieWith(Date.now() - 1000);
    const exchanges = Array.from({ length: 100 }, () => fakeExchange(cookie));
    const contexts = await Promise.all(exchanges.map((e) => getLoadContext(e.req, e.res)));

    expect(calls.filter((p) => p === "/api/auth/refresh")).toHaveLength(1);
    expect(contexts.every((c) => c.signedIn && !c.sessionExpired)).toBe(true);
    const storage = createPortalSessionStorage(SECRET, false);
    for (const { setCookies } of exchanges) {
      expect(setCookies).toHaveLength(1);
      const session = await storage.getSession(setCookies[0]);
      expect(session.get("auth")).toMatchObject({ access_token: "new-access", refresh_token: "refresh-2" });
    }
  });

  it("leaves a fresh access token alone and sets no cookie", async () => {
    const { transport } = fakeUpstream(() => new Response(null, { status: 500 }));
    const getLoadContext = createGetLoadContext({
      transport,
      upstreamBaseUrl: "http://embedded.api",
      sessionSecret: SECRET,
      cookieSecure: "auto",
      logger: logger(),
    });
    const exchange = fakeExchange(await cookieWith(Date.now() + 10 * 60_000));
    const context = await getLoadContext(exchange.req, exchange.res);
    expect(transport).not.toHaveBeenCalled();
    expect(exchange.setCookies).toHaveLength(0);
    expect(context.signedIn).toBe(true);
  });

  it("ends the session with ExpiredAuthSessionError when the refresh token is refused", async () => {
    const { transport } = fakeUpstream(() =>
      Response.json({ errors: [{ message: "Token expired.", extensions: { code: "TOKEN_EXPIRED" } }] }, { status: 401 }),
    );
    const log = logger();
    const getLoadContext = createGetLoadContext({
      transport,
      upstreamBaseUrl: "http://embedded.api",
      sessionSecret: SECRET,
      cookieSecure: "auto",
      logger: log,
    });
    const exchange = fakeExchange(await cookieWith(Date.now() - 1000, "refresh-dead"));
    const context = await getLoadContext(exchange.req, exchange.res);
    expect(context.signedIn).toBe(false);
    expect(context.sessionExpired).toBe(true);
    expect(log.lines).toContain("Both token and refresh token have expired. Your request was aborted.");
    const session = await createPortalSessionStorage(SECRET, false).getSession(exchange.setCookies[0]);
    expect(session.has("auth")).toBe(false);
  });

  it("keeps the session when the API is merely unreachable", async () => {
    const getLoadContext = createGetLoadContext({
      transport: async () => {
        throw new TypeError("fetch failed");
      },
      upstreamBaseUrl: "http://embedded.api",
      sessionSecret: SECRET,
      cookieSecure: "auto",
      logger: logger(),
    });
    const exchange = fakeExchange(await cookieWith(Date.now() - 1000));
    // The page goes on (its own calls answer 503); the cookie is neither rewritten nor ended.
    const context = await getLoadContext(exchange.req, exchange.res);
    expect(context.signedIn).toBe(true);
    expect(context.sessionExpired).toBe(false);
    expect(exchange.setCookies).toHaveLength(0);
  });

  it("while impersonating, refreshes the due parent pair with mode json and keeps the child's pair", async () => {
    const bodies: unknown[] = [];
    const transport = vi.fn(async (request: Request) => {
      bodies.push(await request.json());
      return Response.json({ data: { access_token: "parent-access-2", refresh_token: "parent-refresh-2", expires: 900_000 } });
    });
    const getLoadContext = createGetLoadContext({
      transport,
      upstreamBaseUrl: "http://embedded.api",
      sessionSecret: SECRET,
      cookieSecure: "auto",
      logger: logger(),
    });
    const storage = createPortalSessionStorage(SECRET, false);
    const session = await storage.getSession();
    session.set("auth", { access_token: "child-access", refresh_token: "child-refresh", expires_at: Date.now() + 10 * 60_000 });
    session.set("parent", { access_token: "parent-access", refresh_token: "parent-refresh", expires_at: Date.now() - 1000 });
    const exchange = fakeExchange((await storage.commitSession(session)).split(";")[0]!);
    const context = await getLoadContext(exchange.req, exchange.res);

    expect(context.impersonating).toBe(true);
    expect(bodies).toEqual([{ refresh_token: "parent-refresh", mode: "json" }]);
    const stored = await storage.getSession(exchange.setCookies[0]);
    expect(stored.get("parent")).toMatchObject({ access_token: "parent-access-2", refresh_token: "parent-refresh-2" });
    expect(stored.get("auth")).toMatchObject({ access_token: "child-access" });
  });

  it("remembers a write's change number in a cookie of its own and sends it with the user's later API calls (decision 0521)", async () => {
    const sent: (string | null)[] = [];
    let named: string | null = "42";
    const transport = vi.fn(async (request: Request) => {
      sent.push(request.headers.get("X-Change-Seq"));
      return new Response(null, { status: 204, headers: named ? { "X-Change-Seq": named } : {} });
    });
    const getLoadContext = createGetLoadContext({ transport, upstreamBaseUrl: "http://embedded.api", sessionSecret: SECRET, cookieSecure: "auto", logger: logger() });
    const session = await cookieWith(Date.now() + 10 * 60_000);

    // The write's request: nothing to send yet; the answer's number becomes the cookie, and later calls carry it.
    const writing = fakeExchange(session);
    const context = await getLoadContext(writing.req, writing.res);
    await context.upstream.call("updateMe", { body: { favorite_brands: [] } });
    named = null;
    await context.upstream.withToken(undefined).call("acceptTerms", { body: { version: TERMS_VERSION } });
    expect(sent).toEqual([null, "42"]);
    expect(writing.setCookies).toEqual(["change.seq=42; Max-Age=300; Path=/; HttpOnly; SameSite=Lax"]);

    // The next page load (any instance): the cookie's number goes with every call; an older number sets no cookie.
    named = "41";
    const next = fakeExchange(`${session}; change.seq=42`);
    await (await getLoadContext(next.req, next.res)).upstream.call("acceptTerms", { body: { version: TERMS_VERSION } });
    expect(sent.at(-1)).toBe("42");
    expect(next.setCookies).toEqual([]);

    // A cookie that is not a plain number is ignored.
    const forged = fakeExchange(`${session}; change.seq=1e9`);
    await (await getLoadContext(forged.req, forged.res)).upstream.call("acceptTerms", { body: { version: TERMS_VERSION } });
    expect(sent.at(-1)).toBeNull();
    expect(forged.setCookies).toEqual(["change.seq=41; Max-Age=300; Path=/; HttpOnly; SameSite=Lax"]);
  });
});
