/**
 * The association's catalogues (issue 39, decision 0957): the Redaktion creates, edits, sorts,
 * archives and restores brands, instructions, service-pool entries and SAM tags through
 * items/{catalogue}; archived records are gone from every partner read; partners and staff
 * without Redaktion are refused; bad input is refused in German and changes nothing.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activity } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { dataOf, useTestApi } from "./fixture";

const t = useTestApi();

const editor = async () => (await t.login(DEMO_STAFF.redaktion.email)).access_token;
const partner = async () => (await t.login(DEMO_USERS.haendler.email)).access_token;

type Item = { id: number; version: number; sort: number; archived_at: string | null; depth: number } & Record<string, unknown>;
const list = async (token: string, name: string, query = "") => (await t.request("GET", `/api/items/${name}${query}`, { token }).then((r) => r.json())) as { data: Item[]; meta: { filter_count: number } };
const create = async (token: string, name: string, json: unknown) => {
  const res = await t.request("POST", `/api/items/${name}`, { token, json });
  expect(res.status, await res.clone().text()).toBe(200);
  return dataOf<Item>(res);
};
const patch = (token: string, name: string, id: number, json: unknown) => t.request("PATCH", `/api/items/${name}/${id}`, { token, json });

/** A new record per catalogue: what it needs (the service pool's under no parent). */
const SAMPLES: Record<string, Record<string, unknown>> = {
  brands: { name: "Polsterwerk Lindenau", company_id: DEMO_COMPANIES.nordholz.id, description: "Sofas und Sessel aus Sachsen." },
  instructions: { title: "Dokumente filtern", status: "published", summary: "So finden Sie EVA-Dokumente schneller.", screens: ["/documents"] },
  partner_services: { title: "Energieberatung", name: "energieberatung", teaser: "Strom und Gas günstiger einkaufen." },
  sam_tags: { name: "Herbstmesse 2026", description: "Unterlagen zur Herbstmesse." },
};
const TITLE: Record<string, string> = { brands: "name", instructions: "title", partner_services: "title", sam_tags: "name" };

