/**
 * The association's member companies (issue 39, decision 0953): Partnerverwaltung creates and
 * edits companies with customer numbers and allowed permissions (which the company's own account
 * management then cannot exceed), suspends them (sessions end, sign-in refused) and reactivates
 * them, invites the first account manager, and imports companies from CSV — a stored dry run,
 * then an apply that changes nothing the second time and nothing at all for a failed file.
 */
import { FIELD_MESSAGES, textKey } from "#contract/text-key";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TERMS_VERSION } from "#contract/account";
import { companyImportSchema, memberCompanyListSchema, memberCompanySchema, type CompanyImport, type MemberCompany, type MemberCompanyList } from "#contract/member-companies";
import { IMPORT_MESSAGES, importTemplate } from "#contract/member-company-import";
import { auditLog, companies, users } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();
const INVITE_URL = "http://127.0.0.1:3000/login/resetpassword";
const staff = async () => (await t.login(DEMO_STAFF.partnerverwaltung.email)).access_token;
const base = "/api/extranet/member-companies";

const companyOf = async (res: Response): Promise<MemberCompany> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return memberCompanySchema.parse(await dataOf(res));
};
const importOf = async (res: Response): Promise<CompanyImport> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return companyImportSchema.parse(await dataOf(res));
};
const upload = (token: string, content: string | Uint8Array, filename = "firmen.csv") =>
  t.request("POST", `${base}/imports`, { token, json: { filename, content_base64: Buffer.from(typeof content === "string" ? new TextEncoder().encode(content) : content).toString("base64") } });
const apply = (token: string, id: string) => t.request("POST", `${base}/imports/${id}/apply`, { token, json: { invite_url: INVITE_URL } });

const permissionsOf = async (token: string) =>
  (await dataOf<{ pagePermissions: { identifier: string }[] }>(await t.request("GET", "/api/extranet/users/me", { token }))).pagePermissions.map((p) => p.identifier).sort();

/** Accepts the invitation mailed to `email` with `password`, signs in and accepts the terms; answers the access token. */
async function acceptInvitation(email: string, password: string): Promise<string> {
  const mail = t.mails.findLast((m) => m.to === email);
  expect(mail?.subject).toBe("Einladung in das Partnerportal");
  const token = new URL(mail!.link!).searchParams.get("token")!;
  expect((await t.request("POST", "/api/auth/password/reset", { json: { token, password } })).status).toBe(204);
  const access = (await t.login(email, password)).access_token;
  expect((await t.request("POST", "/api/extranet/users/me/accept-terms", { token: access, json: { version: TERMS_VERSION } })).status).toBe(204);
  return access;
}

