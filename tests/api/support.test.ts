/**
 * The association's support on partner accounts and the audit view (issue 39, decision 0952):
 * each action with its reason in the audit trail, refused to partners, to Redaktion and on the
 * association's own accounts; the audit view's filters and paging.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditViewSchema, supportAccountListSchema, supportAccountSchema, type SupportAccount } from "#contract/support";
import { userSchema } from "#contract/user";
import { auditLog, loginFailures, users } from "../../server/api/db/schema";
import { timeStep, totpAt } from "../../server/api/auth/totp";
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { DEMO_SUPPORT_USERS } from "../../server/api/seed/support";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi({ loginRateLimit: { max: 3, windowSeconds: 900 } });
const RESET_URL = "http://127.0.0.1:3000/login/resetpassword";
const { engel, kraemer } = DEMO_SUPPORT_USERS;

const staff = async () => (await t.login(DEMO_STAFF.partnerverwaltung.email)).access_token;
const post = (token: string, id: string, action: string, json: unknown) => t.request("POST", `/api/extranet/support/accounts/${id}/${action}`, { token, json });
const accountOf = async (res: Response): Promise<SupportAccount> => {
  expect(res.status).toBe(200);
  return supportAccountSchema.parse(await dataOf(res));
};

/** The audit rows about `id` with `action`. */
const auditRows = (id: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, action as "support_unlock")));

async function enableTfa(email: string): Promise<void> {
  const { access_token: token } = await t.login(email);
  const { secret } = await dataOf<{ secret: string }>(await t.request("POST", "/api/users/me/tfa/generate", { token, json: { password: DEMO_PASSWORD } }));
  const res = await t.request("POST", "/api/users/me/tfa/enable", { token, json: { secret, otp: totpAt(secret, timeStep(t.clock.now())) } });
  expect(res.status).toBe(200);
  t.clock.advance(30);
}

async function failSignIns(email: string, times: number, ip = "203.0.113.7") {
  for (let i = 0; i < times; i++) await t.request("POST", "/api/auth/login", { json: { email, password: "falsch" }, ip });
}

