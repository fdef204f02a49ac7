/**
 * The large data set of issue 10 (`npm run seed:large`): hundreds of partner companies with their
 * users, contacts and addresses, thousands of brands, news, documents and events, and long lists
 * for the demo users haendler@ (Möbelhaus Sommer, HP) and lieferant@ (Nordholz, LF). The bench
 * measures on it; the normal start never runs it.
 *
 * Deterministic: every row comes from a PRNG seeded with its table and index, ids included, and
 * every date is relative to LARGE_ANCHOR. Idempotent: the first generated company is the marker;
 * when it exists, nothing is written. It builds on the demo data (seeding it into an empty
 * database first) and links things the way seed/content.ts and seed/masterdata.ts do.
 */
import type { NewsAudiencePermission, NewsStatus, NewsUserType } from "../contract/news-audience";
import { createHash } from "node:crypto";
import { and, count, eq, inArray, max, sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords";
import { TERMS_VERSION } from "../contract/account";
import type { AddressType, ContactGender } from "../contract/masterdata";
import { GRANTABLE_PERMISSIONS, userTypeOf, type CompanyRelation, type PagePermission } from "../contract/permissions";
import type { PortalSettings } from "../contract/user";
import type { FileStorage } from "../files/storage";
import type { Db, Tx } from "../db/client";
import {
  addresses,
  auditLog,
  brandDivisions,
  brandProductGroups,
  brands,
  calendarEvents,
  calendarRegistrations,
  companies,
  contacts,
  customerFeedback,
  documentBrands,
  documents,
  documentSamTags,
  documentTypes,
  files,
  lookups,
  news,
  newsBrands,
  newsGroups,
  openingHours,
  permissionClusterMembers,
  permissionClusterPermissions,
  permissionClusters,
  productGroups,
  samTags,
  SLEEPOVER_OPTIONS,
  userPermissions,
  users,
} from "../db/schema";
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from "./demo";
import { conditions } from "./content";
import { checksumOf, diskNameOf, seedFileText, writeSeedFiles, type SeedFile } from "./files";
import { makePdf } from "../../zr/make-pdf";
import { STORE_HOURS } from "./masterdata";
import * as W from "./large-words";
import { LARGE_NUMBER_BASE, customerNumberOf } from "./customer-numbers";


/** How much of everything; LARGE_SCALE holds the numbers of issue 10. */
export interface LargeScale {
  companies: number;
  users: number;
  contacts: number;
  brands: number;
  news: number;
  documents: number;
  events: number;
  /** per demo company (Möbelhaus Sommer, Nordholz): further colleagues, contacts and addresses */
  demoUsers: number;
  demoContacts: number;
  demoAddresses: number;
  /** Nordholz: further permission clusters; Möbelhaus Sommer: customer feedback entries */
  demoClusters: number;
  demoFeedback: number;
  /** haendler@ and lieferant@: favorite brands, news marked important (about half unread) and read */
  favoriteBrands: number;
  importantNews: number;
  readNews: number;
  /** audit trail entries (sign-ins, account changes) over the generated accounts, the last year (decision 0952) */
  auditEntries: number;
}

export const LARGE_SCALE: LargeScale = {
  companies: 500,
  users: 5_000,
  contacts: 5_000,
  brands: 2_000,
  news: 20_000,
  documents: 10_000,
  events: 1_000,
  demoUsers: 40,
  demoContacts: 200,
  demoAddresses: 40,
  demoClusters: 20,
  demoFeedback: 400,
  favoriteBrands: 25,
  importantNews: 40,
  readNews: 300,
  auditEntries: 200_000,
};

/** LARGE_SCALE times `factor`, at least one of each (tests use 1/100). */
export function scaleLarge(factor: number, base: LargeScale = LARGE_SCALE): LargeScale {
  const scaled = { ...base };
  for (const key of Object.keys(base) as (keyof LargeScale)[]) scaled[key] = Math.max(1, Math.round(base[key] * factor));
  return scaled;
}

/** Every date of the large set is relative to this moment, never to the clock. */
export const LARGE_ANCHOR = new Date("2026-11-01T08:00:00.000Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const STAMP = { createdAt: LARGE_ANCHOR, updatedAt: LARGE_ANCHOR };
const BATCH = 1_000;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32 over an FNV-1a hash of `label:index`: the same row whatever else is generated. */
export function rngFor(label: string, index: number): Rng {
  let h = 0x811c9dc5;
  for (const ch of `${label}:${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  let state = h >>> 0;
  let uuids = 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, maxIncl: number) => min + Math.floor(next() * (maxIncl - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    sample: <T>(list: readonly T[], n: number): T[] => {
      const pool = [...list];
      return Array.from({ length: Math.min(n, pool.length) }, () => pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    },
    // From a hash of the row's label, index and draw, not from the 32-bit state: ids drawn from
    // 2^32 states collide within the tenfold set's 100,000 documents.
    uuid: () => {
      const bytes = createHash("sha256").update(`${label}:${index}:${uuids++}`).digest();
      bytes[6] = (bytes[6]! & 0x0f) | 0x40;
      bytes[8] = (bytes[8]! & 0x3f) | 0x80;
      const hex = bytes.subarray(0, 16).toString("hex");
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

export interface Rng {
  next(): number;
  int(min: number, maxIncl: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** n distinct entries of `list` */
  sample<T>(list: readonly T[], n: number): T[];
  uuid(): string;
}

/** `k` (at most 2) distinct indexes below `n`, without copying a list per row. */
function distinctIndexes(r: Rng, n: number, k: number): number[] {
  if (k === 0 || n === 0) return [];
  const first = r.int(0, n - 1);
  return k === 1 || n === 1 ? [first] : [first, (first + r.int(1, n - 1)) % n];
}

/** ASCII for e-mail addresses and domains: "Möbelhaus Süß" → "moebelhaus-suess". */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/ş/g, "s")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The first candidate not taken yet (then the first one numbered), marked as taken. */
function unique(taken: Set<string>, candidates: readonly string[]): string {
  const free = candidates.find((c) => !taken.has(c)) ?? Array.from({ length: taken.size + 2 }, (_, i) => `${candidates[0]} ${i + 2}`).find((c) => !taken.has(c))!;
  taken.add(free);
  return free;
}

const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// Companies

/** A company rows are generated for: a generated one or one of the two demo companies. */
interface Owner {
  id: number;
  relation: CompanyRelation;
  name: string;
  domain: string;
  city: W.City;
}

const RELATION_PATTERN: readonly CompanyRelation[] = ["HP", "LF", "HP", "HP", "RP", "HP", "LF", "HP", "HP", "LF"];

interface CompanyPlan {
  row: typeof companies.$inferInsert;
  relation: CompanyRelation;
  domain: string;
  city: W.City;
}

function planCompanies(n: number): CompanyPlan[] {
  const names = new Set<string>();
  const domains = new Set<string>();
  return Array.from({ length: n }, (_, i) => {
    const r = rngFor("company", i);
    const relation = RELATION_PATTERN[i % RELATION_PATTERN.length]!;
    const city = r.pick(W.CITIES);
    const last = r.pick(W.LAST_NAMES);
    const legal = r.pick(W.LEGAL_FORMS);
    const base =
      relation === "HP"
        ? `${r.pick(W.HP_PREFIXES)} ${last}`
        : relation === "LF"
          ? `${r.chance(0.5) ? last : r.pick(W.SUPPLIER_PLACES)} ${r.pick(W.SUPPLIER_TRADES)}`
          : `${last} ${r.pick(W.RP_TRADES)}`;
    const name = unique(names, [`${base} ${legal}`, `${base} ${city.city} ${legal}`]);
    const domain = unique(domains, [slug(name.replace(` ${legal}`, "")), slug(name)]) + ".example";
    return {
      relation,
      domain,
      city,
      row: {
        name,
        relation,
        customerNumber: customerNumberOf(relation, LARGE_NUMBER_BASE, i + 1),
        street: `${r.pick(W.STREETS)} ${r.int(1, 240)}`,
        zip: city.zip,
        city: city.city,
        phone: `+49 ${city.area} ${r.int(100, 9999)}-0`,
        email: `${relation === "HP" ? "info" : "vertrieb"}@${domain}`,
        website: `https://www.${domain}`,
        ...STAMP,
      },
    };
  });
}

