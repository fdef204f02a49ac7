/**
 * The access matrix, read from the route table (issue 9): every route the Hono app serves is run
 * signed out, with a session whose terms are not accepted, with a suspended account, with an
 * account that holds no page permission, and — for routes that name a company's record — as a
 * user of another company. A route without an entry here fails the test, so a new endpoint
 * cannot ship without saying who may call it.
 */
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app";
import type { Db } from "../../server/api/db/client";
import { galleriesOf, type CollectionDescription } from "#contract/collections/describe";
import { COLLECTIONS } from "../../server/api/collections/registry";
import { addresses, awardSubmissions, brands, contentImages, contentPartners, pagesContent, calendarRegistrations, contacts, customerFeedback, documents, files, permissionClusters, users, websiteSettings } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/db/seed";
import { errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();

type Actor = "haendler" | "lieferant" | "verbund";

interface Foreign {
  /** who asks for a record that is not theirs */
  as: Actor;
  /** the foreign record's id (path parameter :id), read from the seeded data */
  id: (db: Db) => Promise<string | number>;
  /** a valid body for writes, so the refusal is about the record and not the payload */
  body?: (id: string | number) => unknown;
}

interface Entry {
  /** "public": no session needed; "session": any signed-in user; "permission": a page permission */
  access: "public" | "session" | "permission";
  /** allowed before the terms of use are accepted (reading oneself, accepting) */
  beforeTerms?: boolean;
  /** a query string every check sends (routes whose rule depends on it) */
  query?: string;
  /** the company-scope check; `shared` says why a route with an id has none */
  foreign?: Foreign | { shared: string };
}

type CompanyTable = typeof contacts | typeof addresses | typeof calendarRegistrations | typeof customerFeedback | typeof permissionClusters;

/** The first seeded record of `table` that belongs to a company other than `companyId`. */
async function notOf(db: Db, table: CompanyTable, companyId: number): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(ne(table.companyId, companyId)).limit(1);
  if (!row) throw new Error(`the seed has no record outside company ${companyId}`);
  return row.id;
}

async function ofCompany(db: Db, table: CompanyTable, companyId: number): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.companyId, companyId)).limit(1);
  if (!row) throw new Error(`the seed has no record of company ${companyId}`);
  return row.id;
}

/** an award entry of another company than Sommer (haendler@): a seeded past winner */
const foreignAwardEntry = async (db: Db) => (await db.select({ id: awardSubmissions.id }).from(awardSubmissions).where(ne(awardSubmissions.companyId, DEMO_COMPANIES.sommer.id)).limit(1))[0]!.id;
const foreignContact = (db: Db) => notOf(db, contacts, DEMO_COMPANIES.sommer.id);
/** a brand of another supplier than Nordholz (lieferant@) */
const foreignBrand = async (db: Db) => (await db.select({ id: brands.id }).from(brands).where(eq(brands.companyId, DEMO_COMPANIES.lichtwerk.id)).limit(1))[0]!.id;
const sommerOwnContact = (db: Db) => ofCompany(db, contacts, DEMO_COMPANIES.sommer.id);
let foreignFile = "";

const SHARED = { shared: "content shared by the association; visibility rules have their own tests" };

/** The first entry of a described collection that belongs to Wohnwelt Hanse Lübeck alone (seed-website.ts). */
const luebeckEntry = (collection: string) => async (db: Db) =>
  (await db.select({ item: contentPartners.item }).from(contentPartners).where(and(eq(contentPartners.collection, collection), eq(contentPartners.companyId, DEMO_COMPANIES.hanseLuebeck.id))).limit(1))[0]!.item;
/** A gallery image of Lübeck's seeded reference (seed-website.ts). */
const luebeckGalleryImage = (collection: string, junction: string) => async (db: Db) => {
  const [row] = await db
    .select({ id: contentImages.id })
    .from(contentImages)
    .innerJoin(contentPartners, and(eq(contentPartners.item, contentImages.item), eq(contentPartners.companyId, DEMO_COMPANIES.hanseLuebeck.id)))
    .where(and(eq(contentImages.collection, junction), eq(contentPartners.collection, collection)))
    .limit(1);
  if (!row) throw new Error(`the seed has no gallery image of Lübeck in ${junction}`);
  return row.id;
};

