/**
 * Erasure of a person (issue 41, decision 0981): company scope, sessions, images with their
 * variants, the audit trail's pseudonym, and THE test: every demo person erased, then nothing in
 * any text column of any table, the file store or the outbox names them.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, files, samContacts, users } from "../../server/api/db/schema";
import { createMailer } from "../../server/api/mail/mailer";
import { mimeText } from "../../server/api/mail/mime";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import type { ErasablePerson, SuspendedAccount } from "#contract/erasure";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const outboxDir = mkdtempSync(path.join(os.tmpdir(), "partnerportal-outbox-"));
const t = useTestApi({ outboxDir, mailer: createMailer({ outboxDir, from: "portal@example.com", log: () => {} }) });
const tokenOf = async (email: string) => (await t.login(email)).access_token;
const db = () => t.database.db;

/** Every text-like column of every table of this database: (table, column). */
async function textColumns(): Promise<{ table: string; column: string }[]> {
  const rows = await db().execute(
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
        order by table_name, column_name`,
  );
  return (rows as unknown as { rows: { table: string; column: string }[] }).rows;
}

/** Where in the database, the file store and the outbox any of `needles` still occurs. */
async function findEverywhere(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const patterns = sql.join(
    needles.map((n) => sql`${`%${n}%`}`),
    sql`, `,
  );
  for (const { table, column } of await textColumns()) {
    const result = await db().execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike any (array[${patterns}]::text[])`);
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    if (n > 0) found.push(`${table}.${column}: ${n}`);
  }
  const storage = t.deps.storage;
  for (const name of await storage.list("")) {
    const { body } = await storage.read(name);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    const text = Buffer.concat(chunks).toString("utf8").toLowerCase();
    if (needles.some((n) => text.includes(n.toLowerCase()))) found.push(`file store: ${name}`);
  }
  for (const name of readdirSync(outboxDir)) {
    const raw = readFileSync(path.join(outboxDir, name), "utf8");
    const text = `${raw}\n${mimeText(raw)}`.toLowerCase();
    if (needles.some((n) => text.includes(n.toLowerCase()))) found.push(`outbox: ${name}`);
  }
  return found;
}

/** The refusal's code and reason, as the portal reads them. */
async function reasonOf(res: Response): Promise<string> {
  const body = (await res.json()) as { errors?: { extensions?: { code?: string; reason?: string } }[] };
  const extensions = body.errors?.[0]?.extensions;
  return `${extensions?.code === "INVALID_PAYLOAD" ? "" : `${extensions?.code} `}${extensions?.reason ?? ""}`;
}

const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(" ");