describe("member companies", () => {
  it("gives every seeded company its own customer number in the import's format, by relation", async () => {
    const rows = await t.database.db.select({ number: companies.customerNumber, relation: companies.relation }).from(companies);
    expect(rows.length).toBeGreaterThan(Object.keys(DEMO_COMPANIES).length);
    const prefix = { HP: "K", LF: "L", RP: "R", VB: "V" } as const;
    for (const { number, relation } of rows) expect(number).toMatch(new RegExp(`^${prefix[relation]}-\\d{5}$`));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    // the list shows the number the import keys by: the demo's Möbelhaus Sommer is K-10001
    const { items } = await dataOf<MemberCompanyList>(await t.request("GET", `${base}?search=K-10001`, { token: await staff() }));
    expect(items.map((c) => c.name)).toEqual([DEMO_COMPANIES.sommer.name]);
    // a row is the list's columns, not the whole record (decision 0989)
    expect(Object.keys(items[0]!).sort()).toEqual(["accounts", "city", "customer_number", "id", "name", "relation", "status"]);
    const [accounts] = await t.database.db.select({ n: count() }).from(users).where(and(eq(users.companyId, DEMO_COMPANIES.sommer.id), isNull(users.erasedAt)));
    expect(items[0]!.accounts).toBe(accounts!.n);
  });

  it("creates HP, LF and RP companies with a unique customer number; lists, searches and filters them, never the association", async () => {
    const token = await staff();
    const hp = await companyOf(
      await t.request("POST", base, {
        token,
        json: { customer_number: "k-20001", name: "Wohnwelt Albers KG", relation: "HP", street: "Marktplatz 3", zip: "49074", city: "Osnabrück", email: "info@wohnwelt-albers.example" },
      }),
    );
    expect(hp).toMatchObject({ customer_number: "K-20001", relation: "HP", country: "DE", status: "active", accounts: 0, version: 1 });
    // every permission of the relation unless narrowed, in the order of PAGE_PERMISSIONS
    expect(hp.allowed_permissions).not.toContain("UPLOAD");
    expect(hp.allowed_permissions).toContain("WOHNSINNSPREISE");
    const lf = await companyOf(await t.request("POST", base, { token, json: { customer_number: "L-20002", name: "Polsterwerk Rinteln GmbH", relation: "LF", city: "Rinteln", allowed_permissions: ["NEWS", "UPLOAD"] } }));
    expect(lf.allowed_permissions).toEqual(["NEWS", "UPLOAD", "ACCOUNTMANAGEMENT"]);
    await companyOf(await t.request("POST", base, { token, json: { customer_number: "R-20003", name: "Regionalpartner Nord", relation: "RP", city: "Wilhelmshaven" } }));

    expect(await errorCodeOf(await t.request("POST", base, { token, json: { customer_number: "K-20001", name: "Doppelt", relation: "HP" } }))).toBe("RECORD_NOT_UNIQUE");
    expect(await errorCodeOf(await t.request("POST", base, { token, json: { customer_number: "K-20009", name: "Falsch", relation: "HP", allowed_permissions: ["UPLOAD"] } }))).toBe("INVALID_PAYLOAD");
    for (const json of [{ customer_number: "K-1", relation: "HP" }, { customer_number: "K 1!", name: "X", relation: "HP" }, { customer_number: "K-2", name: "X", relation: "VB" }, { customer_number: "K-3", name: "X", relation: "HP", status: "suspended" }]) {
      expect((await t.request("POST", base, { token, json })).status).toBe(400);
    }

    const list = async (query: string) => memberCompanyListSchema.parse(await dataOf(await t.request("GET", `${base}?${query}`, { token })));
    expect((await list("search=albers%20kg")).items.map((c) => c.customer_number)).toEqual(["K-20001"]);
    expect((await list("search=L-2000")).items.map((c) => c.name)).toEqual(["Polsterwerk Rinteln GmbH"]);
    expect((await list("search=wilhelmshaven")).items.map((c) => c.relation)).toEqual(["RP"]);
    const lfs = await list("relation=LF&limit=200");
    expect(lfs.items.every((c) => c.relation === "LF")).toBe(true);
    expect(lfs.items.map((c) => c.id)).toContain(lf.id);
    const all = await list("limit=200");
    expect(all.items.map((c) => c.name)).toEqual(expect.arrayContaining([DEMO_COMPANIES.sommer.name, "Wohnwelt Albers KG"]));
    expect(all.items.map((c) => c.relation)).not.toContain("VB");
    const paged = await list("limit=2&page=2");
    expect(paged.items.map((c) => c.id)).toEqual(all.items.slice(2, 4).map((c) => c.id));
    expect((await t.request("GET", `${base}?relation=VB`, { token })).status).toBe(400);

    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "company_created"), eq(auditLog.companyId, hp.id)));
    expect(audit?.actorId).toBe(DEMO_STAFF.partnerverwaltung.id);
  });

  it("refuses partners and staff without Partnerverwaltung, and the association's company and unknown ids", async () => {
    for (const email of [DEMO_USERS.haendler.email, DEMO_STAFF.redaktion.email, DEMO_STAFF.admin.email]) {
      const token = (await t.login(email)).access_token;
      expect((await t.request("GET", base, { token })).status).toBe(403);
      expect((await t.request("POST", base, { token, json: { customer_number: "X-1", name: "X", relation: "HP" } })).status).toBe(403);
      expect((await upload(token, importTemplate())).status).toBe(403);
    }
    const token = await staff();
    const [association] = await t.database.db.select().from(companies).where(eq(companies.relation, "VB")).limit(1);
    for (const id of [association!.id, 999_999, "abc"]) {
      expect(await errorCodeOf(await t.request("GET", `${base}/${id}`, { token }))).toBe("FORBIDDEN");
      expect(await errorCodeOf(await t.request("PATCH", `${base}/${id}`, { token, json: { name: "Fremd", version: 1 } }))).toBe("FORBIDDEN");
      expect(await errorCodeOf(await t.request("POST", `${base}/${id}/status`, { token, json: { status: "suspended", reason: "Test" } }))).toBe("FORBIDDEN");
    }
    expect(await errorCodeOf(await t.request("GET", `${base}/imports/3f6a2c1e-8b4d-4e7a-9c15-000000000000`, { token }))).toBe("FORBIDDEN");
  });

  it("invites the first account manager, who accepts, signs in and may grant only the allowed permissions; edits carry the version", async () => {
    const token = await staff();
    const company = await companyOf(await t.request("POST", base, { token, json: { customer_number: "K-30001", name: "Küchenstudio Lindner", relation: "HP", city: "Kassel", allowed_permissions: ["NEWS", "CALENDAR", "EVA"] } }));
    const invited = await t.request("POST", `${base}/${company.id}/first-account`, { token, json: { email: "Lindner@kuechen-lindner.example", first_name: "Petra", last_name: "Lindner", invite_url: INVITE_URL } });
    expect(invited.status).toBe(200);
    // one first manager: afterwards the company's own account management invites
    expect((await t.request("POST", `${base}/${company.id}/first-account`, { token, json: { email: "zweite@kuechen-lindner.example", first_name: "A", last_name: "B", invite_url: INVITE_URL } })).status).toBe(400);
    expect(await errorCodeOf(await t.request("POST", `${base}/${company.id}/first-account`, { token, json: { email: DEMO_USERS.haendler.email, first_name: "A", last_name: "B", invite_url: INVITE_URL } }))).toBe("RECORD_NOT_UNIQUE");

    const manager = await acceptInvitation("lindner@kuechen-lindner.example", "Lindner2026!");
    expect(await permissionsOf(manager)).toEqual(["ACCOUNTMANAGEMENT", "CALENDAR", "EVA", "NEWS"]);
    const grantable = await dataOf<{ identifier: string }[]>(await t.request("GET", "/api/extranet/all-portal-permissions", { token: manager }));
    expect(grantable.map((g) => g.identifier)).toEqual(["NEWS", "CALENDAR", "EVA", "ACCOUNTMANAGEMENT"]);
    const colleague = (permissions: string[]) => t.request("POST", "/api/extranet/accounts", { token: manager, json: { email: `k${permissions.length}@kuechen-lindner.example`, first_name: "K", last_name: "L", permissions, invite_url: INVITE_URL } });
    expect((await colleague(["NEWS", "EVA"])).status).toBe(200);
    expect((await colleague(["NEWS", "BRAND", "MASTERDATA"])).status).toBe(403);

    // narrowing the list withdraws what accounts hold beyond it; a stale version is refused
    const edited = await companyOf(await t.request("PATCH", `${base}/${company.id}`, { token, json: { allowed_permissions: ["NEWS"], city: "Fulda", version: company.version } }));
    expect(edited).toMatchObject({ city: "Fulda", allowed_permissions: ["NEWS", "ACCOUNTMANAGEMENT"], version: company.version + 1, accounts: 2 });
    expect(await errorCodeOf(await t.request("PATCH", `${base}/${company.id}`, { token, json: { name: "Veraltet", version: company.version } }))).toBe("RECORD_CONFLICT");
    expect((await t.request("PATCH", `${base}/${company.id}`, { token, json: { relation: "LF", version: edited.version } })).status).toBe(400);
    expect(await permissionsOf(manager)).toEqual(["ACCOUNTMANAGEMENT", "NEWS"]);
    const [changed] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "company_changed"), eq(auditLog.companyId, company.id)));
    expect(changed?.detail).toContain("allowedPermissions");
  });

  it("suspension ends the company's sessions and refuses sign-in; reactivation lets it in again; both with the reason in the audit trail", async () => {
    const token = await staff();
    const company = await companyOf(await t.request("POST", base, { token, json: { customer_number: "K-40001", name: "Betten Vogt", relation: "HP" } }));
    await t.request("POST", `${base}/${company.id}/first-account`, { token, json: { email: "vogt@betten-vogt.example", first_name: "Uwe", last_name: "Vogt", invite_url: INVITE_URL } });
    const partner = await acceptInvitation("vogt@betten-vogt.example", "Vogt2026!");
    const session = await t.login("vogt@betten-vogt.example", "Vogt2026!");
    expect((await t.request("GET", "/api/extranet/users/me", { token: partner })).status).toBe(200);

    const suspended = await companyOf(await t.request("POST", `${base}/${company.id}/status`, { token, json: { status: "suspended", reason: "Mitgliedschaft gekündigt" } }));
    expect(suspended.status).toBe("suspended");
    expect((await t.request("GET", "/api/extranet/users/me", { token: partner })).status).toBe(401);
    expect((await t.request("POST", "/api/auth/refresh", { json: { refresh_token: session.refresh_token } })).status).toBe(401);
    expect(await errorCodeOf(await t.request("POST", "/api/auth/login", { json: { email: "vogt@betten-vogt.example", password: "Vogt2026!" } }))).toBe("USER_SUSPENDED");
    expect((await t.request("POST", `${base}/${company.id}/status`, { token, json: { status: "suspended", reason: "Nochmal" } })).status).toBe(400);
    expect((await t.request("POST", `${base}/${company.id}/status`, { token, json: { status: "suspended", reason: "" } })).status).toBe(400);
    const list = memberCompanyListSchema.parse(await dataOf(await t.request("GET", `${base}?status=suspended&limit=200`, { token })));
    expect(list.items.map((c) => c.id)).toContain(company.id);

    await companyOf(await t.request("POST", `${base}/${company.id}/status`, { token, json: { status: "active", reason: "Wieder Mitglied" } }));
    expect((await t.login("vogt@betten-vogt.example", "Vogt2026!")).access_token).toBeTruthy();
    const trail = await t.database.db.select().from(auditLog).where(and(eq(auditLog.companyId, company.id), inArray(auditLog.action, ["company_suspended", "company_reactivated"])));
    expect(trail.map((a) => [a.action, a.detail, a.actorId])).toEqual([
      ["company_suspended", "Mitgliedschaft gekündigt", DEMO_STAFF.partnerverwaltung.id],
      ["company_reactivated", "Wieder Mitglied", DEMO_STAFF.partnerverwaltung.id],
    ]);
  });
});