/** Every described collection's generated routes (collections/routes.ts): Sommer against Lübeck's entries. */
const COLLECTION_ROUTES: Record<string, Entry> = Object.fromEntries(
  (COLLECTIONS as readonly CollectionDescription[]).flatMap((d) => {
    const foreign = (body?: (id: string | number) => unknown): Foreign => ({ as: "haendler", id: luebeckEntry(d.name), body });
    const entries: [string, Entry][] = [
      [`GET /api/items/${d.name}`, { access: "permission" }],
      [`POST /api/items/${d.name}`, { access: "permission" }],
      [`GET /api/items/${d.name}/:id`, { access: "permission", foreign: foreign() }],
      [`PATCH /api/items/${d.name}/:id`, { access: "permission", foreign: foreign(() => ({ version: 1, ...("internal_title" in d.fields ? { internal_title: "Fremd" } : {}) })) }],
      [`DELETE /api/items/${d.name}/:id`, { access: "permission", foreign: foreign() }],
      [`DELETE /api/items/${d.name}`, { access: "permission", foreign: foreign((id) => [id]) }],
      [`POST /api/utils/sort/${d.name}`, { access: "permission", foreign: foreign((id) => ({ item: id, to: id })) }],
      [`POST /api/items/${d.name}_disabled_company`, { access: "permission" }],
      [`DELETE /api/items/${d.name}_disabled_company/:id`, { access: "permission", foreign: foreign() }],
    ];
    if (d.optOut) {
      // the spec's own opt-out record; a foreign entry or another company's id is FORBIDDEN (career.test.ts)
      entries.push(
        [`POST /api/items/${d.optOut.collection}`, { access: "permission" }],
        [`DELETE /api/items/${d.optOut.collection}/:id`, { access: "permission", foreign: foreign() }],
      );
    }
    for (const g of galleriesOf(d)) {
      const foreignImage = luebeckGalleryImage(d.name, g.junction);
      entries.push(
        [`POST /api/utils/sort/${g.junction}`, { access: "permission", foreign: { as: "haendler", id: foreignImage, body: (id) => ({ item: id, to: id }) } }],
        [`DELETE /api/items/${g.junction}/:id`, { access: "permission", foreign: { as: "haendler", id: foreignImage } }],
      );
    }
    return entries;
  }),
);

/** The element link of Lübeck's seeded page (seed-page-builder.ts). */
const luebeckPageLink = async (db: Db) =>
  (
    await db
      .select({ id: pagesContent.id })
      .from(pagesContent)
      .innerJoin(contentPartners, and(eq(contentPartners.collection, "trading_partner_pages"), eq(contentPartners.item, pagesContent.page), eq(contentPartners.companyId, DEMO_COMPANIES.hanseLuebeck.id)))
      .limit(1)
  )[0]!.id;

/** Lübeck's website settings record (seed-website-company.ts). */
const luebeckSettings = async (db: Db) => (await db.select({ id: websiteSettings.id }).from(websiteSettings).where(eq(websiteSettings.companyId, DEMO_COMPANIES.hanseLuebeck.id)))[0]!.id;

