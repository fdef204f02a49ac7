import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { tokenPairSchema } from "#contract/user";
import { authSessions, users } from "../../server/api/db/schema";
import { DEMO_PASSWORD, DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi({ accessTokenTtl: 300 });

describe("POST /api/auth/login", () => {
  it("answers a Directus token pair for valid credentials", async () => {
    const res = await t.request("POST", "/api/auth/login", {
      json: { email: "haendler@example.com", password: DEMO_PASSWORD, mode: "json" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control"), JSON.stringify([...res.headers])).toBe("no-store");
    const pair = tokenPairSchema.parse(await dataOf(res));
    expect(pair.expires).toBe(300_000);

    const claims = decodeJwt(pair.access_token);
    expect(claims.id).toBe(DEMO_USERS.haendler.id);
    expect(claims.iss).toBe("partnerportal");
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(claims.iat).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect(typeof claims.session).toBe("string");
  });

  it("stores the session with user agent, IP and times", async () => {
    const res = await t.request("POST", "/api/auth/login", {
      json: { email: "leser@example.com", password: DEMO_PASSWORD },
      ip: "198.51.100.23, 10.0.0.1",
      headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0) Firefox/128.0" },
    });
    const claims = decodeJwt((await dataOf<{ access_token: string }>(res)).access_token);
    const [session] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, claims.session as string));
    expect(session).toMatchObject({
      userId: DEMO_USERS.leser.id,
      // the client's address, shortened as sessions keep it (decision 0973)
      ip: "198.51.100.0",
      userAgent: "Mozilla/5.0 (Windows NT 10.0) Firefox/128.0",
      revokedAt: null,
      impersonatedBy: null,
      generation: 0,
    });
    expect(session!.createdAt.getTime()).toBe(t.clock.now().getTime());
    expect(session!.lastUsedAt.getTime()).toBe(t.clock.now().getTime());
  });

  it("accepts the e-mail address in any case and with surrounding spaces", async () => {
    const res = await t.request("POST", "/api/auth/login", {
      json: { email: "  Lieferant@Example.COM ", password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it("answers a wrong password and an unknown user identically", async () => {
    const wrong = await t.request("POST", "/api/auth/login", {
      json: { email: "haendler@example.com", password: "Demo2025!" },
      ip: "203.0.113.1",
    });
    const unknown = await t.request("POST", "/api/auth/login", {
      json: { email: "niemand@example.com", password: "Demo2025!" },
      ip: "203.0.113.2",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.text();
    expect(await unknown.text()).toBe(wrongBody);
    expect(JSON.parse(wrongBody)).toEqual({
      errors: [{ message: "Invalid user credentials.", extensions: { code: "INVALID_CREDENTIALS" } }],
    });
  });

  it.each([
    ["no body fields", {}],
    ["missing password", { email: "haendler@example.com" }],
    ["missing e-mail", { password: DEMO_PASSWORD }],
    ["empty password", { email: "haendler@example.com", password: "" }],
    ["not an e-mail address", { email: "haendler", password: DEMO_PASSWORD }],
    ["unknown mode", { email: "haendler@example.com", password: DEMO_PASSWORD, mode: "session" }],
  ])("rejects %s with 400 INVALID_PAYLOAD", async (_, json) => {
    const res = await t.request("POST", "/api/auth/login", { json });
    expect(res.status).toBe(400);
    expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
  });

  it("rejects malformed JSON and a missing body with 400 INVALID_PAYLOAD", async () => {
    const malformed = await t.request("POST", "/api/auth/login", { rawJson: '{"email": "haendler@' });
    expect(malformed.status).toBe(400);
    expect(await errorCodeOf(malformed)).toBe("INVALID_PAYLOAD");
    const empty = await t.request("POST", "/api/auth/login");
    expect(empty.status).toBe(400);
    expect(await errorCodeOf(empty)).toBe("INVALID_PAYLOAD");
  });

  it("refuses a suspended account with USER_SUSPENDED, but only with the right password", async () => {
    const right = await t.request("POST", "/api/auth/login", {
      json: { email: DEMO_USERS.gesperrt.email, password: DEMO_PASSWORD },
    });
    expect(right.status).toBe(401);
    expect(await errorCodeOf(right)).toBe("USER_SUSPENDED");

    const wrong = await t.request("POST", "/api/auth/login", {
      json: { email: DEMO_USERS.gesperrt.email, password: "geraten123" },
      ip: "203.0.113.3",
    });
    expect(await errorCodeOf(wrong)).toBe("INVALID_CREDENTIALS");
  });

  it("treats an end_date in the past as suspended, also for tokens already issued", async () => {
    const pair = await t.login(DEMO_USERS.innendienst.email);
    expect((await t.request("GET", "/api/extranet/users/me", { token: pair.access_token })).status).toBe(200);

    await t.database.db
      .update(users)
      .set({ endDate: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(users.id, DEMO_USERS.innendienst.id));
    // Written in the database itself, not through the API: it takes effect once the session check
    // held in memory has expired (at most 10 s; decision 0511). Writes through the API act at once.
    t.clock.advance(10);

    const me = await t.request("GET", "/api/extranet/users/me", { token: pair.access_token });
    expect(me.status).toBe(401);
    expect(await errorCodeOf(me)).toBe("USER_SUSPENDED");
    const refresh = await t.refresh(pair.refresh_token);
    expect(await errorCodeOf(refresh)).toBe("USER_SUSPENDED");
    const login = await t.request("POST", "/api/auth/login", {
      json: { email: DEMO_USERS.innendienst.email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);
    expect(await errorCodeOf(login)).toBe("USER_SUSPENDED");
  });

  it("keeps an end_date in the future active", async () => {
    await t.database.db
      .update(users)
      .set({ endDate: new Date(t.clock.now().getTime() + 86_400_000) })
      .where(eq(users.id, DEMO_USERS.rp.id));
    await expect(t.login(DEMO_USERS.rp.email)).resolves.toBeDefined();
  });
});
