import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/api/seed/demo";
import { errorCodeOf, useTestApi } from "./fixture";
import { startSmtp, type TestSmtp } from "./smtp";

const RESET_URL = "http://127.0.0.1:3000/login/resetpassword";

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());

// The mailer of this file delivers over real SMTP to the server above.
const t = useTestApi({ mailer: { send: (message) => smtp.mailer.send(message) } });

async function requestReset(email: string) {
  return t.request("POST", "/api/auth/password/request", { json: { email, reset_url: RESET_URL } });
}

/** Waits for the next mail on the SMTP server and returns the token of its link. */
async function nextMailToken(before: number): Promise<{ raw: string; token: string }> {
  for (let i = 0; i < 100 && smtp.received.length <= before; i++) await new Promise((r) => setTimeout(r, 50));
  const raw = smtp.received[before];
  if (!raw) throw new Error("no mail received");
  // Quoted-printable soft line breaks may split the link.
  const body = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = /http:\/\/127\.0\.0\.1:3000\/login\/resetpassword\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!link) throw new Error(`no link in mail:\n${raw}`);
  return { raw, token: link[1]! };
}

async function reset(token: string, password: string) {
  return t.request("POST", "/api/auth/password/reset", { json: { token, password } });
}

describe("password reset", () => {
  it("mails a one-time link over SMTP; following it sets the password once and ends the sessions", async () => {
    const session = await t.login("leser@example.com");
    const before = smtp.received.length;
    const res = await requestReset("leser@example.com");
    expect(res.status).toBe(204);
    const { raw, token } = await nextMailToken(before);
    expect(raw).toContain("To: leser@example.com");

    expect((await reset(token, "kurz")).status).toBe(400);
    expect((await reset(token, "NeuesPasswort1")).status).toBe(204);
    await t.login("leser@example.com", "NeuesPasswort1");
    expect(await errorCodeOf(await t.refresh(session.refresh_token))).toBe("INVALID_CREDENTIALS");

    // Single use.
    expect(await errorCodeOf(await reset(token, "NochEinPasswort2"))).toBe("INVALID_TOKEN");
    await t.login("leser@example.com", "NeuesPasswort1");
  });

  it("answers an unknown address exactly like a known one and sends nothing", async () => {
    const first = smtp.received.length;
    const known = await requestReset("haendler@example.com");
    await nextMailToken(first);
    const before = smtp.received.length;
    const unknown = await requestReset("niemand@example.com");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
  });

  it("refuses a link after one hour", async () => {
    const before = smtp.received.length;
    await requestReset("lieferant@example.com");
    const { token } = await nextMailToken(before);
    t.clock.advance(3601);
    expect(await errorCodeOf(await reset(token, "ZuSpaet2026"))).toBe("INVALID_TOKEN");
    await t.login("lieferant@example.com", DEMO_PASSWORD);
  });

  it("refuses a reset_url on a foreign host, so no token is mailed there", async () => {
    const res = await t.request("POST", "/api/auth/password/request", { json: { email: "haendler@example.com", reset_url: "https://evil.example/steal" } });
    expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
  });
});

describe("password change", () => {
  it("needs the current password and ends the user's other sessions", async () => {
    const other = await t.login("rp@example.com");
    const current = await t.login("rp@example.com");
    const wrong = await t.request("POST", "/api/extranet/users/me/password", { token: current.access_token, json: { current_password: "falsch", password: "Geaendert2026" } });
    expect(await errorCodeOf(wrong)).toBe("INVALID_CREDENTIALS");
    const ok = await t.request("POST", "/api/extranet/users/me/password", { token: current.access_token, json: { current_password: DEMO_PASSWORD, password: "Geaendert2026" } });
    expect(ok.status).toBe(204);
    expect(await errorCodeOf(await t.refresh(other.refresh_token))).toBe("INVALID_CREDENTIALS");
    expect((await t.request("GET", "/api/extranet/users/me", { token: current.access_token })).status).toBe(200);
    await t.login("rp@example.com", "Geaendert2026");
  });
});
