/**
 * Permission clusters (extranet/all-portal-permissions, extranet/editable-permission-clusters,
 * items/permission_cluster) and the company master data (items/company/{id}): the access
 * matrix (other company, wrong user type, missing permission, guessed and malformed ids →
 * FORBIDDEN), validation, audit and conflicts on a stale version.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Company } from "#contract/company";
import type { EditableCluster, PermissionCluster } from "#contract/permission-clusters";
import { permissionClusters, userPermissions } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();

let lf: string; // Nordholz, every LF permission
let lfStaff: string; // Nordholz, without ACCOUNTMANAGEMENT / MASTERDATA
let rpManager: string; // Lichtwerk (RP = supplier), ACCOUNTMANAGEMENT + MASTERDATA granted below
let hp: string; // Sommer (trading partner), every HP permission
let foreignClusterId: number;

beforeAll(async () => {
  const db = api.database.db;
  // A second supplier company with a manager and an editable cluster of its own.
  await db.insert(userPermissions).values([
    { userId: DEMO_USERS.rp.id, identifier: "ACCOUNTMANAGEMENT" },
    { userId: DEMO_USERS.rp.id, identifier: "MASTERDATA" },
  ]);
  const [row] = await db
    .insert(permissionClusters)
    .values({ name: "Lichtwerk Vertrieb", companyId: DEMO_COMPANIES.lichtwerk.id, editable: true })
    .returning({ id: permissionClusters.id });
  foreignClusterId = row!.id;
  const tokens = await Promise.all(
    [DEMO_USERS.lieferant, DEMO_USERS.innendienst, DEMO_USERS.rp, DEMO_USERS.haendler].map((u) => api.login(u.email).then((p) => p.access_token)),
  );
  [lf, lfStaff, rpManager, hp] = tokens as [string, string, string, string];
});

const get = async <T>(path: string, token: string) => {
  const res = await api.request("GET", path, { token });
  expect(res.status, path).toBe(200);
  return dataOf<T>(res);
};
const clusters = (token: string) => get<PermissionCluster[]>("/api/items/permission_cluster?sort=name", token);

async function expectForbidden(res: Response, what: string) {
  expect(res.status, what).toBe(403);
  expect(await errorCodeOf(res), what).toBe("FORBIDDEN");
}

describe("permission clusters", () => {
  it("lists only the company's editable clusters, sorted by name, with permissions and members", async () => {
    const list = await clusters(lf);
    expect(list.map((c) => c.name)).toEqual(["Außendienst Küche", "Innendienst Auftragsabwicklung"]);
    expect(list[0]).toMatchObject({
      permissions: ["NEWS", "CALENDAR", "ZRCLIENT", "SALESREPORT", "STATISTIC"],
      members: [{ id: DEMO_USERS.lieferant.id, name: "Michael Kröger", email: "lieferant@example.com" }],
      version: 1,
    });
    const editable = await get<EditableCluster[]>("/api/extranet/editable-permission-clusters", lf);
    expect(editable).toEqual(list.map(({ id, name }) => ({ id, name })));
    const all = await get<{ identifier: string }[]>("/api/extranet/all-portal-permissions", lf);
    expect(all.map((p) => p.identifier)).not.toContain("BRAND");
  });

  it("creates a cluster, updates it with the loaded version, refuses a stale one and records both", async () => {
    const created = await api.request("POST", "/api/items/permission_cluster", {
      token: lf,
      json: { name: "  Messeteam  ", permissions: ["NEWS", "CALENDAR"], members: [DEMO_USERS.innendienst.id] },
    });
    expect(created.status).toBe(200);
    const cluster = await dataOf<PermissionCluster>(created);
    expect(cluster).toMatchObject({ name: "Messeteam", permissions: ["NEWS", "CALENDAR"], members: [{ id: DEMO_USERS.innendienst.id }], version: 1 });
    expect((await clusters(lf)).map((c) => c.name)).toEqual(["Außendienst Küche", "Innendienst Auftragsabwicklung", "Messeteam"]);

    const patched = await api.request("PATCH", `/api/items/permission_cluster/${cluster.id}`, {
      token: lf,
      json: { name: "Messe-Team", permissions: ["NEWS"], members: [], version: 1 },
    });
    expect(patched.status).toBe(200);
    expect(await dataOf(patched)).toMatchObject({ name: "Messe-Team", permissions: ["NEWS"], members: [], version: 2 });

    const stale = await api.request("PATCH", `/api/items/permission_cluster/${cluster.id}`, { token: lf, json: { name: "Überschrieben", version: 1 } });
    expect(stale.status).toBe(409);
    expect(await errorCodeOf(stale)).toBe("RECORD_CONFLICT");
    const missingVersion = await api.request("PATCH", `/api/items/permission_cluster/${cluster.id}`, { token: lf, json: { name: "Ohne Version" } });
    expect(missingVersion.status).toBe(400);
    expect((await get<PermissionCluster>(`/api/items/permission_cluster/${cluster.id}`, lf)).name).toBe("Messe-Team");

    const history = await get<{ action: string; fields: string[] }[]>(`/api/activity?collection=permission_cluster&item=${cluster.id}`, lf);
    expect(history.map((h) => h.action)).toEqual(["update", "create"]);
    expect([...history[0]!.fields].sort()).toEqual(["members", "name", "permissions"]);
  });

  it("refuses a duplicate name, an empty name and unknown fields, changing nothing", async () => {
    const before = await clusters(lf);
    const duplicate = await api.request("POST", "/api/items/permission_cluster", { token: lf, json: { name: "Außendienst Küche" } });
    expect(duplicate.status).toBe(400);
    expect(await errorCodeOf(duplicate)).toBe("RECORD_NOT_UNIQUE");
    for (const json of [{ name: " " }, { permissions: ["NEWS"] }, { name: "X", company: DEMO_COMPANIES.lichtwerk.id }, { name: "X", permissions: ["ADMIN"] }]) {
      const res = await api.request("POST", "/api/items/permission_cluster", { token: lf, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
    }
    expect(await clusters(lf)).toEqual(before);
  });

  it("another company's cluster, a non-editable one, guessed and malformed ids: FORBIDDEN for every call", async () => {
    const [own] = await clusters(lf);
    const [readonly] = await api.database.db.select().from(permissionClusters).where(eq(permissionClusters.editable, false));
    expect(await clusters(rpManager)).toEqual([expect.objectContaining({ id: foreignClusterId, name: "Lichtwerk Vertrieb" })]);
    for (const id of [String(foreignClusterId), String(readonly!.id), "999999", "abc", "-1", "01", "99999999999"]) {
      await expectForbidden(await api.request("GET", `/api/items/permission_cluster/${id}`, { token: lf }), `GET ${id}`);
      await expectForbidden(await api.request("PATCH", `/api/items/permission_cluster/${id}`, { token: lf, json: { name: "Gekapert", version: 1 } }), `PATCH ${id}`);
      await expectForbidden(await api.request("GET", `/api/activity?collection=permission_cluster&item=${id}`, { token: lf }), `activity ${id}`);
    }
    // The other supplier cannot touch Nordholz' cluster either, nor add Nordholz accounts or foreign permissions.
    await expectForbidden(await api.request("PATCH", `/api/items/permission_cluster/${own!.id}`, { token: rpManager, json: { name: "Gekapert", version: own!.version } }), "foreign PATCH");
    await expectForbidden(
      await api.request("POST", "/api/items/permission_cluster", { token: rpManager, json: { name: "Fremd", members: [DEMO_USERS.lieferant.id] } }),
      "foreign member",
    );
    await expectForbidden(await api.request("POST", "/api/items/permission_cluster", { token: lf, json: { name: "Marken", permissions: ["BRAND"] } }), "HP permission");
    expect((await get<PermissionCluster>(`/api/items/permission_cluster/${own!.id}`, lf)).name).toBe(own!.name);
    expect((await clusters(rpManager)).map((c) => c.name)).toEqual(["Lichtwerk Vertrieb"]);
  });

  it("a trading partner (wrong user type) and a supplier without ACCOUNTMANAGEMENT get FORBIDDEN", async () => {
    const [own] = await clusters(lf);
    for (const [who, token] of [
      ["HP", hp],
      ["LF staff", lfStaff],
    ] as const) {
      for (const [method, path, json] of [
        ["GET", "/api/extranet/editable-permission-clusters"],
        ["GET", "/api/items/permission_cluster"],
        ["GET", `/api/items/permission_cluster/${own!.id}`],
        ["POST", "/api/items/permission_cluster", { name: "Neu" }],
        ["PATCH", `/api/items/permission_cluster/${own!.id}`, { name: "Neu", version: own!.version }],
      ] as const) {
        await expectForbidden(await api.request(method, path, { token, json }), `${who} ${method} ${path}`);
      }
    }
    await expectForbidden(await api.request("GET", "/api/items/permission_cluster"), "anonymous");
  });
});

describe("company master data (items/company/{id})", () => {
  const path = (id: number | string) => `/api/items/company/${id}`;

  it("updates the editable fields of the own company with the loaded version, audited; a stale version is RECORD_CONFLICT", async () => {
    const company = await get<Company>(path(DEMO_COMPANIES.sommer.id), hp);
    expect(company).toMatchObject({ name: DEMO_COMPANIES.sommer.name, version: 1 });
    const res = await api.request("PATCH", path(company.id), {
      token: hp,
      json: { street: "Herforder Straße 214", phone: null, website: "https://sommer.example", country: "de", version: 1 },
    });
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toMatchObject({ street: "Herforder Straße 214", phone: null, website: "https://sommer.example", country: "DE", name: company.name, version: 2 });
    // GET extranet/company answers the same record
    expect(await get<Company>(`/api/extranet/company/${company.id}`, hp)).toMatchObject({ street: "Herforder Straße 214", version: 2 });

    const stale = await api.request("PATCH", path(company.id), { token: hp, json: { city: "Herford", version: 1 } });
    expect(stale.status).toBe(409);
    expect(await errorCodeOf(stale)).toBe("RECORD_CONFLICT");
    expect((await get<Company>(path(company.id), hp)).city).toBe("Bielefeld");

    const history = await get<{ action: string; fields: string[] }[]>(`/api/activity?collection=company&item=${company.id}`, hp);
    expect(history.map((h) => h.action)).toEqual(["update"]);
    expect([...history[0]!.fields].sort()).toEqual(["country", "phone", "street", "website"]);
  });

  it("keeps read-only fields read-only and validates the rest", async () => {
    const company = await get<Company>(path(DEMO_COMPANIES.nordholz.id), lf);
    for (const json of [
      { name: "Umbenannt GmbH", version: company.version },
      { relation: "HP", version: company.version },
      { email: "keine-adresse", version: company.version },
      { website: "javascript:alert(1)", version: company.version },
      { country: "Deutschland", version: company.version },
      { city: "Löhne" },
    ]) {
      const res = await api.request("PATCH", path(company.id), { token: lf, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
    }
    expect(await get<Company>(path(company.id), lf)).toEqual(company);
  });

  it("other companies (also a sub-account's), guessed and malformed ids, users without MASTERDATA: FORBIDDEN", async () => {
    const verbund = (await api.login(DEMO_USERS.verbund.email)).access_token;
    const reader = (await api.login(DEMO_USERS.leser.email)).access_token;
    const cases: [string, string, string | number][] = [
      ["another company", hp, DEMO_COMPANIES.nordholz.id],
      ["another supplier", rpManager, DEMO_COMPANIES.nordholz.id],
      ["a sub-account's company", verbund, DEMO_COMPANIES.hanseKiel.id],
      ["unknown id", hp, 999999],
      ["malformed id", hp, "abc"],
      ["zero-padded own id", hp, `0${DEMO_COMPANIES.sommer.id}`],
      ["no MASTERDATA permission", reader, DEMO_COMPANIES.sommer.id],
      ["supplier without MASTERDATA", lfStaff, DEMO_COMPANIES.nordholz.id],
    ];
    for (const [what, token, id] of cases) {
      await expectForbidden(await api.request("GET", path(id), { token }), `GET ${what}`);
      await expectForbidden(await api.request("PATCH", path(id), { token, json: { city: "Gekapert", version: 1 } }), `PATCH ${what}`);
      await expectForbidden(await api.request("GET", `/api/activity?collection=company&item=${id}`, { token }), `activity ${what}`);
    }
    expect((await get<Company>(`/api/extranet/company/${DEMO_COMPANIES.nordholz.id}`, lf)).city).toBe("Löhne");
  });
});