describe("support: partner accounts", () => {
  it("lists every partner account, paged and searchable, never the association's", async () => {
    const token = await staff();
    const list = supportAccountListSchema.parse(await dataOf(await t.request("GET", "/api/extranet/support/accounts?limit=5", { token })));
    expect(list.items).toHaveLength(5);
    expect(list.total).toBeGreaterThan(15);
    const all = supportAccountListSchema.parse(await dataOf(await t.request("GET", "/api/extranet/support/accounts?limit=200", { token })));
    expect(all.items.map((a) => a.company.relation)).not.toContain("VB");
    expect(all.items.map((a) => a.email)).toEqual(expect.arrayContaining([DEMO_USERS.haendler.email, DEMO_USERS.lieferant.email, engel.email]));
    const second = supportAccountListSchema.parse(await dataOf(await t.request("GET", "/api/extranet/support/accounts?limit=5&page=2", { token })));
    expect(second.items.map((a) => a.id)).toEqual(all.items.slice(5, 10).map((a) => a.id));

    const byCompany = supportAccountListSchema.parse(await dataOf(await t.request("GET", "/api/extranet/support/accounts?search=Brandt%20GmbH", { token })));
    expect(byCompany.items.map((a) => a.email)).toEqual(expect.arrayContaining([engel.email, kraemer.email, DEMO_USERS.ivo.email]));
    expect(byCompany.items.every((a) => a.company.name === "Wohnstudio Brandt GmbH")).toBe(true);
    const staffSearch = supportAccountListSchema.parse(await dataOf(await t.request("GET", "/api/extranet/support/accounts?search=Einkaufsverband", { token })));
    expect(staffSearch.total).toBe(0);
  });

  it("refuses partners and staff without Partnerverwaltung, and the association's accounts and unknown ids as targets", async () => {
    const partner = (await t.login(DEMO_USERS.haendler.email)).access_token;
    const editorial = (await t.login(DEMO_STAFF.redaktion.email)).access_token;
    for (const token of [partner, editorial]) {
      expect((await t.request("GET", "/api/extranet/support/accounts", { token })).status).toBe(403);
      expect((await post(token, engel.id, "status", { status: "suspended", reason: "Test" })).status).toBe(403);
      expect((await t.request("GET", "/api/extranet/support/audit-log", { token })).status).toBe(403);
    }
    const token = await staff();
    for (const id of [DEMO_STAFF.admin.id, DEMO_STAFF.partnerverwaltung.id, "3f6a2c1e-8b4d-4e7a-9c15-000000000000", "nicht-eine-id"]) {
      expect(await errorCodeOf(await t.request("GET", `/api/extranet/support/accounts/${id}`, { token }))).toBe("FORBIDDEN");
      expect(await errorCodeOf(await post(token, id, "status", { status: "suspended", reason: "Test" }))).toBe("FORBIDDEN");
      expect(await errorCodeOf(await post(token, id, "password-link", { reason: "Test", reset_url: RESET_URL }))).toBe("FORBIDDEN");
    }
    const [admin] = await t.database.db.select().from(users).where(eq(users.id, DEMO_STAFF.admin.id));
    expect(admin!.status).toBe("active");
  });

  it("requires a reason for every action and changes nothing without one", async () => {
    const token = await staff();
    for (const [action, body] of [
      ["unlock", {}],
      ["tfa-reset", { reason: "   " }],
      ["password-link", { reset_url: RESET_URL }],
      ["status", { status: "suspended", reason: "" }],
      ["status", { status: "suspended", reason: "x".repeat(501) }],
    ] as const) {
      expect(await errorCodeOf(await post(token, DEMO_USERS.kiel.id, action, body)), action).toBe("INVALID_PAYLOAD");
    }
    const [kiel] = await t.database.db.select().from(users).where(eq(users.id, DEMO_USERS.kiel.id));
    expect(kiel!.status).toBe("active");
    expect(t.mails.filter((m) => m.to === DEMO_USERS.kiel.email)).toHaveLength(0);
  });

  it("unlocks an account the sign-in limit holds, forgiving its own and its address's failures, with the reason in the audit trail", async () => {
    const token = await staff();
    expect(await errorCodeOf(await post(token, kraemer.id, "unlock", { reason: "Ticket 4711" }))).toBe("INVALID_PAYLOAD");
    await failSignIns(kraemer.email, 3);
    expect((await t.request("POST", "/api/auth/login", { json: { email: kraemer.email, password: DEMO_PASSWORD }, ip: "203.0.113.7" })).status).toBe(429);
    const locked = await accountOf(await t.request("GET", `/api/extranet/support/accounts/${kraemer.id}`, { token }));
    expect(locked).toMatchObject({ locked: true, failed_sign_ins: 3 });
    expect(Date.parse(locked.locked_until!)).toBeGreaterThan(t.clock.now().getTime());

    const unlocked = await accountOf(await post(token, kraemer.id, "unlock", { reason: "Ticket 4711: Passwort vergessen" }));
    expect(unlocked).toMatchObject({ locked: false, locked_until: null, failed_sign_ins: 0 });
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, "203.0.113.7"))).toHaveLength(0);
    const [row] = await auditRows(kraemer.id, "support_unlock");
    expect(row).toMatchObject({ actorId: DEMO_STAFF.partnerverwaltung.id, detail: "Ticket 4711: Passwort vergessen", companyId: DEMO_COMPANIES.brandtKassel.id });
    // Signed in again from the same address.
    expect((await t.request("POST", "/api/auth/login", { json: { email: kraemer.email, password: DEMO_PASSWORD }, ip: "203.0.113.7" })).status).toBe(200);
  });

  it("resets two-factor: secret and recovery codes gone, sessions ended, the user held at the setup until set up again", async () => {
    const token = await staff();
    expect(await errorCodeOf(await post(token, engel.id, "tfa-reset", { reason: "Handy verloren" }))).toBe("INVALID_PAYLOAD");
    await enableTfa(engel.email);
    expect(await errorCodeOf(await t.request("POST", "/api/auth/login", { json: { email: engel.email, password: DEMO_PASSWORD } }))).toBe("INVALID_OTP");

    const account = await accountOf(await post(token, engel.id, "tfa-reset", { reason: "Handy verloren, Anruf 10:15" }));
    expect(account).toMatchObject({ tfa_enabled: false, tfa_setup_required: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, engel.id));
    expect(row).toMatchObject({ tfaSecret: null, tfaLastStep: null, tfaRecoveryCodes: [], tfaSetupRequired: true });
    expect((await auditRows(engel.id, "support_tfa_reset"))[0]).toMatchObject({ actorId: DEMO_STAFF.partnerverwaltung.id, detail: "Handy verloren, Anruf 10:15" });
    expect(t.mails.some((m) => m.to === engel.email && m.subject.includes("zurückgesetzt"))).toBe(true);

    // The password alone signs in again, but only the setup is open (as for the company's requirement).
    const { access_token: user } = await t.login(engel.email);
    const me = userSchema.parse(await dataOf(await t.request("GET", "/api/extranet/users/me", { token: user })));
    expect(me).toMatchObject({ tfa_enabled: false, tfa_setup_required: true });
    const held = await t.request("GET", "/api/extranet/news", { token: user });
    expect(held.status).toBe(403);
    await enableTfa(engel.email);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, engel.id));
    expect(after!.tfaSetupRequired).toBe(false);
  });

  it("mails a password link and suspends and reactivates, each audited with its reason", async () => {
    const token = await staff();
    const target = DEMO_USERS.luebeck;
    await accountOf(await post(token, target.id, "password-link", { reason: "Passwort vergessen", reset_url: RESET_URL }));
    expect(t.mails.filter((m) => m.to === target.email && m.subject.includes("Passwort"))).toHaveLength(1);
    expect((await auditRows(target.id, "support_password_link"))[0]!.detail).toBe("Passwort vergessen");
    expect(await errorCodeOf(await post(token, target.id, "password-link", { reason: "x", reset_url: "https://evil.example/reset" }))).toBe("INVALID_PAYLOAD");

    const { refresh_token } = await t.login(target.email);
    const suspended = await accountOf(await post(token, target.id, "status", { status: "suspended", reason: "Mitarbeiter ausgeschieden" }));
    expect(suspended.status).toBe("suspended");
    expect(await errorCodeOf(await t.refresh(refresh_token))).toBe("USER_SUSPENDED");
    expect(await errorCodeOf(await post(token, target.id, "status", { status: "suspended", reason: "noch einmal" }))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await post(token, target.id, "password-link", { reason: "x", reset_url: RESET_URL }))).toBe("INVALID_PAYLOAD");

    const active = await accountOf(await post(token, target.id, "status", { status: "active", reason: "Irrtum, Rückruf Herr Petersen" }));
    expect(active).toMatchObject({ status: "active", end_date: null });
    expect((await auditRows(target.id, "support_suspend"))[0]!.detail).toBe("Mitarbeiter ausgeschieden");
    expect((await auditRows(target.id, "support_reactivate"))[0]!.detail).toBe("Irrtum, Rückruf Herr Petersen");
    expect((await t.login(target.email)).access_token).toBeTruthy();
  });
});

