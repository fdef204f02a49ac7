/**
 * The Directus query parameters on every migrated items list and every described collection
 * (issue 12, decisions 0720, 0741): filters
 * work, an unknown field is INVALID_QUERY, a filter naming another company's record still answers
 * only the caller's rows (the scope is ANDed, never replaced), and meta counts stay in scope.
 */
import { and, eq, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CollectionDescription } from "#contract/describe";
import { COLLECTIONS } from "#contract/collections/registry";
import { PROPERTY_EXPORT_TARGET } from "#contract/contact-properties";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { calendarEvents, calendarRegistrations, contacts, customerFeedback, definitionValues, lookups } from "../../server/api/db/schema";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
const OWN = DEMO_COMPANIES.sommer.id;
const FOREIGN = DEMO_COMPANIES.hanseLuebeck.id;

let hp: string; // Möbelhaus Sommer, every HP permission
let foreignContact: number;
let foreignFeedback: number;
let foreignRegistration: number;
let ownRegistration: number;
let draftValue: number;

interface Answer<T> {
  data: T[];
  meta?: { total_count?: number; filter_count?: number };
}
async function list<T = { id: number }>(path: string, token = hp): Promise<Answer<T>> {
  const res = await api.request("GET", path, { token });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as Answer<T>;
}
async function expectInvalidQuery(path: string) {
  const res = await api.request("GET", path, { token: hp });
  expect(res.status, path).toBe(400);
  expect(await errorCodeOf(res)).toBe("INVALID_QUERY");
}
const ids = (answer: Answer<{ id: number | string }>) => answer.data.map((r) => r.id);
const json = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeAll(async () => {
  hp = (await api.login(DEMO_USERS.haendler.email)).access_token;
  const db = api.database.db;
  [{ id: foreignContact }] = (await db
    .insert(contacts)
    .values({ companyId: FOREIGN, lastName: "Petersen", firstName: "Ole", email: "ole.petersen@example.com" })
    .returning({ id: contacts.id })) as [{ id: number }];
  [{ id: foreignFeedback }] = (await db
    .insert(customerFeedback)
    .values({ companyId: FOREIGN, date: "2025-06-14", rating: 5, recommend: 10, customerName: "Familie Meier", comment: "Sehr gute Beratung in Lübeck" })
    .returning({ id: customerFeedback.id })) as [{ id: number }];
  // an event neither company is registered for yet
  const taken = db.select({ id: calendarRegistrations.calendarEventId }).from(calendarRegistrations);
  const [event] = await db.select({ id: calendarEvents.id }).from(calendarEvents).where(notInArray(calendarEvents.id, taken)).limit(1);
  const register = async (companyId: number) =>
    (await db.insert(calendarRegistrations).values({ calendarEventId: event!.id, companyId, participants: 2, sleepover: "none", acceptance: true, annotation: "Bitte vegetarisch" }).returning({ id: calendarRegistrations.id }))[0]!.id;
  ownRegistration = await register(OWN);
  foreignRegistration = await register(FOREIGN);
  [{ id: draftValue }] = (await db
    .insert(definitionValues)
    .values({ status: "draft", additional1: "Entwurf", additional3: "Entwurf Eigenschaft", additional5: PROPERTY_EXPORT_TARGET })
    .returning({ id: definitionValues.id })) as [{ id: number }];
});

