/**
 * The website settings singleton (decision 0730): each company reads and changes only its own
 * record — another company's id is FORBIDDEN, a second record cannot be created, a stale
 * version is RECORD_CONFLICT, every change is audited; the logo and the opening-hours address
 * must be the company's own; users without TRADINGPAGES are refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
const BASE = "/api/items/trading_partner_website_settings";

interface Settings {
  id: number;
  version: number;
  site_name: string;
  opening_hours_address: number | null;
  addresses: { id: number; address_type: string; label: string }[];
}

let sommer: string;
let luebeck: string;
let reader: string;

beforeAll(async () => {
  const token = (email: string) => api.login(email).then((p) => p.access_token);
  [sommer, luebeck, reader] = await Promise.all([token(DEMO_USERS.haendler.email), token(DEMO_USERS.luebeck.email), token(DEMO_USERS.leser.email)]);
});

const get = async (token: string) => dataOf<Settings[]>(await api.request("GET", BASE, { token }));

describe("website settings", () => {
  it("answers the company's single record, with its own addresses to choose from", async () => {
    const [own, ...more] = await get(sommer);
    expect(more).toEqual([]);
    expect(own).toMatchObject({ site_name: "Möbelhaus Sommer", version: 1 });
    expect(own!.addresses.length).toBeGreaterThan(0);
    expect(own!.addresses.map((a) => a.id)).toContain(own!.opening_hours_address);
    const [foreign] = await get(luebeck);
    expect(foreign!.id).not.toBe(own!.id);
    expect(foreign!.addresses.map((a) => a.id)).not.toContain(own!.opening_hours_address);
  });

  it("refuses another company's record, a second record, a foreign address, and users without TRADINGPAGES", async () => {
    const [own] = await get(sommer);
    const [foreign] = await get(luebeck);
    expect(await errorCodeOf(await api.request("PATCH", `${BASE}/${foreign!.id}`, { token: sommer, json: { version: foreign!.version, site_name: "Übernommen" } }))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await api.request("GET", `/api/activity?collection=trading_partner_website_settings&item=${foreign!.id}`, { token: sommer }))).toBe("FORBIDDEN");
    expect((await get(luebeck))[0]).toMatchObject({ site_name: "Wohnwelt Hanse Lübeck", version: foreign!.version });
    expect(await errorCodeOf(await api.request("POST", BASE, { token: sommer, json: { site_name: "Zweite Website" } }))).toBe("RECORD_NOT_UNIQUE");
    const address = await api.request("PATCH", `${BASE}/${own!.id}`, { token: sommer, json: { version: own!.version, opening_hours_address: foreign!.addresses[0]!.id } });
    expect(await errorCodeOf(address)).toBe("INVALID_PAYLOAD");
    for (const [method, path, json] of [
      ["GET", BASE],
      ["POST", BASE, { site_name: "Leser" }],
      ["PATCH", `${BASE}/${own!.id}`, { version: own!.version, site_name: "Leser" }],
    ] as [string, string, unknown?][]) {
      expect(await errorCodeOf(await api.request(method, path, { token: reader, json })), `${method} ${path}`).toBe("FORBIDDEN");
    }
  });

  it("checks the rules on the merged record, saves with version and audit, refuses a stale version", async () => {
    const [own] = await get(sommer);
    const cleared = await api.request("PATCH", `${BASE}/${own!.id}`, { token: sommer, json: { version: own!.version, site_name: "" } });
    expect(await errorCodeOf(cleared)).toBe("INVALID_PAYLOAD");
    const badLinks = await api.request("PATCH", `${BASE}/${own!.id}`, { token: sommer, json: { version: own!.version, facebook_url: "https://example.com/sommer", primary_color: "blau" } });
    expect(await errorCodeOf(badLinks)).toBe("INVALID_PAYLOAD");
    const saved = await dataOf<Settings>(await api.request("PATCH", `${BASE}/${own!.id}`, { token: sommer, json: { version: own!.version, site_name: "Sommer Wohnen", primary_color: "#123456" } }));
    expect(saved).toMatchObject({ site_name: "Sommer Wohnen", version: own!.version + 1 });
    const stale = await api.request("PATCH", `${BASE}/${own!.id}`, { token: sommer, json: { version: own!.version, site_name: "Veraltet" } });
    expect(await errorCodeOf(stale)).toBe("RECORD_CONFLICT");
    const history = await dataOf<{ action: string }[]>(await api.request("GET", `/api/activity?collection=trading_partner_website_settings&item=${own!.id}`, { token: sommer }));
    expect(history[0]).toMatchObject({ action: "update" });
  });
});

describe("company history page (singleton described collection)", () => {
  const BASE_H = "/api/items/company_history";
  interface Entry {
    id: number;
    version: number;
    access: string;
    translations: { id: number; status: string; text: string }[];
  }
  const entries = async (token: string) => dataOf<Entry[]>(await api.request("GET", `${BASE_H}?limit=-1`, { token }));

  it("has one entry per company; a second create is RECORD_NOT_UNIQUE", async () => {
    const [own, ...more] = await entries(sommer);
    expect(more).toEqual([]);
    expect(own).toMatchObject({ access: "edit" });
    const second = await api.request("POST", BASE_H, { token: sommer, json: { translations: { create: [{ languages_code: "de", text: "Zweite Geschichte" }], update: [], delete: [] } } });
    expect(await errorCodeOf(second)).toBe("RECORD_NOT_UNIQUE");
    expect(await entries(sommer)).toHaveLength(1);
  });

  it("answers FORBIDDEN for every call on another company's page, and to users without TRADINGPAGES", async () => {
    const [foreign] = await entries(luebeck);
    const [own] = await entries(sommer);
    const calls: [string, string, unknown?][] = [
      ["GET", `${BASE_H}/${foreign!.id}`],
      ["PATCH", `${BASE_H}/${foreign!.id}`, { version: foreign!.version, translations: { create: [], update: [{ id: foreign!.translations[0]!.id, text: "Übernommen" }], delete: [] } }],
      ["PATCH", `${BASE_H}/${foreign!.id}`, { version: foreign!.version, translations: { create: [], update: [{ id: foreign!.translations[0]!.id, status: "published" }], delete: [] } }],
      ["DELETE", `${BASE_H}/${foreign!.id}`],
      ["POST", "/api/utils/sort/company_history", { item: foreign!.id, to: own!.id }],
    ];
    for (const [method, path, json] of calls) expect(await errorCodeOf(await api.request(method, path, { token: sommer, json })), `${method} ${path}`).toBe("FORBIDDEN");
    expect((await entries(luebeck))[0]).toMatchObject({ version: foreign!.version, translations: [{ status: "draft", text: "Seit 1990 in Lübeck." }] });
    for (const [method, path] of [
      ["GET", BASE_H],
      ["GET", `${BASE_H}/${own!.id}`],
      ["DELETE", "/api/items/company_files/1"],
    ]) {
      expect(await errorCodeOf(await api.request(method!, path!, { token: reader })), `${method} ${path}`).toBe("FORBIDDEN");
    }
  });
});
