import { describe, expect, it } from "vitest";
import { accountSchema, auditEntrySchema, type Account, type AuditEntry } from "#contract/account";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();
const INVITE_URL = "http://127.0.0.1:3000/login/resetpassword";

async function tokenOf(email: string) {
  return (await t.login(email)).access_token;
}

async function createAccount(token: string, email: string, permissions: string[] = ["NEWS"]) {
  return t.request("POST", "/api/extranet/accounts", {
    token,
    json: { email, first_name: "Nina", last_name: "Neumann", permissions, invite_url: INVITE_URL },
  });
}

async function auditOf(token: string): Promise<AuditEntry[]> {
  const res = await t.request("GET", "/api/extranet/audit-log", { token });
  expect(res.status).toBe(200);
  return auditEntrySchema.array().parse(await dataOf(res));
}

describe("account management", () => {
  it("lists the accounts of the manager's own company only, with status", async () => {
    const token = await tokenOf("haendler@example.com");
    const res = await t.request("GET", "/api/extranet/accounts", { token });
    expect(res.status).toBe(200);
    const accounts = accountSchema.array().parse(await dataOf(res));
    expect(accounts.map((a) => a.email)).toEqual(expect.arrayContaining(["haendler@example.com", "leser@example.com", "koch@example.com"]));
    expect(accounts.map((a) => a.email)).not.toContain("lieferant@example.com");
    expect(accounts.every((a) => a.company.id === 1 && a.status === "active")).toBe(true);

    const search = await dataOf<Account[]>(await t.request("GET", "/api/extranet/accounts?search=albers", { token }));
    expect(search.map((a) => a.email)).toEqual(["leser@example.com"]);
  });

  it("shows when a colleague last signed in themselves: null before, the sign-in's time after", async () => {
    const token = await tokenOf("haendler@example.com");
    const koch = async () => (await dataOf<Account[]>(await t.request("GET", "/api/extranet/accounts?search=koch@", { token })))[0]!;
    expect((await koch()).last_login_at).toBeNull();
    await t.login("koch@example.com");
    expect((await koch()).last_login_at).toBe(t.clock.now().toISOString());
  });

  it("refuses users without ACCOUNTMANAGEMENT", async () => {
    const token = await tokenOf("leser@example.com");
    expect(await errorCodeOf(await t.request("GET", "/api/extranet/accounts", { token }))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await createAccount(token, "x@example.com"))).toBe("FORBIDDEN");
  });

  it("answers FORBIDDEN for another company's, unknown and malformed ids, and changes nothing", async () => {
    const token = await tokenOf("haendler@example.com");
    for (const id of [DEMO_USERS.lieferant.id, "00000000-0000-4000-8000-000000000000", "abc"]) {
      expect(await errorCodeOf(await t.request("GET", `/api/extranet/accounts/${id}`, { token }))).toBe("FORBIDDEN");
      const patch = await t.request("PATCH", `/api/extranet/accounts/${id}`, { token, json: { status: "suspended" } });
      expect(patch.status).toBe(403);
    }
    // The supplier still signs in: the refused patch did not suspend it.
    await t.login("lieferant@example.com");
  });

  it("creates an account in the manager's company, mails an invitation, and reports a duplicate as RECORD_NOT_UNIQUE", async () => {
    const token = await tokenOf("haendler@example.com");
    const res = await createAccount(token, "Neu.Kollegin@Example.com", ["NEWS", "CALENDAR"]);
    expect(res.status).toBe(200);
    const account = accountSchema.parse(await dataOf(res));
    expect(account).toMatchObject({ email: "neu.kollegin@example.com", status: "active", company: { id: 1 }, permissions: ["NEWS", "CALENDAR"] });
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe("neu.kollegin@example.com");
    expect(mail.link.startsWith(`${INVITE_URL}?token=`)).toBe(true);

    // The company in a payload is not accepted at all: it always comes from the caller.
    const withCompany = await t.request("POST", "/api/extranet/accounts", {
      token,
      json: { email: "fremd@example.com", first_name: null, last_name: null, permissions: [], invite_url: INVITE_URL, company: 3 },
    });
    expect(await errorCodeOf(withCompany)).toBe("INVALID_PAYLOAD");

    const duplicate = await createAccount(token, "lieferant@example.com");
    expect(duplicate.status).toBe(400);
    expect(await errorCodeOf(duplicate)).toBe("RECORD_NOT_UNIQUE");

    // The invited user sets a password through the link and signs in.
    const inviteToken = new URL(mail.link).searchParams.get("token")!;
    const set = await t.request("POST", "/api/auth/password/reset", { json: { token: inviteToken, password: "Willkommen2026" } });
    expect(set.status).toBe(204);
    await t.login("neu.kollegin@example.com", "Willkommen2026");
  });

  it("refuses permissions the company's user type cannot hold", async () => {
    const token = await tokenOf("haendler@example.com");
    expect(await errorCodeOf(await createAccount(token, "upload@example.com", ["UPLOAD"]))).toBe("FORBIDDEN");
    const patch = await t.request("PATCH", `/api/extranet/accounts/${DEMO_USERS.leser.id}`, { token, json: { permissions: ["SALESREPORT"] } });
    expect(await errorCodeOf(patch)).toBe("FORBIDDEN");
    const grantable = await dataOf<{ identifier: string }[]>(await t.request("GET", "/api/extranet/all-portal-permissions", { token }));
    expect(grantable.map((p) => p.identifier)).not.toContain("UPLOAD");
    expect(grantable.map((p) => p.identifier)).toContain("BRAND");
  });

  it("suspending ends the sessions and refuses sign-in and refresh with USER_SUSPENDED; activating clears end_date", async () => {
    const managerToken = await tokenOf("haendler@example.com");
    const pair = await t.login("leser@example.com");
    const suspend = await t.request("PATCH", `/api/extranet/accounts/${DEMO_USERS.leser.id}`, { token: managerToken, json: { status: "suspended" } });
    expect(suspend.status).toBe(200);
    const suspended = accountSchema.parse(await dataOf(suspend));
    expect(suspended.status).toBe("suspended");
    expect(suspended.end_date).toBe(t.clock.now().toISOString());

    expect(await errorCodeOf(await t.refresh(pair.refresh_token))).toBe("USER_SUSPENDED");
    expect((await t.request("GET", "/api/extranet/users/me", { token: pair.access_token })).status).toBe(401);
    const login = await t.request("POST", "/api/auth/login", { json: { email: "leser@example.com", password: "Demo2026!" } });
    expect(await errorCodeOf(login)).toBe("USER_SUSPENDED");

    const activate = await t.request("PATCH", `/api/extranet/accounts/${DEMO_USERS.leser.id}`, { token: managerToken, json: { status: "active" } });
    expect(accountSchema.parse(await dataOf(activate))).toMatchObject({ status: "active", end_date: null });
    await t.login("leser@example.com");
  });

  it("does not let a manager suspend their own account", async () => {
    const token = await tokenOf("haendler@example.com");
    const res = await t.request("PATCH", `/api/extranet/accounts/${DEMO_USERS.haendler.id}`, { token, json: { status: "suspended" } });
    expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
  });
});

