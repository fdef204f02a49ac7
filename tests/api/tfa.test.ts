/** Two-factor sign-in (decision 0550): Directus' /users/me/tfa/* and POST /auth/login with `otp`, and every way around it refused. */
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { auditLog, authSessions, users } from "../../server/api/db/schema";
import { DEMO_PASSWORD, DEMO_USERS } from "../../server/api/seed/demo";
import { timeStep, totpAt } from "../../server/api/auth/totp";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi({ loginRateLimit: { max: 6, windowSeconds: 900 } });

const code = (secret: string, offset = 0) => totpAt(secret, timeStep(t.clock.now()) + offset);
const signIn = (email: string, otp?: string, ip?: string, password = DEMO_PASSWORD) => t.request("POST", "/api/auth/login", { json: { email, password, otp }, ip });

/** Turns two-factor on for `email` and answers its secret and recovery codes. */
async function enable(email: string): Promise<{ secret: string; recovery: string[]; token: string }> {
  const { access_token: token } = await t.login(email);
  const generated = await dataOf<{ secret: string; otpauth_url: string }>(
    await t.request("POST", "/api/users/me/tfa/generate", { token, json: { password: DEMO_PASSWORD } }),
  );
  const res = await t.request("POST", "/api/users/me/tfa/enable", { token, json: { secret: generated.secret, otp: code(generated.secret) } });
  expect(res.status).toBe(200);
  const { recovery_codes } = await dataOf<{ recovery_codes: string[] }>(res);
  t.clock.advance(30); // the enabling code's step is used up
  return { secret: generated.secret, recovery: recovery_codes, token };
}