describe("company import", () => {
  const header = "Kundennummer;Firmenname;Beziehung;Straße;PLZ;Ort;Land;Berechtigungen;Vorname;Nachname;Account-E-Mail";
  const file = [header, "I-50001;Möbel Grün GmbH;HP;Am Markt 1;31134;Hildesheim;;NEWS|CALENDAR;Greta;Grün;greta@moebel-gruen.example", 'I-50002;"Leuchten Nord; Licht & Co.";LF;;;Bremen;DE;;;;'].join("\r\n");

  it("dry-runs, applies, and applies again without changes; a new upload of the same file is unchanged; the manager accepts and signs in", async () => {
    const token = await staff();
    const mailsBefore = t.mails.length;
    const dry = await importOf(await upload(token, file));
    expect(dry).toMatchObject({ encoding: "UTF-8", delimiter: ";", applicable: true, applied_at: null, counts: { new: 2, changed: 0, unchanged: 0, failed: 0, invites: 1 }, errors: [] });
    expect(dry.rows.map((r) => [r.row, r.customer_number, r.outcome, r.invites])).toEqual([
      [2, "I-50001", "new", true],
      [3, "I-50002", "new", false],
    ]);
    // the dry run wrote nothing but the stored import
    expect(await t.database.db.select().from(companies).where(eq(companies.customerNumber, "I-50001"))).toEqual([]);
    expect(t.mails.length).toBe(mailsBefore);
    expect(await importOf(await t.request("GET", `${base}/imports/${dry.id}`, { token }))).toEqual(dry);

    const applied = await importOf(await apply(token, dry.id));
    expect(applied.applied_at).not.toBeNull();
    expect(applied.counts).toMatchObject({ new: 2, invites: 1 });
    const [gruen] = await t.database.db.select().from(companies).where(eq(companies.customerNumber, "I-50001"));
    expect(gruen).toMatchObject({ name: "Möbel Grün GmbH", relation: "HP", city: "Hildesheim", country: "DE", allowedPermissions: ["NEWS", "CALENDAR", "ACCOUNTMANAGEMENT"] });
    const [nord] = await t.database.db.select().from(companies).where(eq(companies.customerNumber, "I-50002"));
    expect(nord?.name).toBe("Leuchten Nord; Licht & Co.");
    const imported = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "company_imported"));
    expect(imported.at(-1)?.detail).toBe(textKey(IMPORT_MESSAGES.audit, { file: "firmen.csv", new: 2, changed: 0, unchanged: 0, invites: 1 }));

    const again = await importOf(await apply(token, dry.id));
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 2, invites: 0 });
    const second = await importOf(await upload(token, file));
    expect(second.rows.map((r) => r.outcome)).toEqual(["unchanged", "unchanged"]);
    await importOf(await apply(token, second.id));
    expect(await t.database.db.select().from(companies).where(inArray(companies.customerNumber, ["I-50001", "I-50002"]))).toHaveLength(2);
    expect(t.mails.filter((m) => m.to === "greta@moebel-gruen.example")).toHaveLength(1);

    const manager = await acceptInvitation("greta@moebel-gruen.example", "Gruen2026!");
    const me = await dataOf<{ company: { name: string } }>(await t.request("GET", "/api/extranet/users/me", { token: manager }));
    expect(me.company.name).toBe("Möbel Grün GmbH");
    expect(await permissionsOf(manager)).toEqual(["ACCOUNTMANAGEMENT", "CALENDAR", "NEWS"]);
  });

  it("reads Windows-1252 with commas and reports a changed row", async () => {
    const token = await staff();
    await importOf(await apply(token, (await importOf(await upload(token, "Kundennummer;Firmenname;Beziehung;Ort\r\nW-60001;Sessel Schröder;HP;Münster"))).id));
    const latin = (s: string) => Uint8Array.from([...s].map((c) => (c === "€" ? 0x80 : c.charCodeAt(0))));
    const dry = await importOf(await upload(token, latin('Kundennummer,Firmenname,Beziehung,Ort\r\nW-60001,Sessel Schröder,HP,Lüneburg\r\nW-60002,"Möbel €uro, Süd",LF,Passau\r\n'), "ansi.csv"));
    expect(dry).toMatchObject({ encoding: "Windows-1252", delimiter: ",", applicable: true });
    expect(dry.rows.map((r) => [r.customer_number, r.name, r.outcome])).toEqual([
      ["W-60001", "Sessel Schröder", "changed"],
      ["W-60002", "Möbel €uro, Süd", "new"],
    ]);
    await importOf(await apply(token, dry.id));
    const [changed] = await t.database.db.select().from(companies).where(eq(companies.customerNumber, "W-60001"));
    expect(changed).toMatchObject({ city: "Lüneburg", version: 2 });
  });

  it("lists every error by row and column in German, and a failed file applies nothing", async () => {
    const token = await staff();
    const broken = [
      header,
      "B-70001;Gute Firma;HP;;;;;;;;",
      "B-70002;;XY;;;;;;;;",
      "B-70001;Doppelt;HP;;;;;;;;",
      `B-70003;Lieferant;LF;;;;;BRAND;Max;;${DEMO_USERS.haendler.email}`,
      "B-70004;Land;HP;;;;Deutschland;;;;",
    ].join("\n");
    const dry = await importOf(await upload(token, broken));
    expect(dry.applicable).toBe(false);
    expect(dry.counts).toMatchObject({ new: 1, failed: 4 });
    expect(dry.rows.map((r) => r.outcome)).toEqual(["new", "failed", "failed", "failed", "failed"]);
    const at = (row: number) => dry.errors.filter((e) => e.row === row).map((e) => [e.column, e.message]);
    expect(at(3)).toEqual([
      ["Firmenname", "descriptions.memberCompany.nameRequired"],
      ["Beziehung", FIELD_MESSAGES.choose],
    ]);
    expect(at(4)).toEqual([["Kundennummer", textKey(IMPORT_MESSAGES.customerNumberTwice, { line: 2 })]]);
    expect(at(5)).toEqual([
      ["Berechtigungen", textKey(IMPORT_MESSAGES.permissionNotAllowed, { permission: "BRAND", relation: "LF" })],
      ["Nachname", IMPORT_MESSAGES.accountLastNameRequired],
    ]);
    expect(at(6).map(([column]) => column)).toEqual(["Land"]);

    expect(await errorCodeOf(await apply(token, dry.id))).toBe("INVALID_PAYLOAD");
    expect(await t.database.db.select().from(companies).where(eq(companies.customerNumber, "B-70001"))).toEqual([]);

    // an account address of another company fails only against the database
    const taken = await importOf(await upload(token, `${header}\nB-70005;Neu;HP;;;;;;Anna;Adler;${DEMO_USERS.haendler.email}`));
    expect(taken.errors).toEqual([{ row: 2, column: "Account-E-Mail", message: IMPORT_MESSAGES.emailElsewhere }]);
    expect(await errorCodeOf(await apply(token, taken.id))).toBe("INVALID_PAYLOAD");
    const [before] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.haendler.email));
    expect(before?.companyId).toBe(DEMO_COMPANIES.sommer.id);
  });

  it("refuses files it cannot read: unknown or missing columns, no rows, bad bodies", async () => {
    const token = await staff();
    const unknown = await importOf(await upload(token, "Kundennummer;Firmenname;Farbe\nX-1;Y;rot"));
    expect(unknown.errors).toEqual([
      { row: 1, column: "Farbe", message: IMPORT_MESSAGES.unknownColumn },
      { row: 1, column: "Beziehung", message: IMPORT_MESSAGES.missingColumn },
    ]);
    expect(unknown.applicable).toBe(false);
    expect((await importOf(await upload(token, "Kundennummer;Firmenname;Beziehung\n"))).errors).toEqual([{ row: 0, column: "", message: IMPORT_MESSAGES.noRows }]);
    expect((await importOf(await upload(token, ""))).errors).toEqual([{ row: 0, column: "", message: IMPORT_MESSAGES.fileEmpty }]);
    expect((await t.request("POST", `${base}/imports`, { token, json: { filename: "x.csv", content_base64: "nicht base64!" } })).status).toBe(400);
    expect((await t.request("POST", `${base}/imports`, { token, json: { filename: "", content_base64: "" } })).status).toBe(400);
    expect(await errorCodeOf(await t.request("POST", `${base}/imports/${unknown.id}/apply`, { token, json: { invite_url: "https://elsewhere.example/x" } }))).toBe("INVALID_PAYLOAD");
  });
});
