/**
 * The described website collections (issue 12) over the generated API: for every collection and
 * its gallery junction, company A (Sommer, haendler@) cannot read a draft of, create for, update,
 * sort, delete or change the status of company B's (Lübeck, luebeck@) entries, nor change entries
 * the association shares — each denial FORBIDDEN; users without TRADINGPAGES are refused
 * everywhere. Plus the create / conflict / audit / order / gallery-limit behaviour.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { galleriesOf, type CollectionDescription } from "#contract/describe";
import { COLLECTIONS } from "#contract/collections/registry";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();

interface ItemOut {
  id: number;
  sort: number;
  version: number;
  access: "edit" | "read";
  disabled: boolean;
  internal_title: string;
  status?: string;
  translations: { id: number; status: string; title: string }[];
  images: { id: number; sort: number; file: { id: string } }[];
  [field: string]: unknown;
}

let sommer: string;
let luebeck: string;
let reader: string;

beforeAll(async () => {
  const token = (email: string) => api.login(email).then((p) => p.access_token);
  [sommer, luebeck, reader] = await Promise.all([token(DEMO_USERS.haendler.email), token(DEMO_USERS.luebeck.email), token(DEMO_USERS.leser.email)]);
});

/** Values a description's cross-field rule needs besides its required texts (a video needs a link). */
const EXTRA: Record<string, Record<string, unknown>> = { trading_partner_content_video: { videoType: "vimeo", link: "https://vimeo.com/76979871" } };

/** A minimal valid new entry of a collection: every required text field (the title, or an e-mail / web address where the rule asks for one) and the variant (its last value), plus the de translation where there is one. */
function newEntry(d: CollectionDescription, title: string) {
  const entry: Record<string, unknown> = { ...EXTRA[d.name] };
  type Spec = CollectionDescription["fields"][string];
  const required = (spec: Spec) => ["text", "textarea", "email", "url"].includes(spec.input) && !spec.schema.safeParse(null).success;
  const valueFor = (spec: Spec) => [title, "info@example.com", "https://www.example.com", title.slice(0, 10)].find((v) => spec.schema.safeParse(v).success);
  for (const [name, spec] of Object.entries(d.fields)) if (required(spec) && !(name in entry)) entry[name] = valueFor(spec);
  if (d.variantField) entry[d.variantField] = d.fields[d.variantField]!.options!.at(-1)!.value;
  if (d.status === "row") return { ...entry, status: "draft" };
  const translation: Record<string, unknown> = { languages_code: "de", status: "draft", ...("title" in d.translations ? { title } : {}) };
  for (const [name, spec] of Object.entries(d.translations)) if (required(spec)) translation[name] = valueFor(spec);
  return { ...entry, translations: { create: [translation], update: [], delete: [] } };
}

/** The entry's name field (internal title, or the field the description names entries by). */
const nameOf = (d: CollectionDescription) => d.nameField ?? "internal_title";
/** Its status: on the row, or on the de translation (spec §4). */
const statusOf = (d: CollectionDescription, item: ItemOut) => (d.status === "row" ? item.status : item.translations[0]!.status);
/** A status change as the screens send it. */
const statusPatch = (d: CollectionDescription, item: ItemOut, status: string) =>
  d.status === "row" ? { version: item.version, status } : { version: item.version, translations: { create: [], update: [{ id: item.translations[0]!.id, status }], delete: [] } };

const list = async (d: CollectionDescription, token: string) => dataOf<ItemOut[]>(await api.request("GET", `/api/items/${d.name}?limit=-1`, { token }));

async function uploadImage(token: string, seed: number): Promise<string> {
  const sharp = (await import("sharp")).default;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: seed % 255, g: 40, b: 90 } } }).png().toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(png)], `bild-${seed}.png`, { type: "image/png" }));
  const res = await api.request("POST", "/api/files", { token, form });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await dataOf<{ id: string }>(res)).id;
}

describe("demo data", () => {
  it("seeds a website for Sommer in every collection, some shared by the association, one switched off", async () => {
    for (const d of COLLECTIONS) {
      const items = await list(d, sommer);
      expect(items.some((i) => i.access === "edit"), d.name).toBe(true);
    }
    const banners = await list(COLLECTIONS[0], sommer);
    expect(banners.some((b) => b.access === "read" && b.disabled)).toBe(true);
    expect(banners.some((b) => b.access === "read" && !b.disabled)).toBe(true);
  });
});