describe("two-factor sign-in", () => {
  it("sets up with the password and one code, stores the secret encrypted and only hashes of the recovery codes", async () => {
    const { access_token: token } = await t.login("leser@example.com");
    expect(await errorCodeOf(await t.request("POST", "/api/users/me/tfa/generate", { token, json: { password: "falsch" } }))).toBe("INVALID_CREDENTIALS");
    const generated = await dataOf<{ secret: string; otpauth_url: string }>(
      await t.request("POST", "/api/users/me/tfa/generate", { token, json: { password: DEMO_PASSWORD } }),
    );
    expect(generated.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generated.otpauth_url).toContain(`secret=${generated.secret}`);
    expect(await errorCodeOf(await t.request("POST", "/api/users/me/tfa/enable", { token, json: { secret: generated.secret, otp: "000000" === code(generated.secret) ? "111111" : "000000" } }))).toBe("INVALID_OTP");

    const other = await t.login("leser@example.com");
    const res = await t.request("POST", "/api/users/me/tfa/enable", { token, json: { secret: generated.secret, otp: code(generated.secret) } });
    const { recovery_codes } = await dataOf<{ recovery_codes: string[] }>(res);
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, DEMO_USERS.leser.id));
    expect(row!.tfaSecret).toBeTruthy();
    expect(row!.tfaSecret).not.toContain(generated.secret);
    expect(row!.tfaRecoveryCodes).toHaveLength(10);
    expect(row!.tfaRecoveryCodes.some((h) => recovery_codes.includes(h))).toBe(false);

    // Account management sees it per colleague.
    const { access_token: manager } = await t.login("haendler@example.com");
    const accounts = await dataOf<{ id: string; tfa_enabled: boolean }[]>(await t.request("GET", "/api/extranet/accounts", { token: manager }));
    expect(accounts.find((a) => a.id === DEMO_USERS.leser.id)?.tfa_enabled).toBe(true);
    // No bypass by a refresh token issued before: every other session ended.
    expect((await t.refresh(other.refresh_token)).status).toBe(401);
    // A second setup is refused while it is on.
    expect((await t.request("POST", "/api/users/me/tfa/generate", { token, json: { password: DEMO_PASSWORD } })).status).toBe(400);
    // Audited and mailed.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, DEMO_USERS.leser.id));
    expect(audit.map((a) => a.action)).toContain("tfa_enabled");
    expect(t.mails.some((m) => m.to === "leser@example.com" && m.text.includes("eingerichtet"))).toBe(true);
  });

  it("asks for the code after the password, refuses a wrong or replayed one, accepts a recovery code once", async () => {
    const { secret, recovery } = await enable("lieferant@example.com");
    const email = "lieferant@example.com";
    expect(await errorCodeOf(await signIn(email))).toBe("INVALID_OTP");
    // A wrong password still answers as before: the second step does not reveal anything.
    expect(await errorCodeOf(await signIn(email, code(secret), undefined, "falsch"))).toBe("INVALID_CREDENTIALS");
    const wrong = code(secret) === "123456" ? "654321" : "123456";
    expect(await errorCodeOf(await signIn(email, wrong))).toBe("INVALID_OTP");

    const now = code(secret);
    const ok = await signIn(email, now);
    expect(ok.status).toBe(200);
    const { access_token: signedIn } = await dataOf<{ access_token: string }>(ok);
    const claims = decodeJwt(signedIn);
    const [session] = await t.database.db.select().from(authSessions).where(eq(authSessions.id, claims.session as string));
    expect(session!.tfa).toBe(true);
    const listed = await dataOf<{ id: string; tfa: boolean }[]>(await t.request("GET", "/api/extranet/users/me/sessions", { token: signedIn }));
    expect(listed.find((s) => s.id === claims.session)?.tfa).toBe(true);
    // The same code within its window is refused.
    expect(await errorCodeOf(await signIn(email, now))).toBe("INVALID_OTP");

    expect((await signIn(email, recovery[0]!.toUpperCase())).status).toBe(200);
    expect(await errorCodeOf(await signIn(email, recovery[0]))).toBe("INVALID_OTP");
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, DEMO_USERS.lieferant.id));
    expect(audit.map((a) => a.action)).toContain("tfa_recovery_used");
    expect(t.mails.some((m) => m.to === email && m.text.includes("Wiederherstellungscode"))).toBe(true);
  });

  it("lets one of two sign-ins at once use a code, and a recovery code once", async () => {
    const { secret, recovery } = await enable("kiel@example.com");
    const email = "kiel@example.com";
    const ip = "198.51.100.7"; // an address of its own: the refusals count against it
    const both = await Promise.all([signIn(email, code(secret), ip), signIn(email, code(secret), ip)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    const again = await Promise.all([signIn(email, recovery[1], ip), signIn(email, recovery[1], ip)]);
    expect(again.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("counts wrong codes against the sign-in limit of the account", async () => {
    const { secret } = await enable("haendler@example.com");
    const wrong = code(secret) === "123456" ? "654321" : "123456";
    for (let i = 0; i < 6; i++) await signIn("haendler@example.com", wrong, `203.0.113.${i + 1}`);
    const res = await signIn("haendler@example.com", code(secret), "203.0.113.99");
    expect(res.status).toBe(429);
  });

  it("turns off only with a current code or a recovery code; a password reset leaves it on", async () => {
    const { secret, token } = await enable("verbund@example.com");
    expect(await errorCodeOf(await t.request("POST", "/api/users/me/tfa/disable", { token, json: { otp: "nicht" } }))).toBe("INVALID_OTP");

    // Reset: a new password, but still the second factor.
    await t.request("POST", "/api/auth/password/request", { json: { email: "verbund@example.com", reset_url: "http://127.0.0.1:3000/login/resetpassword" } });
    const mail = t.mails.findLast((m) => m.to === "verbund@example.com" && m.link.includes("token="));
    const resetToken = new URL(mail!.link).searchParams.get("token")!;
    expect((await t.request("POST", "/api/auth/password/reset", { json: { token: resetToken, password: "NeuesPasswort1" } })).status).toBe(204);
    expect(await errorCodeOf(await signIn("verbund@example.com", undefined, undefined, "NeuesPasswort1"))).toBe("INVALID_OTP");
    const fresh = await dataOf<{ access_token: string }>(await signIn("verbund@example.com", code(secret), undefined, "NeuesPasswort1"));

    // Impersonating a sub-account needs the parent's full sign-in; the sub-account's 2FA cannot be changed by the parent.
    const imp = await t.request("POST", "/api/extranet/auth/impersonate", { token: fresh.access_token, json: { id: DEMO_USERS.luebeck.id } });
    expect(imp.status).toBe(200);
    const { access_token: asChild } = (await imp.json()) as { access_token: string };
    expect((await t.request("POST", "/api/users/me/tfa/generate", { token: asChild, json: { password: DEMO_PASSWORD } })).status).toBe(403);

    t.clock.advance(30);
    const off = await t.request("POST", "/api/users/me/tfa/disable", { token: fresh.access_token, json: { otp: code(secret) } });
    expect(off.status).toBe(204);
    expect((await signIn("verbund@example.com", undefined, undefined, "NeuesPasswort1")).status).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, DEMO_USERS.verbund.id));
    expect(audit.map((a) => a.action)).toContain("tfa_disabled");
  });

  it("leaves demo users without two-factor signing in with the password alone", async () => {
    expect((await signIn("gruppe@example.com")).status).toBe(200);
  });
});
