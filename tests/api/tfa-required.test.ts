/**
 * The company's two-factor requirement (decision 0551): set and unset by an account manager for
 * the own company only; a user without a second factor in such a company is held at its setup on
 * every other endpoint, old refresh tokens and sub-account switching included.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, companies, users } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from "../../server/api/seed/demo";
import { timeStep, totpAt } from "../../server/api/auth/totp";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();
const portal = portalContext(t);

const code = (secret: string, offset = 0) => totpAt(secret, timeStep(t.clock.now()) + offset);
const POLICY = "/api/extranet/tfa-policy";

async function requiredOf(companyId: number): Promise<boolean> {
  const [row] = await t.database.db.select({ required: companies.tfaRequired }).from(companies).where(eq(companies.id, companyId));
  return row!.required;
}

async function setRequired(companyId: number, required: boolean): Promise<void> {
  await t.database.db.update(companies).set({ tfaRequired: required }).where(eq(companies.id, companyId));
  t.deps.readCache?.invalidate();
}

/** FORBIDDEN with the gate's reason, so a client knows to send the user to the setup. */
async function expectHeld(res: Response): Promise<void> {
  expect(res.status).toBe(403);
  const body = (await res.json()) as { errors: { extensions: { code: string; reason?: string } }[] };
  expect(body.errors[0]!.extensions).toEqual({ code: "FORBIDDEN", reason: "TFA_SETUP_REQUIRED" });
}

/** Sets up two-factor with the given token; answers the secret. */
async function setUp(token: string): Promise<string> {
  const generated = await dataOf<{ secret: string }>(await t.request("POST", "/api/users/me/tfa/generate", { token, json: { password: DEMO_PASSWORD } }));
  const res = await t.request("POST", "/api/users/me/tfa/enable", { token, json: { secret: generated.secret, otp: code(generated.secret) } });
  expect(res.status).toBe(200);
  expect((await dataOf<{ recovery_codes: string[] }>(res)).recovery_codes).toHaveLength(10);
  t.clock.advance(30);
  return generated.secret;
}

/** Representative calls of a signed-in user: reads and writes of several areas. */
const OTHER_CALLS: [string, string, unknown?][] = [
  ["GET", "/api/extranet/users/me/sessions"],
  ["GET", "/api/extranet/news"],
  ["GET", "/api/extranet/brand"],
  ["PATCH", "/api/users/me", { first_name: "Svenja", last_name: "Pohl" }],
  ["POST", "/api/extranet/users/me/password", { current_password: DEMO_PASSWORD, password: "NeuesPasswort1" }],
  ["POST", "/api/extranet/users/me/sessions/revoke-all"],
  ["POST", "/api/users/me/tfa/disable", { otp: "123456" }],
];

