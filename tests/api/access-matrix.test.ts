/**
 * The access matrix (issues 9 and 26), read from the endpoint table and the access table: every
 * route the table mounts is run signed out, with a session whose terms are not accepted (unless
 * its entry says `beforeTerms`) and with a suspended account; every route guarded by a rule of
 * the access table is run as each demo actor, and the API must refuse exactly those for whom the
 * rule does not hold; routes that name a company's record are run as a user of another company.
 * The served routes must be the table's, so a route cannot be served without an entry naming its
 * rule. What stays written here is only the data: a query some routes need, and the foreign
 * record (or why the content is shared) for routes with an id.
 */
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AccessSubject } from "#contract/access";
import { createApi } from "../../server/api/app";
import type { Db } from "../../server/api/db/client";
import { galleriesOf, type CollectionDescription } from "#contract/describe";
import { COLLECTIONS } from "../../server/api/collections/registry";
import { addresses, awardSubmissions, companies, brands, contentImages, contentPartners, pagesContent, calendarRegistrations, contacts, customerFeedback, dataExports, documents, documentVersions, files, permissionClusters, users, websiteSettings } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { ACTOR_NAMES, ACTORS, admits, subjectFor, TABLE_ROUTES, type Actor, type TableRoute } from "./access-table";
import { errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();

interface Foreign {
  /** who asks for a record that is not theirs */
  as: Actor;
  /** the foreign record's id (path parameter :id), read from the seeded data */
  id: (db: Db) => Promise<string | number>;
  /** a valid body for writes, so the refusal is about the record and not the payload */
  body?: (id: string | number) => unknown;
}

/** What a route needs besides its entry: who may call comes from the entry, never from here. */
interface RouteData {
  /** a query string every check sends (routes that need one to answer) */
  query?: string;
  /** the query names a record, which a permitted caller of another company is refused */
  namesRecord?: true;
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

/** the association's own company (relation VB) */
const associationCompany = async (db: Db) => (await db.select({ id: companies.id }).from(companies).where(eq(companies.relation, "VB")).limit(1))[0]!.id;

const CATALOGUE_SHARED = { shared: "the association's own catalogue, one for all members; the rule editorial decides who edits it" };
/** a supplier's approved document: never one of the association's own (decision 0958) */
const supplierDocument = async (db: Db) => (await db.select({ id: documents.id }).from(documents).where(and(isNotNull(documents.companyId), eq(documents.status, "approved"))).limit(1))[0]!.id;
const SHARED = { shared: "content shared by the association; visibility rules have their own tests" };

/** The first entry of a described collection that belongs to Wohnwelt Hanse Lübeck alone (seed/website.ts). */
const luebeckEntry = (collection: string) => async (db: Db) =>
  (await db.select({ item: contentPartners.item }).from(contentPartners).where(and(eq(contentPartners.collection, collection), eq(contentPartners.companyId, DEMO_COMPANIES.hanseLuebeck.id))).limit(1))[0]!.item;
/** A gallery image of Lübeck's seeded reference (seed/website.ts). */
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

/** The described collections' routes (`each` entries, handlers.ts): Sommer against Lübeck's entries. */
const COLLECTION_DATA: Record<string, RouteData> = Object.fromEntries(
  (COLLECTIONS as readonly CollectionDescription[]).flatMap((d) => {
    const foreign = (body?: (id: string | number) => unknown): { foreign: Foreign } => ({ foreign: { as: "haendler", id: luebeckEntry(d.name), body } });
    const entries: [string, RouteData][] = [
      [`GET /api/items/${d.name}/:id`, foreign()],
      [`PATCH /api/items/${d.name}/:id`, foreign(() => ({ version: 1, ...("internal_title" in d.fields ? { internal_title: "Fremd" } : {}) }))],
      [`DELETE /api/items/${d.name}/:id`, foreign()],
      [`DELETE /api/items/${d.name}`, foreign((id) => [id])],
      [`POST /api/utils/sort/${d.name}`, foreign((id) => ({ item: id, to: id }))],
      [`DELETE /api/items/${d.name}_disabled_company/:id`, foreign()],
    ];
    // the spec's own opt-out record; a foreign entry or another company's id is FORBIDDEN (career.test.ts)
    if (d.optOut) entries.push([`DELETE /api/items/${d.optOut.collection}/:id`, foreign()]);
    for (const g of galleriesOf(d)) {
      const foreignImage = luebeckGalleryImage(d.name, g.junction);
      entries.push(
        [`POST /api/utils/sort/${g.junction}`, { foreign: { as: "haendler", id: foreignImage, body: (id) => ({ item: id, to: id }) } }],
        [`DELETE /api/items/${g.junction}/:id`, { foreign: { as: "haendler", id: foreignImage } }],
      );
    }
    return entries;
  }),
);

/** The element link of Lübeck's seeded page (seed/page-builder.ts). */
const luebeckPageLink = async (db: Db) =>
  (
    await db
      .select({ id: pagesContent.id })
      .from(pagesContent)
      .innerJoin(contentPartners, and(eq(contentPartners.collection, "trading_partner_pages"), eq(contentPartners.item, pagesContent.page), eq(contentPartners.companyId, DEMO_COMPANIES.hanseLuebeck.id)))
      .limit(1)
  )[0]!.id;

/** Lübeck's website settings record (seed/website-company.ts). */
const luebeckSettings = async (db: Db) => (await db.select({ id: websiteSettings.id }).from(websiteSettings).where(eq(websiteSettings.companyId, DEMO_COMPANIES.hanseLuebeck.id)))[0]!.id;

const DATA: Record<string, RouteData> = {
  ...COLLECTION_DATA,
  // Page builder (issue 13): element links of a page; the public site navigation.
  "GET /api/items/trading_partner_pages_content": { query: "filter[page][_eq]=1", namesRecord: true },
  "POST /api/utils/sort/trading_partner_pages_content": { foreign: { as: "haendler", id: luebeckPageLink, body: (id) => ({ item: id, to: id }) } },
  "DELETE /api/items/trading_partner_pages_content/:id": { foreign: { as: "haendler", id: luebeckPageLink } },
  "GET /api/trading-partner/all-pages": { query: "domain=www.moebelhaus-sommer.example&lang=de" },
  "PATCH /api/items/trading_partner_website_settings/:id": { foreign: { as: "haendler", id: luebeckSettings, body: () => ({ version: 1, site_name: "Fremd" }) } },

  "GET /api/users/:id": { foreign: { as: "haendler", id: async () => DEMO_USERS.lieferant.id } },
  "POST /api/extranet/auth/impersonate": { foreign: { as: "verbund", id: async () => "", body: () => ({ id: DEMO_USERS.haendler.id }) } },
  "GET /api/extranet/dashboard": { query: "widgets=documents" },
  "GET /api/extranet/documents/:id": { foreign: SHARED },
  "GET /api/extranet/document/:id": { foreign: SHARED },
  "GET /api/extranet/partner-service/:id": { foreign: SHARED },
  "GET /api/extranet/sam-tags/:id": { foreign: SHARED },
  "GET /api/assets/:id": { foreign: { as: "haendler", id: async () => foreignFile } },

  "GET /api/extranet/brand/:id": { foreign: { as: "lieferant", id: foreignBrand } },
  "PATCH /api/extranet/brand/:id": { foreign: { as: "lieferant", id: foreignBrand, body: () => ({ product_groups: [] }) } },
  "GET /api/items/award_submissions/:id": { foreign: { as: "haendler", id: foreignAwardEntry } },
  "PATCH /api/items/award_submissions/:id": { foreign: { as: "haendler", id: foreignAwardEntry, body: () => ({ title: "Fremd" }) } },
  "DELETE /api/items/award_submissions/:id": { foreign: { as: "haendler", id: foreignAwardEntry } },
  "GET /api/items/instruction/:id": { foreign: { shared: "the association's published instructions, the same for every member" } },
  "GET /api/extranet/trading-partners-by-brand/:id": { foreign: { as: "lieferant", id: foreignBrand } },
  // Wohnwelt Hanse Kiel carries no Nordholz brand
  "GET /api/extranet/trading-partners/:id": { foreign: { as: "lieferant", id: async () => DEMO_COMPANIES.hanseKiel.id } },
  "GET /api/extranet/get-delivery-conditions/:id": { foreign: SHARED },
  "GET /api/extranet/documents-by-brand/:id": { foreign: SHARED },
  "GET /api/extranet/news/:id": { foreign: SHARED },
  "GET /api/extranet/news-by-brand/:id": { foreign: SHARED },
  "GET /api/extranet/calendar/:id": { foreign: SHARED },
  "PATCH /api/items/calendar_registrations/:id": {
    foreign: { as: "haendler", id: (db) => notOf(db, calendarRegistrations, DEMO_COMPANIES.sommer.id), body: () => ({ status: "cancelled" }) },
  },
  "PATCH /api/items/customer_feedback/:id": {
    foreign: { as: "lieferant", id: (db) => ofCompany(db, customerFeedback, DEMO_COMPANIES.sommer.id), body: () => ({ status: "done" }) },
  },
  "GET /api/extranet/accounts/:id": { foreign: { as: "haendler", id: async () => DEMO_USERS.lieferant.id } },
  "PATCH /api/extranet/accounts/:id": { foreign: { as: "haendler", id: async () => DEMO_USERS.lieferant.id, body: () => ({ status: "suspended" }) } },
  "DELETE /api/extranet/accounts/:id": { foreign: { as: "haendler", id: async () => DEMO_USERS.lieferant.id } },
  // A colleague's links and address (decision 0557): the supplier's account is not Sommer's.
  "POST /api/extranet/accounts/:id/invite": { foreign: { as: "haendler", id: async () => DEMO_USERS.lieferant.id, body: () => ({ invite_url: "http://127.0.0.1:3000/login/resetpassword" }) } },
  "POST /api/extranet/accounts/:id/password-link": { foreign: { as: "haendler", id: async () => DEMO_USERS.lieferant.id, body: () => ({ reset_url: "http://127.0.0.1:3000/login/resetpassword" }) } },
  "POST /api/extranet/accounts/:id/email": { foreign: { as: "haendler", id: async () => DEMO_USERS.lieferant.id, body: () => ({ email: "fremd.neu@example.com", confirm_url: "http://127.0.0.1:3000/email-bestaetigen" }) } },
  // The association's staff administration (decision 0951): a partner's account is no staff member.
  // The association's documents (decision 0958): a supplier's approved document is not one of them.
  "GET /api/extranet/association-documents/:id": { foreign: { as: "redaktion", id: supplierDocument } },
  "PATCH /api/extranet/association-documents/:id": { foreign: { as: "redaktion", id: supplierDocument, body: () => ({ name: "Fremd" }) } },
  "POST /api/extranet/association-documents/:id/versions": { foreign: { as: "redaktion", id: supplierDocument, body: () => ({ file: DEMO_USERS.haendler.id }) } },
  "POST /api/extranet/association-documents/:id/status": { foreign: { as: "redaktion", id: supplierDocument, body: () => ({ archived: true }) } },
  "GET /api/extranet/association-documents/:id/file": { foreign: { as: "redaktion", id: supplierDocument } },
  "GET /api/extranet/association-documents/:id/versions/:version/file": { foreign: { as: "redaktion", id: supplierDocument } },
  "GET /api/extranet/staff/:id": { foreign: { as: "admin", id: async () => DEMO_USERS.haendler.id } },
  "PATCH /api/extranet/staff/:id": { foreign: { as: "admin", id: async () => DEMO_USERS.haendler.id, body: () => ({ roles: ["REDAKTION"], version: "2026-01-01T00:00:00.000Z" }) } },
  // The association's member companies (decision 0953): a staff member's own company is the association's, which is no member company.
  "GET /api/extranet/member-companies/:id": { foreign: { as: "partnerverwaltung", id: associationCompany } },
  "PATCH /api/extranet/member-companies/:id": { foreign: { as: "partnerverwaltung", id: associationCompany, body: () => ({ name: "Fremd", version: 1 }) } },
  "POST /api/extranet/member-companies/:id/status": { foreign: { as: "partnerverwaltung", id: associationCompany, body: () => ({ status: "suspended", reason: "Test" }) } },
  "POST /api/extranet/member-companies/:id/first-account": {
    foreign: { as: "partnerverwaltung", id: associationCompany, body: () => ({ email: "fremd.erste@example.com", first_name: "A", last_name: "B", invite_url: "http://127.0.0.1:3000/login/resetpassword" }) },
  },
  "GET /api/extranet/member-companies/imports/:id": { foreign: { shared: "the association's imports: every member of Partnerverwaltung works on them" } },
  "POST /api/extranet/member-companies/imports/:id/apply": { foreign: { shared: "the association's imports: every member of Partnerverwaltung works on them" } },
  "GET /api/activity": { query: "collection=contact&item=1", namesRecord: true },
  "GET /api/items/contact/:id": { foreign: { as: "haendler", id: foreignContact } },
  "PATCH /api/items/contact/:id": { foreign: { as: "haendler", id: foreignContact, body: () => ({ last_name: "Fremd", version: 1 }) } },
  "DELETE /api/items/contact/:id": { foreign: { as: "haendler", id: foreignContact } },
  "POST /api/utils/sort/contact": {
    foreign: { as: "haendler", id: async () => "", body: () => ({ item: foreignContactId, to: ownContactId }) },
  },
  "GET /api/extranet/address/:id": { foreign: { as: "haendler", id: (db) => notOf(db, addresses, DEMO_COMPANIES.sommer.id) } },
  "PATCH /api/extranet/address/:id": {
    foreign: { as: "haendler", id: (db) => notOf(db, addresses, DEMO_COMPANIES.sommer.id), body: () => ({ city: "Fremdstadt", version: 1 }) },
  },
  "DELETE /api/extranet/address/:id": { foreign: { as: "haendler", id: (db) => notOf(db, addresses, DEMO_COMPANIES.sommer.id) } },
  "GET /api/extranet/company/:id": { foreign: { as: "haendler", id: async () => DEMO_COMPANIES.nordholz.id } },
  "GET /api/items/company/:id": { foreign: { as: "haendler", id: async () => DEMO_COMPANIES.nordholz.id } },
  "PATCH /api/items/company/:id": { foreign: { as: "haendler", id: async () => DEMO_COMPANIES.nordholz.id, body: () => ({ city: "Fremdstadt", version: 1 }) } },
  "GET /api/items/permission_cluster/:id": { foreign: { as: "haendler", id: (db) => ofCompany(db, permissionClusters, DEMO_COMPANIES.nordholz.id) } },
  "PATCH /api/items/permission_cluster/:id": {
    foreign: { as: "haendler", id: (db) => ofCompany(db, permissionClusters, DEMO_COMPANIES.nordholz.id), body: () => ({ name: "Fremd", version: 1 }) },
  },
  "DELETE /api/files/:id": { foreign: { as: "haendler", id: async () => foreignFile } },
  // Document review (issue 11): suppliers and reviewers only; tests/api/review-documents.test.ts
  // guesses another supplier's ids as a supplier.
  "PATCH /api/files/:id": { foreign: { as: "haendler", id: async () => foreignFile, body: () => REVIEW_METADATA } },
  "GET /api/extranet/review-documents/:id": { foreign: { as: "haendler", id: (db) => reviewDocumentOf(db) } },
  "GET /api/extranet/review-documents/:id/details": { foreign: { as: "haendler", id: (db) => reviewDocumentOf(db) } },
  "PATCH /api/extranet/brand-documents/:brandId/document/:id": {
    foreign: { as: "haendler", id: (db) => reviewDocumentOf(db), body: () => ({ status: "in_review" }) },
  },
  "DELETE /api/extranet/brand-documents/:brandId/document/:id": { foreign: { as: "haendler", id: (db) => reviewDocumentOf(db) } },
  // Support (decision 0952): Partnerverwaltung acts on any partner account, never on the association's own.
  // The Redaktion's events (decision 0955): the association's own records, every one, guarded by the rule editorial alone.
  "GET /api/items/calendar_events/:id": { foreign: { shared: "the association's events; partners read them through extranet/calendar" } },
  "PATCH /api/items/calendar_events/:id": { foreign: { shared: "the association's events; partners read them through extranet/calendar" } },
  "DELETE /api/items/calendar_events/:id": { foreign: { shared: "the association's events; partners read them through extranet/calendar" } },
  "GET /api/extranet/calendar-events/:id/registrations": { foreign: { shared: "the association's events and every company's registrations for them (Redaktion)" } },
  // A data export is its requester's alone (issue 41): another user's is refused.
  "GET /api/extranet/privacy/exports/:id/download": {
    foreign: {
      as: "lieferant",
      id: async (db) => (await db.insert(dataExports).values({ requestedBy: DEMO_USERS.haendler.id, subjectUserId: DEMO_USERS.haendler.id, status: "ready", storageName: "export-matrix.zip", createdAt: new Date(), readyAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) }).returning())[0]!.id,
    },
  },
  "GET /api/extranet/support/accounts/:id": { foreign: { as: "partnerverwaltung", id: async () => DEMO_STAFF.admin.id } },
  "POST /api/extranet/support/accounts/:id/unlock": { foreign: { as: "partnerverwaltung", id: async () => DEMO_STAFF.admin.id, body: () => ({ reason: "Test" }) } },
  "POST /api/extranet/support/accounts/:id/tfa-reset": { foreign: { as: "partnerverwaltung", id: async () => DEMO_STAFF.admin.id, body: () => ({ reason: "Test" }) } },
  "POST /api/extranet/support/accounts/:id/password-link": { foreign: { as: "partnerverwaltung", id: async () => DEMO_STAFF.admin.id, body: () => ({ reason: "Test", reset_url: "http://127.0.0.1:3000/login/resetpassword" }) } },
  "POST /api/extranet/support/accounts/:id/status": { foreign: { as: "partnerverwaltung", id: async () => DEMO_STAFF.admin.id, body: () => ({ reason: "Test", status: "suspended" }) } },
  "POST /api/extranet/support/accounts/:id/impersonate": { foreign: { as: "partnerverwaltung", id: async () => DEMO_STAFF.admin.id, body: () => ({ reason: "Test" }) } },
  // The association's catalogues (decision 0957) belong to no company; the rule `editorial` decides.
  ...Object.fromEntries(
    ["brands", "instructions", "partner_services", "sam_tags"].flatMap((c) => [
      [`GET /api/items/${c}/:id`, { foreign: CATALOGUE_SHARED }],
      [`PATCH /api/items/${c}/:id`, { foreign: CATALOGUE_SHARED }],
    ]),
  ),
  "PATCH /api/items/instruction_steps/:id": { foreign: CATALOGUE_SHARED },
  "DELETE /api/items/instruction_steps/:id": { query: "version=1", foreign: CATALOGUE_SHARED },
  // The association's news are every Redaktion member's (decision 0954): an id that is no news is refused like a foreign record.
  "GET /api/items/news/:id": { foreign: { as: "redaktion", id: async () => 999_999 } },
  "PATCH /api/items/news/:id": { foreign: { as: "redaktion", id: async () => 999_999, body: () => ({ title: "Test" }) } },
  "DELETE /api/items/news/:id": { foreign: { as: "redaktion", id: async () => 999_999 } },
  "GET /api/extranet/editorial/news/:id/preview": { foreign: { as: "redaktion", id: async () => 999_999 } },
  // Earlier versions (decision 0541): another supplier (Lichtwerk) asks for Nordholz's first version.
  "GET /api/extranet/documents/:id/versions/:version": { foreign: { as: "rp", id: (db) => versionedDocumentOf(db) } },
  "GET /api/extranet/review-documents/:id/versions/:version": { foreign: { as: "rp", id: (db) => versionedDocumentOf(db) } },
};

/** Nordholz's approved document with an earlier version (seed/review.ts). */
async function versionedDocumentOf(db: Db): Promise<number> {
  const [row] = await db.select({ id: documentVersions.documentId }).from(documentVersions).innerJoin(documents, eq(documents.id, documentVersions.documentId)).where(eq(documents.companyId, DEMO_COMPANIES.nordholz.id)).limit(1);
  if (!row) throw new Error("the seed has no document with an earlier version");
  return row.id;
}

const REVIEW_METADATA = { name: "Preisliste", document_type: null, sam_tags: [], responsibleBrands: [1], class: "EKA", valid_from: null, valid_to: null };

/** A draft review document of the supplier Nordholz (seeded). */
async function reviewDocumentOf(db: Db): Promise<number> {
  const [row] = await db.select({ id: documents.id }).from(documents).where(and(eq(documents.companyId, DEMO_COMPANIES.nordholz.id), eq(documents.status, "draft"))).limit(1);
  if (!row) throw new Error("the seed has no review document");
  return row.id;
}

let foreignContactId = 0;
let ownContactId = 0;
const tokens = {} as Record<Actor | "termsPending" | "tfaPending" | "suspended", string>;
const subjects = {} as Record<Actor, AccessSubject>;
/** a user of Wohnwelt Hanse Kiel, suspended once signed in (gesperrt@ cannot sign in at all) */
const SUSPENDED = DEMO_USERS.kiel.email;

beforeAll(async () => {
  const db = t.database.db;
  await Promise.all(
    ACTOR_NAMES.map(async (actor) => {
      tokens[actor] = (await t.login(ACTORS[actor])).access_token;
      subjects[actor] = await subjectFor(t, tokens[actor]);
    }),
  );
  tokens.termsPending = (await t.login(DEMO_USERS.neu.email)).access_token;
  // Polstermöbel Albrecht requires two-factor, which pohl@ has not set up (decision 0551).
  tokens.tfaPending = (await t.login(DEMO_USERS.pohl.email)).access_token;
  tokens.suspended = (await t.login(SUSPENDED)).access_token;
  await db.update(users).set({ endDate: new Date(t.clock.now().getTime() - 1000) }).where(eq(users.email, SUSPENDED));
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
  return path.replace(":brandId", "1").replace(":version", "1").replace(":id", encodeURIComponent(String(id))) + (query ? `?${query}` : "");
}

async function call(method: string, url: string, token: string | undefined, body?: unknown) {
  // A DELETE carries a body only where the route takes its keys from it (delete multiple items).
  const res = await t.request(method, url, { token, json: method === "GET" ? undefined : method === "DELETE" ? body : (body ?? {}) });
  const code = res.status >= 400 ? await errorCodeOf(res) : (await res.arrayBuffer(), undefined);
  return { status: res.status, code };
}

const isForbidden = (r: { status: number; code?: string }) => r.status === 403 && r.code === "FORBIDDEN";
const signedInOnly = (r: TableRoute) => r.access !== "public";
/** the routes a rule of the access table guards (not public, not every signed-in user) */
const ruled = (r: TableRoute) => r.access !== "public" && r.access !== "signedIn";

describe("access matrix over every API route", () => {
  it("serves exactly the endpoint table's routes, each entry of `each` once per name", () => {
    const served = [...new Set(createApi(t.deps).routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))].sort();
    const table = TABLE_ROUTES.map((r) => r.key);
    expect(table.filter((key, i) => table.indexOf(key) !== i), "routes two entries mount").toEqual([]);
    expect(served.filter((key) => !table.includes(key)), "served, but no entry of the table").toEqual([]);
    expect(table.filter((key) => !served.includes(key)), "entries not served").toEqual([]);
    expect(Object.keys(DATA).filter((key) => !table.includes(key)), "data for routes that are gone").toEqual([]);
  });

  it("refuses each route signed out, when suspended, before the terms and before a required two-factor setup unless its entry allows it", async () => {
    const failures: string[] = [];
    for (const { method, path, key, entry } of TABLE_ROUTES.filter(signedInOnly)) {
      const url = urlOf(path, 1, DATA[key]?.query);
      const expectations: [string, string | undefined, (r: { status: number; code?: string }) => boolean][] = [
        ["signed out", undefined, isForbidden],
        ["suspended", tokens.suspended, (r) => r.status === 401 && r.code === "USER_SUSPENDED"],
      ];
      if (!entry.beforeTerms) expectations.push(["terms not accepted", tokens.termsPending, isForbidden]);
      if (!entry.beforeTfa) expectations.push(["two-factor required, not set up", tokens.tfaPending, isForbidden]);
      for (const [who, token, ok] of expectations) {
        const result = await call(method, url, token);
        if (!ok(result)) failures.push(`${key} ${who}: ${result.status} ${result.code ?? ""}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers each rule's routes for every demo actor as the access table predicts", async () => {
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const { method, path, key, name, access: rule } of TABLE_ROUTES.filter(ruled)) {
      const url = urlOf(path, 1, DATA[key]?.query);
      // With a path parameter, a body or a query naming a record, a permitted caller may meet a
      // refusal of the record: only the rule's refusal is checked there.
      const plainRead = method === "GET" && !path.includes(":") && !DATA[key]?.namesRecord;
      // Every actor on an entry's first route of each rule; on the further names of an `each`
      // entry (mounted with the same guard) one actor the rule refuses and one it admits.
      const actors = seen.has(`${name} ${rule}`) ? [ACTOR_NAMES.find((a) => !admits(rule, subjects[a])), ACTOR_NAMES.find((a) => admits(rule, subjects[a]))].filter((a) => a !== undefined) : ACTOR_NAMES;
      seen.add(`${name} ${rule}`);
      for (const actor of actors) {
        const holds = admits(rule, subjects[actor]);
        if (!holds) {
          const result = await call(method, url, tokens[actor]);
          if (!isForbidden(result)) failures.push(`${key} as ${actor}: rule ${rule} does not hold, but ${result.status} ${result.code ?? ""}`);
        } else if (plainRead) {
          const result = await call(method, url, tokens[actor]);
          if (isForbidden(result) || result.status >= 500) failures.push(`${key} as ${actor}: rule ${rule} holds, but ${result.status} ${result.code ?? ""}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("has demo actors on both sides of every rule the table uses", () => {
    const rules = [...new Set(TABLE_ROUTES.filter(ruled).map((r) => r.access))];
    const oneSided = rules.filter((rule) => {
      const held = ACTOR_NAMES.filter((actor) => admits(rule, subjects[actor]));
      return held.length === 0 || held.length === ACTOR_NAMES.length;
    });
    expect(oneSided).toEqual([]);
  });

  it("refuses another company's records with FORBIDDEN, whatever the route", async () => {
    const failures: string[] = [];
    for (const { method, path, key } of TABLE_ROUTES) {
      const foreign = DATA[key]?.foreign;
      if (!foreign || "shared" in foreign) continue;
      const id = await foreign.id(t.database.db);
      const result = await call(method, urlOf(path, id, DATA[key]!.query), tokens[foreign.as], foreign.body?.(id));
      if (!isForbidden(result)) failures.push(`${key} as ${foreign.as}: ${result.status} ${result.code ?? ""}`);
    }
    expect(failures).toEqual([]);
  });

  it("names for every route with an id either a foreign-record check or why its content is shared", () => {
    const missing = TABLE_ROUTES.filter(({ path, key }) => path.includes(":id") && !DATA[key]?.foreign).map((r) => r.key);
    expect(missing).toEqual([]);
  });
});
