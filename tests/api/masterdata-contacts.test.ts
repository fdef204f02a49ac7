/** items/contact, utils/sort/contact, lookups, definition values, activity: envelope, scope, conflicts, sort. */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();

interface ContactOut {
  id: number;
  last_name: string;
  sort: number;
  version: number;
  status: string;
  areas: string[];
  property: { id: number; definition_value_id: number }[];
  department: { id: string; name: string } | null;
}

let hp: string; // Möbelhaus Sommer (company 1)
let lf: string; // Nordholz (company 3)
let reader: string; // Sommer, only NEWS and CALENDAR

beforeAll(async () => {
  [hp, lf, reader] = await Promise.all([
    api.login(DEMO_USERS.haendler.email).then((p) => p.access_token),
    api.login(DEMO_USERS.lieferant.email).then((p) => p.access_token),
    api.login(DEMO_USERS.leser.email).then((p) => p.access_token),
  ]);
});

const list = async (token: string) => dataOf<ContactOut[]>(await api.request("GET", "/api/items/contact", { token }));
const positions = async (token: string) => (await list(token)).map((c) => c.sort);

describe("contacts", () => {
  it("lists the company's contacts sorted by sort with their relations", async () => {
    const contacts = await list(hp);
    expect(contacts.length).toBeGreaterThanOrEqual(6);
    expect(contacts.map((c) => c.sort)).toEqual([...contacts.map((c) => c.sort)].sort((a, b) => a - b));
    expect(contacts[0]).toMatchObject({ last_name: "Sommer", department: { name: "Geschäftsführung" }, areas: ["website"] });
  });

  it("creates a contact as published at the end of the list and records the change", async () => {
    const res = await api.request("POST", "/api/items/contact", {
      token: hp,
      json: { first_name: "Nina", last_name: "Ortmann", department: "department_verkauf", email: "nina.ortmann@example.com" },
    });
    expect(res.status).toBe(200);
    const created = await dataOf<ContactOut>(res);
    expect(created).toMatchObject({ status: "published", version: 1 });
    expect(Math.max(...(await positions(hp)))).toBe(created.sort);
    const history = await dataOf<{ action: string; fields: string[] }[]>(
      await api.request("GET", `/api/activity?collection=contact&item=${created.id}`, { token: hp }),
    );
    expect(history[0]).toMatchObject({ action: "create" });
    expect(history[0]!.fields).toContain("last_name");
  });

  it("refuses a contact without last name, with an unknown department or created other than published, changing nothing", async () => {
    const before = (await list(hp)).length;
    for (const json of [{ first_name: "Ohne" }, { last_name: "X", department: "department_gibtsnicht" }, { last_name: "X", gender: "Q" }, { last_name: "X", status: "draft" }, { last_name: "X", status: "archived" }]) {
      const res = await api.request("POST", "/api/items/contact", { token: hp, json });
      expect(res.status).toBe(400);
      expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
    }
    expect((await list(hp)).length).toBe(before);
  });

  it("updates with the loaded version and refuses a stale one (RECORD_CONFLICT), keeping the newer data", async () => {
    const [contact] = (await list(hp)).filter((c) => c.last_name === "Klocke");
    const first = await api.request("PATCH", `/api/items/contact/${contact!.id}`, {
      token: hp,
      json: { phone: "+49 521 111", version: contact!.version },
    });
    expect(first.status).toBe(200);
    expect((await dataOf<ContactOut>(first)).version).toBe(contact!.version + 1);
    const stale = await api.request("PATCH", `/api/items/contact/${contact!.id}`, {
      token: hp,
      json: { phone: "+49 521 222", version: contact!.version },
    });
    expect(stale.status).toBe(409);
    expect(await errorCodeOf(stale)).toBe("RECORD_CONFLICT");
    const now = await dataOf<{ phone: string }>(await api.request("GET", `/api/items/contact/${contact!.id}`, { token: hp }));
    expect(now.phone).toBe("+49 521 111");
  });

  it("archives instead of deleting, but not the contact person of an area", async () => {
    const contacts = await list(hp);
    const owner = contacts.find((c) => c.areas.includes("career"))!;
    const blocked = await api.request("PATCH", `/api/items/contact/${owner.id}`, { token: hp, json: { status: "archived", version: owner.version } });
    expect(blocked.status).toBe(400);
    expect(await errorCodeOf(blocked)).toBe("INVALID_PAYLOAD");
    const free = contacts.find((c) => c.last_name === "Yilmaz")!;
    const archived = await api.request("PATCH", `/api/items/contact/${free.id}`, { token: hp, json: { status: "archived", version: free.version } });
    expect(archived.status).toBe(200);
    expect((await list(hp)).some((c) => c.id === free.id)).toBe(false);
  });

  it("assigns and removes properties (published export-middleware values only)", async () => {
    const values = await dataOf<{ id: number; additional5: string; status: string }[]>(
      await api.request("GET", "/api/items/definition_value?limit=-1", { token: hp }),
    );
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => v.additional5 === "export-middleware" && v.status === "published")).toBe(true);
    const contact = (await list(hp)).find((c) => c.last_name === "Hagedorn")!;
    const added = await dataOf<ContactOut>(
      await api.request("PATCH", `/api/items/contact/${contact.id}`, {
        token: hp,
        json: { property: { create: [{ definition_value_id: values[0]!.id }] }, version: contact.version },
      }),
    );
    expect(added.property.map((p) => p.definition_value_id)).toEqual([values[0]!.id]);
    const removed = await dataOf<ContactOut>(
      await api.request("PATCH", `/api/items/contact/${contact.id}`, {
        token: hp,
        json: { property: { delete: [added.property[0]!.id] }, version: added.version },
      }),
    );
    expect(removed.property).toEqual([]);
  });

  it("serves the lookups sorted by name", async () => {
    for (const collection of ["department", "jobtitle", "country", "sales_region", "sales_state"]) {
      const rows = await dataOf<{ id: string; name: string }[]>(await api.request("GET", `/api/items/${collection}`, { token: hp }));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort((a, b) => a.localeCompare(b, "de")));
    }
    const countries = await dataOf<{ id: string }[]>(await api.request("GET", "/api/items/country", { token: hp }));
    expect(countries.every((c) => c.id.startsWith("country_"))).toBe(true);
  });
});