describe("items/contact", () => {
  it("filters, sorts, selects fields and relations, pages and counts", async () => {
    const all = await list<{ id: number; last_name: string; sort: number }>("/api/items/contact?sort=sort&meta=*");
    expect(all.meta!.total_count).toBe(all.data.length);
    expect(all.data.map((c) => c.sort)).toEqual([...all.data.map((c) => c.sort)].sort((a, b) => a - b));

    const sommer = await list<Record<string, unknown>>("/api/items/contact?filter[last_name][_eq]=Sommer&fields=id,last_name,department.name&meta=filter_count");
    expect(sommer.data).toEqual([{ id: expect.any(Number), last_name: "Sommer", department: { name: "Geschäftsführung" } }]);
    expect(sommer.meta).toEqual({ filter_count: 1 });

    const byDepartment = await list<{ department: { name: string } | null }>(`/api/items/contact?${json({ department: { name: { _eq: "Geschäftsführung" } } })}`);
    expect(byDepartment.data.length).toBeGreaterThan(0);
    expect(byDepartment.data.every((c) => c.department?.name === "Geschäftsführung")).toBe(true);

    const page = await list("/api/items/contact?sort=-sort&limit=2&offset=1");
    expect(ids(page)).toEqual(ids(all).reverse().slice(1, 3));
    expect(ids(await list("/api/items/contact?search=SOMMER"))).toContain(sommer.data[0]!.id);
  });

  it("refuses unknown fields and wrong types with INVALID_QUERY", async () => {
    await expectInvalidQuery("/api/items/contact?filter[company_id][_eq]=6");
    await expectInvalidQuery("/api/items/contact?sort=password");
    await expectInvalidQuery("/api/items/contact?fields=id,secret");
    await expectInvalidQuery("/api/items/contact?filter[sort][_gte]=abc");
    await expectInvalidQuery("/api/items/contact?limit=99999");
    await expectInvalidQuery("/api/items/contact?aggregate[count]=*");
  });

  it("never widens the company scope", async () => {
    const own = ids(await list("/api/items/contact"));
    expect((await list(`/api/items/contact?filter[id][_eq]=${foreignContact}`)).data).toEqual([]);
    const widened = await list(`/api/items/contact?${json({ _or: [{ id: { _eq: foreignContact } }, { id: { _nnull: true } }] })}&meta=*`);
    expect(ids(widened)).toEqual(own);
    expect(widened.meta).toEqual({ total_count: own.length, filter_count: own.length });
    expect(ids(await list("/api/items/contact?search=Petersen"))).toEqual([]);
  });
});

describe("items/customer_feedback", () => {
  it("filters by status, rating and date, sorted by -date", async () => {
    const all = await list<{ date: string }>("/api/items/customer_feedback?sort=-date&meta=total_count");
    expect(all.data.length).toBe(36);
    expect(all.meta).toEqual({ total_count: 36 });
    const done = await list<{ status: string; rating: number; date: string }>(
      "/api/items/customer_feedback?filter[status][_eq]=done&filter[rating][_gte]=4&filter[date][_lte]=2025-06-30&meta=*",
    );
    expect(done.data.length).toBeGreaterThan(0);
    expect(done.data.every((f) => f.status === "done" && f.rating >= 4 && f.date <= "2025-06-30")).toBe(true);
    expect(done.meta).toEqual({ total_count: 36, filter_count: done.data.length });
    const nameless = await list<{ customer_name: string | null }>("/api/items/customer_feedback?filter[customer_name][_null]=true");
    expect(nameless.data.length).toBe(6);
  });

  it("refuses unknown fields and wrong types, and stays in the company", async () => {
    await expectInvalidQuery("/api/items/customer_feedback?filter[company][_eq]=6");
    await expectInvalidQuery("/api/items/customer_feedback?filter[date][_gte]=gestern");
    await expectInvalidQuery("/api/items/customer_feedback?filter[status][_unknown]=x");
    expect((await list(`/api/items/customer_feedback?filter[id][_in]=${foreignFeedback}`)).data).toEqual([]);
    const lübeck = await list("/api/items/customer_feedback?search=Lübeck&meta=*");
    expect(lübeck).toEqual({ data: [], meta: { total_count: 36, filter_count: 0 } });
  });
});

describe("items/calendar_registrations", () => {
  it("filters by calendar_event (the portal's call) and other fields", async () => {
    const [own] = await api.database.db.select().from(calendarRegistrations).where(eq(calendarRegistrations.id, ownRegistration));
    const answer = await list(`/api/items/calendar_registrations?filter[calendar_event][_eq]=${own!.calendarEventId}`);
    expect(ids(answer)).toEqual([ownRegistration]);
    expect(ids(await list(`/api/items/calendar_registrations?${json({ annotation: { _contains: "vegetarisch" } })}`))).toEqual([ownRegistration]);
    expect(ids(await list("/api/items/calendar_registrations?fields=id,contacts&filter[participants][_eq]=2"))).toContain(ownRegistration);
  });

  it("refuses unknown fields and never answers another company's registration", async () => {
    await expectInvalidQuery("/api/items/calendar_registrations?filter[company_id][_eq]=6");
    await expectInvalidQuery("/api/items/calendar_registrations?filter[calendar_event][_eq]=abc");
    expect((await list(`/api/items/calendar_registrations?filter[id][_eq]=${foreignRegistration}`)).data).toEqual([]);
    const [foreign] = await api.database.db.select().from(calendarRegistrations).where(eq(calendarRegistrations.id, foreignRegistration));
    const answer = await list(`/api/items/calendar_registrations?${json({ _or: [{ id: { _eq: foreignRegistration } }, { calendar_event: { _eq: foreign!.calendarEventId } }] })}&meta=*`);
    expect(ids(answer)).toEqual([ownRegistration]);
    expect(answer.meta!.filter_count).toBe(1);
  });
});

