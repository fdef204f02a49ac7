/**
 * The association's catalogues (issue 39, decision 0957): the Redaktion creates, edits, sorts,
 * archives and restores brands, instructions, service-pool entries and SAM tags through
 * items/{catalogue}; archived records are gone from every partner read; partners and staff
 * without Redaktion are refused; bad input is refused in German and changes nothing. An
 * instruction's steps (decision 0965) and a service's brands reach the partners' reads.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "../../server/api/contract/masterdata";
import { FIELD_MESSAGES } from "../../server/api/contract/text-key";
import { BRAND_LOGO_FOLDER, INSTRUCTION_IMAGE_FOLDER } from "../../server/api/contract/values";
import { activity, files, instructionSteps } from "../../server/api/db/schema";
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
    expect(await loop.text()).toContain("parent_id: descriptions.catalogue.parentSelf");
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
      ["brands", { name: "Falsch", company_id: 1 }, "company_id: descriptions.catalogue.brands.companyInvalid"],
      ["brands", { name: "Ohne Alt", company_id: DEMO_COMPANIES.nordholz.id, logo: "00000000-0000-4000-8000-000000000000" }, "descriptions.catalogue.brands.logoAltRequired"],
      ["brands", { name: "Kategorien", company_id: DEMO_COMPANIES.nordholz.id, categories: [999999] }, "descriptions.catalogue.brands.categoriesInvalid"],
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

type Step = { id: number; parent_id: number | null; depth: number; title: string; text: string; image: string | null; image_alt: string | null };
const stepsOf = async (token: string, id: number) => {
  const item = await dataOf<Item & { steps: Step[] }>(await t.request("GET", `/api/items/instructions/${id}`, { token }));
  return { version: item.version, steps: item.steps };
};
type PartnerStep = { id: number; title: string; text: string; image: string | null; image_alt: string | null; children: PartnerStep[] };

describe("an instruction's steps (decision 0965)", () => {
  it("adds, edits, nests, sorts and removes steps; each a versioned change of the instruction the partners' page shows", async () => {
    const token = await editor();
    const instruction = await create(token, "instructions", { title: "Reklamation erfassen", status: "published", summary: "Eine Reklamation Schritt für Schritt." });
    const add = async (json: Record<string, unknown>) => {
      const res = await t.request("POST", "/api/items/instruction_steps", { token, json: { instruction_id: instruction.id, ...json } });
      expect(res.status, await res.clone().text()).toBe(200);
      return dataOf<Step & { version: number }>(res);
    };
    const [seeded] = await t.database.db.select({ image: instructionSteps.image }).from(instructionSteps).where(isNotNull(instructionSteps.image)).limit(1);
    const first = await add({ title: "Auftrag öffnen", text: "Öffnen Sie den Auftrag im Warenwirtschaftssystem.", version: instruction.version });
    expect(first.version).toBe(instruction.version + 1);
    const second = await add({ title: "Fotos anhängen", image: seeded!.image, image_alt: "Schadensfoto einer Tischplatte", version: first.version });
    const child = await add({ title: "Lieferschein prüfen", parent_id: first.id, version: second.version });

    // a stale version is refused and changes nothing
    expect((await t.request("POST", "/api/items/instruction_steps", { token, json: { instruction_id: instruction.id, title: "Alt", version: first.version } })).status).toBe(409);

    const edited = await t.request("PATCH", `/api/items/instruction_steps/${first.id}`, { token, json: { title: "Auftrag suchen", version: child.version } });
    expect(edited.status).toBe(200);
    let version = (await dataOf<{ version: number }>(edited)).version;
    expect((await t.request("POST", "/api/utils/sort/instruction_steps", { token, json: { item: second.id, to: first.id, version } })).status).toBe(204);
    ({ version } = await stepsOf(token, instruction.id));
    // across levels: refused
    expect((await t.request("POST", "/api/utils/sort/instruction_steps", { token, json: { item: child.id, to: first.id, version } })).status).toBe(400);

    const staff = await stepsOf(token, instruction.id);
    expect(staff.steps.map((s) => [s.title, s.depth])).toEqual([["Fotos anhängen", 0], ["Auftrag suchen", 0], ["Lieferschein prüfen", 1]]);

    const reader = await partner();
    const page = await dataOf<{ steps: PartnerStep[] }>(await t.request("GET", `/api/items/instruction/${instruction.id}`, { token: reader }));
    expect(page.steps.map((s) => s.title)).toEqual(["Fotos anhängen", "Auftrag suchen"]);
    expect(page.steps[0]).toMatchObject({ image: seeded!.image, image_alt: "Schadensfoto einer Tischplatte" });
    expect(page.steps[1]!.children.map((s) => s.title)).toEqual(["Lieferschein prüfen"]);

    // removing a step removes the steps under it
    expect((await t.request("DELETE", `/api/items/instruction_steps/${first.id}?version=${version}`, { token })).status).toBe(204);
    expect((await stepsOf(token, instruction.id)).steps.map((s) => s.title)).toEqual(["Fotos anhängen"]);

    const history = await t.database.db.select({ action: activity.action }).from(activity).where(and(eq(activity.collection, "instructions"), eq(activity.item, String(instruction.id))));
    // create, 3 adds, edit, sort, removal
    expect(history.map((h) => h.action)).toEqual(["create", "update", "update", "update", "update", "update", "update"]);
  });

  it("refuses bad steps by text key, naming the field", async () => {
    const token = await editor();
    const instruction = await create(token, "instructions", { title: "Lieferavis", status: "draft" });
    const other = await create(token, "instructions", { title: "Fremde Anleitung", status: "draft" });
    const [foreignStep] = await t.database.db.select({ id: instructionSteps.id }).from(instructionSteps).limit(1);
    const [foreignFile] = await t.database.db.select({ id: files.id }).from(files).where(isNotNull(files.companyId)).limit(1);
    const step = await dataOf<Step & { version: number }>(await t.request("POST", "/api/items/instruction_steps", { token, json: { instruction_id: instruction.id, title: "Avis öffnen", version: instruction.version } }));
    const v = step.version;
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/items/instruction_steps", { instruction_id: instruction.id, title: "", version: v }, "title: descriptions.catalogue.titleRequired"],
      ["POST", "/api/items/instruction_steps", { instruction_id: instruction.id, version: v }, "title"],
      ["POST", "/api/items/instruction_steps", { instruction_id: instruction.id, title: "x".repeat(201), version: v }, "title: descriptions.validation.tooLong?max=200"],
      // the parent is a step of this instruction
      ["POST", "/api/items/instruction_steps", { instruction_id: instruction.id, title: "Unter fremdem Schritt", parent_id: foreignStep!.id, version: v }, "parent_id: descriptions.catalogue.instructionSteps.parentInvalid"],
      ["POST", "/api/items/instruction_steps", { instruction_id: instruction.id, title: "Bild ohne Text", image: "00000000-0000-4000-8000-000000000000", version: v }, "image_alt: descriptions.catalogue.instructionSteps.imageAltRequired"],
      // another company's file is no step image
      ["POST", "/api/items/instruction_steps", { instruction_id: instruction.id, title: "Fremdes Bild", image: foreignFile!.id, image_alt: "Fremd", version: v }, "image: descriptions.catalogue.instructionSteps.imageInvalid"],
      ["PATCH", `/api/items/instruction_steps/${step.id}`, { parent_id: step.id, version: v }, "parent_id: descriptions.catalogue.instructionSteps.parentSelf"],
      ["POST", "/api/items/instruction_steps", { instruction_id: instruction.id, title: "Ohne Version" }, "version"],
    ];
    for (const [method, path, json, message] of cases) {
      const res = await t.request(method as "POST", path, { token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.text()).toContain(message);
    }
    // a step of another instruction is not a sibling
    const foreign = await dataOf<Step>(await t.request("POST", "/api/items/instruction_steps", { token, json: { instruction_id: other.id, title: "Dort", version: other.version } }));
    expect((await t.request("POST", "/api/utils/sort/instruction_steps", { token, json: { item: step.id, to: foreign.id, version: v } })).status).toBe(400);
    expect((await stepsOf(token, instruction.id)).steps.map((s) => s.title)).toEqual(["Avis öffnen"]);
  });

  it("a step's image the Redaktion uploaded (folder instruction-images) is read by partners once the instruction is published, not before", async () => {
    const token = await editor();
    const lf = (await t.login(DEMO_USERS.lieferant.email)).access_token;
    expect((await uploadInto(lf, INSTRUCTION_IMAGE_FOLDER, await png(), "schritt.png")).status).toBe(403);
    const uploaded = await uploadInto(token, INSTRUCTION_IMAGE_FOLDER, await png(), "schritt.png");
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const image = (await dataOf<{ id: string }>(uploaded)).id;
    const instruction = await create(token, "instructions", { title: "Retoure anmelden", status: "draft" });
    const step = await t.request("POST", "/api/items/instruction_steps", { token, json: { instruction_id: instruction.id, title: "Foto des Etiketts", image, image_alt: "Versandetikett auf dem Karton", version: instruction.version } });
    expect(step.status, await step.clone().text()).toBe(200);
    const hp = await partner();
    expect((await t.request("GET", `/api/assets/${image}`, { token: hp })).status).toBe(403);
    expect((await patch(token, "instructions", instruction.id, { status: "published", version: (await dataOf<{ version: number }>(step)).version })).status).toBe(200);
    expect((await t.request("GET", `/api/assets/${image}`, { token: hp })).status).toBe(200);
  });

  it("refuses partners and staff without Redaktion", async () => {
    const [step] = await t.database.db.select({ id: instructionSteps.id, instructionId: instructionSteps.instructionId }).from(instructionSteps).limit(1);
    for (const email of [DEMO_USERS.haendler.email, DEMO_STAFF.partnerverwaltung.email, DEMO_STAFF.admin.email]) {
      const token = (await t.login(email)).access_token;
      expect((await t.request("POST", "/api/items/instruction_steps", { token, json: { instruction_id: step!.instructionId, title: "Fremd", version: 1 } })).status).toBe(403);
      expect((await t.request("PATCH", `/api/items/instruction_steps/${step!.id}`, { token, json: { title: "Fremd", version: 1 } })).status).toBe(403);
      expect((await t.request("DELETE", `/api/items/instruction_steps/${step!.id}?version=1`, { token })).status).toBe(403);
      expect((await t.request("POST", "/api/utils/sort/instruction_steps", { token, json: { item: step!.id, to: step!.id, version: 1 } })).status).toBe(403);
    }
    expect(await t.database.db.select({ id: instructionSteps.id }).from(instructionSteps).where(eq(instructionSteps.id, step!.id))).toHaveLength(1);
  });
});

describe("a service-pool entry's brands", () => {
  it("the Redaktion assigns brands (current ones only); partners see them on the entry, archived brands not", async () => {
    const token = await editor();
    const brand = await create(token, "brands", { name: "Leuchtenmanufaktur Elbtal", company_id: DEMO_COMPANIES.nordholz.id });
    const gone = await create(token, "brands", { name: "Polster Altmark", company_id: DEMO_COMPANIES.nordholz.id });
    const choices = await dataOf<Record<string, { value: string; label: string }[]>>(await t.request("GET", "/api/extranet/catalogue/partner_services/choices", { token }));
    expect(choices.brands!.map((c) => c.label)).toContain("Leuchtenmanufaktur Elbtal");
    // an emptied teaser and text (the form's null) are stored as the columns' empty text
    const service = await create(token, "partner_services", { title: "Lichtplanung", name: "lichtplanung", service_id: "licht", teaser: null, text: null, brands: [brand.id, gone.id] });
    expect([service.teaser, service.text]).toEqual(["", ""]);
    expect(service.brands).toEqual([brand.id, gone.id].sort((a, b) => a - b));

    const reader = await partner();
    const read = async () => dataOf<{ brands: { id: number; name: string }[] }>(await t.request("GET", `/api/extranet/partner-service/${service.id}`, { token: reader }));
    expect((await read()).brands.map((b) => b.name)).toEqual(["Leuchtenmanufaktur Elbtal", "Polster Altmark"]);
    const byBrand = async () => dataOf<{ id: number; name: string; services: { id: number; title: string; link: string }[] }[]>(await t.request("GET", "/api/extranet/partner-service-brands", { token: reader }));
    expect((await byBrand()).find((b) => b.id === brand.id)?.services).toEqual([{ id: service.id, title: "Lichtplanung", link: `/serviceandmore/services/${service.id}` }]);
    // the header search's service providers are these brands (decision 0976), with their company
    const providers = async () => (await dataOf<{ suppliers: { id: number; name: string; company: string; services: string[]; link: string }[] }>(await t.request("GET", "/api/extranet/search-index", { token: reader }))).suppliers;
    expect((await providers()).map((p) => p.id)).toEqual((await byBrand()).map((b) => b.id));
    expect((await providers()).find((p) => p.id === brand.id)).toEqual({ id: brand.id, name: "Leuchtenmanufaktur Elbtal", company: DEMO_COMPANIES.nordholz.name, services: ["Lichtplanung"], link: `/serviceandmore/services/${service.id}` });
    // an archived brand is gone from the partners' read and can no longer be chosen
    await patch(token, "brands", gone.id, { archived: true, version: gone.version });
    expect((await read()).brands.map((b) => b.name)).toEqual(["Leuchtenmanufaktur Elbtal"]);
    expect((await byBrand()).map((b) => b.id)).not.toContain(gone.id);
    const refused = await patch(token, "partner_services", service.id, { brands: [gone.id], version: service.version });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("brands: descriptions.catalogue.partnerServices.brandsInvalid");
    expect((await patch(token, "partner_services", service.id, { brands: [999999], version: service.version })).status).toBe(400);

    // removing every brand
    const cleared = await dataOf<Item>(await patch(token, "partner_services", service.id, { brands: [], version: service.version }));
    expect(cleared.brands).toEqual([]);
    expect((await read()).brands).toEqual([]);
  });
});

/** POST /files into `folder` as a browser's multipart form sends it. */
async function uploadInto(token: string, folder: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
  form.set("folder", folder);
  return t.request("POST", "/api/files", { token, form });
}
const png = async () => new Uint8Array(await sharp({ create: { width: 80, height: 80, channels: 3, background: "#8a5a2b" } }).png().toBuffer());