const MATRIX: Record<string, Entry> = {
  ...COLLECTION_ROUTES,
  // Page builder (issue 13): element links of a page; the public site navigation.
  "GET /api/items/trading_partner_pages_content": { access: "permission", query: "filter[page][_eq]=1" },
  "POST /api/items/trading_partner_pages_content": { access: "permission" },
  "POST /api/utils/sort/trading_partner_pages_content": { access: "permission", foreign: { as: "haendler", id: luebeckPageLink, body: (id) => ({ item: id, to: id }) } },
  "DELETE /api/items/trading_partner_pages_content/:id": { access: "permission", foreign: { as: "haendler", id: luebeckPageLink } },
  "GET /api/trading-partner/all-pages": { access: "public", query: "domain=www.moebelhaus-sommer.example&lang=de" },
  "GET /api/items/trading_partner_website_settings": { access: "permission" },
  "POST /api/items/trading_partner_website_settings": { access: "permission" },
  "PATCH /api/items/trading_partner_website_settings/:id": { access: "permission", foreign: { as: "haendler", id: luebeckSettings, body: () => ({ version: 1, site_name: "Fremd" }) } },
  "POST /api/auth/login": { access: "public" },
  "POST /api/auth/logout": { access: "public" },
  "POST /api/auth/refresh": { access: "public" },
  "POST /api/auth/password/request": { access: "public" },
  "POST /api/auth/password/reset": { access: "public" },
  "GET /api/server/health": { access: "public" },
  "GET /api/server/ping": { access: "public" },
  "GET /api/server/specs/oas": { access: "public" },

  "GET /api/extranet/users/me": { access: "session", beforeTerms: true },
  "GET /api/users/me": { access: "session", beforeTerms: true },
  "POST /api/extranet/users/me/accept-terms": { access: "session", beforeTerms: true },
  "GET /api/extranet/users/me/sessions": { access: "session" },
  "POST /api/extranet/users/me/sessions/revoke-all": { access: "session" },
  "POST /api/extranet/users/me/password": { access: "session" },
  "PATCH /api/users/me": { access: "session" },
  "GET /api/users/:id": { access: "session", foreign: { as: "haendler", id: async () => DEMO_USERS.lieferant.id } },
  "POST /api/extranet/auth/impersonate": { access: "session", foreign: { as: "verbund", id: async () => "", body: () => ({ id: DEMO_USERS.haendler.id }) } },
  "GET /api/extranet/notifications": { access: "session" },
  "GET /api/extranet/dashboard": { access: "session", query: "widgets=documents" },
  "GET /api/extranet/search-index": { access: "session" },
  "GET /api/extranet/documents": { access: "session" },
  "GET /api/extranet/documents/:id": { access: "session", foreign: SHARED },
  "GET /api/extranet/document/:id": { access: "session", foreign: SHARED },
  "GET /api/extranet/partner-service": { access: "session" },
  "GET /api/extranet/partner-service/:id": { access: "session", foreign: SHARED },
  "GET /api/extranet/sam-tags": { access: "session" },
  "GET /api/extranet/sam-tags/:id": { access: "session", foreign: SHARED },
  "GET /api/items/country": { access: "session" },
  "GET /api/items/department": { access: "session" },
  "GET /api/items/jobtitle": { access: "session" },
  "GET /api/items/sales_region": { access: "session" },
  "GET /api/items/sales_state": { access: "session" },
  "GET /api/assets/:id": { access: "session", foreign: { as: "haendler", id: async () => foreignFile } },

  "GET /api/extranet/brand": { access: "permission" },
  "GET /api/extranet/brand/:id": { access: "permission", foreign: { as: "lieferant", id: foreignBrand } },
  "PATCH /api/extranet/brand/:id": { access: "permission", foreign: { as: "lieferant", id: foreignBrand, body: () => ({ product_groups: [] }) } },
  "GET /api/items/product_groups": { access: "session" },
  "GET /api/extranet/trading-partners": { access: "permission" },
  "POST /api/extranet/check/zrclient-permissions": { access: "permission" },
  "GET /api/items/instruction": { access: "session" },
  "GET /api/items/award_rounds": { access: "permission" },
  "GET /api/items/award_winners": { access: "permission" },
  "GET /api/items/award_submissions": { access: "permission" },
  "POST /api/items/award_submissions": { access: "permission" },
  "GET /api/items/award_submissions/:id": { access: "permission", foreign: { as: "haendler", id: foreignAwardEntry } },
  "PATCH /api/items/award_submissions/:id": { access: "permission", foreign: { as: "haendler", id: foreignAwardEntry, body: () => ({ title: "Fremd" }) } },
  "DELETE /api/items/award_submissions/:id": { access: "permission", foreign: { as: "haendler", id: foreignAwardEntry } },
  "GET /api/items/instruction/:id": { access: "session", foreign: { shared: "the association's published instructions, the same for every member" } },
  "GET /api/extranet/trading-partners-by-brand/:id": { access: "permission", foreign: { as: "lieferant", id: foreignBrand } },
  // Wohnwelt Hanse Kiel carries no Nordholz brand
  "GET /api/extranet/trading-partners/:id": { access: "permission", foreign: { as: "lieferant", id: async () => DEMO_COMPANIES.hanseKiel.id } },
  "GET /api/extranet/sam-contacts": { access: "session" },
  "GET /api/extranet/contact-brands": { access: "permission" },
  "GET /api/extranet/get-delivery-conditions/:id": { access: "permission", foreign: SHARED },
  "GET /api/extranet/documents-by-brand/:id": { access: "permission", foreign: SHARED },
  "GET /api/extranet/news": { access: "permission" },
  "GET /api/extranet/news/:id": { access: "permission", foreign: SHARED },
  "GET /api/extranet/news-by-brand/:id": { access: "permission", foreign: SHARED },
  "GET /api/extranet/calendar": { access: "permission" },
  "GET /api/extranet/calendar/:id": { access: "permission", foreign: SHARED },
  "GET /api/extranet/calendar-contacts": { access: "permission" },
  "GET /api/items/calendar_registrations": { access: "permission" },
  "POST /api/items/calendar_registrations": { access: "permission" },
  "PATCH /api/items/calendar_registrations/:id": {
    access: "permission",
    foreign: { as: "haendler", id: (db) => notOf(db, calendarRegistrations, DEMO_COMPANIES.sommer.id), body: () => ({ status: "cancelled" }) },
  },
  "GET /api/extranet/customer-satisfaction": { access: "permission" },
  "GET /api/items/customer_feedback": { access: "permission" },
  "PATCH /api/items/customer_feedback/:id": {
    access: "permission",
    foreign: { as: "lieferant", id: (db) => ofCompany(db, customerFeedback, DEMO_COMPANIES.sommer.id), body: () => ({ status: "done" }) },
  },
  "GET /api/extranet/accounts": { access: "permission" },
  "POST /api/extranet/accounts": { access: "permission" },
  "GET /api/extranet/accounts/:id": { access: "permission", foreign: { as: "haendler", id: async () => DEMO_USERS.lieferant.id } },
  "PATCH /api/extranet/accounts/:id": { access: "permission", foreign: { as: "haendler", id: async () => DEMO_USERS.lieferant.id, body: () => ({ status: "suspended" }) } },
  "GET /api/extranet/all-portal-permissions": { access: "permission" },
  "GET /api/extranet/audit-log": { access: "permission" },
  "GET /api/activity": { access: "permission", query: "collection=contact&item=1" },
  "GET /api/items/contact": { access: "permission" },
  "POST /api/items/contact": { access: "permission" },
  "GET /api/items/contact/:id": { access: "permission", foreign: { as: "haendler", id: foreignContact } },
  "PATCH /api/items/contact/:id": { access: "permission", foreign: { as: "haendler", id: foreignContact, body: () => ({ last_name: "Fremd", version: 1 }) } },
  "POST /api/utils/sort/contact": {
    access: "permission",
    foreign: { as: "haendler", id: async () => "", body: () => ({ item: foreignContactId, to: ownContactId }) },
  },
  "GET /api/items/definition_value": { access: "permission" },
  "GET /api/extranet/address": { access: "permission" },
  "GET /api/extranet/address/:id": { access: "permission", foreign: { as: "haendler", id: (db) => notOf(db, addresses, DEMO_COMPANIES.sommer.id) } },
  "PATCH /api/extranet/address/:id": {
    access: "permission",
    foreign: { as: "haendler", id: (db) => notOf(db, addresses, DEMO_COMPANIES.sommer.id), body: () => ({ city: "Fremdstadt", version: 1 }) },
  },
  "POST /api/extranet/address": { access: "permission" },
  "DELETE /api/extranet/address/:id": { access: "permission", foreign: { as: "haendler", id: (db) => notOf(db, addresses, DEMO_COMPANIES.sommer.id) } },
  "GET /api/extranet/company/:id": { access: "permission", foreign: { as: "haendler", id: async () => DEMO_COMPANIES.nordholz.id } },
  "GET /api/items/company/:id": { access: "permission", foreign: { as: "haendler", id: async () => DEMO_COMPANIES.nordholz.id } },
  "PATCH /api/items/company/:id": { access: "permission", foreign: { as: "haendler", id: async () => DEMO_COMPANIES.nordholz.id, body: () => ({ city: "Fremdstadt", version: 1 }) } },
  "GET /api/extranet/editable-permission-clusters": { access: "permission" },
  "GET /api/items/permission_cluster": { access: "permission" },
  "POST /api/items/permission_cluster": { access: "permission" },
  "GET /api/items/permission_cluster/:id": { access: "permission", foreign: { as: "haendler", id: (db) => ofCompany(db, permissionClusters, DEMO_COMPANIES.nordholz.id) } },
  "PATCH /api/items/permission_cluster/:id": {
    access: "permission",
    foreign: { as: "haendler", id: (db) => ofCompany(db, permissionClusters, DEMO_COMPANIES.nordholz.id), body: () => ({ name: "Fremd", version: 1 }) },
  },
  "GET /api/files": { access: "permission" },
  "GET /api/extranet/address-choices": { access: "permission" },
  "POST /api/files": { access: "permission" },
  "DELETE /api/files/:id": { access: "permission", foreign: { as: "haendler", id: async () => foreignFile } },
  // Document review (issue 11): suppliers and reviewers only; tests/api/review-documents.test.ts
  // guesses another supplier's ids as a supplier.
  "PATCH /api/files/:id": { access: "permission", foreign: { as: "haendler", id: async () => foreignFile, body: () => REVIEW_METADATA } },
  "GET /api/extranet/review-documents": { access: "permission" },
  "GET /api/extranet/review-documents/:id": { access: "permission", foreign: { as: "haendler", id: (db) => reviewDocumentOf(db) } },
  "GET /api/extranet/review-documents/:id/details": { access: "permission", foreign: { as: "haendler", id: (db) => reviewDocumentOf(db) } },
  "PATCH /api/extranet/brand-documents/:brandId/document/:id": {
    access: "permission",
    foreign: { as: "haendler", id: (db) => reviewDocumentOf(db), body: () => ({ status: "in_review" }) },
  },
  "DELETE /api/extranet/brand-documents/:brandId/document/:id": { access: "permission", foreign: { as: "haendler", id: (db) => reviewDocumentOf(db) } },
  "POST /api/activity/comment": { access: "permission" },
};

