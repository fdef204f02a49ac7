/**
 * Supplier endpoints (issue 11): the product-group tree, a brand's product groups with the
 * percentage rule, trading partners and their profiles, the association contacts. Company scope:
 * a supplier cannot read or change another supplier's brand assignments or partners, even by
 * guessing ids; HP users are refused on every supplier endpoint.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductGroup, SamContact, SupplierBrand, TradingPartner, TradingPartnerProfile } from "#contract";
import { brandProductGroups, brands, contacts, productGroups } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
type Who = "lieferant" | "rp" | "haendler" | "luebeck" | "innendienst";
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  for (const who of ["lieferant", "rp", "haendler", "luebeck", "innendienst"] as const) tokens[who] = (await api.login(DEMO_USERS[who].email)).access_token;
});

const get = (path: string, who: Who) => api.request("GET", path, { token: tokens[who] });
const patchBrand = (id: number, product_groups: unknown, who: Who = "lieferant") =>
  api.request("PATCH", `/api/extranet/brand/${id}`, { token: tokens[who], json: { product_groups } });

async function expectForbidden(res: Response) {
  expect(res.status).toBe(403);
  expect(await errorCodeOf(res)).toBe("FORBIDDEN");
}

const db = () => api.database.db;
const brandIdOf = async (name: string) => (await db().select({ id: brands.id }).from(brands).where(eq(brands.name, name)))[0]!.id;
const assignmentsOf = (brandId: number) => db().select().from(brandProductGroups).where(eq(brandProductGroups.brandId, brandId));

let tree: ProductGroup[] = [];
const group = (title: string) => {
  const found = tree.find((g) => g.title === title);
  if (!found) throw new Error(`no group ${title}`);
  return found;
};

beforeAll(async () => {
  tree = await dataOf<ProductGroup[]>(await get("/api/items/product_groups?filter[status][_eq]=published&sort=breadcrumbs&limit=-1", "lieferant"));
});

describe("GET items/product_groups", () => {
  it("answers the published three-level tree in breadcrumb order with parent and children", () => {
    expect(tree.map((g) => g.breadcrumbs)).toEqual([...tree.map((g) => g.breadcrumbs)].sort());
    expect(tree.every((g) => g.status === "published")).toBe(true);
    expect(tree.map((g) => g.title)).not.toContain("Gartenmöbel");
    const wohnen = group("Wohnen");
    const polster = group("Polstermöbel");
    const sofas = group("Sofas");
    expect(wohnen.parent).toBeNull();
    expect(wohnen.children).toContain(polster.id);
    expect(polster).toMatchObject({ parent: wohnen.id, breadcrumbs: "Wohnen / Polstermöbel", show_brand_percentage: true });
    expect(sofas).toMatchObject({ parent: polster.id, breadcrumbs: "Wohnen / Polstermöbel / Sofas", show_brand_percentage: false, children: [] });
    expect(tree.filter((g) => g.parent === null).map((g) => g.title)).toEqual(["Bad", "Küche", "Leuchten", "Schlafen", "Wohnen"]);
  });
});

describe("a supplier's brands and their product groups", () => {
  it("lists only the own brands, each with its groups and shares", async () => {
    const list = await dataOf<{ brands: SupplierBrand[]; product_groups: ProductGroup[] }>(await get("/api/extranet/brand", "lieferant"));
    expect(list.brands.map((b) => b.name)).toEqual(["Nordholz Bad", "Nordholz Küchen"]);
    const kuechen = list.brands.find((b) => b.name === "Nordholz Küchen")!;
    expect(kuechen.product_groups.map((g) => [g.title, g.percentage])).toEqual([
      ["Küchen", 100],
      ["Einbauküchen", null],
      ["Küchenzeilen", null],
    ]);
    expect(list.product_groups.length).toBe(tree.length);
    const rp = await dataOf<{ brands: SupplierBrand[] }>(await get("/api/extranet/brand", "rp"));
    expect(rp.brands.map((b) => b.name)).toEqual(["Ems Living Light", "Lichtwerk Ems"]);
  });

  it("saves groups whose shares sum to exactly 100, counted in tenths (33,3 + 33,3 + 33,4)", async () => {
    const id = await brandIdOf("Nordholz Bad");
    const res = await patchBrand(id, [
      { id: group("Badmöbel").id, percentage: 33.3 },
      { id: group("Küchen").id, percentage: 33.3 },
      { id: group("Speisezimmer").id, percentage: 33.4 },
      { id: group("Spiegelschränke").id },
    ]);
    expect(res.status).toBe(200);
    const saved = await dataOf<SupplierBrand>(res);
    expect(saved.product_groups.map((g) => [g.title, g.percentage])).toEqual([
      ["Badmöbel", 33.3],
      ["Spiegelschränke", null],
      ["Küchen", 33.3],
      ["Speisezimmer", 33.4],
    ]);
    const detail = await dataOf<SupplierBrand>(await get(`/api/extranet/brand/${id}`, "innendienst"));
    expect(detail.product_groups).toEqual(saved.product_groups);
  });

  it("refuses shares that do not sum to 100, a share where none belongs, missing shares and unknown groups — and changes nothing", async () => {
    const id = await brandIdOf("Nordholz Küchen");
    const before = await assignmentsOf(id);
    const bad: unknown[][] = [
      [{ id: group("Küchen").id, percentage: 90 }],
      [{ id: group("Küchen").id, percentage: 60 }, { id: group("Küchenleuchten").id, percentage: 50 }],
      [{ id: group("Küchen").id, percentage: 33.33 }, { id: group("Küchenleuchten").id, percentage: 66.67 }],
      [{ id: group("Küchen").id }],
      [{ id: group("Küchen").id, percentage: 100 }, { id: group("Einbauküchen").id, percentage: 10 }],
      [{ id: group("Küchen").id, percentage: 100 }, { id: 999_999 }],
      [{ id: group("Küchen").id, percentage: 50 }, { id: group("Küchen").id, percentage: 50 }],
    ];
    for (const product_groups of bad) {
      const res = await patchBrand(id, product_groups);
      expect(res.status, JSON.stringify(product_groups)).toBe(400);
      expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
    }
    // a draft group is not offered, so it cannot be assigned either
    const [draft] = await db().select({ id: productGroups.id }).from(productGroups).where(eq(productGroups.status, "draft"));
    expect((await patchBrand(id, [{ id: group("Küchen").id, percentage: 100 }, { id: draft!.id }])).status).toBe(400);
    expect(await assignmentsOf(id)).toEqual(before);
  });

  it("keeps another supplier's brands out of reach, even by guessing ids (FORBIDDEN, nothing changes)", async () => {
    const foreign = await db().select({ id: brands.id }).from(brands);
    const own = new Set([await brandIdOf("Nordholz Küchen"), await brandIdOf("Nordholz Bad")]);
    for (const { id } of foreign.filter((b) => !own.has(b.id))) {
      const before = await assignmentsOf(id);
      await expectForbidden(await patchBrand(id, [{ id: group("Sofas").id }]));
      await expectForbidden(await patchBrand(id, []));
      await expectForbidden(await get(`/api/extranet/brand/${id}`, "lieferant"));
      await expectForbidden(await get(`/api/extranet/trading-partners-by-brand/${id}`, "lieferant"));
      expect(await assignmentsOf(id)).toEqual(before);
    }
    for (const raw of ["99999", "0", "-1", "abc", "1e3"]) await expectForbidden(await patchBrand(raw as unknown as number, []));
  });

  it("writes the change to the brand's history", async () => {
    const id = await brandIdOf("Nordholz Küchen");
    expect((await patchBrand(id, [{ id: group("Küchen").id, percentage: 100 }, { id: group("Einbauküchen").id }])).status).toBe(200);
    const history = await dataOf<{ action: string }[]>(await api.request("GET", `/api/activity?collection=brand&item=${id}`, { token: tokens.lieferant }));
    expect(history[0]?.action).toBe("update");
  });
});

describe("trading partners", () => {
  it("lists the HP companies carrying the supplier's brands, de-duplicated, with the brands they carry", async () => {
    const partners = await dataOf<TradingPartner[]>(await get("/api/extranet/trading-partners", "lieferant"));
    expect(partners.map((p) => p.name)).toEqual([DEMO_COMPANIES.sommer.name, DEMO_COMPANIES.brandt.name, DEMO_COMPANIES.hanseLuebeck.name]);
    expect(new Set(partners.map((p) => p.id)).size).toBe(partners.length);
    const sommer = partners.find((p) => p.id === DEMO_COMPANIES.sommer.id)!;
    expect(sommer).toMatchObject({ link: `/trading-partners/${DEMO_COMPANIES.sommer.id}`, city: "Bielefeld" });
    expect(sommer.brands.map((b) => b.name)).toEqual(["Nordholz Bad", "Nordholz Küchen"]);
    const byBrand = await dataOf<TradingPartner[]>(await get(`/api/extranet/trading-partners-by-brand/${await brandIdOf("Nordholz Bad")}`, "lieferant"));
    expect(byBrand.map((p) => p.name)).toEqual([DEMO_COMPANIES.sommer.name]);
    // an RP company is a supplier too
    const rp = await dataOf<TradingPartner[]>(await get("/api/extranet/trading-partners", "rp"));
    expect(rp.map((p) => p.name)).toEqual([DEMO_COMPANIES.sommer.name, DEMO_COMPANIES.brandt.name, DEMO_COMPANIES.hanseKiel.name]);
  });

  it("shows a partner's address, its visible contacts and only the supplier's own brands", async () => {
    const hidden = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.companyId, DEMO_COMPANIES.sommer.id)).limit(1);
    await db().update(contacts).set({ showOnWebsite: false }).where(eq(contacts.id, hidden[0]!.id));
    const profile = await dataOf<TradingPartnerProfile>(await get(`/api/extranet/trading-partners/${DEMO_COMPANIES.sommer.id}`, "lieferant"));
    expect(profile.address).toMatchObject({ street: "Herforder Straße 212", zip: "33609", city: "Bielefeld" });
    expect(profile.contacts.length).toBeGreaterThan(0);
    expect(profile.contacts.map((c) => c.id)).not.toContain(hidden[0]!.id);
    expect(profile.brands.map((b) => b.name)).toEqual(["Nordholz Bad", "Nordholz Küchen"]);
  });

  it("refuses partners that carry none of the supplier's brands, suppliers and unknown ids (FORBIDDEN)", async () => {
    for (const id of [DEMO_COMPANIES.hanseKiel.id, DEMO_COMPANIES.hanse.id, DEMO_COMPANIES.nordholz.id, DEMO_COMPANIES.lichtwerk.id, 99999]) {
      await expectForbidden(await get(`/api/extranet/trading-partners/${id}`, "lieferant"));
    }
  });
});

describe("HP users on supplier endpoints", () => {
  it("are refused on every supplier endpoint, whatever permissions they hold", async () => {
    const kuechen = await brandIdOf("Nordholz Küchen");
    const before = await assignmentsOf(kuechen);
    for (const who of ["haendler", "luebeck"] as const) {
      for (const path of ["/api/extranet/trading-partners", `/api/extranet/trading-partners-by-brand/${kuechen}`, `/api/extranet/trading-partners/${DEMO_COMPANIES.sommer.id}`]) {
        await expectForbidden(await get(path, who));
      }
      await expectForbidden(await patchBrand(kuechen, [{ id: group("Küchen").id, percentage: 100 }], who));
    }
    expect(await assignmentsOf(kuechen)).toEqual(before);
  });
});

describe("GET extranet/sam-contacts", () => {
  it("answers the association's contacts responsible for the caller's company, with role, phone, mail and photo", async () => {
    const mine = await dataOf<SamContact[]>(await get("/api/extranet/sam-contacts", "haendler"));
    expect(mine.map((c) => c.last_name)).toEqual(["Hoffmann", "Wiesner", "Frerichs"]);
    expect(mine[0]).toMatchObject({ role: "Mitgliederbetreuung Handel", phone: expect.stringMatching(/^\+49/), email: expect.stringContaining("@") });
    const photo = await api.request("GET", `/api/assets/${mine[0]!.photo}`, { token: tokens.lieferant });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
    const supplier = await dataOf<SamContact[]>(await get("/api/extranet/sam-contacts", "lieferant"));
    expect(supplier.map((c) => c.last_name)).toEqual(["Özdemir", "Wiesner", "Frerichs"]);
  });
});

describe("contact_brand: a choice of real brands", () => {
  it("offers a supplier its own brands and a trading partner every brand; refuses other ids and keeps the contact as it was", async () => {
    const choices = async (who: Who) => (await dataOf<{ id: number; name: string }[]>(await get("/api/extranet/contact-brands", who))).map((b) => b.name);
    expect(await choices("lieferant")).toEqual(["Nordholz Bad", "Nordholz Küchen"]);
    expect((await choices("haendler")).length).toBe((await db().select({ id: brands.id }).from(brands)).length);

    const [contact] = await db().select().from(contacts).where(eq(contacts.companyId, DEMO_COMPANIES.nordholz.id)).limit(1);
    const patch = (contact_brand: unknown, version: number) =>
      api.request("PATCH", `/api/items/contact/${contact!.id}`, { token: tokens.lieferant, json: { contact_brand, version } });
    const foreign = await brandIdOf("Lichtwerk Ems");
    const refused = await patch([foreign], contact!.version);
    expect(refused.status).toBe(400);
    expect(await errorCodeOf(refused)).toBe("INVALID_PAYLOAD");
    expect((await patch(["Nordholz Bad"], contact!.version)).status).toBe(400);
    const own = await brandIdOf("Nordholz Bad");
    const saved = await patch([own], contact!.version);
    expect(saved.status).toBe(200);
    expect((await dataOf<{ contact_brand: number[] }>(saved)).contact_brand).toEqual([own]);
  });
});