describe("erasure", () => {
  it("a partner erases only its own company's people; unknown and foreign ids are FORBIDDEN and change nothing", async () => {
    const hp = await tokenOf(DEMO_USERS.haendler.email);
    const [foreignContact] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.companyId, (await db().select().from(users).where(eq(users.id, DEMO_USERS.lieferant.id)))[0]!.companyId)).limit(1);
    for (const path of [
      `/api/extranet/accounts/${DEMO_USERS.lieferant.id}`,
      `/api/extranet/accounts/3f6a2c1e-8b4d-4e7a-9c15-000000000000`,
      `/api/extranet/accounts/nonsense`,
      `/api/items/contact/${foreignContact!.id}`,
      `/api/items/contact/99999999`,
    ]) {
      expect(await errorCodeOf(await t.request("DELETE", path, { token: hp })), path).toBe("FORBIDDEN");
    }
    expect(await reasonOf(await t.request("DELETE", `/api/extranet/accounts/${DEMO_USERS.haendler.id}`, { token: hp }))).toBe("OWN_ACCOUNT");
    // Only Administration erases on request.
    const support = await tokenOf(DEMO_STAFF.partnerverwaltung.email);
    expect(await errorCodeOf(await t.request("POST", "/api/extranet/erasure", { token: support, json: { kind: "account", id: DEMO_USERS.lieferant.id, reason: "Antrag" } }))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await t.request("POST", "/api/extranet/erasure", { token: hp, json: { kind: "account", id: DEMO_USERS.lieferant.id, reason: "Antrag" } }))).toBe("FORBIDDEN");
    const [lieferant] = await db().select().from(users).where(eq(users.id, DEMO_USERS.lieferant.id));
    expect(lieferant).toMatchObject({ email: DEMO_USERS.lieferant.email, erasedAt: null });
    expect(await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.id, foreignContact!.id))).toHaveLength(1);
  });

  it("an account manager erases a colleague: sessions end, the list forgets it, the audit trail keeps a pseudonym", async () => {
    const hp = await tokenOf(DEMO_USERS.haendler.email);
    const reader = await tokenOf(DEMO_USERS.leser.email);
    expect((await t.request("GET", "/api/users/me", { token: reader })).status).toBe(200);
    expect((await t.request("DELETE", `/api/extranet/accounts/${DEMO_USERS.leser.id}`, { token: hp })).status).toBe(204);
    expect((await t.request("GET", "/api/users/me", { token: reader })).status).toBe(401);
    expect((await t.request("POST", "/api/auth/login", { json: { email: DEMO_USERS.leser.email, password: "irrelevant" } })).status).toBe(401);
    const accounts = await dataOf<{ id: string }[]>(await t.request("GET", "/api/extranet/accounts", { token: hp }));
    expect(accounts.map((a) => a.id)).not.toContain(DEMO_USERS.leser.id);
    const audit = await dataOf<{ action: string; target: { id: string; email: string | null; name: string } | null }[]>(await t.request("GET", "/api/extranet/audit-log", { token: hp }));
    const entry = audit.find((e) => e.action === "account_erased");
    expect(entry?.target).toMatchObject({ id: DEMO_USERS.leser.id, email: null, name: expect.stringMatching(/^P-[0-9A-F]{10}$/) });
    // Erased once: a second erasure finds nobody.
    expect(await errorCodeOf(await t.request("DELETE", `/api/extranet/accounts/${DEMO_USERS.leser.id}`, { token: hp }))).toBe("FORBIDDEN");
  });

  it("Administration finds a person by name or address and may erase neither itself nor a company's last active account manager", async () => {
    const admin = await tokenOf(DEMO_STAFF.admin.email);
    const search = async (term: string) => dataOf<ErasablePerson[]>(await t.request("GET", `/api/extranet/erasure/people?search=${encodeURIComponent(term)}`, { token: admin }));
    expect(await search("katrin som")).toContainEqual({ kind: "account", id: DEMO_USERS.haendler.id, name: "Katrin Sommer", email: DEMO_USERS.haendler.email, company: "Möbelhaus Sommer GmbH & Co. KG", inactive: false });
    expect((await search("gesperrt@")).find((p) => p.id === DEMO_USERS.gesperrt.id)).toMatchObject({ kind: "account", inactive: true });
    const [contact] = await db().select().from(contacts).where(sql`${contacts.email} is not null`).limit(1);
    expect(await search(contact!.email!)).toContainEqual(expect.objectContaining({ kind: "contact", id: String(contact!.id) }));
    const [sam] = await db().select().from(samContacts).limit(1);
    expect(await search(sam!.lastName)).toContainEqual(expect.objectContaining({ kind: "samContact", id: String(sam!.id), company: null }));
    expect((await t.request("GET", "/api/extranet/erasure/people?search=ab", { token: admin })).status).toBe(400);
    expect((await t.request("GET", "/api/extranet/erasure/people?search=sommer", { token: await tokenOf(DEMO_USERS.haendler.email) })).status).toBe(403);

    const erase = (id: string) => t.request("POST", "/api/extranet/erasure", { token: admin, json: { kind: "account", id, reason: "Antrag per Brief" } });
    expect(await reasonOf(await erase(DEMO_STAFF.admin.id))).toBe("OWN_ACCOUNT");
    // Albrecht manages its company alone (Pohl does not manage accounts): refused, nothing changed.
    expect(await reasonOf(await erase(DEMO_USERS.albrecht.id))).toBe("LAST_ACCOUNT_MANAGER");
    expect((await db().select().from(users).where(eq(users.id, DEMO_USERS.albrecht.id)))[0]).toMatchObject({ email: DEMO_USERS.albrecht.email, erasedAt: null });
    // Suspended first, the account goes.
    await db().update(users).set({ status: "suspended", endDate: new Date(t.clock.now().getTime() - 1000) }).where(eq(users.id, DEMO_USERS.albrecht.id));
    expect((await erase(DEMO_USERS.albrecht.id)).status).toBe(204);
  });

  it("erasing a contact deletes its photo and every cached variant from the file store", async () => {
    const hp = await tokenOf(DEMO_USERS.haendler.email);
    const companyId = (await db().select().from(users).where(eq(users.id, DEMO_USERS.haendler.id)))[0]!.companyId;
    const [contact] = await db().select().from(contacts).where(eq(contacts.companyId, companyId)).limit(1);
    const storage = t.deps.storage;
    const stored = await storage.write("erasure-photo.jpg", Buffer.from("portrait"));
    const [file] = await db()
      .insert(files)
      .values({ filenameDisk: "erasure-photo.jpg", filenameDownload: "portrait.jpg", type: "image/jpeg", filesize: stored.size, checksum: stored.checksum, folder: "images", companyId })
      .returning();
    await storage.write(`variant_${file!.id}_100x100_cover.jpg`, Buffer.from("small"));
    await db().update(contacts).set({ thumbnail: file!.id }).where(eq(contacts.id, contact!.id));
    expect((await t.request("DELETE", `/api/items/contact/${contact!.id}`, { token: hp })).status).toBe(204);
    expect(await storage.exists("erasure-photo.jpg")).toBe(false);
    expect(await storage.list(`variant_${file!.id}_`)).toEqual([]);
    expect(await db().select().from(files).where(eq(files.id, file!.id))).toEqual([]);
    expect(await db().select().from(contacts).where(eq(contacts.id, contact!.id))).toEqual([]);
  });

  it("offers accounts suspended longer than the period for erasure (test clock), and forgets them once erased", async () => {
    const list = async (token: string) => dataOf<SuspendedAccount[]>(await t.request("GET", "/api/extranet/erasure/suspended", { token }));
    await db().update(users).set({ status: "suspended", endDate: t.clock.now() }).where(eq(users.id, DEMO_USERS.pohl.id));
    expect((await list(await tokenOf(DEMO_STAFF.admin.email))).map((a) => a.id)).not.toContain(DEMO_USERS.pohl.id);
    t.clock.advance(366 * 86_400);
    const admin = await tokenOf(DEMO_STAFF.admin.email);
    expect(await list(admin)).toContainEqual(expect.objectContaining({ id: DEMO_USERS.pohl.id, email: DEMO_USERS.pohl.email, company: "Polstermöbel Albrecht" }));
    expect((await list(admin)).map((a) => a.id)).not.toContain(DEMO_USERS.haendler.id);
    expect((await t.request("GET", "/api/extranet/erasure/suspended", { token: await tokenOf(DEMO_USERS.haendler.email) })).status).toBe(403);
    expect((await t.request("POST", "/api/extranet/erasure", { token: admin, json: { kind: "account", id: DEMO_USERS.pohl.id, reason: "Länger gesperrt als die Aufbewahrungsfrist" } })).status).toBe(204);
    expect((await list(admin)).map((a) => a.id)).not.toContain(DEMO_USERS.pohl.id);
  });

  it("erases every demo person; then no text column, stored file or outbox mail names any of them", { timeout: 300_000 }, async () => {
    const admin = await tokenOf(DEMO_STAFF.admin.email);
    const accounts = (await db().select().from(users)).filter((u) => u.id !== DEMO_STAFF.admin.id && !u.erasedAt);
    const people = await db().select().from(contacts);
    const association = await db().select().from(samContacts);
    const needles = [
      ...accounts.flatMap((u) => [fullName(u), u.email]),
      ...people.flatMap((c) => [fullName(c), c.email, c.phone, c.mobile]),
      ...association.flatMap((c) => [fullName(c), c.email, c.phone]),
    ].filter((n): n is string => Boolean(n && n.trim().length >= 3));
    expect(await findEverywhere(needles), "the demo data names its people before the erasure").not.toEqual([]);

    const erase = async (kind: string, id: string | number) => {
      const res = await t.request("POST", "/api/extranet/erasure", { token: admin, json: { kind, id: String(id), reason: "Antrag per E-Mail vom 01.03.2026" } });
      expect(res.status, `${kind} ${id}: ${await res.clone().text()}`).toBe(204);
    };
    // An active company keeps an active account manager (decision 0988): suspended, every account goes.
    await db().update(users).set({ status: "suspended" }).where(sql`${users.id} <> ${DEMO_STAFF.admin.id}`);
    for (const u of accounts) await erase("account", u.id);
    for (const c of people) await erase("contact", c.id);
    for (const c of association) await erase("samContact", c.id);

    expect(await findEverywhere(needles)).toEqual([]);
    // A surname alone is no needle across the database (companies and brands share them), but the
    // account row that stays keeps neither part of the name.
    for (const u of accounts) {
      const [row] = await db().select().from(users).where(eq(users.id, u.id));
      const kept = JSON.stringify(row);
      for (const part of [u.firstName, u.lastName].filter((n): n is string => Boolean(n && n.length >= 3))) expect(kept, `${u.id} keeps "${part}"`).not.toContain(part);
    }
  });
});