describe("the company's two-factor requirement", () => {
  it("is set and unset by an account manager of the own company only, and audited", async () => {
    const { access_token: manager } = await t.login(DEMO_USERS.lieferant.email);
    expect(await dataOf(await t.request("GET", POLICY, { token: manager }))).toEqual({ tfa_required: false });

    // Not by a colleague without ACCOUNTMANAGEMENT.
    const { access_token: plain } = await t.login(DEMO_USERS.innendienst.email);
    expect(await errorCodeOf(await t.request("GET", POLICY, { token: plain }))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await t.request("POST", POLICY, { token: plain, json: { tfa_required: true } }))).toBe("FORBIDDEN");
    // Never another company: the company comes from the session, a company in the body is refused.
    expect(await errorCodeOf(await t.request("POST", POLICY, { token: manager, json: { tfa_required: true, company: DEMO_COMPANIES.sommer.id } }))).toBe("INVALID_PAYLOAD");
    expect(await requiredOf(DEMO_COMPANIES.nordholz.id)).toBe(false);

    // Another company's manager turning it on changes only their own company.
    const { access_token: other } = await t.login(DEMO_USERS.haendler.email);
    expect(await dataOf(await t.request("POST", POLICY, { token: other, json: { tfa_required: false } }))).toEqual({ tfa_required: false });

    const secret = await setUp(manager);
    expect(await dataOf(await t.request("POST", POLICY, { token: manager, json: { tfa_required: true } }))).toEqual({ tfa_required: true });
    expect(await requiredOf(DEMO_COMPANIES.nordholz.id)).toBe(true);
    expect(await requiredOf(DEMO_COMPANIES.sommer.id)).toBe(false);
    expect(await dataOf(await t.request("GET", POLICY, { token: other }))).toEqual({ tfa_required: false });
    // The manager, who has two-factor, goes on working.
    expect(await dataOf(await t.request("GET", POLICY, { token: manager }))).toEqual({ tfa_required: true });
    // The colleague without it is held from now on, on the token they already had.
    await expectHeld(await t.request("GET", "/api/extranet/news", { token: plain }));

    expect(await dataOf(await t.request("POST", POLICY, { token: manager, json: { tfa_required: false } }))).toEqual({ tfa_required: false });
    expect((await t.request("GET", "/api/extranet/news", { token: plain })).status).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, DEMO_COMPANIES.nordholz.id));
    const entries = audit.filter((a) => a.action.startsWith("tfa_requirement_"));
    expect(entries.map((a) => [a.action, a.actorId])).toEqual([
      ["tfa_requirement_on", DEMO_USERS.lieferant.id],
      ["tfa_requirement_off", DEMO_USERS.lieferant.id],
    ]);
    // Saving the same state again writes nothing.
    await t.request("POST", POLICY, { token: manager, json: { tfa_required: false } });
    expect((await t.database.db.select().from(auditLog).where(and(eq(auditLog.companyId, DEMO_COMPANIES.nordholz.id), eq(auditLog.action, "tfa_requirement_off")))).length).toBe(1);
    // The manager's own sign-in now needs the code.
    expect((await t.request("POST", "/api/auth/login", { json: { email: DEMO_USERS.lieferant.email, password: DEMO_PASSWORD, otp: code(secret) } })).status).toBe(200);
  });

  it("holds a user without two-factor in a requiring company at the setup, then lets them work", async () => {
    const { access_token: token } = await t.login(DEMO_USERS.pohl.email);
    // Reading oneself tells the portal why.
    const me = await dataOf<{ tfa_required: boolean; tfa_enabled: boolean }>(await t.request("GET", "/api/extranet/users/me", { token }));
    expect(me).toMatchObject({ tfa_required: true, tfa_enabled: false });
    expect((await t.request("GET", "/api/users/me?fields=id,tfa_required", { token })).status).toBe(200);
    for (const [method, path, json] of OTHER_CALLS) await expectHeld(await t.request(method, path, { token, json: method === "GET" ? undefined : (json ?? {}) }));
    // Nor can the account manager of that company, without a second factor, lift the requirement.
    const { access_token: manager } = await t.login(DEMO_USERS.albrecht.email);
    await expectHeld(await t.request("POST", POLICY, { token: manager, json: { tfa_required: false } }));
    expect(await requiredOf(DEMO_COMPANIES.albrecht.id)).toBe(true);

    await setUp(token);
    expect(await dataOf<{ tfa_enabled: boolean }>(await t.request("GET", "/api/extranet/users/me", { token }))).toMatchObject({ tfa_enabled: true });
    expect((await t.request("GET", "/api/extranet/news", { token })).status).toBe(200);
    expect((await t.request("PATCH", "/api/users/me", { token, json: { first_name: "Svenja", last_name: "Pohl" } })).status).toBe(204);
    // Signing in now needs the code.
    expect(await errorCodeOf(await t.request("POST", "/api/auth/login", { json: { email: DEMO_USERS.pohl.email, password: DEMO_PASSWORD } }))).toBe("INVALID_OTP");
  });

  it("does not let a refresh token issued before the requirement bypass it", async () => {
    const before = await t.login(DEMO_USERS.kiel.email);
    await setRequired(DEMO_COMPANIES.hanseKiel.id, true);
    const res = await t.refresh(before.refresh_token);
    expect(res.status).toBe(200);
    const { access_token } = await dataOf<{ access_token: string }>(res);
    await expectHeld(await t.request("GET", "/api/extranet/news", { token: access_token }));
    await expectHeld(await t.request("GET", "/api/extranet/users/me/sessions", { token: before.access_token }));
    await setRequired(DEMO_COMPANIES.hanseKiel.id, false);
    expect((await t.request("GET", "/api/extranet/news", { token: access_token })).status).toBe(200);
  });

  it("refuses to turn two-factor off while the company requires it, before using up the code", async () => {
    const company = DEMO_COMPANIES[DEMO_USERS.leser.company].id;
    const { access_token } = await t.login(DEMO_USERS.leser.email);
    const secret = await setUp(access_token);
    await setRequired(company, true);
    const otp = code(secret);
    const refused = await t.request("POST", "/api/users/me/tfa/disable", { token: access_token, json: { otp } });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: { extensions: { code: string; reason?: string } }[] };
    expect(body.errors[0]!.extensions).toEqual({ code: "INVALID_PAYLOAD", reason: "TFA_REQUIRED" });
    const [row] = await t.database.db.select({ secret: users.tfaSecret }).from(users).where(eq(users.id, DEMO_USERS.leser.id));
    expect(row!.secret).not.toBeNull();
    // Without the requirement the same code turns it off: the refusal did not use it up.
    await setRequired(company, false);
    expect((await t.request("POST", "/api/users/me/tfa/disable", { token: access_token, json: { otp } })).status).toBe(204);
  });

  it("tells the parent in the portal why the switch is refused and what to do (before the parent sets up a factor below)", async () => {
    const { action } = await import("../../app/routes/_auth+/login_.impersonation");
    const url = "http://portal.test/login/impersonation";
    const cookie = await portal.signIn(DEMO_USERS.verbund.email);
    const switchTo = async (id: string) => {
      const context = await portal.contextFor(new URL(url), "POST", { cookie });
      const body = new URLSearchParams({ intent: "start", id });
      const response = (await action({ request: new Request(url, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body }), context, params: {} })) as Response;
      return { location: response.headers.get("location"), toast: context.session.get("toast"), impersonating: context.session.get("parent") !== undefined };
    };
    await setRequired(DEMO_COMPANIES.hanseLuebeck.id, true);
    const refused = await switchTo(DEMO_USERS.luebeck.id);
    expect(refused).toEqual({
      location: "/sub-accounts",
      toast: { kind: "error", message: "Wohnwelt Hanse Lübeck GmbH verlangt die Zwei-Faktor-Authentifizierung. Richten Sie sie in Ihrem Profil ein und melden Sie sich mit ihr neu an, dann können Sie wechseln." },
      impersonating: false,
    });
    await setRequired(DEMO_COMPANIES.hanseLuebeck.id, false);
    expect(await switchTo(DEMO_USERS.luebeck.id)).toMatchObject({ location: "/dashboard", toast: { kind: "success" }, impersonating: true });
  });

  it("lets a parent switch into a sub-account of a requiring company only after a sign-in with two-factor", async () => {
    await setRequired(DEMO_COMPANIES.hanseLuebeck.id, true);
    const parent = await t.login(DEMO_USERS.verbund.email);
    const refused = await t.request("POST", "/api/extranet/auth/impersonate", { token: parent.access_token, json: { id: DEMO_USERS.luebeck.id } });
    await expectHeld(refused);
    // A sub-account of a company without the requirement: as before.
    expect((await t.request("POST", "/api/extranet/auth/impersonate", { token: parent.access_token, json: { id: DEMO_USERS.kiel.id } })).status).toBe(200);

    // Setting it up now does not count for this session: it was signed in with the password alone.
    const secret = await setUp(parent.access_token);
    await expectHeld(await t.request("POST", "/api/extranet/auth/impersonate", { token: parent.access_token, json: { id: DEMO_USERS.luebeck.id } }));
    const full = await dataOf<{ access_token: string }>(
      await t.request("POST", "/api/auth/login", { json: { email: DEMO_USERS.verbund.email, password: DEMO_PASSWORD, otp: code(secret) } }),
    );
    const switched = await t.request("POST", "/api/extranet/auth/impersonate", { token: full.access_token, json: { id: DEMO_USERS.luebeck.id } });
    expect(switched.status).toBe(200);
    const { refresh_token } = (await switched.json()) as { refresh_token: string };
    const { access_token: asChild } = await dataOf<{ access_token: string }>(await t.refresh(refresh_token));
    // The parent's sign-in covers the sub-account: it works, although it has no factor of its own.
    expect((await t.request("GET", "/api/extranet/news", { token: asChild })).status).toBe(200);
    await setRequired(DEMO_COMPANIES.hanseLuebeck.id, false);
  });

});