describe("support: the read-only support view (decision 0963)", () => {
  const reasonOf = async (res: Response) => ((await res.json()) as { errors: { extensions: { code: string; reason?: string } }[] }).errors[0]!.extensions;

  it("reads the portal as the partner account, refuses every write, and keeps start and end with the reason in the partner's audit trail", async () => {
    const token = await staff();
    const res = await post(token, kraemer.id, "impersonate", { reason: "Ticket 4711: Kalender leer" });
    expect(res.status).toBe(200);
    const { login_url, refresh_token } = (await res.json()) as { login_url: string; refresh_token: string };
    expect(login_url).toBe("/login/impersonation");
    const pair = await dataOf<{ access_token: string; refresh_token: string }>(await t.request("POST", "/api/auth/refresh", { json: { refresh_token, mode: "json" } }));
    const viewToken = pair.access_token;

    const me = userSchema.parse(await dataOf(await t.request("GET", "/api/users/me", { token: viewToken })));
    expect(me.email).toBe(kraemer.email);
    expect((await t.request("GET", "/api/extranet/news", { token: viewToken })).status).toBe(200);

    const before = await t.database.db.select().from(users).where(eq(users.id, kraemer.id));
    const write = await t.request("PATCH", "/api/users/me", { token: viewToken, json: { first_name: "Geändert" } });
    expect(write.status).toBe(403);
    expect(await reasonOf(write)).toMatchObject({ code: "FORBIDDEN", reason: "READ_ONLY_SESSION" });
    expect((await t.request("POST", "/api/extranet/users/me/sessions/revoke-all", { token: viewToken, json: {} })).status).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.id, kraemer.id))).toEqual(before);
    // no second switch from inside the view (it is a write, too)
    expect((await post(viewToken, engel.id, "impersonate", { reason: "Kette" })).status).toBe(403);

    const [start] = await auditRows(kraemer.id, "impersonation_start");
    expect(start).toMatchObject({ actorId: DEMO_STAFF.partnerverwaltung.id, companyId: before[0]!.companyId, detail: "Ticket 4711: Kalender leer" });
    expect((await t.request("POST", "/api/auth/logout", { json: { refresh_token: pair.refresh_token } })).status).toBeLessThan(300);
    const [end] = await auditRows(kraemer.id, "impersonation_end");
    expect(end).toMatchObject({ actorId: DEMO_STAFF.partnerverwaltung.id });
    // the partner's own sign-in is untouched: it can write as before
    const own = (await t.login(kraemer.email)).access_token;
    expect((await t.request("GET", "/api/users/me", { token: own })).status).toBe(200);
  });

  it("needs a reason, a partner account that is active, and two-factor for a company that requires it; partners and Redaktion are refused", async () => {
    const token = await staff();
    expect(await errorCodeOf(await post(token, engel.id, "impersonate", { reason: "  " }))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await post(token, DEMO_STAFF.admin.id, "impersonate", { reason: "Test" }))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await post(token, DEMO_USERS.gesperrt.id, "impersonate", { reason: "Test" }))).toBe("INVALID_PAYLOAD");
    const tfa = await post(token, DEMO_USERS.albrecht.id, "impersonate", { reason: "Test" });
    expect(await reasonOf(tfa)).toMatchObject({ code: "FORBIDDEN", reason: "TFA_SETUP_REQUIRED" });
    for (const email of [DEMO_USERS.haendler.email, DEMO_STAFF.redaktion.email]) {
      const other = (await t.login(email)).access_token;
      expect((await post(other, engel.id, "impersonate", { reason: "Test" })).status).toBe(403);
    }
    expect(await auditRows(engel.id, "impersonation_start")).toEqual([]);
  });
});