describe("a brand's logo (decision 0964)", () => {
  it("the Redaktion uploads a logo; trading partners read it with the brand (alt text: the brand's name where none), no longer once it is archived", async () => {
    const token = await editor();
    const uploaded = await uploadInto(token, BRAND_LOGO_FOLDER, await png(), "lindenau.png");
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const logo = (await dataOf<{ id: string }>(uploaded)).id;
    const noAlt = await t.request("POST", "/api/items/brands", { token, json: { ...SAMPLES.brands, name: "Logo ohne Text", logo } });
    expect(JSON.stringify(await noAlt.json())).toContain("logo_alt: descriptions.catalogue.brands.logoAltRequired");
    const brand = await create(token, "brands", { ...SAMPLES.brands, name: "Polsterwerk Logo", logo, logo_alt: " " + "Polsterwerk Logo" });
    const hp = await partner();
    const read = await dataOf<{ logo: { id: string; alt: string } | null }>(await t.request("GET", `/api/extranet/brand/${brand.id}`, { token: hp }));
    expect(read.logo).toEqual({ id: logo, alt: "Polsterwerk Logo" });
    expect((await t.request("GET", `/api/assets/${logo}`, { token: hp })).status).toBe(200);
    // the supplier of the brand (Nordholz) reads its own brand's logo
    const lf = (await t.login(DEMO_USERS.lieferant.email)).access_token;
    expect((await t.request("GET", `/api/assets/${logo}`, { token: lf })).status).toBe(200);
    expect((await patch(token, "brands", brand.id, { archived: true, version: brand.version })).status).toBe(200);
    expect((await t.request("GET", `/api/assets/${logo}`, { token: hp })).status).toBe(403);
  });

  it("refuses a file that is no image, one too large, a partner's upload, and another company's file as a logo", async () => {
    const token = await editor();
    const text = await uploadInto(token, BRAND_LOGO_FOLDER, new TextEncoder().encode("%PDF-1.7\n"), "logo.png");
    expect(text.status).toBe(415);
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(await png());
    expect((await uploadInto(token, BRAND_LOGO_FOLDER, big, "riesig.png")).status).toBe(413);
    const lf = (await t.login(DEMO_USERS.lieferant.email)).access_token;
    expect((await uploadInto(lf, BRAND_LOGO_FOLDER, await png(), "logo.png")).status).toBe(403);
    const partners = await uploadInto(lf, "images", await png(), "eigenes.png");
    expect(partners.status).toBe(200);
    const res = await t.request("POST", "/api/items/brands", { token, json: { ...SAMPLES.brands, name: "Fremdes Logo", logo: (await dataOf<{ id: string }>(partners)).id, logo_alt: "Fremd" } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(`logo: ${FIELD_MESSAGES.image}`);
  });
});
