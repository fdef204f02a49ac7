/**
 * What an account manager does for a colleague (issue 29, decision 0557): resend the invitation
 * (the earlier link dies), mail a password link, correct the name, and enter a new e-mail address
 * that counts only once the link mailed to it is used. Never across companies.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountSchema, auditEntrySchema, type Account, type AuditEntry } from "#contract/account";
import { DEMO_SOMMER_ACCOUNTS } from "../../server/api/seed/accounts";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { emailChanges, users } from "../../server/api/db/schema";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();
const ORIGIN = "http://127.0.0.1:3000";
const INVITE_URL = `${ORIGIN}/login/resetpassword`;
const CONFIRM_URL = `${ORIGIN}/email-bestaetigen`;
const { hartmann, wolf, neumann, schmitt } = DEMO_SOMMER_ACCOUNTS;

const manager = async () => (await t.login("haendler@example.com")).access_token;
const post = (token: string, id: string, action: string, json: unknown) => t.request("POST", `/api/extranet/accounts/${id}/${action}`, { token, json });
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const setPassword = (token: string, password = "Willkommen2026") => t.request("POST", "/api/auth/password/reset", { json: { token, password } });
const confirm = (token: string) => t.request("POST", "/api/auth/email/confirm", { json: { token } });
const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);

async function account(token: string, id: string): Promise<Account> {
  return accountSchema.parse(await dataOf(await t.request("GET", `/api/extranet/accounts/${id}`, { token })));
}

async function audit(token: string): Promise<AuditEntry[]> {
  return auditEntrySchema.array().parse(await dataOf(await t.request("GET", "/api/extranet/audit-log", { token })));
}

async function emailOf(id: string): Promise<string> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}

describe("a colleague's invitation", () => {
  it("resends it with a new link; the earlier link stops working, the new one sets the password", async () => {
    const token = await manager();
    expect((await post(token, hartmann.id, "invite", { invite_url: INVITE_URL })).status).toBe(204);
    const first = mailsTo(hartmann.email).at(-1)!;
    expect(first.subject).toBe("Einladung in das Partnerportal");
    expect(first.link.startsWith(`${INVITE_URL}?token=`)).toBe(true);

    expect((await post(token, hartmann.id, "invite", { invite_url: INVITE_URL })).status).toBe(204);
    const second = mailsTo(hartmann.email).at(-1)!;
    expect(second.link).not.toBe(first.link);

    expect(await errorCodeOf(await setPassword(tokenOf(first.link)))).toBe("INVALID_TOKEN");
    expect((await setPassword(tokenOf(second.link))).status).toBe(204);
    // once only
    expect(await errorCodeOf(await setPassword(tokenOf(second.link), "NochEinmal2026"))).toBe("INVALID_TOKEN");
    await t.login(hartmann.email, "Willkommen2026");

    const entries = (await audit(token)).filter((e) => e.action === "invitation_resent" && e.target?.email === hartmann.email);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actor: { email: "haendler@example.com" } });

    // Signed in once, the account gets a password link instead.
    const again = await post(token, hartmann.id, "invite", { invite_url: INVITE_URL });
    expect(await errorCodeOf(again)).toBe("INVALID_PAYLOAD");
  });

  it("refuses a link to a foreign origin and a suspended colleague, and mails nothing", async () => {
    const token = await manager();
    const before = t.mails.length;
    expect(await errorCodeOf(await post(token, wolf.id, "invite", { invite_url: "https://evil.example/login/resetpassword" }))).toBe("INVALID_PAYLOAD");
    await t.request("PATCH", `/api/extranet/accounts/${wolf.id}`, { token, json: { status: "suspended" } });
    expect(await errorCodeOf(await post(token, wolf.id, "invite", { invite_url: INVITE_URL }))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await post(token, wolf.id, "password-link", { reset_url: INVITE_URL }))).toBe("INVALID_PAYLOAD");
    await t.request("PATCH", `/api/extranet/accounts/${wolf.id}`, { token, json: { status: "active" } });
    expect(t.mails.length).toBe(before);
  });
});

describe("a password link for a colleague", () => {
  it("mails the reset link to the colleague's address; it sets the password once", async () => {
    const token = await manager();
    expect((await post(token, neumann.id, "password-link", { reset_url: INVITE_URL })).status).toBe(204);
    const mail = mailsTo(neumann.email).at(-1)!;
    expect(mail.subject).toBe("Partnerportal: Passwort zurücksetzen");
    expect((await setPassword(tokenOf(mail.link), "Neumann2026!")).status).toBe(204);
    expect(await errorCodeOf(await setPassword(tokenOf(mail.link)))).toBe("INVALID_TOKEN");
    await t.login(neumann.email, "Neumann2026!");
    expect((await audit(token)).some((e) => e.action === "password_link_sent" && e.target?.email === neumann.email)).toBe(true);
  });
});

describe("correcting a colleague's name and address", () => {
  it("corrects the name with its own audit entry", async () => {
    const token = await manager();
    const res = await t.request("PATCH", `/api/extranet/accounts/${schmitt.id}`, { token, json: { first_name: "Jannik", last_name: "Schmitt" } });
    expect(accountSchema.parse(await dataOf(res))).toMatchObject({ first_name: "Jannik", last_name: "Schmitt" });
    const entry = (await audit(token)).find((e) => e.action === "account_name" && e.target?.email === schmitt.email);
    expect(entry).toMatchObject({ detail: "Jan Schmitt → Jannik Schmitt", actor: { email: "haendler@example.com" } });
  });

  it("makes a new address the sign-in only after its link is used; the old address is told", async () => {
    const token = await manager();
    const colleague = await t.login(schmitt.email);
    const res = await post(token, schmitt.id, "email", { email: " Jan.Schmitt@Example.com ", confirm_url: CONFIRM_URL });
    expect(res.status).toBe(200);
    expect(accountSchema.parse(await dataOf(res))).toMatchObject({ email: schmitt.email, pending_email: "jan.schmitt@example.com" });

    const link = mailsTo("jan.schmitt@example.com").at(-1)!;
    expect(link.subject).toBe("Partnerportal: Neue E-Mail-Adresse bestätigen");
    expect(link.link).toMatch(new RegExp(`^${CONFIRM_URL}/[A-Za-z0-9_-]{43}$`));
    expect(mailsTo(schmitt.email).at(-1)).toMatchObject({ subject: "Partnerportal: Ihre E-Mail-Adresse soll geändert werden" });
    expect(mailsTo(schmitt.email).at(-1)!.text).toContain("jan.schmitt@example.com");
    // Stored hashed: the token is nowhere in the table.
    const token64 = link.link.split("/").at(-1)!;
    const rows = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, schmitt.id));
    expect(JSON.stringify(rows)).not.toContain(token64);

    // Until confirmed the old address signs in, the new one does not.
    await t.login(schmitt.email);
    expect((await t.request("POST", "/api/auth/login", { json: { email: "jan.schmitt@example.com", password: "Demo2026!" } })).status).toBe(401);

    const confirmed = await confirm(token64);
    expect(confirmed.status).toBe(200);
    expect(await dataOf(confirmed)).toEqual({ email: "jan.schmitt@example.com" });
    expect(await emailOf(schmitt.id)).toBe("jan.schmitt@example.com");
    expect(mailsTo(schmitt.email).at(-1)).toMatchObject({ subject: "Partnerportal: Ihre E-Mail-Adresse wurde geändert" });
    await t.login("jan.schmitt@example.com");
    expect((await t.request("POST", "/api/auth/login", { json: { email: schmitt.email, password: "Demo2026!" } })).status).toBe(401);
    // An open session sees the new address.
    expect(await dataOf<{ email: string }>(await t.request("GET", "/api/extranet/users/me", { token: colleague.access_token }))).toMatchObject({ email: "jan.schmitt@example.com" });
    expect(await account(token, schmitt.id)).toMatchObject({ email: "jan.schmitt@example.com", pending_email: null });

    // Single use.
    expect(await errorCodeOf(await confirm(token64))).toBe("INVALID_TOKEN");
    const actions = (await audit(token)).filter((e) => e.target?.id === schmitt.id).map((e) => [e.action, e.detail]);
    expect(actions).toEqual(expect.arrayContaining([["email_change_requested", "schmitt@example.com → jan.schmitt@example.com"], ["email_changed", "schmitt@example.com → jan.schmitt@example.com"]]));

    // Back to the demo address for the other tests.
    await post(token, schmitt.id, "email", { email: schmitt.email, confirm_url: CONFIRM_URL });
    expect((await confirm(mailsTo(schmitt.email).at(-1)!.link.split("/").at(-1)!)).status).toBe(200);
  });

  it("refuses an address in use, an unchanged one and a foreign link origin, with nothing mailed", async () => {
    const token = await manager();
    const before = t.mails.length;
    for (const email of ["leser@example.com", "LIEFERANT@example.com"]) {
      expect(await errorCodeOf(await post(token, wolf.id, "email", { email, confirm_url: CONFIRM_URL }))).toBe("RECORD_NOT_UNIQUE");
    }
    expect(await errorCodeOf(await post(token, wolf.id, "email", { email: wolf.email, confirm_url: CONFIRM_URL }))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await post(token, wolf.id, "email", { email: "paul.wolf@example.com", confirm_url: "https://evil.example/email-bestaetigen" }))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await post(token, wolf.id, "email", { email: "kein-at-zeichen", confirm_url: CONFIRM_URL }))).toBe("INVALID_PAYLOAD");
    expect(t.mails.length).toBe(before);
  });

  it("refuses an expired link, and a link whose address another account took meanwhile", async () => {
    await post(await manager(), wolf.id, "email", { email: "paul.wolf@example.com", confirm_url: CONFIRM_URL });
    const expired = mailsTo("paul.wolf@example.com").at(-1)!.link.split("/").at(-1)!;
    t.clock.advance(24 * 3600 + 1);
    const token = await manager();
    expect(await errorCodeOf(await confirm(expired))).toBe("INVALID_TOKEN");
    expect(await emailOf(wolf.id)).toBe(wolf.email);

    // A newer change replaces a pending one: its link dies.
    await post(token, wolf.id, "email", { email: "p.wolf@example.com", confirm_url: CONFIRM_URL });
    const older = mailsTo("p.wolf@example.com").at(-1)!.link.split("/").at(-1)!;
    await post(token, wolf.id, "email", { email: "paul.wolf@example.com", confirm_url: CONFIRM_URL });
    const newer = mailsTo("paul.wolf@example.com").at(-1)!.link.split("/").at(-1)!;
    expect(await errorCodeOf(await confirm(older))).toBe("INVALID_TOKEN");

    // Meanwhile another colleague gets that address.
    await post(token, neumann.id, "email", { email: "paul.wolf@example.com", confirm_url: CONFIRM_URL });
    expect((await confirm(mailsTo("paul.wolf@example.com").at(-1)!.link.split("/").at(-1)!)).status).toBe(200);
    expect(await errorCodeOf(await confirm(newer))).toBe("RECORD_NOT_UNIQUE");
    expect(await emailOf(wolf.id)).toBe(wolf.email);
    expect(await errorCodeOf(await confirm("nicht-vorhanden"))).toBe("INVALID_TOKEN");
  });
});

describe("never across companies", () => {
  const foreign = [DEMO_USERS.lieferant.id, "00000000-0000-4000-8000-000000000000", "abc"];
  const bodies: [string, unknown][] = [
    ["invite", { invite_url: INVITE_URL }],
    ["password-link", { reset_url: INVITE_URL }],
    ["email", { email: "fremd.neu@example.com", confirm_url: CONFIRM_URL }],
  ];

  it("answers FORBIDDEN for another company's, unknown and malformed ids, and mails nothing", async () => {
    const token = await manager();
    const before = t.mails.length;
    for (const id of foreign) {
      for (const [action, body] of bodies) {
        const res = await post(token, id, action, body);
        expect(`${action} ${id}: ${res.status} ${await errorCodeOf(res)}`).toBe(`${action} ${id}: 403 FORBIDDEN`);
      }
      const rename = await t.request("PATCH", `/api/extranet/accounts/${id}`, { token, json: { first_name: "Fremd" } });
      expect(rename.status).toBe(403);
    }
    expect(t.mails.length).toBe(before);
    expect(await emailOf(DEMO_USERS.lieferant.id)).toBe(DEMO_USERS.lieferant.email);
  });

  it("refuses a colleague without ACCOUNTMANAGEMENT", async () => {
    const token = (await t.login("leser@example.com")).access_token;
    for (const [action, body] of bodies) expect(await errorCodeOf(await post(token, wolf.id, action, body))).toBe("FORBIDDEN");
  });
});

describe("two-factor on the account", () => {
  it("shows whether a colleague has two-factor sign-in on", async () => {
    const token = await manager();
    expect((await account(token, neumann.id)).tfa_enabled).toBe(false);
    await t.database.db.update(users).set({ tfaSecret: "geheim" }).where(eq(users.id, neumann.id));
    expect((await account(token, neumann.id)).tfa_enabled).toBe(true);
    await t.database.db.update(users).set({ tfaSecret: null }).where(eq(users.id, neumann.id));
  });
});
