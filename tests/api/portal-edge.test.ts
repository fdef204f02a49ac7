/**
 * What the portal's Express edge decides, with the API behind the real Express app over HTTP as in
 * embedded mode: the client address the API records and rate-limits by comes from the portal's
 * resolution under TRUST_PROXY (req.ip), never from what a client writes into X-Forwarded-For
 * (audit finding 1); cookies are Secure behind https (audit finding 8).
 */
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app";
import { authSessions } from "../../server/api/db/schema";
import { createPortalServer } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { TAKE_OUT, watchRotation } from "../../server/shutdown";
import { DEMO_PASSWORD } from "../../server/api/seed/demo";
import { useTestApi } from "./fixture";

const t = useTestApi({ loginRateLimit: { max: 3, windowSeconds: 900 } });
const servers: { close(): void }[] = [];
afterAll(() => servers.forEach((s) => s.close()));

async function portalOrigin(trustProxy: string, stopping?: Pick<Parameters<typeof createPortalServer>[0], "draining" | "rotation">): Promise<string> {
  const api = createApi(t.deps);
  const app = createPortalServer({
    ...stopping,
    config: loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "partnerportal-ip-")), TRUST_PROXY: trustProxy, PUBLIC_URL: "http://127.0.0.1", LOG_LEVEL: "silent" }),
    logger: createLogger("silent"),
    build: () => Promise.reject(new Error("no Remix build in this test")),
    api: { fetch: async (request, env) => api.fetch(request, env) },
    ready: async () => {},
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function signIn(origin: string, email: string, password: string, forwardedFor: string) {
  return fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ email, password }),
  });
}

describe("client address behind the portal", () => {
  it("without a trusted proxy, changing X-Forwarded-For values do not escape the per-address limit", async () => {
    const origin = await portalOrigin("false");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await signIn(origin, `fremd${i}@example.com`, "falsch", `198.51.100.${i + 1}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("with one trusted hop, only the entry the proxy added counts; a forged one never shows in the session list", async () => {
    const origin = await portalOrigin("1");
    // The attacker varies the left part; the proxy (simulated) appends the real address last.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await signIn(origin, `spoof${i}@example.com`, "falsch", `203.0.113.${i + 1}, 192.0.2.77`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // A victim behind another address is not locked out by that.
    const victim = await signIn(origin, "haendler@example.com", DEMO_PASSWORD, "6.6.6.6, 192.0.2.88");
    expect(victim.status).toBe(200);
    // sessions keep the address shortened (decision 0973)
    const recorded = await t.database.db.select({ ip: authSessions.ip }).from(authSessions).where(eq(authSessions.ip, "6.6.6.0"));
    expect(recorded).toEqual([]);
    const real = await t.database.db.select({ ip: authSessions.ip }).from(authSessions).where(eq(authSessions.ip, "192.0.2.0"));
    expect(real).toHaveLength(1);
  });
});

describe("cookies behind a proxy", () => {
  it("marks the locale cookie Secure when the trusted proxy says https, and only then", async () => {
    const origin = await portalOrigin("1");
    const cookieOf = async (headers: Record<string, string>) => (await fetch(`${origin}/healthz`, { headers })).headers.get("set-cookie") ?? "";
    expect(await cookieOf({ "x-forwarded-proto": "https" })).toMatch(/^i18n_redirected=de;.*; Secure/);
    expect(await cookieOf({})).not.toMatch(/Secure/);
  });
});

describe("a stopping instance behind the proxy (decision 0970)", () => {
  it("answers reads through the proxy 504 unread, so nginx sends them elsewhere and takes it out; form posts and direct reads are served", async () => {
    const rotation = watchRotation();
    const behindNginx = await portalOrigin("127.0.0.1", { draining: () => true, rotation });
    const read = await fetch(`${behindNginx}/healthz`);
    expect(read.status).toBe(504);
    expect(await read.text()).toBe("");
    expect(read.headers.get("connection")).toBe("close");
    expect(rotation.takenOut(Date.now() + TAKE_OUT.settleMs)).toBe(true);

    const post = await signIn(behindNginx, "ausscheidend@example.com", "falsch", "203.0.113.77");
    expect(post.status).toBe(401);
    expect(post.headers.get("connection")).toBe("close");

    // A client that reaches the instance itself (not the proxy TRUST_PROXY names) is served.
    const direct = await portalOrigin("198.51.100.7", { draining: () => true, rotation: watchRotation() });
    expect((await fetch(`${direct}/healthz`)).status).toBe(200);
  });
});