describe("association catalogues", () => {
  for (const name of Object.keys(SAMPLES)) {
    it(`${name}: create, edit, sort, archive and restore, each in the activity trail`, async () => {
      const token = await editor();
      const first = await create(token, name, SAMPLES[name]);
      const second = await create(token, name, { ...SAMPLES[name], [TITLE[name]!]: `${SAMPLES[name]![TITLE[name]!]} II` });
      expect(second.sort).toBeGreaterThan(first.sort);

      const edited = await patch(token, name, first.id, { [TITLE[name]!]: "Geändert", version: first.version });
      expect(edited.status).toBe(200);
      const after = await dataOf<Item>(edited);
      expect(after[TITLE[name]!]).toBe("Geändert");
      expect(after.version).toBe(first.version + 1);
      // a stale version is refused
      expect((await patch(token, name, first.id, { [TITLE[name]!]: "Alt", version: first.version })).status).toBe(409);

      // "nach oben": the second takes the first's place
      expect((await t.request("POST", `/api/utils/sort/${name}`, { token, json: { item: second.id, to: first.id } })).status).toBe(204);
      const ids = (await list(token, name, "?limit=500")).data.map((i) => i.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

      const archived = await dataOf<Item>(await patch(token, name, first.id, { archived: true, version: after.version }));
      expect(archived.archived_at).not.toBeNull();
      expect((await list(token, name, "?limit=500")).data.map((i) => i.id)).not.toContain(first.id);
      expect((await list(token, name, "?shown=archived")).data.map((i) => i.id)).toContain(first.id);
      const restored = await dataOf<Item>(await patch(token, name, first.id, { archived: false, version: archived.version }));
      expect(restored.archived_at).toBeNull();

      const actions = await t.database.db.select({ action: activity.action, userId: activity.userId }).from(activity).where(and(eq(activity.collection, name), eq(activity.item, String(first.id))));
      expect(actions.map((a) => a.action).sort()).toEqual(["create", "delete", "update", "update"]);
      expect(actions.every((a) => a.userId === DEMO_STAFF.redaktion.id)).toBe(true);
    });
  }

  it("searches and pages a list", async () => {
    const token = await editor();
    const all = await list(token, "brands", "?limit=500");
    expect(all.meta.filter_count).toBeGreaterThan(3);
    const page2 = await list(token, "brands", "?limit=2&page=2");
    expect(page2.data.map((i) => i.id)).toEqual(all.data.slice(2, 4).map((i) => i.id));
    const name = String(all.data[0]!.name);
    const found = await list(token, "brands", `?search=${encodeURIComponent(name.slice(0, 5).toUpperCase())}`);
    expect(found.data.map((i) => i.id)).toContain(all.data[0]!.id);
  });

  it("sorts the service pool among siblings only", async () => {
    const token = await editor();
    const root = await create(token, "partner_services", { title: "Einkauf", name: "einkauf" });
    const a = await create(token, "partner_services", { title: "Strom", name: "strom", parent_id: root.id });
    const b = await create(token, "partner_services", { title: "Gas", name: "gas", parent_id: root.id });
    expect(a.depth).toBe(1);
    expect((await t.request("POST", "/api/utils/sort/partner_services", { token, json: { item: b.id, to: a.id } })).status).toBe(204);
    const ids = (await list(token, "partner_services", "?limit=500")).data.map((i) => i.id);
    expect(ids.indexOf(root.id)).toBeLessThan(ids.indexOf(b.id));
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    // not across levels, and never under itself
    expect((await t.request("POST", "/api/utils/sort/partner_services", { token, json: { item: a.id, to: root.id } })).status).toBe(400);
    const loop = await patch(token, "partner_services", root.id, { parent_id: a.id, version: root.version });
    expect(loop.status).toBe(400);
    expect(await loop.text()).toContain("nicht unter sich selbst");
  });

  it("archived records are gone from partner reads: brands, brand detail, search, quick search, service pool, SAM tags, instructions", async () => {
    const token = await editor();
    const brand = await create(token, "brands", { name: "Archivmarke Quellgrund", company_id: DEMO_COMPANIES.nordholz.id });
    const service = await create(token, "partner_services", { title: "Archivdienst Quellgrund", name: "archivdienst", service_id: "archiv" });
    const tag = await create(token, "sam_tags", { name: "Archivtag Quellgrund" });
    const instruction = await create(token, "instructions", { title: "Archivanleitung Quellgrund", status: "published" });
    const reader = await partner();
    const seen = async () => {
      const brands = await dataOf<{ brands: { id: number }[] }>(await t.request("GET", "/api/extranet/brand?search=Quellgrund", { token: reader }));
      const detail = (await t.request("GET", `/api/extranet/brand/${brand.id}`, { token: reader })).status;
      const index = JSON.stringify(await dataOf(await t.request("GET", "/api/extranet/search-index", { token: reader })));
      const pool = JSON.stringify(await dataOf(await t.request("GET", "/api/extranet/partner-service", { token: reader })));
      const tags = await dataOf<{ id: number }[]>(await t.request("GET", "/api/extranet/sam-tags", { token: reader }));
      const help = await dataOf<{ id: number }[]>(await t.request("GET", "/api/items/instruction", { token: reader }));
      return {
        brand: brands.brands.some((b) => b.id === brand.id),
        detail: detail === 200,
        quick: index.includes("Archivmarke Quellgrund"),
        pool: pool.includes("Archivdienst Quellgrund"),
        tag: tags.some((x) => x.id === tag.id),
        instruction: help.some((x) => x.id === instruction.id),
      };
    };
    expect(await seen()).toEqual({ brand: true, detail: true, quick: true, pool: true, tag: true, instruction: true });
    for (const [name, item] of [["brands", brand], ["partner_services", service], ["sam_tags", tag], ["instructions", instruction]] as const) {
      expect((await patch(token, name, item.id, { archived: true, version: item.version })).status).toBe(200);
    }
    expect(await seen()).toEqual({ brand: false, detail: false, quick: false, pool: false, tag: false, instruction: false });
  });

  it("refuses partners and staff without Redaktion", async () => {
    for (const email of [DEMO_USERS.haendler.email, DEMO_STAFF.partnerverwaltung.email, DEMO_STAFF.admin.email]) {
      const token = (await t.login(email)).access_token;
      expect((await t.request("GET", "/api/items/brands", { token })).status).toBe(403);
      expect((await t.request("POST", "/api/items/sam_tags", { token, json: { name: "Fremd" } })).status).toBe(403);
      expect((await t.request("POST", "/api/utils/sort/sam_tags", { token, json: { item: 1, to: 2 } })).status).toBe(403);
    }
  });

  it("refuses bad input in German, naming the field, and changes nothing", async () => {
    const token = await editor();
    const before = (await list(token, "brands", "?limit=500")).meta.filter_count;
    const cases: [string, unknown, string][] = [
      ["brands", { name: "", company_id: DEMO_COMPANIES.nordholz.id }, "name: descriptions.catalogue.nameRequired"],
      // the supplier must be a supplier (LF) company
      ["brands", { name: "Falsch", company_id: 1 }, "Bitte einen Lieferanten aus der Liste wählen."],
      ["brands", { name: "Ohne Alt", company_id: DEMO_COMPANIES.nordholz.id, logo: "00000000-0000-4000-8000-000000000000" }, "Alternativtext"],
      ["brands", { name: "Kategorien", company_id: DEMO_COMPANIES.nordholz.id, categories: [999999] }, "Warengruppen"],
      ["sam_tags", { name: "x".repeat(101) }, "name"],
    ];
    for (const [name, json, message] of cases) {
      const res = await t.request("POST", `/api/items/${name}`, { token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect((await list(token, "brands", "?limit=500")).meta.filter_count).toBe(before);
  });
});
