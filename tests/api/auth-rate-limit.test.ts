import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/api/seed/demo";
import { errorCodeOf, useTestApi } from "./fixture";

const WINDOW = 60;
const t = useTestApi({ loginRateLimit: { max: 3, windowSeconds: WINDOW } });

function attempt(email: string, password: string, ip: string, api = t) {
  return api.request("POST", "/api/auth/login", { json: { email, password }, ip });
}

describe("sign-in rate limit", () => {
  it("locks an account after max failures, even for the right password, until the window passes", async () => {
    const email = "leser@example.com";
    // Different IPs: only the account counter reaches the limit.
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      expect((await attempt(email, "falsch", ip)).status).toBe(401);
    }
    const locked = await attempt(email, DEMO_PASSWORD, "198.51.100.4");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe(String(WINDOW));
    expect(await locked.json()).toEqual({
      errors: [{ message: `Too many requests, retry after ${WINDOW}s.`, extensions: { code: "REQUESTS_EXCEEDED" } }],
    });

    // Another account from one of those IPs is unaffected.
    expect((await attempt("haendler@example.com", DEMO_PASSWORD, "198.51.100.1")).status).toBe(200);

    t.clock.advance(WINDOW - 1);
    expect((await attempt(email, DEMO_PASSWORD, "198.51.100.4")).status).toBe(429);
    t.clock.advance(1);
    expect((await attempt(email, DEMO_PASSWORD, "198.51.100.4")).status).toBe(200);
  });

  it("locks an IP after max failures across accounts, until the window passes", async () => {
    const ip = "203.0.113.50";
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
      expect((await attempt(email, "falsch", ip)).status).toBe(401);
    }
    const locked = await attempt("haendler@example.com", DEMO_PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(await errorCodeOf(locked)).toBe("REQUESTS_EXCEEDED");

    expect((await attempt("haendler@example.com", DEMO_PASSWORD, "203.0.113.51")).status).toBe(200);

    t.clock.advance(WINDOW);
    expect((await attempt("haendler@example.com", DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it("forgives an account's failures after a successful sign-in", async () => {
    const email = "lieferant@example.com";
    expect((await attempt(email, "falsch", "192.0.2.101")).status).toBe(401);
    expect((await attempt(email, "falsch", "192.0.2.102")).status).toBe(401);
    expect((await attempt(email, DEMO_PASSWORD, "192.0.2.103")).status).toBe(200);
    expect((await attempt(email, "falsch", "192.0.2.104")).status).toBe(401);
    expect((await attempt(email, "falsch", "192.0.2.105")).status).toBe(401);
    // Four failures in the window, but only two since the success.
    expect((await attempt(email, DEMO_PASSWORD, "192.0.2.106")).status).toBe(200);
  });

  it("counts unknown accounts like known ones", async () => {
    const email = "unbekannt@example.com";
    for (const ip of ["192.0.2.201", "192.0.2.202", "192.0.2.203"]) {
      expect(await errorCodeOf(await attempt(email, "falsch", ip))).toBe("INVALID_CREDENTIALS");
    }
    expect(await errorCodeOf(await attempt(email, "falsch", "192.0.2.204"))).toBe("REQUESTS_EXCEEDED");
  });

  it("ignores X-Forwarded-For unless the host trusts it", async () => {
    const untrusting = t.withDeps({ trustForwardedFor: false });
    // Without a socket address and without a trusted header, only the account counter applies.
    for (const email of ["d@example.com", "e@example.com", "f@example.com"]) {
      expect((await attempt(email, "falsch", "203.0.113.77", untrusting)).status).toBe(401);
    }
    expect((await attempt("rp@example.com", DEMO_PASSWORD, "203.0.113.77", untrusting)).status).toBe(200);
    // The trusting app sees no failures for that IP either, since none were recorded under it.
    expect((await attempt("rp@example.com", DEMO_PASSWORD, "203.0.113.77")).status).toBe(200);
  });
});