// A singleton (one entry per company) has its own tests in website-settings.test.ts.
describe.each(COLLECTIONS.filter((d) => !d.singleton).map((d) => [d.name, d] as const))("%s", (name, d: CollectionDescription) => {
  let foreign: ItemOut;
  let own: ItemOut;

  beforeAll(async () => {
    const res = await api.request("POST", `/api/items/${name}`, { token: luebeck, json: newEntry(d, `Lübeck ${name}`) });
    expect(res.status, await res.clone().text()).toBe(200);
    foreign = await dataOf<ItemOut>(res);
    own = await dataOf<ItemOut>(await api.request("POST", `/api/items/${name}`, { token: sommer, json: newEntry(d, `Sommer ${name}`) }));
  });

  it("creates an entry with its single company link, manageable, audited", async () => {
    expect(own).toMatchObject({ access: "edit", version: 1, disabled: false });
    expect(statusOf(d, own)).toBe("draft");
    expect("title" in d.translations ? own.translations[0]!.title : own[nameOf(d)]).toBe(`Sommer ${name}`);
    const history = await dataOf<{ action: string }[]>(await api.request("GET", `/api/activity?collection=${name}&item=${own.id}`, { token: sommer }));
    expect(history[0]).toMatchObject({ action: "create" });
  });

  it("never shows company B's draft to company A, and answers FORBIDDEN for every write on it", async () => {
    expect((await list(d, sommer)).map((i) => i.id)).not.toContain(foreign.id);
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/items/${name}/${foreign.id}`],
      ["PATCH", `/api/items/${name}/${foreign.id}`, { version: foreign.version, [nameOf(d)]: "übernommen" }],
      ["PATCH", `/api/items/${name}/${foreign.id}`, statusPatch(d, foreign, "published")],
      ["DELETE", `/api/items/${name}/${foreign.id}`],
      ["POST", `/api/utils/sort/${name}`, { item: foreign.id, to: own.id }],
      ["POST", `/api/utils/sort/${name}`, { item: own.id, to: foreign.id }],
      ["POST", `/api/items/${name}_disabled_company`, { item: foreign.id }],
      ["GET", `/api/activity?collection=${name}&item=${foreign.id}`],
    ];
    for (const [method, path, json] of calls) {
      const res = await api.request(method, path, { token: sommer, json });
      expect(await errorCodeOf(res), `${method} ${path}`).toBe("FORBIDDEN");
    }
    // B's entry is unchanged.
    const after = await dataOf<ItemOut>(await api.request("GET", `/api/items/${name}/${foreign.id}`, { token: luebeck }));
    expect(after).toMatchObject({ version: foreign.version, [nameOf(d)]: foreign[nameOf(d)] });
    expect(statusOf(d, after)).toBe("draft");
  });

  it.runIf(d.status === "translations")("refuses a translation row of another entry smuggled into an own update", async () => {
    const res = await api.request("PATCH", `/api/items/${name}/${own.id}`, {
      token: sommer,
      json: { version: own.version, translations: { create: [], update: [{ id: foreign.translations[0]!.id, status: "published" }], delete: [] } },
    });
    expect(await errorCodeOf(res)).toBe("FORBIDDEN");
  });

  it("refuses users without TRADINGPAGES everywhere", async () => {
    for (const [method, path, json] of [
      ["GET", `/api/items/${name}`],
      ["GET", `/api/items/${name}/${own.id}`],
      ["POST", `/api/items/${name}`, newEntry(d, "x")],
      ["PATCH", `/api/items/${name}/${own.id}`, { version: 1 }],
      ["DELETE", `/api/items/${name}/${own.id}`],
      ["POST", `/api/utils/sort/${name}`, { item: own.id, to: own.id }],
    ] as [string, string, unknown?][]) {
      expect(await errorCodeOf(await api.request(method, path, { token: reader, json })), `${method} ${path}`).toBe("FORBIDDEN");
    }
  });

  it("updates with the loaded version, refuses a stale one, sets status per translation", async () => {
    const res = await api.request("PATCH", `/api/items/${name}/${own.id}`, { token: sommer, json: statusPatch(d, own, "published") });
    expect(res.status).toBe(200);
    const updated = await dataOf<ItemOut>(res);
    expect(updated.version).toBe(own.version + 1);
    expect(statusOf(d, updated)).toBe("published");
    const stale = await api.request("PATCH", `/api/items/${name}/${own.id}`, { token: sommer, json: { version: own.version, [nameOf(d)]: "alt" } });
    expect(await errorCodeOf(stale)).toBe("RECORD_CONFLICT");
    const history = await dataOf<{ action: string }[]>(await api.request("GET", `/api/activity?collection=${name}&item=${own.id}`, { token: sommer }));
    expect(history[0]).toMatchObject({ action: "status" });
    own = updated;
  });

  it("refuses a field the description does not have, and a list sort by an unknown field", async () => {
    expect(await errorCodeOf(await api.request("PATCH", `/api/items/${name}/${own.id}`, { token: sommer, json: { version: own.version, company: 2 } }))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await api.request("GET", `/api/items/${name}?sort=password`, { token: sommer }))).toBe("INVALID_QUERY");
  });

  it("shows shared entries read-only: no update, sort, delete or status change; can be switched off and on for the own company only", async () => {
    const shared = (await list(d, sommer)).find((i) => i.access === "read");
    if (!shared) return expect(d.name).toBe("trading_partner_references"); // the only collection without shared demo entries
    for (const [method, path, json] of [
      ["PATCH", `/api/items/${name}/${shared.id}`, { version: shared.version, [nameOf(d)]: "geändert" }],
      ["PATCH", `/api/items/${name}/${shared.id}`, statusPatch(d, shared, "archived")],
      ["DELETE", `/api/items/${name}/${shared.id}`],
      ["POST", `/api/utils/sort/${name}`, { item: shared.id, to: own.id }],
    ] as [string, string, unknown?][]) {
      expect(await errorCodeOf(await api.request(method, path, { token: sommer, json })), `${method} ${path}`).toBe("FORBIDDEN");
    }
    const wasDisabled = shared.disabled;
    const toggle = wasDisabled
      ? await api.request("DELETE", `/api/items/${name}_disabled_company/${shared.id}`, { token: sommer })
      : await api.request("POST", `/api/items/${name}_disabled_company`, { token: sommer, json: { item: shared.id } });
    expect(toggle.status).toBe(204);
    const mine = await dataOf<ItemOut>(await api.request("GET", `/api/items/${name}/${shared.id}`, { token: sommer }));
    expect(mine.disabled).toBe(!wasDisabled);
    expect(mine.version).toBe(shared.version); // the shared row is untouched
    // An own entry is archived, not switched off.
    expect(await errorCodeOf(await api.request("POST", `/api/items/${name}_disabled_company`, { token: sommer, json: { item: own.id } }))).toBe("FORBIDDEN");
  });

  it("sorts the company's own entries (nach oben / nach unten)", async () => {
    const editable = (await list(d, sommer)).filter((i) => i.access === "edit");
    expect(editable.length).toBeGreaterThanOrEqual(2);
    const [first, second] = editable;
    const res = await api.request("POST", `/api/utils/sort/${name}`, { token: sommer, json: { item: second!.id, to: first!.id } });
    expect(res.status).toBe(204);
    const after = (await list(d, sommer)).filter((i) => i.access === "edit").map((i) => i.id);
    expect(after.slice(0, 2)).toEqual([second!.id, first!.id]);
  });

  it.each(galleriesOf(d).map((g) => [g.field, g] as const))("adds, sorts and deletes %s images only on own entries", async (_field, g) => {
    const { junction, field } = g;
    const images = (item: ItemOut) => item[field] as ItemOut["images"];
    const [a, b] = [await uploadImage(sommer, 1 + own.id), await uploadImage(sommer, 2 + own.id)];
    const res = await api.request("PATCH", `/api/items/${name}/${own.id}`, { token: sommer, json: { version: own.version, [field]: { create: [{ file: a }, { file: b }] } } });
    expect(res.status, await res.clone().text()).toBe(200);
    own = await dataOf<ItemOut>(res);
    const [ia, ib] = images(own);
    expect(images(own).map((i) => i.file.id)).toEqual([a, b]);
    expect((await api.request("POST", `/api/utils/sort/${junction}`, { token: sommer, json: { item: ib!.id, to: ia!.id } })).status).toBe(204);
    const sorted = await dataOf<ItemOut>(await api.request("GET", `/api/items/${name}/${own.id}`, { token: sommer }));
    expect(images(sorted).map((i) => i.file.id)).toEqual([b, a]);
    // Another gallery of the same entry cannot sort or delete this one's rows.
    for (const other of galleriesOf(d).filter((o) => o.junction !== junction)) {
      expect(await errorCodeOf(await api.request("DELETE", `/api/items/${other.junction}/${ia!.id}`, { token: sommer }))).toBe("FORBIDDEN");
    }
    // Company B cannot sort or delete A's gallery, and A cannot put B's file into its gallery.
    expect(await errorCodeOf(await api.request("POST", `/api/utils/sort/${junction}`, { token: luebeck, json: { item: ib!.id, to: ia!.id } }))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await api.request("DELETE", `/api/items/${junction}/${ia!.id}`, { token: luebeck }))).toBe("FORBIDDEN");
    const bFile = await uploadImage(luebeck, 3 + own.id);
    expect(await errorCodeOf(await api.request("PATCH", `/api/items/${name}/${own.id}`, { token: sommer, json: { version: sorted.version, [field]: { create: [{ file: bFile }] } } }))).toBe("FORBIDDEN");
    expect((await api.request("DELETE", `/api/items/${junction}/${ia!.id}`, { token: sommer })).status).toBe(204);
    const left = await dataOf<ItemOut>(await api.request("GET", `/api/items/${name}/${own.id}`, { token: sommer }));
    expect(images(left).map((i) => i.file.id)).toEqual([b]);
    own = left;
  });

  it("deletes an own entry; B cannot delete A's", async () => {
    expect(await errorCodeOf(await api.request("DELETE", `/api/items/${name}/${own.id}`, { token: luebeck }))).toBe("FORBIDDEN");
    expect((await api.request("DELETE", `/api/items/${name}/${own.id}`, { token: sommer })).status).toBe(204);
    expect(await errorCodeOf(await api.request("GET", `/api/items/${name}/${own.id}`, { token: sommer }))).toBe("FORBIDDEN");
  });
});

describe("collection rules", () => {
  it("puts a new reference first (spec §4)", async () => {
    const created = await dataOf<ItemOut>(
      await api.request("POST", "/api/items/trading_partner_references", { token: sommer, json: newEntry(COLLECTIONS[2], "Neue Referenz") }),
    );
    const ids = (await dataOf<ItemOut[]>(await api.request("GET", "/api/items/trading_partner_references", { token: sommer }))).filter((i) => i.access === "edit").map((i) => i.id);
    expect(ids[0]).toBe(created.id);
  });

  it("links a reference to published product groups only (spec §3 reference_productgroup)", async () => {
    const { productGroups } = await import("../../server/api/db/schema");
    const groups = await api.database.db.select({ id: productGroups.id, title: productGroups.title, status: productGroups.status }).from(productGroups);
    const published = groups.filter((g) => g.status === "published").slice(0, 2).map((g) => g.id);
    const draft = groups.find((g) => g.status !== "published")!.id;
    const created = await dataOf<ItemOut>(
      await api.request("POST", "/api/items/trading_partner_references", { token: sommer, json: { ...newEntry(COLLECTIONS[2], "Warengruppen"), product_groups: published } }),
    );
    expect(created.product_groups).toEqual(published);
    for (const bad of [[draft], [999_999]]) {
      const res = await api.request("PATCH", `/api/items/trading_partner_references/${created.id}`, { token: sommer, json: { version: created.version, product_groups: bad } });
      expect(await errorCodeOf(res), JSON.stringify(bad)).toBe("INVALID_PAYLOAD");
    }
    const seeded = (await list(COLLECTIONS[2], sommer)).find((r) => r.internal_title === "Landhausküche Familie Brüggemann")!;
    expect((seeded.product_groups as number[]).length).toBe(2);
  });

  it("refuses date_to before date_from on create and on a partial update of the merged record", async () => {
    const body = { ...newEntry(COLLECTIONS[3], "Aktion"), date_from: "2026-05-10", date_to: "2026-05-01" };
    const refused = await api.request("POST", "/api/items/trading_partner_informations", { token: sommer, json: body });
    expect(await errorCodeOf(refused)).toBe("INVALID_PAYLOAD");
    const ok = await dataOf<ItemOut>(await api.request("POST", "/api/items/trading_partner_informations", { token: sommer, json: { ...body, date_to: "2026-05-20" } }));
    const partial = await api.request("PATCH", `/api/items/trading_partner_informations/${ok.id}`, { token: sommer, json: { version: ok.version, date_to: "2026-05-01" } });
    expect(await errorCodeOf(partial)).toBe("INVALID_PAYLOAD");
  });

  it("filters informations by type", async () => {
    const news = await dataOf<{ type: string }[]>(await api.request("GET", "/api/items/trading_partner_informations?filter[type][_eq]=news", { token: sommer }));
    expect(news.length).toBeGreaterThan(0);
    expect(new Set(news.map((n) => n.type))).toEqual(new Set(["news"]));
    // An unknown value matches nothing (as in Directus); an unknown field is INVALID_QUERY.
    expect(await dataOf<unknown[]>(await api.request("GET", "/api/items/trading_partner_informations?filter[type][_eq]=blog", { token: sommer }))).toEqual([]);
    expect(await errorCodeOf(await api.request("GET", "/api/items/trading_partner_informations?filter[kind][_eq]=news", { token: sommer }))).toBe("INVALID_QUERY");
  });

  it("refuses the 251st gallery image of an information", async () => {
    const item = await dataOf<ItemOut>(await api.request("POST", "/api/items/trading_partner_informations", { token: sommer, json: newEntry(COLLECTIONS[3], "Galerie voll") }));
    const file = await uploadImage(sommer, 77);
    const { database } = api;
    const { contentImages } = await import("../../server/api/db/schema");
    await database.db.insert(contentImages).values(Array.from({ length: 250 }, (_, i) => ({ collection: "trading_partner_informations_files", item: item.id, file, sort: i + 1 })));
    const res = await api.request("PATCH", `/api/items/trading_partner_informations/${item.id}`, { token: sommer, json: { version: item.version, images: { create: [{ file }] } } });
    expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
  });

});