/** The first generated company; when it exists, the large set is there. */
const MARKER = planCompanies(1)[0]!.row;

async function largeSetPresent(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(and(eq(companies.name, MARKER.name), eq(companies.email, MARKER.email!)));
  return (row?.n ?? 0) > 0;
}

// ---------------------------------------------------------------------------------------------
// People: users, contacts, addresses

function userRow(index: number, owner: Owner, rank: number, passwordHash: string) {
  const r = rngFor("user", index);
  const first = r.pick(W.FIRST_NAMES);
  const last = r.pick(W.LAST_NAMES);
  const grantable = GRANTABLE_PERMISSIONS[userTypeOf(owner.relation)];
  // The first account of a company manages it; the others hold what their job needs.
  const permissions: PagePermission[] =
    rank === 0 ? [...grantable] : ["NEWS", ...grantable.filter((p) => p !== "NEWS" && r.chance(p === "CALENDAR" || p === "BRAND" ? 0.7 : 0.25))];
  const suspended = rank > 0 && r.chance(0.03);
  const termsAccepted = rank === 0 || r.chance(0.95);
  const row: typeof users.$inferInsert = {
    id: r.uuid(),
    email: `${slug(first)}.${slug(last)}.${index + 1}@${owner.domain}`,
    firstName: first,
    lastName: last,
    passwordHash,
    companyId: owner.id,
    status: suspended ? "suspended" : "active",
    endDate: suspended ? new Date(LARGE_ANCHOR.getTime() - r.int(1, 300) * DAY) : null,
    acceptedAgb: termsAccepted ? new Date(LARGE_ANCHOR.getTime() - r.int(10, 600) * DAY) : null,
    acceptedAgbVersion: termsAccepted ? TERMS_VERSION : null,
    ...STAMP,
  };
  return { row, permissions };
}