const REVIEW_METADATA = { name: "Preisliste", document_type: null, sam_tags: [], responsibleBrands: [1], class: "EKA", valid_from: null, valid_to: null };

/** A draft review document of the supplier Nordholz (seeded). */
async function reviewDocumentOf(db: Db): Promise<number> {
  const [row] = await db.select({ id: documents.id }).from(documents).where(and(eq(documents.companyId, DEMO_COMPANIES.nordholz.id), eq(documents.status, "draft"))).limit(1);
  if (!row) throw new Error("the seed has no review document");
  return row.id;
}

let foreignContactId = 0;
let ownContactId = 0;
const tokens = {} as Record<Actor | "termsPending" | "suspended", string>;
let routes: { method: string; path: string; key: string }[] = [];

beforeAll(async () => {
  const db = t.database.db;
  routes = [
    ...new Map(
      createApi(t.deps)
        .routes.filter((r) => r.method !== "ALL")
        .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path, key: `${r.method} ${r.path}` }]),
    ).values(),
  ];
  for (const actor of ["haendler", "lieferant", "verbund"] as const) tokens[actor] = (await t.login(DEMO_USERS[actor].email)).access_token;
  tokens.termsPending = (await t.login(DEMO_USERS.neu.email)).access_token;
  tokens.suspended = (await t.login("innendienst@example.com")).access_token;
  await db.update(users).set({ endDate: new Date(t.clock.now().getTime() - 1000) }).where(eq(users.email, "innendienst@example.com"));
  foreignContactId = await foreignContact(db);
  ownContactId = await sommerOwnContact(db);
  const [file] = await db.select({ id: files.id }).from(files).where(and(eq(files.companyId, DEMO_COMPANIES.nordholz.id))).limit(1);
  foreignFile = file?.id ?? (await seedForeignFile(db));
});

