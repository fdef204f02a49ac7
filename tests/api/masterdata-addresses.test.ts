/** extranet/address (opening hours, conflicts), customer satisfaction and feedback: scope and validation. */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();

interface AddressOut {
  id: number;
  address_type: string;
  version: number;
  opening_hours: { weekday: number; from: string; to: string }[];
}

let hp: string; // Sommer
let other: string; // Lübeck
let lf: string;
let reader: string;

beforeAll(async () => {
  const tokens = await Promise.all(
    [DEMO_USERS.haendler, DEMO_USERS.luebeck, DEMO_USERS.lieferant, DEMO_USERS.leser].map((u) => api.login(u.email).then((p) => p.access_token)),
  );
  [hp, other, lf, reader] = tokens as [string, string, string, string];
});

const addresses = async (token: string) => dataOf<AddressOut[]>(await api.request("GET", "/api/extranet/address", { token }));

describe("addresses", () => {
  it("lists every address type of the company with opening hours", async () => {
    const list = await addresses(hp);
    expect(list.map((a) => a.address_type).sort()).toEqual(["CA", "FI", "LA", "PA", "PO", "RA", "SO"]);
    expect(list.find((a) => a.address_type === "PA")!.opening_hours[0]).toEqual({ weekday: 1, from: "10:00", to: "13:00" });
  });

  it("replaces opening hours, records the change and refuses a stale version", async () => {
    const pa = (await addresses(hp)).find((a) => a.address_type === "PA")!;
    const hours = [
      { weekday: 6, from: "13:00", to: "16:00" },
      { weekday: 6, from: "09:00", to: "12:00" },
    ];
    const res = await api.request("PATCH", `/api/extranet/address/${pa.id}`, { token: hp, json: { opening_hours: hours, version: pa.version } });
    expect(res.status).toBe(200);
    const saved = await dataOf<AddressOut>(res);
    expect(saved.opening_hours).toEqual([hours[1], hours[0]]);
    const stale = await api.request("PATCH", `/api/extranet/address/${pa.id}`, { token: hp, json: { city: "Herford", version: pa.version } });
    expect(stale.status).toBe(409);
    expect(await errorCodeOf(stale)).toBe("RECORD_CONFLICT");
    const history = await dataOf<{ action: string; fields: string[] }[]>(await api.request("GET", `/api/activity?collection=address&item=${pa.id}`, { token: hp }));
    expect(history[0]).toMatchObject({ action: "update", fields: ["opening_hours"] });
  });

  it("refuses overlapping or reversed ranges and changes nothing", async () => {
    const fi = (await addresses(hp)).find((a) => a.address_type === "FI")!;
    for (const opening_hours of [
      [
        { weekday: 1, from: "09:00", to: "13:00" },
        { weekday: 1, from: "12:00", to: "18:00" },
      ],
      [{ weekday: 2, from: "18:00", to: "09:00" }],
      [{ weekday: 9, from: "08:00", to: "09:00" }],
    ]) {
      const res = await api.request("PATCH", `/api/extranet/address/${fi.id}`, { token: hp, json: { opening_hours, version: fi.version } });
      expect(res.status).toBe(400);
      expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
    }
    expect((await addresses(hp)).find((a) => a.id === fi.id)).toEqual(fi);
  });

  it("another company's address: read, update and history are FORBIDDEN, guessed ids too", async () => {
    const foreign = (await addresses(other))[0]!;
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/extranet/address/${foreign.id}`],
      ["PATCH", `/api/extranet/address/${foreign.id}`, { city: "X", version: foreign.version }],
      ["GET", `/api/activity?collection=address&item=${foreign.id}`],
      ["GET", "/api/extranet/address/999999"],
      ["PATCH", "/api/extranet/address/abc", { version: 1 }],
    ];
    for (const [method, path, json] of calls) {
      const res = await api.request(method, path, { token: hp, json });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
    expect((await addresses(hp)).some((a) => a.id === foreign.id)).toBe(false);
  });

  it("creates an address of the caller's company with its opening hours, and records it", async () => {
    const res = await api.request("POST", "/api/extranet/address", {
      token: hp,
      json: { address_type: "FI", name: "Filiale Herford", street: "Lübbertorwall 1", zip: "32052", city: "Herford", country: "de", opening_hours: [{ weekday: 2, from: "10:00", to: "18:00" }] },
    });
    expect(res.status).toBe(200);
    const created = await dataOf<AddressOut & { country: string; name: string }>(res);
    expect(created).toMatchObject({ address_type: "FI", name: "Filiale Herford", country: "DE", version: 1, opening_hours: [{ weekday: 2, from: "10:00", to: "18:00" }] });
    expect((await addresses(hp)).map((a) => a.id)).toContain(created.id);
    expect((await addresses(other)).map((a) => a.id)).not.toContain(created.id);
    const history = await dataOf<{ action: string }[]>(await api.request("GET", `/api/activity?collection=address&item=${created.id}`, { token: hp }));
    expect(history[0]).toMatchObject({ action: "create" });
  });

  it("refuses a create without type or country, with an unknown type, a company or overlapping hours", async () => {
    const before = (await addresses(hp)).length;
    for (const json of [
      { country: "DE" },
      { address_type: "FI" },
      { address_type: "XX", country: "DE" },
      { address_type: "FI", country: "DE", company: 2 },
      { address_type: "FI", country: "DE", opening_hours: [{ weekday: 1, from: "09:00", to: "13:00" }, { weekday: 1, from: "12:00", to: "18:00" }] },
    ]) {
      const res = await api.request("POST", "/api/extranet/address", { token: hp, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
    }
    expect(await addresses(hp)).toHaveLength(before);
  });

  it("deletes an unused address with its opening hours, and records it", async () => {
    const created = await dataOf<AddressOut>(
      await api.request("POST", "/api/extranet/address", { token: hp, json: { address_type: "SO", country: "DE", opening_hours: [{ weekday: 1, from: "08:00", to: "12:00" }] } }),
    );
    const res = await api.request("DELETE", `/api/extranet/address/${created.id}`, { token: hp });
    expect(res.status).toBe(204);
    expect((await addresses(hp)).map((a) => a.id)).not.toContain(created.id);
    const again = await api.request("GET", `/api/extranet/address/${created.id}`, { token: hp });
    expect(again.status).toBe(403);
    const { openingHours } = await import("../../server/api/db/schema");
    const { eq } = await import("drizzle-orm");
    expect(await api.database.db.select().from(openingHours).where(eq(openingHours.addressId, created.id))).toEqual([]);
  });

  it("refuses to delete an address the website settings or a job still use (INVALID_FOREIGN_KEY), and keeps it", async () => {
    // Sommer's main address shows its opening hours on the website (seed/website-company.ts).
    const pa = (await addresses(hp)).find((a) => a.address_type === "PA")!;
    const refused = await api.request("DELETE", `/api/extranet/address/${pa.id}`, { token: hp });
    expect(refused.status).toBe(400);
    expect(await errorCodeOf(refused)).toBe("INVALID_FOREIGN_KEY");
    expect((await addresses(hp)).find((a) => a.id === pa.id)).toEqual(pa);
    // A described collection's "address" field (a job's place of work) holds it too.
    const place = await dataOf<AddressOut>(await api.request("POST", "/api/extranet/address", { token: hp, json: { address_type: "FI", country: "DE" } }));
    const job = await api.request("POST", "/api/items/jobs", { token: hp, json: { title: "Monteur", description: "Montage beim Kunden", address: place.id } });
    expect(job.status).toBe(200);
    const usedByJob = await api.request("DELETE", `/api/extranet/address/${place.id}`, { token: hp });
    expect(usedByJob.status).toBe(400);
    expect(await errorCodeOf(usedByJob)).toBe("INVALID_FOREIGN_KEY");
    expect((await addresses(hp)).map((a) => a.id)).toContain(place.id);
  });

  it("another company's address cannot be deleted, not even by guessing ids", async () => {
    const foreign = await addresses(other);
    for (const a of foreign) {
      const res = await api.request("DELETE", `/api/extranet/address/${a.id}`, { token: hp });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
    for (const path of ["/api/extranet/address/999999", "/api/extranet/address/abc", "/api/extranet/address/0"]) {
      const res = await api.request("DELETE", path, { token: hp });
      expect(res.status).toBe(403);
    }
    expect(await addresses(other)).toEqual(foreign);
  });

  it("suppliers and users without a master-data permission get FORBIDDEN", async () => {
    const own = (await addresses(hp))[0]!;
    for (const token of [lf, reader]) {
      for (const [method, path, json] of [
        ["GET", "/api/extranet/address"],
        ["POST", "/api/extranet/address", { address_type: "FI", country: "DE" }],
        ["DELETE", `/api/extranet/address/${own.id}`],
      ] as [string, string, unknown?][]) {
        const res = await api.request(method, path, { token, json });
        expect(res.status).toBe(403);
        expect(await errorCodeOf(res)).toBe("FORBIDDEN");
      }
    }
  });
});

describe("customer satisfaction", () => {
  it("computes the figures and lists feedback by -date", async () => {
    const figures = await dataOf<{ responses: number; average_rating: number; ratings: unknown[] }>(
      await api.request("GET", "/api/extranet/customer-satisfaction", { token: hp }),
    );
    expect(figures.responses).toBe(36);
    expect(figures.average_rating).toBeGreaterThan(1);
    const feedback = await dataOf<{ id: number; date: string }[]>(await api.request("GET", "/api/items/customer_feedback?sort=-date", { token: hp }));
    expect(feedback.map((f) => f.date)).toEqual([...feedback.map((f) => f.date)].sort().reverse());
    const res = await api.request("PATCH", `/api/items/customer_feedback/${feedback[0]!.id}`, { token: hp, json: { status: "done" } });
    expect(res.status).toBe(200);
    const bad = await api.request("PATCH", `/api/items/customer_feedback/${feedback[0]!.id}`, { token: hp, json: { status: "weg" } });
    expect(bad.status).toBe(400);
  });

  it("another company's feedback is FORBIDDEN; without STATISTIC and IVO everything is", async () => {
    const id = (await dataOf<{ id: number }[]>(await api.request("GET", "/api/items/customer_feedback", { token: hp })))[0]!.id;
    const foreign = await api.request("PATCH", `/api/items/customer_feedback/${id}`, { token: other, json: { status: "new" } });
    expect(foreign.status).toBe(403);
    expect(await errorCodeOf(foreign)).toBe("FORBIDDEN");
    expect(await dataOf<unknown[]>(await api.request("GET", "/api/items/customer_feedback", { token: other }))).toEqual([]);
    for (const path of ["/api/extranet/customer-satisfaction", "/api/items/customer_feedback"]) {
      const res = await api.request("GET", path, { token: reader });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
  });
});
