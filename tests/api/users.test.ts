import { describe, expect, it } from "vitest";
import { GRANTABLE_PERMISSIONS, userTypeOf } from "#contract/permissions";
import { subUserSchema, userSchema, type User } from "#contract/user";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();

async function meOf(email: string): Promise<User> {
  const { access_token } = await t.login(email);
  const res = await t.request("GET", "/api/extranet/users/me", { token: access_token });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return userSchema.strict().parse(await dataOf(res));
}

const identifiers = (user: User) => user.pagePermissions.map((p) => p.identifier);

describe("GET /api/extranet/users/me", () => {
  it.each(Object.entries(DEMO_USERS).filter(([key]) => key !== "gesperrt"))(
    "answers %s in the contract shape",
    async (_, demo) => {
      const user = await meOf(demo.email);
      expect(user.id).toBe(demo.id);
      expect(user.email).toBe(demo.email);
      expect(user.first_name).toBe(demo.firstName);
      expect(user.last_name).toBe(demo.lastName);
      expect(user.company).toEqual({
        id: DEMO_COMPANIES[demo.company].id,
        name: DEMO_COMPANIES[demo.company].name,
        relation: DEMO_COMPANIES[demo.company].relation,
      });
      // Nobody holds a permission outside what their user type can be granted.
      const grantable = GRANTABLE_PERMISSIONS[userTypeOf(user.company.relation)];
      expect(identifiers(user).every((p) => grantable.includes(p))).toBe(true);
      // haendler@ and lieferant@ come with read, important and favorite entries of their own
      const seeded = demo.email === DEMO_USERS.haendler.email || demo.email === DEMO_USERS.lieferant.email;
      expect(user.portal_settings.readNews.length > 0).toBe(seeded);
      expect(user.portal_settings.importantNews.every((id) => user.portal_settings.readNews.includes(id))).toBe(true);
      expect(user.favorite_brands.length > 0).toBe(demo.email === DEMO_USERS.haendler.email);
      expect(user.avatar).toBeNull();
    },
  );

  it("gives the trading partner every HP permission", async () => {
    const user = await meOf("haendler@example.com");
    expect(user.company.relation).toBe("HP");
    expect(identifiers(user)).toEqual([...GRANTABLE_PERMISSIONS.HP]);
    expect(user.account_type).toBeNull();
    expect(user.sub_user).toEqual([]);
    expect(user.accepted_agb).toBe("2025-01-15T08:30:00.000Z");
  });

  it("gives the supplier every LF permission, upload and sales report included", async () => {
    const user = await meOf("lieferant@example.com");
    expect(user.company).toMatchObject({ name: "Nordholz Küchenmöbel GmbH", relation: "LF" });
    expect(identifiers(user)).toEqual([...GRANTABLE_PERMISSIONS.LF]);
    expect(identifiers(user)).toEqual(expect.arrayContaining(["UPLOAD", "SALESREPORT"]));
    expect(identifiers(user)).not.toContain("BRAND");
  });

  it("reports the RP company's relation (user type LF)", async () => {
    const user = await meOf("rp@example.com");
    expect(user.company.relation).toBe("RP");
    expect(userTypeOf(user.company.relation)).toBe("LF");
  });

  it("limits the reader to NEWS and CALENDAR", async () => {
    expect(identifiers(await meOf("leser@example.com"))).toEqual(["NEWS", "CALENDAR"]);
  });

  it("lists the multi-user account's two sub-users with their own companies", async () => {
    const user = await meOf("verbund@example.com");
    expect(user.account_type).toBe("multiuser");
    expect(user.sub_user).toHaveLength(2);
    for (const sub of user.sub_user) subUserSchema.strict().parse(sub);
    expect(user.sub_user.map((s) => s.email).sort()).toEqual(["kiel@example.com", "luebeck@example.com"]);
    const companies = user.sub_user.map((s) => s.company);
    expect(companies.map((c) => c.relation)).toEqual(["HP", "HP"]);
    expect(new Set(companies.map((c) => c.id)).size).toBe(2);
    expect(companies.map((c) => c.id)).not.toContain(user.company.id);
  });

  it("has accepted_agb null for the new user", async () => {
    expect((await meOf("neu@example.com")).accepted_agb).toBeNull();
  });

  it("rejects query parameters it does not know with INVALID_QUERY", async () => {
    const { access_token } = await t.login("leser@example.com");
    const res = await t.request("GET", "/api/extranet/users/me?fields=*", { token: access_token });
    expect(res.status).toBe(400);
    expect(await errorCodeOf(res)).toBe("INVALID_QUERY");
  });
});