function contactRow(index: number, owner: Owner, sort: number, refs: Refs): typeof contacts.$inferInsert {
  const r = rngFor("contact", index);
  const gender: ContactGender = r.chance(0.49) ? "F" : r.chance(0.97) ? "M" : "C";
  const first = r.pick(W.FIRST_NAMES);
  const last = r.pick(W.LAST_NAMES);
  const jobtitle = r.pick(refs.jobtitles);
  const supplier = userTypeOf(owner.relation) === "LF";
  return {
    companyId: owner.id,
    status: r.chance(0.06) ? "archived" : "published",
    firstName: first,
    lastName: last,
    title: r.chance(0.08) ? r.pick(W.TITLES) : null,
    gender,
    position: sort === 1 || r.chance(0.15) ? "LTG" : "MA",
    email: `${slug(first)}.${slug(last)}.${index + 1}@${owner.domain}`,
    phone: `+49 ${owner.city.area} ${r.int(1000, 99999)}-${r.int(10, 99)}`,
    mobile: r.chance(0.4) ? `+49 1${r.int(51, 79)} ${r.int(1000000, 9999999)}` : null,
    department: r.pick(refs.departments).id,
    jobtitle: jobtitle.id,
    departmentWeb: r.pick(refs.departments).name,
    jobtitleWeb: jobtitle.name,
    showOnWebsite: r.chance(0.8),
    showEmail: r.chance(0.7),
    showPhone: r.chance(0.7),
    salesCountries: ["country_de"],
    salesRegions: supplier ? [owner.city.region] : [],
    salesStates: supplier ? [owner.city.state] : [],
    sort,
    customerCreated: true,
    ...STAMP,
  };
}

const DEMO_ADDRESS_TYPES: readonly { type: AddressType; name: string; hours: boolean }[] = [
  { type: "FI", name: "Filiale", hours: true },
  { type: "LA", name: "Lager", hours: true },
  { type: "CA", name: "Küchenstudio", hours: true },
  { type: "SO", name: "Abholmarkt", hours: false },
  { type: "RA", name: "Rechnungsanschrift", hours: false },
];

function addressRow(index: number, owner: Owner, kind: { type: AddressType; name: string }) {
  const r = rngFor("address", index);
  const city = kind.type === "PA" ? owner.city : r.pick(W.CITIES);
  return {
    companyId: owner.id,
    addressType: kind.type,
    name: kind.type === "PA" ? "Stammhaus" : `${kind.name} ${city.city}`,
    street: `${r.pick(W.STREETS)} ${r.int(1, 240)}`,
    zip: city.zip,
    city: city.city,
    phone: `+49 ${city.area} ${r.int(1000, 99999)}-0`,
    email: r.chance(0.5) ? `${slug(kind.name)}.${slug(city.city)}@${owner.domain}` : null,
    ...STAMP,
  } satisfies typeof addresses.$inferInsert;
}

// ---------------------------------------------------------------------------------------------
// Reference data the demo seed created

interface Refs {
  sommer: Owner;
  nordholz: Owner;
  departments: { id: string; name: string }[];
  jobtitles: { id: string; name: string }[];
  productGroups: { id: number; title: string }[];
  newsGroups: Map<string, number>;
  samTags: Map<string, number>;
}

async function demoOwner(db: Db, userId: string): Promise<Owner> {
  const [row] = await db
    .select({ id: companies.id, relation: companies.relation, name: companies.name, email: companies.email, city: companies.city })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`The large data set builds on the demo data, but demo user ${userId} is missing.`);
  const domain = row.email?.split("@")[1] ?? `${slug(row.name)}.example`;
  return { id: row.id, relation: row.relation, name: row.name, domain, city: W.CITIES.find((c) => c.city === row.city) ?? W.CITIES[0]! };
}

async function loadRefs(db: Db): Promise<Refs> {
  const [sommer, nordholz, lookupRows, groups, newsGroupRows, tagRows] = await Promise.all([
    demoOwner(db, DEMO_USERS.haendler.id),
    demoOwner(db, DEMO_USERS.lieferant.id),
    db.select().from(lookups).where(inArray(lookups.collection, ["department", "jobtitle"])),
    db.select({ id: productGroups.id, title: productGroups.title }).from(productGroups).orderBy(productGroups.id),
    db.select().from(newsGroups),
    db.select().from(samTags),
  ]);
  const of = (collection: string) => lookupRows.filter((l) => l.collection === collection).sort((a, b) => a.id.localeCompare(b.id));
  const refs: Refs = {
    sommer,
    nordholz,
    departments: of("department"),
    jobtitles: of("jobtitle"),
    productGroups: groups,
    newsGroups: new Map(newsGroupRows.map((g) => [g.title, g.id])),
    samTags: new Map(tagRows.map((t) => [t.name, t.id])),
  };
  if (!refs.departments.length || !refs.jobtitles.length || !refs.productGroups.length) {
    throw new Error("The large data set needs the demo lookups and product groups.");
  }
  return refs;
}

// ---------------------------------------------------------------------------------------------
// Documents: one small PDF per document type, shared by that type's file rows

const DOCUMENT_TYPE_TAGS: Record<string, string> = {
  Preisliste: "Preislisten",
  Montageanleitung: "Schulung",
  Konditionen: "Konditionen",
  Schulung: "Schulung",
  Produktdatenblatt: "Marketing",
  Katalog: "Marketing",
  Rundschreiben: "Logistik",
  Zertifikat: "Logistik",
};
const DOCUMENT_TYPE_TITLES = Object.keys(DOCUMENT_TYPE_TAGS);

function largeFiles(): Map<string, SeedFile> {
  return new Map(
    DOCUMENT_TYPE_TITLES.map((title) => {
      // Helvetica/WinAnsi in makePdf: the PDF text avoids umlauts, as seed/files.ts does.
      const file: SeedFile = {
        key: `large-${slug(title)}`,
        filenameDownload: `${title}.pdf`,
        type: "application/pdf",
        bytes: makePdf(title, ["Einkaufsverband Partnerportal", "Beispieldokument aus dem grossen Datensatz", "Nur fuer Last- und Leistungstests"]),
        width: null,
        height: null,
      };
      return [title, file];
    }),
  );
}

