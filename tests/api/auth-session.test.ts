import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { tokenPairSchema } from "#contract/user";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const ACCESS_TTL = 60;
const REFRESH_TTL = 3600;
const GRACE = 10;
const t = useTestApi({ accessTokenTtl: ACCESS_TTL, refreshTokenTtl: REFRESH_TTL, refreshGraceSeconds: GRACE });

const me = (token: string) => t.request("GET", "/api/extranet/users/me", { token });

describe("POST /api/auth/refresh", () => {
  it("rotates the pair; the retired token within the grace window returns the identical pair", async () => {
    const first = await t.login("haendler@example.com");
    t.clock.advance(30);

    const rotated = await t.refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const rotatedBody = await rotated.text();
    const next = tokenPairSchema.parse(JSON.parse(rotatedBody).data);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.access_token).not.toBe(first.access_token);

    t.clock.advance(GRACE - 1);
    const replay = await t.refresh(first.refresh_token);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe(rotatedBody);

    expect((await me(next.access_token)).status).toBe(200);
    const after = await t.refresh(next.refresh_token);
    expect(after.status).toBe(200);
    expect((await dataOf<{ refresh_token: string }>(after)).refresh_token).not.toBe(next.refresh_token);
  });

  it("revokes the whole session when a retired token comes back after the grace window", async () => {
    const first = await t.login("haendler@example.com");
    const next = tokenPairSchema.parse(await dataOf(await t.refresh(first.refresh_token)));
    t.clock.advance(GRACE + 1);

    const reuse = await t.refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(await errorCodeOf(reuse)).toBe("INVALID_CREDENTIALS");

    // The legitimate newest pair dies with the session.
    const newest = await t.refresh(next.refresh_token);
    expect(newest.status).toBe(401);
    expect(await errorCodeOf(newest)).toBe("INVALID_CREDENTIALS");
    const denied = await me(next.access_token);
    expect(denied.status).toBe(401);
    expect(await errorCodeOf(denied)).toBe("INVALID_TOKEN");
  });

  it("revokes on a token two generations old, even within the grace window", async () => {
    const first = await t.login("leser@example.com");
    const second = tokenPairSchema.parse(await dataOf(await t.refresh(first.refresh_token)));
    const third = tokenPairSchema.parse(await dataOf(await t.refresh(second.refresh_token)));

    expect(await errorCodeOf(await t.refresh(first.refresh_token))).toBe("INVALID_CREDENTIALS");
    expect(await errorCodeOf(await t.refresh(third.refresh_token))).toBe("INVALID_CREDENTIALS");
  });

  it("gives concurrent refreshes of one token the same pair", async () => {
    const first = await t.login("lieferant@example.com");
    const responses = await Promise.all(Array.from({ length: 5 }, () => t.refresh(first.refresh_token)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);

    const pair = tokenPairSchema.parse(JSON.parse(bodies[0]!).data);
    expect((await me(pair.access_token)).status).toBe(200);
    expect((await t.refresh(pair.refresh_token)).status).toBe(200);
  });

  it("answers TOKEN_EXPIRED for an expired refresh token", async () => {
    const pair = await t.login("rp@example.com");
    t.clock.advance(REFRESH_TTL);
    const res = await t.refresh(pair.refresh_token);
    expect(res.status).toBe(401);
    expect(await errorCodeOf(res)).toBe("TOKEN_EXPIRED");
  });

  it("slides the refresh lifetime with each rotation", async () => {
    let pair = await t.login("neu@example.com");
    for (let i = 0; i < 3; i++) {
      t.clock.advance(REFRESH_TTL - 60);
      const res = await t.refresh(pair.refresh_token);
      expect(res.status).toBe(200);
      pair = tokenPairSchema.parse(await dataOf(res));
    }
  });

  it("rejects an unknown refresh token and a missing one", async () => {
    const unknown = await t.refresh("bm9wZQ");
    expect(unknown.status).toBe(401);
    expect(await errorCodeOf(unknown)).toBe("INVALID_CREDENTIALS");
    const missing = await t.request("POST", "/api/auth/refresh", { json: { mode: "json" } });
    expect(missing.status).toBe(400);
    expect(await errorCodeOf(missing)).toBe("INVALID_PAYLOAD");
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session: 204, then neither refresh nor access token work", async () => {
    const pair = await t.login("haendler@example.com");
    const res = await t.request("POST", "/api/auth/logout", { json: { refresh_token: pair.refresh_token } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");

    const refresh = await t.refresh(pair.refresh_token);
    expect(refresh.status).toBe(401);
    expect(await errorCodeOf(refresh)).toBe("INVALID_CREDENTIALS");
    const denied = await me(pair.access_token);
    expect(denied.status).toBe(401);
    expect(await errorCodeOf(denied)).toBe("INVALID_TOKEN");
  });

  it("leaves the user's other sessions alone", async () => {
    const phone = await t.login("haendler@example.com");
    const desktop = await t.login("haendler@example.com");
    await t.request("POST", "/api/auth/logout", { json: { refresh_token: phone.refresh_token } });
    expect((await me(desktop.access_token)).status).toBe(200);
  });

  it("rejects an unknown token and a missing body", async () => {
    const unknown = await t.request("POST", "/api/auth/logout", { json: { refresh_token: "unbekannt" } });
    expect(await errorCodeOf(unknown)).toBe("INVALID_CREDENTIALS");
    const missing = await t.request("POST", "/api/auth/logout", { json: {} });
    expect(await errorCodeOf(missing)).toBe("INVALID_PAYLOAD");
  });
});

describe("access tokens", () => {
  it("expire after their lifetime (TOKEN_EXPIRED) while the refresh token still works", async () => {
    const pair = await t.login("leser@example.com");
    t.clock.advance(ACCESS_TTL);
    const expired = await me(pair.access_token);
    expect(expired.status).toBe(401);
    expect(await errorCodeOf(expired)).toBe("TOKEN_EXPIRED");

    const fresh = tokenPairSchema.parse(await dataOf(await t.refresh(pair.refresh_token)));
    expect((await me(fresh.access_token)).status).toBe(200);
  });

  it("are refused when malformed or signed with another key (INVALID_TOKEN)", async () => {
    const pair = await t.login("leser@example.com");
    const claims = JSON.parse(Buffer.from(pair.access_token.split(".")[1]!, "base64url").toString()) as Record<
      string,
      unknown
    >;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    for (const token of ["kein.jwt.token", forged, `${pair.access_token}x`]) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(await errorCodeOf(res)).toBe("INVALID_TOKEN");
    }
    const notBearer = await t.request("GET", "/api/extranet/users/me", {
      headers: { authorization: `Basic ${pair.access_token}` },
    });
    expect(await errorCodeOf(notBearer)).toBe("INVALID_TOKEN");
  });

  it("are required: no Authorization header → 403 FORBIDDEN", async () => {
    const res = await t.request("GET", "/api/extranet/users/me");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      errors: [{ message: "You don't have permission to access this.", extensions: { code: "FORBIDDEN" } }],
    });
  });

  it("carry user and session claims that match the account", async () => {
    const pair = await t.login(DEMO_USERS.verbund.email);
    const res = await me(pair.access_token);
    expect((await dataOf<{ id: string }>(res)).id).toBe(DEMO_USERS.verbund.id);
  });
});