describe("PATCH /api/users/me: the language (issue 42)", () => {
  it("is German by default, stored as chosen, and a language the portal lacks is refused with nothing changed", async () => {
    const { access_token } = await t.login(DEMO_USERS.lieferant.email);
    expect((await meOf(DEMO_USERS.lieferant.email)).language).toBe("de");
    const chosen = await t.request("PATCH", "/api/users/me", { token: access_token, json: { language: "en" } });
    expect(chosen.status).toBeLessThan(300);
    expect((await meOf(DEMO_USERS.lieferant.email)).language).toBe("en");
    for (const language of ["fr", "EN", "", null, 1]) {
      const refused = await t.request("PATCH", "/api/users/me", { token: access_token, json: { language } });
      expect(refused.status).toBe(400);
      expect(await errorCodeOf(refused)).toBe("INVALID_PAYLOAD");
    }
    expect((await meOf(DEMO_USERS.lieferant.email)).language).toBe("en");
    // Each account keeps its own: a colleague's stays German.
    expect((await meOf(DEMO_USERS.haendler.email)).language).toBe("de");
    await t.request("PATCH", "/api/users/me", { token: access_token, json: { language: "de" } });
  });

  it("needs a sign-in", async () => {
    const anonymous = await t.request("PATCH", "/api/users/me", { json: { language: "en" } });
    expect(anonymous.status).toBe(403);
  });
});

describe("GET /api/users/:id", () => {
  it("answers the caller itself", async () => {
    const { access_token } = await t.login("haendler@example.com");
    const res = await t.request("GET", `/api/users/${DEMO_USERS.haendler.id}`, { token: access_token });
    expect(res.status).toBe(200);
    expect(subUserSchema.strict().parse(await dataOf(res))).toEqual({
      id: DEMO_USERS.haendler.id,
      first_name: "Katrin",
      last_name: "Sommer",
      email: "haendler@example.com",
      company: { id: 1, name: "Möbelhaus Sommer GmbH & Co. KG", relation: "HP" },
    });
  });

  it("answers a sub-user to its parent, in upper case too", async () => {
    const { access_token } = await t.login("verbund@example.com");
    const res = await t.request("GET", `/api/users/${DEMO_USERS.kiel.id.toUpperCase()}`, { token: access_token });
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toMatchObject({ email: "kiel@example.com", company: { name: "Wohnwelt Hanse Kiel GmbH" } });
  });

  it("answers FORBIDDEN, identically, for colleagues, parents, unknown and malformed ids", async () => {
    const haendler = await t.login("haendler@example.com");
    const kiel = await t.login("kiel@example.com");
    const probes: [string, string][] = [
      [haendler.access_token, DEMO_USERS.leser.id], // same company, not a sub-user
      [haendler.access_token, DEMO_USERS.lieferant.id], // another company
      [kiel.access_token, DEMO_USERS.verbund.id], // own parent
      [haendler.access_token, "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0bff"], // unknown
      [haendler.access_token, "42"],
      // not "me": GET /users/me is Directus' readMe (users-me-fields.test.ts)
      [haendler.access_token, "ich"],
      [haendler.access_token, "3f6a2c1e-8b4d-4e7a-9c15"],
    ];
    const bodies = new Set<string>();
    for (const [token, id] of probes) {
      const res = await t.request("GET", `/api/users/${encodeURIComponent(id)}`, { token });
      expect(res.status, id).toBe(403);
      bodies.add(await res.text());
    }
    expect([...bodies]).toEqual([
      JSON.stringify({
        errors: [{ message: "You don't have permission to access this.", extensions: { code: "FORBIDDEN" } }],
      }),
    ]);
  });
});