function documentName(r: Rng, type: string, brand: string | undefined, year: number): string {
  const subject = r.pick(W.DOCUMENT_SUBJECTS);
  const of = brand ?? "Verband";
  switch (type) {
    case "Preisliste":
      return `Preisliste ${of} ${year}`;
    case "Montageanleitung":
      return `Montageanleitung ${subject} ${of}`;
    case "Konditionen":
      return `Konditionenübersicht ${of} ${year}`;
    case "Schulung":
      return `Schulungsunterlagen ${subject}`;
    case "Produktdatenblatt":
      return `Produktdatenblatt ${subject} ${of}`;
    case "Katalog":
      return `Katalog ${of} ${r.pick(["Frühjahr", "Herbst"])} ${year}`;
    case "Rundschreiben":
      return `Rundschreiben ${r.int(1, 24)}/${year}`;
    default:
      return `Zertifikat ${r.pick(["FSC", "PEFC", "Goldenes M", "Blauer Engel"])} ${of}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Seeding

export interface SeedLargeOptions {
  scale?: LargeScale;
  /** progress lines (one per table) */
  log?: (line: string) => void;
  /** the moment the demo seed (if it runs) dates its content from */
  now?: Date;
}

export interface SeedLargeResult {
  /** false: the large set was there already and nothing was written */
  seeded: boolean;
  /** the database was empty and got the demo data first */
  demoSeeded: boolean;
  /** rows written per table */
  rows: Record<string, number>;
}

async function inBatches<R>(rows: readonly R[], insert: (part: R[]) => PromiseLike<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

async function idsInBatches<R>(rows: readonly R[], insert: (part: R[]) => PromiseLike<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = [];
  // RETURNING of a multi-row VALUES insert comes back in the order of the rows.
  for (let i = 0; i < rows.length; i += BATCH) ids.push(...(await insert(rows.slice(i, i + BATCH))).map((r) => r.id));
  return ids;
}

export async function seedLarge(db: Db, storage: FileStorage, opts: SeedLargeOptions = {}): Promise<SeedLargeResult> {
  const scale = opts.scale ?? LARGE_SCALE;
  const log = opts.log ?? (() => {});
  const demoSeeded = await seedDemo(db, storage, opts.now);
  if (demoSeeded) log("demo data seeded into the empty database");
  if (await largeSetPresent(db)) return { seeded: false, demoSeeded, rows: {} };

  const refs = await loadRefs(db);
  // argon2id is deliberately slow: one hash of the demo password for every generated account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const pdfs = largeFiles();
  // Files before rows (decision 0420): a backup taken meanwhile never names a missing file.
  await writeSeedFiles(storage, [...pdfs.values()]);
  // The documents share these PDFs: each one's text is extracted once, for all its rows (issue 30).
  const pdfTexts = new Map<string, string | null>();
  for (const [type, pdf] of pdfs) pdfTexts.set(type, await seedFileText(pdf));

  const rows: Record<string, number> = {};
  let lap = Date.now();
  const done = (table: string, n: number) => {
    rows[table] = (rows[table] ?? 0) + n;
    const now = Date.now();
    log(`${table.padEnd(38)} ${String(n).padStart(7)} rows ${((now - lap) / 1000).toFixed(1).padStart(6)} s`);
    lap = now;
  };

  const seeded = await db.transaction(async (tx) => {
    // The demo seed's lock: concurrent runs (or a first start) are serialised; released at commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partnerportal.seed'))`);
    if (await largeSetPresent(tx)) return false;
    const s: Stage = { tx, scale, refs, done };
    const owners = await seedCompanies(s);
    const managerOf = await seedAccounts(s, owners, passwordHash);
    await seedMasterdataRows(s, owners);
    const brandList = await seedBrands(s, owners);
    const newsIds = await seedNews(s, brandList);
    await seedDocuments(s, brandList, pdfs, pdfTexts);
    await seedEvents(s, owners, managerOf);
    await seedDemoPreferences(s, newsIds, brandList);
    await seedAuditTrail(s);
    return true;
  });
  return { seeded, demoSeeded, rows: seeded ? rows : {} };
}

/** The audit trail's everyday entries: mostly sign-ins, some failures and account changes, each about a generated account of its company. */
async function seedAuditTrail({ tx, scale, done }: Stage): Promise<void> {
  const people = await tx.select({ id: users.id, companyId: users.companyId }).from(users);
  const actions = ["login", "login", "login", "login", "logout", "logout", "login_failed", "password_change", "account_permissions", "password_link_sent"] as const;
  const year = 365 * 24 * 3600 * 1000;
  const rows = Array.from({ length: scale.auditEntries }, (_, i) => {
    const r = rngFor("audit", i);
    const person = people[r.int(0, people.length - 1)]!;
    const action = r.pick(actions);
    return {
      action,
      companyId: person.companyId,
      actorId: action === "login_failed" ? null : person.id,
      targetId: person.id,
      ip: `198.51.100.${r.int(1, 254)}`,
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
      createdAt: new Date(LARGE_ANCHOR.getTime() - r.int(0, year)),
    };
  });
  await inBatches(rows, (part) => tx.insert(auditLog).values(part));
  done("audit_log", rows.length);
}

/** What every stage works with, inside the one transaction. */
interface Stage {
  tx: Tx;
  scale: LargeScale;
  refs: Refs;
  /** reports `n` rows written to `table` */
  done(table: string, n: number): void;
}

interface BrandRef {
  id: number;
  name: string;
  owner: Owner;
}