describe("support: the audit view", () => {
  it("filters by company, user, action and period, pages newest first, for Partnerverwaltung and Administration", async () => {
    const token = await staff();
    await post(token, DEMO_USERS.kiel.id, "password-link", { reason: "Kiel ruft an", reset_url: RESET_URL });
    const admin = (await t.login(DEMO_STAFF.admin.email)).access_token;
    const view = async (query: string, as = token) => {
      const res = await t.request("GET", `/api/extranet/support/audit-log?${query}`, { token: as });
      expect(res.status, query).toBe(200);
      return auditViewSchema.parse(await dataOf(res));
    };

    const all = await view("limit=3", admin);
    expect(all.items).toHaveLength(3);
    const times = all.items.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await view("limit=3&page=2")).items[0]!.id).not.toBe(all.items[0]!.id);

    const byAction = await view("action=support_password_link");
    expect(byAction.items.length).toBeGreaterThan(0);
    expect(byAction.items.every((e) => e.action === "support_password_link")).toBe(true);
    const kiel = await view("action=support_password_link&company=Hanse%20Kiel");
    expect(kiel.total).toBe(1);
    expect(kiel.items[0]).toMatchObject({ detail: "Kiel ruft an", company: { name: "Wohnwelt Hanse Kiel GmbH" }, actor: { email: DEMO_STAFF.partnerverwaltung.email }, target: { email: DEMO_USERS.kiel.email } });
    const byUser = await view("user=Jensen");
    expect(byUser.items.every((e) => e.target?.email === DEMO_USERS.kiel.email || e.actor?.email === DEMO_USERS.kiel.email)).toBe(true);
    const byActor = await view("user=partnerverwaltung@");
    expect(byActor.items.some((e) => e.action === "support_password_link")).toBe(true);

    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await view(`from=${today}&to=${today}&company=Hanse%20Kiel&action=support_password_link`)).total).toBe(1);
    expect((await view(`to=2020-01-01&company=Hanse%20Kiel`)).total).toBe(0);
    expect((await view(`from=2099-01-01`)).total).toBe(0);

    for (const bad of ["action=erfunden", "from=2026-13-45", "page=0", "unknown=1", "limit=5000"]) {
      expect((await t.request("GET", `/api/extranet/support/audit-log?${bad}`, { token })).status, bad).toBe(400);
    }
  });
  it("counts a step past the page asked for: more than 1,000 on the first page, the real total further on (decision 0992)", async () => {
    const token = await staff();
    const companyId = DEMO_COMPANIES.hanseKiel.id;
    const start = t.clock.now().getTime() - 3_600_000;
    const rows = Array.from({ length: 1_100 }, (_, i) => ({ action: "login" as const, companyId, actorId: DEMO_USERS.kiel.id, ip: "10.0.0.1", createdAt: new Date(start + i * 1000) }));
    await t.database.db.insert(auditLog).values(rows);
    const view = async (query: string) => auditViewSchema.parse(await dataOf(await t.request("GET", `/api/extranet/support/audit-log?company=Hanse%20Kiel&${query}`, { token })));

    const first = await view("limit=50");
    expect(first).toMatchObject({ total: 1_000, capped: true });
    const twentieth = await view("limit=50&page=20");
    expect(twentieth.capped).toBe(false);
    expect(twentieth.total).toBeGreaterThanOrEqual(1_100);
    expect(twentieth.total).toBeLessThan(2_000);
    expect((await view(`limit=50&page=${Math.ceil(twentieth.total / 50)}`)).items.length).toBe(twentieth.total % 50 || 50);
    // a page past the end carries no count of its own: it is counted apart
    expect(await view("limit=50&page=60")).toMatchObject({ items: [], total: twentieth.total, capped: false });
    expect(await view("limit=50&action=support_unlock&user=niemand-der-existiert")).toMatchObject({ items: [], total: 0, capped: false });
  });
});