describe("items/definition_value", () => {
  it("filters on status, additional1 and additional5 with limit -1 (the spec's call), published export values only", async () => {
    const all = await list<{ id: number; status: string; additional5: string }>("/api/items/definition_value?limit=-1&meta=total_count");
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data.every((v) => v.status === "published" && v.additional5 === PROPERTY_EXPORT_TARGET)).toBe(true);
    expect(all.meta!.total_count).toBe(all.data.length);
    const spec = await list(`/api/items/definition_value?${json({ _and: [{ status: { _eq: "published" } }, { additional5: { _eq: PROPERTY_EXPORT_TARGET } }] })}&limit=-1`);
    expect(ids(spec)).toEqual(ids(all));
    expect((await list("/api/items/definition_value?filter[status][_eq]=draft")).data).toEqual([]);
    expect((await list(`/api/items/definition_value?filter[id][_eq]=${draftValue}`)).data).toEqual([]);
    await expectInvalidQuery("/api/items/definition_value?filter[additional9][_eq]=x");
  });
});

describe("lookups", () => {
  it("are sorted by name in German order and filter within their collection", async () => {
    const countries = await list<{ id: string; name: string }>("/api/items/country?sort=name");
    const collator = new Intl.Collator("de", { sensitivity: "base" });
    expect(countries.data.map((c) => c.name)).toEqual([...countries.data.map((c) => c.name)].sort(collator.compare));
    const departments = await api.database.db.select({ id: lookups.id }).from(lookups).where(and(eq(lookups.collection, "department")));
    expect((await list(`/api/items/country?filter[id][_eq]=${departments[0]!.id}`)).data).toEqual([]);
    const states = await list<{ parent: string }>("/api/items/sales_state?filter[parent][_eq]=country_de&fields=parent&limit=3");
    expect(states.data).toEqual(Array(states.data.length).fill({ parent: "country_de" }));
    expect(states.data.length).toBeGreaterThan(0);
    await expectInvalidQuery("/api/items/department?filter[collection][_eq]=country");
    await expectInvalidQuery("/api/items/department?sort=collection");
  });
});

interface Described {
  id: number;
  sort: number;
  access: "edit" | "read";
  translations: { status: string; title?: string }[];
  [field: string]: unknown;
}

/** The seeded entries of Wohnwelt Hanse Lübeck in a described collection (never Sommer's). */
async function luebeckIds(d: CollectionDescription): Promise<number[]> {
  const { contentPartners } = await import("../../server/api/db/schema");
  const rows = await api.database.db
    .select({ item: contentPartners.item })
    .from(contentPartners)
    .where(and(eq(contentPartners.collection, d.name), eq(contentPartners.companyId, FOREIGN)));
  return rows.map((r) => r.item);
}