/** `n` entries for each of the two demo companies. */
const perDemoCompany = <T>(refs: Refs, n: number, make: (owner: Owner, i: number) => T): T[] =>
  [refs.sommer, refs.nordholz].flatMap((owner) => Array.from({ length: n }, (_, i) => make(owner, i)));

/** The generated suppliers (LF and RP); Nordholz when the scale generates none. */
const suppliersOf = (s: Stage, owners: readonly Owner[]) => {
  const list = owners.filter((o) => o.relation !== "HP");
  return list.length ? list : [s.refs.nordholz];
};

async function seedCompanies({ tx, scale, done }: Stage): Promise<Owner[]> {
  const plans = planCompanies(scale.companies);
  const companyIds = await idsInBatches(plans, (part) => tx.insert(companies).values(part.map((p) => p.row)).returning({ id: companies.id }));
  const owners: Owner[] = plans.map((p, i) => ({ id: companyIds[i]!, relation: p.relation, name: p.row.name, domain: p.domain, city: p.city }));
  done("companies", owners.length);
  return owners;
}

/** Users with their permissions; returns each company's managing account (for registrations). */
async function seedAccounts({ tx, scale, refs, done }: Stage, owners: readonly Owner[], passwordHash: string): Promise<Map<number, string>> {
  // --- users: round robin over the companies, then further colleagues at the demo companies
  const userPlans = [
    ...Array.from({ length: scale.users }, (_, i) => ({ owner: owners[i % owners.length]!, rank: Math.floor(i / owners.length) })),
    ...perDemoCompany(refs, scale.demoUsers, (owner, i) => ({ owner, rank: i + 1 })),
  ].map((p, i) => ({ ...p, ...userRow(i, p.owner, p.rank, passwordHash) }));
  await inBatches(userPlans, (part) => tx.insert(users).values(part.map((p) => p.row)));
  done("users", userPlans.length);
  const grants = userPlans.flatMap((p) => p.permissions.map((identifier) => ({ userId: p.row.id!, identifier })));
  await inBatches(grants, (part) => tx.insert(userPermissions).values(part));
  done("user_permissions", grants.length);
  const managerOf = new Map<number, string>([[refs.sommer.id, DEMO_USERS.haendler.id]]);
  for (const p of userPlans) if (p.rank === 0) managerOf.set(p.owner.id, p.row.id!);

  // --- Nordholz: permission clusters over its new colleagues
  const existingClusters = await tx.select({ name: permissionClusters.name }).from(permissionClusters).where(eq(permissionClusters.companyId, refs.nordholz.id));
  const clusterNames = new Set(existingClusters.map((c) => c.name));
  const nordholzUsers = userPlans.filter((p) => p.owner === refs.nordholz).map((p) => p.row.id!);
  const clusterPlans = Array.from({ length: scale.demoClusters }, (_, i) => {
    const r = rngFor("cluster", i);
    const name = unique(clusterNames, [
      `${r.pick(["Außendienst", "Innendienst", "Key Account", "Marketing", "Objektgeschäft", "Kundendienst"])} ${r.pick(["Nord", "West", "Süd", "Ost", "Export", "Online"])}`,
    ]);
    return {
      row: { name, companyId: refs.nordholz.id, editable: r.chance(0.7), ...STAMP },
      permissions: ["NEWS" as const, ...r.sample(GRANTABLE_PERMISSIONS.LF.filter((p) => p !== "NEWS"), r.int(1, 5))],
      members: r.sample(nordholzUsers, r.int(1, 6)),
    };
  });
  const clusterIds = await idsInBatches(clusterPlans, (part) => tx.insert(permissionClusters).values(part.map((c) => c.row)).returning({ id: permissionClusters.id }));
  await inBatches(
    clusterPlans.flatMap((c, i) => c.permissions.map((identifier) => ({ clusterId: clusterIds[i]!, identifier }))),
    (part) => tx.insert(permissionClusterPermissions).values(part),
  );
  await inBatches(
    clusterPlans.flatMap((c, i) => c.members.map((userId) => ({ clusterId: clusterIds[i]!, userId }))),
    (part) => tx.insert(permissionClusterMembers).values(part),
  );
  done("permission_clusters (Nordholz)", clusterPlans.length);

  return managerOf;
}

