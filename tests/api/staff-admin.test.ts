/**
 * The association's staff administration (issue 39, decision 0951): the Administration lists,
 * invites (the invitation link sets the password), re-roles, suspends and reactivates its staff;
 * the last active administrator stays; a stale version is refused; partners and other staff get 403.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffListSchema, staffMemberSchema, type StaffMember } from "#contract/staff";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { auditLog, users } from "../../server/api/db/schema";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();
const INVITE_URL = "http://127.0.0.1:3000/login/resetpassword";
const admin = async () => (await t.login(DEMO_STAFF.admin.email)).access_token;

async function member(token: string, id: string): Promise<StaffMember> {
  return staffMemberSchema.parse(await dataOf(await t.request("GET", `/api/extranet/staff/${id}`, { token })));
}
const patch = (token: string, id: string, json: unknown) => t.request("PATCH", `/api/extranet/staff/${id}`, { token, json });

describe("staff administration", () => {
  it("lists the association's staff only, with roles and last sign-in", async () => {
    const token = await admin();
    const { items: list, total } = staffListSchema.parse(await dataOf(await t.request("GET", "/api/extranet/staff", { token })));
    expect(list.map((m) => m.email).sort()).toEqual(Object.values(DEMO_STAFF).map((s) => s.email).sort());
    expect(total).toBe(list.length);
    // paged on the server: the pages together are the whole list, in its order
    const pageOf = async (page: number) => staffListSchema.parse(await dataOf(await t.request("GET", `/api/extranet/staff?limit=2&page=${page}`, { token })));
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.map((p) => p.total)).toEqual([total, total, total]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 0]);
    expect(pages.flatMap((p) => p.items.map((m) => m.email))).toEqual(list.map((m) => m.email));
    expect(list.find((m) => m.email === DEMO_STAFF.redaktion.email)?.roles).toEqual(["REDAKTION"]);
    expect(list.find((m) => m.email === DEMO_STAFF.admin.email)?.last_login_at).not.toBeNull();
  });

  it("refuses partners and staff without the role", async () => {
    for (const email of ["haendler@example.com", DEMO_STAFF.redaktion.email, DEMO_STAFF.partnerverwaltung.email]) {
      const token = (await t.login(email)).access_token;
      expect((await t.request("GET", "/api/extranet/staff", { token })).status).toBe(403);
      expect((await t.request("POST", "/api/extranet/staff", { token, json: { email: "x@example.com", first_name: "X", last_name: "Y", roles: ["REDAKTION"], invite_url: INVITE_URL } })).status).toBe(403);
      expect((await patch(token, DEMO_STAFF.redaktion.id, { roles: ["ADMINISTRATION"], version: "x" })).status).toBe(403);
    }
  });

  it("invites a member with roles; the invitation link sets the password and the roles count", async () => {
    const token = await admin();
    const res = await t.request("POST", "/api/extranet/staff", { token, json: { email: "Neu.Redaktion@example.com", first_name: "Nina", last_name: "Krause", roles: ["REDAKTION", "PRUEFUNG"], invite_url: INVITE_URL } });
    expect(res.status).toBe(200);
    const created = staffMemberSchema.parse(await dataOf(res));
    expect(created).toMatchObject({ email: "neu.redaktion@example.com", roles: ["REDAKTION", "PRUEFUNG"], status: "active", last_login_at: null });
    const mail = t.mails.find((m) => m.to === "neu.redaktion@example.com");
    expect(mail?.subject).toBe("Einladung in das Partnerportal");
    const linkToken = new URL(mail!.link!).searchParams.get("token")!;
    expect((await t.request("POST", "/api/auth/password/reset", { json: { token: linkToken, password: "Redaktion2026" } })).status).toBe(204);
    const own = (await t.login("neu.redaktion@example.com", "Redaktion2026")).access_token;
    const me = await dataOf<{ staff_roles: string[] }>(await t.request("GET", "/api/extranet/users/me", { token: own }));
    expect(me.staff_roles).toEqual(["REDAKTION", "PRUEFUNG"]);
    expect((await t.request("GET", "/api/extranet/staff", { token: own })).status).toBe(403);
    // an address in use
    expect(await errorCodeOf(await t.request("POST", "/api/extranet/staff", { token, json: { email: "haendler@example.com", first_name: "A", last_name: "B", roles: ["REDAKTION"], invite_url: INVITE_URL } }))).toBe("RECORD_NOT_UNIQUE");
    // no role
    expect((await t.request("POST", "/api/extranet/staff", { token, json: { email: "ohne@example.com", first_name: "A", last_name: "B", roles: [], invite_url: INVITE_URL } })).status).toBe(400);
  });

  it("changes roles against the loaded version and writes the audit trail", async () => {
    const token = await admin();
    const before = await member(token, DEMO_STAFF.redaktion.id);
    const res = await patch(token, before.id, { roles: ["PRUEFUNG", "REDAKTION"], version: before.version });
    expect(res.status).toBe(200);
    expect(staffMemberSchema.parse(await dataOf(res)).roles).toEqual(["REDAKTION", "PRUEFUNG"]);
    // the version loaded before the change is stale now
    expect(await errorCodeOf(await patch(token, before.id, { roles: ["REDAKTION"], version: before.version }))).toBe("RECORD_CONFLICT");
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, before.id));
    expect(entries.some((e) => e.action === "staff_roles" && e.detail === "REDAKTION, PRUEFUNG" && e.actorId === DEMO_STAFF.admin.id)).toBe(true);
  });

  it("suspends and reactivates; a suspended member cannot sign in", async () => {
    const token = await admin();
    const m = await member(token, DEMO_STAFF.partnerverwaltung.id);
    const suspended = staffMemberSchema.parse(await dataOf(await patch(token, m.id, { status: "suspended", version: m.version })));
    expect(suspended.status).toBe("suspended");
    const login = await t.request("POST", "/api/auth/login", { json: { email: m.email, password: "Demo2026!" } });
    expect(login.status).not.toBe(200);
    const active = staffMemberSchema.parse(await dataOf(await patch(token, m.id, { status: "active", version: suspended.version })));
    expect(active.status).toBe("active");
  });

  it("keeps the last active administrator", async () => {
    const token = await admin();
    const self = await member(token, DEMO_STAFF.admin.id);
    const refused = await patch(token, self.id, { roles: ["REDAKTION"], version: self.version });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: { extensions: { reason?: string } }[] };
    expect(body.errors[0]!.extensions.reason).toBe("LAST_ADMINISTRATOR");
    expect((await member(token, self.id)).roles).toEqual(["ADMINISTRATION"]);
    // with a second administrator, the first may give the role up
    const other = await member(token, DEMO_STAFF.pruefung.id);
    await patch(token, other.id, { roles: ["PRUEFUNG", "ADMINISTRATION"], version: other.version });
    expect((await patch(token, self.id, { roles: ["REDAKTION", "ADMINISTRATION"], version: self.version })).status).toBe(200);
    // ... and the second cannot be suspended while it is the only other one? it can: the first stays
    const [row] = await t.database.db.select({ roles: users.staffRoles }).from(users).where(eq(users.id, self.id));
    expect(row!.roles).toContain("ADMINISTRATION");
  });

  it("answers FORBIDDEN for ids outside the association", async () => {
    const token = await admin();
    expect((await t.request("GET", "/api/extranet/staff/3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b01", { token })).status).toBe(403);
    expect((await t.request("GET", "/api/extranet/staff/kein-uuid", { token })).status).toBe(403);
  });
});