describe("sorting", () => {
  it("moves an item to the position of `to`", async () => {
    const before = await list(hp);
    const [a, , c] = before;
    const res = await api.request("POST", "/api/utils/sort/contact", { token: hp, json: { item: a!.id, to: c!.id } });
    expect(res.status).toBe(204);
    const after = await list(hp);
    expect(after.slice(0, 3).map((x) => x.id)).toEqual([before[1]!.id, c!.id, a!.id]);
  });

  it("leaves positions 1..n after many concurrent sorts", async () => {
    const ids = (await list(lf)).map((c) => c.id);
    const moves = Array.from({ length: 12 }, (_, i) => ({ item: ids[i % ids.length]!, to: ids[(i * 2 + 1) % ids.length]! }));
    const answers = await Promise.all(moves.map((json) => api.request("POST", "/api/utils/sort/contact", { token: lf, json })));
    expect(answers.map((r) => r.status)).toEqual(moves.map(() => 204));
    const all = await list(lf);
    expect(all.map((c) => c.sort)).toEqual(all.map((_, i) => i + 1));
  });
});

describe("access matrix: company A never reaches company B", () => {
  let foreignId: number;
  beforeAll(async () => {
    foreignId = (await list(lf))[0]!.id;
  });

  it("does not list another company's contacts", async () => {
    expect((await list(hp)).some((c) => c.id === foreignId)).toBe(false);
  });

  const denials: [string, (id: number, own: number) => [string, string, unknown?]][] = [
    ["read", (id) => ["GET", `/api/items/contact/${id}`]],
    ["update", (id) => ["PATCH", `/api/items/contact/${id}`, { phone: "0", version: 1 }]],
    ["archive", (id) => ["PATCH", `/api/items/contact/${id}`, { status: "archived", version: 1 }]],
    ["sort (item)", (id, own) => ["POST", "/api/utils/sort/contact", { item: id, to: own }]],
    ["sort (to)", (id, own) => ["POST", "/api/utils/sort/contact", { item: own, to: id }]],
    ["history", (id) => ["GET", `/api/activity?collection=contact&item=${id}`]],
  ];
  for (const [name, build] of denials) {
    it(`${name} of a foreign contact is FORBIDDEN`, async () => {
      const own = (await list(hp))[0]!.id;
      const [method, path, json] = build(foreignId, own);
      const res = await api.request(method, path, { token: hp, json });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    });
  }

  it("guessed and malformed ids are FORBIDDEN too", async () => {
    for (const id of ["999999", "abc", "0", "-1", "1.5"]) {
      const res = await api.request("GET", `/api/items/contact/${id}`, { token: hp });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
  });

  it("without a contact permission, reading, creating and sorting are FORBIDDEN", async () => {
    const own = (await list(hp))[0]!.id;
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/items/contact"],
      ["POST", "/api/items/contact", { last_name: "X" }],
      ["POST", "/api/utils/sort/contact", { item: own, to: own }],
      ["GET", "/api/items/definition_value"],
    ];
    for (const [method, path, json] of calls) {
      const res = await api.request(method, path, { token: reader, json });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
  });

  it("a thumbnail of another company's file is FORBIDDEN", async () => {
    const own = (await list(hp))[0]!;
    const { files } = await import("../../server/api/db/schema");
    const { randomUUID } = await import("node:crypto");
    const id = randomUUID();
    await api.database.db.insert(files).values({ id, filenameDisk: `${id}.png`, filenameDownload: "x.png", type: "image/png", filesize: 1, checksum: "x", companyId: 3 });
    const res = await api.request("PATCH", `/api/items/contact/${own.id}`, { token: hp, json: { thumbnail: id, version: own.version } });
    expect(res.status).toBe(403);
    expect(await errorCodeOf(res)).toBe("FORBIDDEN");
  });
});