async function seedMasterdataRows({ tx, scale, refs, done }: Stage, owners: readonly Owner[]): Promise<void> {
  // --- contacts: continuing the demo companies' sort order
  const sortRows = await tx
    .select({ companyId: contacts.companyId, sort: max(contacts.sort) })
    .from(contacts)
    .where(inArray(contacts.companyId, [refs.sommer.id, refs.nordholz.id]))
    .groupBy(contacts.companyId);
  const lastSort = new Map(sortRows.map((s) => [s.companyId, s.sort ?? 0]));
  const contactOwners = [
    ...Array.from({ length: scale.contacts }, (_, i) => owners[i % owners.length]!),
    ...perDemoCompany(refs, scale.demoContacts, (owner) => owner),
  ];
  const contactRows = contactOwners.map((owner, i) => {
    const sort = (lastSort.get(owner.id) ?? 0) + 1;
    lastSort.set(owner.id, sort);
    return contactRow(i, owner, sort, refs);
  });
  await inBatches(contactRows, (part) => tx.insert(contacts).values(part));
  done("contacts", contactRows.length);

  // --- addresses: a head office per company; branches, stores and warehouses at the demo companies
  const addressPlans = [
    ...owners.map((owner) => ({ owner, kind: { type: "PA" as const, name: "Stammhaus", hours: owner.relation === "HP" } })),
    ...perDemoCompany(refs, scale.demoAddresses, (owner, i) => ({ owner, kind: DEMO_ADDRESS_TYPES[i % DEMO_ADDRESS_TYPES.length]! })),
  ];
  const addressIds = await idsInBatches(addressPlans.map((a, i) => addressRow(i, a.owner, a.kind)), (part) =>
    tx.insert(addresses).values(part).returning({ id: addresses.id }),
  );
  const hours = addressPlans.flatMap((a, i) => (a.kind.hours ? STORE_HOURS.map((h) => ({ ...h, addressId: addressIds[i]! })) : []));
  done("addresses", addressPlans.length);
  await inBatches(hours, (part) => tx.insert(openingHours).values(part));
  done("opening_hours", hours.length);

  // --- customer feedback of Möbelhaus Sommer
  const feedback = Array.from({ length: scale.demoFeedback }, (_, i) => {
    const r = rngFor("feedback", i);
    const rating = r.pick([5, 5, 4, 4, 4, 3, 3, 2, 1]);
    return {
      companyId: refs.sommer.id,
      status: r.pick(["new", "in_progress", "done"] as const),
      date: dateOnly(new Date(LARGE_ANCHOR.getTime() - r.int(0, 660) * DAY)),
      customerName: r.pick(W.CUSTOMER_NAMES),
      rating,
      recommend: Math.min(10, rating * 2 - r.int(0, 1)),
      comment: r.pick(W.FEEDBACK_COMMENTS),
    };
  });
  await inBatches(feedback, (part) => tx.insert(customerFeedback).values(part));
  done("customer_feedback (Sommer)", feedback.length);
}

async function seedBrands(s: Stage, owners: readonly Owner[]): Promise<BrandRef[]> {
  const { tx, scale, refs, done } = s;
  // --- brands of the suppliers (LF and RP), some of them Nordholz's
  const suppliers = suppliersOf(s, owners);
  const nordholzBrands = Math.max(1, Math.round(scale.brands / 50));
  const brandNames = new Set((await tx.select({ name: brands.name }).from(brands)).map((b) => b.name));
  const brandPlans = Array.from({ length: scale.brands }, (_, i) => {
    const r = rngFor("brand", i);
    const owner = i < nordholzBrands ? refs.nordholz : suppliers[i % suppliers.length]!;
    const short = owner.name.split(" ")[0]!;
    const stem = r.pick(W.BRAND_STEMS);
    const suffix = r.pick(W.BRAND_SUFFIXES);
    const name = unique(brandNames, [`${stem} ${suffix}`, `${short} ${stem}`, `${short} ${stem} ${suffix}`]);
    const groups = r.sample(refs.productGroups, r.int(1, 2));
    return {
      owner,
      groups,
      divisions: r.sample(W.DIVISION_NAMES, r.int(1, 3)).map((d) => `${groups[0]!.title} ${d}`),
      row: {
        name,
        companyId: owner.id,
        link: `https://www.${owner.domain}/${slug(name)}`,
        description: `${groups.map((g) => g.title).join(" und ")} von ${owner.name}. ${r.pick(W.NEWS_SENTENCES)}`,
        deliveryConditions: conditions(
          `ab ${r.pick(["800,00", "1.000,00", "1.500,00", "2.000,00"])} € Nettowarenwert`,
          `${r.int(2, 8)}–${r.int(9, 12)} Wochen`,
          r.pick(["30 Tage netto", "30 Tage netto, 14 Tage 3 % Skonto", "45 Tage netto", "60 Tage netto"]),
        ),
        ...STAMP,
      },
    };
  });
  const brandIds = await idsInBatches(brandPlans, (part) => tx.insert(brands).values(part.map((b) => b.row)).returning({ id: brands.id }));
  done("brands", brandPlans.length);
  let supplierNr = 60_000;
  const divisions = brandPlans.flatMap((b, i) => b.divisions.map((name) => ({ brandId: brandIds[i]!, name, supplierNr: `LF-${supplierNr++}` })));
  await inBatches(divisions, (part) => tx.insert(brandDivisions).values(part));
  const brandGroups = brandPlans.flatMap((b, i) => b.groups.map((g) => ({ brandId: brandIds[i]!, productGroupId: g.id })));
  await inBatches(brandGroups, (part) => tx.insert(brandProductGroups).values(part));
  done("brand_divisions + brand_product_groups", divisions.length + brandGroups.length);

  return brandPlans.map((b, i) => ({ id: brandIds[i]!, name: b.row.name, owner: b.owner }));
}