describe("impersonation", () => {
  it("lets a parent impersonate its own sub-user, without a token in login_url", async () => {
    const token = await tokenOf("verbund@example.com");
    const res = await t.request("POST", "/api/extranet/auth/impersonate", { token, json: { id: DEMO_USERS.luebeck.id } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { login_url: string; refresh_token: string };
    expect(body.login_url).toBe("/login/impersonation");
    const refreshed = await t.refresh(body.refresh_token);
    const { access_token } = await dataOf<{ access_token: string }>(refreshed);
    const me = await dataOf<{ email: string }>(await t.request("GET", "/api/extranet/users/me", { token: access_token }));
    expect(me.email).toBe("luebeck@example.com");

    // An impersonated session cannot impersonate further.
    const chained = await t.request("POST", "/api/extranet/auth/impersonate", { token: access_token, json: { id: DEMO_USERS.kiel.id } });
    expect(await errorCodeOf(chained)).toBe("FORBIDDEN");

    // Ending it is recorded as the end of the impersonation, by the parent.
    expect((await t.request("POST", "/api/auth/logout", { json: { refresh_token: body.refresh_token } })).status).toBe(204);
    const luebeckManager = await tokenOf("luebeck@example.com");
    const entries = await auditOf(luebeckManager);
    const start = entries.find((e) => e.action === "impersonation_start");
    const end = entries.find((e) => e.action === "impersonation_end");
    expect(start).toMatchObject({ actor: { email: "verbund@example.com" }, on_behalf_of: { email: "luebeck@example.com" } });
    expect(end).toMatchObject({ actor: { email: "verbund@example.com" }, on_behalf_of: { email: "luebeck@example.com" } });
  });

  it("answers FORBIDDEN for a user who is not the caller's sub-user", async () => {
    const verbund = await tokenOf("verbund@example.com");
    for (const id of [DEMO_USERS.haendler.id, DEMO_USERS.verbund.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await t.request("POST", "/api/extranet/auth/impersonate", { token: verbund, json: { id } });
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
    const haendler = await tokenOf("haendler@example.com");
    const res = await t.request("POST", "/api/extranet/auth/impersonate", { token: haendler, json: { id: DEMO_USERS.leser.id } });
    expect(await errorCodeOf(res)).toBe("FORBIDDEN");
  });
});

describe("audit log", () => {
  it("records sign-in, failed sign-in, sign-out and status changes, readable by the company's managers only", async () => {
    const bad = await t.request("POST", "/api/auth/login", { json: { email: "leser@example.com", password: "falsch-falsch" }, ip: "198.51.100.7" });
    expect(bad.status).toBe(401);
    const pair = await t.login("leser@example.com", undefined, "198.51.100.8");
    await t.request("POST", "/api/auth/logout", { json: { refresh_token: pair.refresh_token } });

    const entries = await auditOf(await tokenOf("haendler@example.com"));
    const aboutLeser = entries.filter((e) => e.target?.email === "leser@example.com");
    const actions = aboutLeser.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["login_failed", "login", "logout", "account_status"]));
    // the address shortened (decision 0973) …
    expect(aboutLeser.find((e) => e.action === "login_failed")).toMatchObject({ actor: null, ip: "198.51.100.0" });
    expect(aboutLeser.find((e) => e.action === "login" && e.ip === "198.51.100.0")).toMatchObject({ actor: { email: "leser@example.com" } });
    expect(aboutLeser.filter((e) => e.ip === "198.51.100.7" || e.ip === "198.51.100.8")).toEqual([]);
    // … unless LOG_FULL_IP keeps it whole
    await t.withDeps({ fullIp: true }).request("POST", "/api/auth/login", { json: { email: "leser@example.com", password: "falsch-falsch" }, ip: "198.51.100.9" });
    expect((await auditOf(await tokenOf("haendler@example.com"))).some((e) => e.action === "login_failed" && e.ip === "198.51.100.9")).toBe(true);
    // Only the own company's entries.
    expect(entries.every((e) => [e.target?.email, e.actor?.email].some((m) => m == null || !m.includes("lieferant")))).toBe(true);

    expect(await errorCodeOf(await t.request("GET", "/api/extranet/audit-log", { token: await tokenOf("leser@example.com") }))).toBe("FORBIDDEN");
  });
});