async function seedForeignFile(db: Db): Promise<string> {
  const id = crypto.randomUUID();
  const stored = await t.deps.storage.write(`${id}.png`, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await db.insert(files).values({ id, filenameDisk: `${id}.png`, filenameDownload: "fremd.png", type: "image/png", filesize: stored.size, checksum: stored.checksum, folder: "images", companyId: DEMO_COMPANIES.nordholz.id });
  return id;
}

function urlOf(path: string, id: string | number, query?: string): string {
  // brand-documents: the document's first brand would be the right one; any brand id is refused before it matters
  return path.replace(":brandId", "1").replace(":id", encodeURIComponent(String(id))) + (query ? `?${query}` : "");
}

async function call(method: string, url: string, token: string | undefined, body?: unknown) {
  // A DELETE carries a body only where the route takes its keys from it (delete multiple items).
  const res = await t.request(method, url, { token, json: method === "GET" ? undefined : method === "DELETE" ? body : (body ?? {}) });
  const code = res.status >= 400 ? await errorCodeOf(res) : (await res.arrayBuffer(), undefined);
  return { status: res.status, code };
}

describe("access matrix over every API route", () => {
  it("has an entry for every route, and no entry for a route that is gone", () => {
    const served = routes.map((r) => r.key).sort();
    expect(served.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !served.includes(key))).toEqual([]);
  });

  it("refuses each route signed out, before the terms, when suspended and without permission", async () => {
    const failures: string[] = [];
    for (const { method, path, key } of routes) {
      const entry = MATRIX[key];
      if (!entry || entry.access === "public") continue;
      const url = urlOf(path, 1, entry.query);
      const expectations: [string, string | undefined, (r: { status: number; code?: string }) => boolean][] = [
        ["signed out", undefined, (r) => r.status === 403 && r.code === "FORBIDDEN"],
        ["suspended", tokens.suspended, (r) => r.status === 401 && r.code === "USER_SUSPENDED"],
      ];
      if (!entry.beforeTerms) expectations.push(["terms not accepted", tokens.termsPending, (r) => r.status === 403 && r.code === "FORBIDDEN"]);
      if (entry.access === "permission") expectations.push(["no permission", tokens.verbund, (r) => r.status === 403 && r.code === "FORBIDDEN"]);
      for (const [who, token, ok] of expectations) {
        const result = await call(method, url, token);
        if (!ok(result)) failures.push(`${key} ${who}: ${result.status} ${result.code ?? ""}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses another company's records with FORBIDDEN, whatever the route", async () => {
    const failures: string[] = [];
    for (const { method, path, key } of routes) {
      const foreign = MATRIX[key]?.foreign;
      if (!foreign || "shared" in foreign) continue;
      const id = await foreign.id(t.database.db);
      const result = await call(method, urlOf(path, id, MATRIX[key]!.query), tokens[foreign.as], foreign.body?.(id));
      if (!(result.status === 403 && result.code === "FORBIDDEN")) failures.push(`${key} as ${foreign.as}: ${result.status} ${result.code ?? ""}`);
    }
    expect(failures).toEqual([]);
  });

  it("names for every route with an id either a foreign-record check or why its content is shared", () => {
    const missing = routes.filter(({ path, key }) => path.includes(":id") && !MATRIX[key]?.foreign).map((r) => r.key);
    expect(missing).toEqual([]);
  });
});