async function seedNews({ tx, scale, refs, done }: Stage, brandList: readonly BrandRef[]): Promise<number[]> {
  // --- news, newest first, one every 75 minutes back from the anchor; as the Redaktion leaves
  // them (decision 0954): some drafts and some taken down, some for suppliers only, some only
  // for readers of the EVA documents; each about none, one or (sometimes) two brands
  const newsPlans = Array.from({ length: scale.news }, (_, i) => {
    const r = rngFor("news", i);
    const publishedOn = new Date(LARGE_ANCHOR.getTime() - i * 75 * MINUTE - r.int(0, 60) * MINUTE);
    const brand = r.chance(0.6) ? r.pick(brandList) : undefined;
    const group = brand ? r.pick(["Einkauf", "Einkauf", "Messen", "Marketing"]) : r.pick(["Verband", "Marketing", "Messen", "Einkauf"]);
    const sentences = r.sample(W.NEWS_SENTENCES, r.int(3, 5));
    const second = brand && r.chance(0.1) ? r.pick(brandList) : undefined;
    const status: NewsStatus = i % 40 === 7 ? "draft" : i % 60 === 13 ? "unpublished" : "published";
    return {
      row: {
        title: brand ? `${brand.name}: ${r.pick(W.NEWS_BRAND_TOPICS)}` : `${r.pick(W.NEWS_GENERAL_TOPICS)} ${publishedOn.getUTCFullYear()}`,
        abstract: sentences[0]!,
        text: sentences.join(" "),
        newsGroupId: refs.newsGroups.get(group) ?? null,
        publishedOn,
        status,
        userTypes: i % 25 === 3 ? (["LF"] as NewsUserType[]) : (["HP", "LF"] as NewsUserType[]),
        permissions: i % 30 === 11 ? (["EVA"] as NewsAudiencePermission[]) : [],
        updatedAt: publishedOn,
      },
      brandIds: [...new Set([brand?.id, second?.id].filter((id): id is number => id !== undefined))],
    };
  });
  const newsIds = await idsInBatches(newsPlans, (part) => tx.insert(news).values(part.map((p) => p.row)).returning({ id: news.id }));
  await inBatches(
    newsPlans.flatMap((p, i) => p.brandIds.map((brandId) => ({ newsId: newsIds[i]!, brandId }))),
    (part) => tx.insert(newsBrands).values(part),
  );
  done("news", newsPlans.length);

  return newsIds;
}

async function seedDocuments({ tx, scale, refs, done }: Stage, brandList: readonly BrandRef[], pdfs: Map<string, SeedFile>, pdfTexts: Map<string, string | null>): Promise<void> {
  // --- documents, newest first, one every 100 minutes back; each with its own file row
  const typeId = new Map((await tx.select().from(documentTypes).where(inArray(documentTypes.title, DOCUMENT_TYPE_TITLES))).map((t) => [t.title, t.id]));
  const newTypes = DOCUMENT_TYPE_TITLES.filter((title) => !typeId.has(title)).map((title) => ({ title }));
  if (newTypes.length) for (const t of await tx.insert(documentTypes).values(newTypes).returning()) typeId.set(t.title, t.id);
  done("document_types", newTypes.length);
  const tagIds = [...refs.samTags.values()];
  const docPlans = Array.from({ length: scale.documents }, (_, i) => {
    const r = rngFor("document", i);
    const uploadedOn = new Date(LARGE_ANCHOR.getTime() - i * 100 * MINUTE - r.int(0, 90) * MINUTE);
    const year = uploadedOn.getUTCFullYear() + (r.chance(0.3) ? 1 : 0);
    const type = r.pick(DOCUMENT_TYPE_TITLES);
    // Circulars and trainings come from the association; the rest belongs to one or two brands.
    const own = type === "Rundschreiben" || type === "Schulung" ? 0 : r.chance(0.2) ? 2 : 1;
    const linked = distinctIndexes(r, brandList.length, own).map((b) => brandList[b]!);
    const name = documentName(r, type, linked[0]?.name, year);
    const pdf = pdfs.get(type)!;
    const fileId = r.uuid();
    const mainTag = refs.samTags.get(DOCUMENT_TYPE_TAGS[type]!);
    const tags = new Set([...(mainTag ? [mainTag] : []), ...(r.chance(0.2) ? [r.pick(tagIds)] : [])]);
    const validity = type === "Preisliste" || type === "Konditionen";
    return {
      file: {
        id: fileId,
        filenameDisk: diskNameOf(pdf),
        filenameDownload: `${name}.pdf`,
        title: name,
        type: pdf.type,
        filesize: pdf.bytes.length,
        checksum: checksumOf(pdf),
        folder: "documents",
        companyId: null,
        uploadedOn,
        contentText: pdfTexts.get(type) ?? null,
      },
      row: {
        name,
        fileId,
        documentTypeId: typeId.get(type) ?? null,
        documentClass: (type === "Konditionen" ? r.chance(0.5) : r.chance(0.05)) ? ("EVA" as const) : ("EKA" as const),
        validFrom: validity ? `${year}-01-01` : null,
        validTo: validity ? `${year}-12-31` : null,
        uploadedOn,
      },
      brands: linked.map((b) => b.id),
      tags: [...tags],
    };
  });
  await inBatches(docPlans, (part) => tx.insert(files).values(part.map((d) => d.file)));
  done("files", docPlans.length);
  const documentIds = await idsInBatches(docPlans, (part) => tx.insert(documents).values(part.map((d) => d.row)).returning({ id: documents.id }));
  done("documents", docPlans.length);
  const docBrands = docPlans.flatMap((d, i) => d.brands.map((brandId) => ({ documentId: documentIds[i]!, brandId })));
  await inBatches(docBrands, (part) => tx.insert(documentBrands).values(part));
  const docTags = docPlans.flatMap((d, i) => d.tags.map((samTagId) => ({ documentId: documentIds[i]!, samTagId })));
  await inBatches(docTags, (part) => tx.insert(documentSamTags).values(part));
  done("document_brands + document_sam_tags", docBrands.length + docTags.length);
}