// Every described collection (decision 0700) answers the same query language, checked against its description.
describe.each((COLLECTIONS as readonly CollectionDescription[]).map((d) => [d.name, d] as const))("items/%s (described)", (name, d) => {
  const nameField = d.nameField ?? "internal_title";

  it("selects fields, filters, sorts, pages and counts within the company", async () => {
    const all = await list<Described>(`/api/items/${name}?meta=*`);
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.meta).toEqual({ total_count: all.data.length, filter_count: all.data.length });
    const first = all.data[0]!;
    const picked = await list<Record<string, unknown>>(`/api/items/${name}?fields=id,${nameField},translations.status&limit=1`);
    expect(Object.keys(picked.data[0]!).sort()).toEqual(["id", nameField, "translations"].sort());
    expect(ids(await list(`/api/items/${name}?filter[id][_eq]=${first.id}`))).toEqual([first.id]);
    expect(ids(await list(`/api/items/${name}?${json({ _or: [{ id: { _eq: first.id } }, { id: { _in: [-1] } }] })}`))).toEqual([first.id]);
    const paged = await list(`/api/items/${name}?limit=1&offset=1&meta=filter_count`);
    expect(paged.data.length).toBe(Math.min(1, all.data.length - 1));
    expect(paged.meta?.filter_count).toBe(all.data.length);
    const byIdDesc = ids(await list(`/api/items/${name}?sort=-id&limit=-1`));
    expect(byIdDesc).toEqual([...byIdDesc].sort((a, b) => Number(b) - Number(a)));
    // The default order: manual sort first.
    const sorts = all.data.map((i) => i.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it("a single entry answers the fields asked for and refuses every other parameter", async () => {
    const first = (await list<Described>(`/api/items/${name}?limit=1`)).data[0]!;
    const res = await api.request("GET", `/api/items/${name}/${first.id}?fields=id,${nameField},translations.status`, { token: hp });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(Object.keys((await dataOf<Record<string, unknown>>(res))!).sort()).toEqual(["id", nameField, "translations"].sort());
    const whole = await dataOf<Record<string, unknown>>(await api.request("GET", `/api/items/${name}/${first.id}`, { token: hp }));
    expect(Object.keys(whole).length).toBeGreaterThan(3);
    await expectInvalidQuery(`/api/items/${name}/${first.id}?fields=secret`);
    await expectInvalidQuery(`/api/items/${name}/${first.id}?limit=1`);
    const foreign = (await luebeckIds(d))[0];
    if (foreign) expect(await errorCodeOf(await api.request("GET", `/api/items/${name}/${foreign}?fields=id`, { token: hp }))).toBe("FORBIDDEN");
  });

  it("filters on the de translation's status and searches the description's search fields", async () => {
    const published = await list<Described & { status?: string }>(`/api/items/${name}?filter[translations][status][_eq]=published`);
    for (const item of published.data) expect(d.status === "row" ? item.status : item.translations[0]!.status).toBe("published");
    const some = (await list<Described>(`/api/items/${name}`)).data[0]!;
    const term = String(some[nameField] ?? some.translations[0]?.title ?? "").slice(0, 6);
    if (term && d.list.search.includes(nameField as never)) expect(ids(await list(`/api/items/${name}?search=${encodeURIComponent(term)}`))).toContain(some.id);
  });

  it("refuses unknown fields, operators and parameters with INVALID_QUERY", async () => {
    await expectInvalidQuery(`/api/items/${name}?filter[company_id][_eq]=${OWN}`);
    await expectInvalidQuery(`/api/items/${name}?filter[id][_like]=1`);
    await expectInvalidQuery(`/api/items/${name}?sort=password`);
    await expectInvalidQuery(`/api/items/${name}?fields=secret`);
    await expectInvalidQuery(`/api/items/${name}?filter[id][_eq]=abc`);
    await expectInvalidQuery(`/api/items/${name}?deep[translations][_limit]=1`);
  });

  it("never widens the company scope: another company's ids stay invisible whatever the filter", async () => {
    const foreign = await luebeckIds(d);
    const own = ids(await list(`/api/items/${name}?limit=-1`));
    if (foreign.length) {
      expect((await list(`/api/items/${name}?filter[id][_in]=${foreign.join(",")}`)).data).toEqual([]);
    }
    const widened = await list(`/api/items/${name}?${json({ _or: [{ id: { _in: foreign.length ? foreign : [-1] } }, { id: { _nnull: true } }] })}&meta=*&limit=-1`);
    expect(ids(widened)).toEqual(own);
    expect(widened.meta).toEqual({ total_count: own.length, filter_count: own.length });
  });
});

describe("items/private_brand", () => {
  it("is sorted by sort, then by name (spec §4); filters on its own fields", async () => {
    const brands = (await list<Described & { name: string; city: string }>("/api/items/private_brand?limit=-1")).data;
    const key = (b: { sort: number; name: string; id: number }) => [b.sort, b.name.toLowerCase(), b.id] as const;
    const sorted = [...brands].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0) || x[2] - y[2];
    });
    expect(brands.map((b) => b.id)).toEqual(sorted.map((b) => b.id));
    const bielefeld = (await list<{ city: string }>("/api/items/private_brand?filter[city][_eq]=Bielefeld")).data;
    expect(bielefeld.length).toBeGreaterThan(0);
    expect(new Set(bielefeld.map((b) => b.city))).toEqual(new Set(["Bielefeld"]));
    expect(ids(await list(`/api/items/private_brand?filter[name][_contains]=Schlafgut&fields=id,name,media_gallery.file.id`))).toHaveLength(1);
  });
});

describe("hostile queries", () => {
  it("answer 400, never 500", async () => {
    let deep: unknown = { id: { _eq: 1 } };
    for (let i = 0; i < 50; i++) deep = { _and: [deep] };
    for (const query of [
      json(deep),
      `filter=${"[".repeat(5000)}`,
      `filter[id][_in]=${Array.from({ length: 600 }, (_, i) => i).join(",")}`,
      "filter[last_name][_contains][x]=1",
      "filter[id][_eq]=99999999999",
      "filter[__proto__][polluted]=1",
      "sort=-",
      "offset=1e9",
      "meta=filter_count,bogus",
      "fields=department.name.x",
    ]) {
      await expectInvalidQuery(`/api/items/contact?${query}`);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