async function seedEvents(s: Stage, owners: readonly Owner[], managerOf: ReadonlyMap<number, string>): Promise<void> {
  const { tx, scale, refs, done } = s;
  // --- events from a year before the anchor to two years after, registrations within the maximum
  const suppliers = suppliersOf(s, owners);
  const tradingPartners = [refs.sommer, ...owners.filter((o) => o.relation === "HP")];
  const eventPlans = Array.from({ length: scale.events }, (_, i) => {
    const r = rngFor("event", i);
    const organiser = r.chance(0.3) ? undefined : r.pick(suppliers);
    const kind = r.pick(W.EVENT_KINDS);
    const online = kind === "Online-Seminar";
    const city = organiser?.city ?? r.pick(W.CITIES);
    const dateFrom = new Date(LARGE_ANCHOR.getTime() + (-365 + Math.floor((i * 1095) / scale.events)) * DAY);
    const registration = r.chance(0.7);
    const maxParticipants = registration && r.chance(0.6) ? r.int(2, 20) * 10 : null;
    const options = r.sample(W.PROGRAM_OPTIONS, 3);
    return {
      row: {
        title: online ? `${kind}: ${r.pick(W.NEWS_GENERAL_TOPICS)}` : `${kind} ${city.city}`,
        abstract: r.pick(W.EVENT_TEXTS),
        text: r.sample(W.EVENT_TEXTS, 2).join(" "),
        location: online ? "Online" : `${organiser?.name ?? "Einkaufsverband"}, ${city.city}`,
        dateFrom,
        dateTo: new Date(dateFrom.getTime() + r.int(0, 2) * DAY + 9 * 60 * MINUTE),
        showOnHomepage: r.chance(0.3),
        registrationEnabled: registration,
        registrationEnd: registration && r.chance(0.1) ? new Date(dateFrom.getTime() - 14 * DAY) : null,
        maxParticipants,
        responsibleEmail: registration ? `veranstaltungen@${organiser?.domain ?? "einkaufsverband.example"}` : null,
        programOption1: registration ? options[0]! : null,
        programOption2: registration ? options[1]! : null,
        programOption3: registration ? options[2]! : null,
        ...STAMP,
      },
      // Every fifth event with registration has Möbelhaus Sommer among the registered companies.
      registrants: registration ? [...(i % 5 === 0 ? [refs.sommer] : []), ...r.sample(tradingPartners.slice(1), r.int(0, 6))] : [],
    };
  });
  const eventIds = await idsInBatches(eventPlans, (part) => tx.insert(calendarEvents).values(part.map((e) => e.row)).returning({ id: calendarEvents.id }));
  done("calendar_events", eventPlans.length);
  const registrations = eventPlans.flatMap((e, i) => {
    const r = rngFor("registration", i);
    let room = e.row.maxParticipants ?? Number.POSITIVE_INFINITY;
    return e.registrants.flatMap((company) => {
      const participants = r.int(1, 4);
      const cancelled = company !== refs.sommer && r.chance(0.1);
      if (!cancelled && participants > room) return [];
      if (!cancelled) room -= participants;
      return [
        {
          calendarEventId: eventIds[i]!,
          companyId: company.id,
          createdBy: managerOf.get(company.id) ?? null,
          status: cancelled ? ("cancelled" as const) : ("registered" as const),
          participants,
          singleRooms: r.int(0, 2),
          doubleRooms: r.int(0, 1),
          programOption1: r.chance(0.6),
          programOption2: r.chance(0.4),
          programOption3: r.chance(0.5),
          sleepover: r.pick(SLEEPOVER_OPTIONS),
          catering: r.chance(0.7),
          acceptance: true,
          ...STAMP,
        },
      ];
    });
  });
  await inBatches(registrations, (part) => tx.insert(calendarRegistrations).values(part));
  done("calendar_registrations", registrations.length);
}

/** The demo users' own lists: favorites, important and read news, notifications. */
async function seedDemoPreferences({ tx, scale, refs, done }: Stage, newsIds: readonly number[], brandList: readonly BrandRef[]): Promise<void> {
  const demo = [DEMO_USERS.haendler.id, DEMO_USERS.lieferant.id];
  const demoRows = await tx.select({ id: users.id, settings: users.portalSettings, favorites: users.favoriteBrands }).from(users).where(inArray(users.id, demo));
  const important = Array.from({ length: Math.min(scale.importantNews, newsIds.length) }, (_, i) => String(newsIds[Math.min(i * 7, newsIds.length - 1)]));
  // Every second important item stays unread, so the widgets and the bell have entries.
  const unread = new Set(important.filter((_, i) => i % 2 === 0));
  const read = newsIds.slice(0, scale.readNews).map(String).filter((id) => !unread.has(id));
  // Brands of other suppliers than Nordholz: a trading partner's favorites.
  const favorites = brandList.filter((b) => b.owner.id !== refs.nordholz.id).slice(0, scale.favoriteBrands).map((b) => b.id);
  for (const u of demoRows) {
    const settings: PortalSettings = {
      ...u.settings,
      importantNews: [...new Set([...u.settings.importantNews, ...important])],
      readNews: [...new Set([...u.settings.readNews, ...read])],
      // Documents of the three weeks before the anchor count as new in the notifications.
      notificationsSeenAt: new Date(LARGE_ANCHOR.getTime() - 21 * DAY).toISOString(),
    };
    const favoriteBrands = u.id === DEMO_USERS.haendler.id ? [...new Set([...u.favorites, ...favorites])] : u.favorites;
    await tx.update(users).set({ portalSettings: settings, favoriteBrands, updatedAt: LARGE_ANCHOR }).where(eq(users.id, u.id));
  }
  done("users (demo preferences)", demoRows.length);
}
