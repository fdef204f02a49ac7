/**
 * Demo data for a fresh installation (SEED_DEMO): companies and accounts of a furniture and
 * kitchen purchasing association, one per role the portal distinguishes. Runs only on an empty
 * companies table. Every demo account signs in with DEMO_PASSWORD.
 */
import { count, sql } from "drizzle-orm";
import { GRANTABLE_PERMISSIONS, type PagePermission } from "../contract/permissions";
import { hashPassword } from "../auth/passwords";
import type { FileStorage } from "../files/storage";
import type { Db } from "../db/client";
import { seedMasterdata } from "./masterdata";
import { seedContent } from "./content";
import { writeSeedFiles } from "./files";
import {
  companies,
  permissionClusterMembers,
  permissionClusterPermissions,
  permissionClusters,
  userPermissions,
  users,
  userSubUsers,
} from "../db/schema";
import { seedAccounts } from "./accounts";
import { seedSupplier } from "./supplier";
import { seedReview } from "./review";
import { seedSupportAccounts } from "./support";
import { seedStaff } from "./staff";
import { seedZr } from "./zr";
import { seedInstructions } from "./instructions";
import { seedWebsite } from "./website";
import { seedWebsiteCompany } from "./website-company";
import { seedAwards } from "./awards";
import { seedCareer } from "./career";
import { seedPageBuilder } from "./page-builder";
import { seedAltTexts } from "./alt-texts";
import { DEMO_NUMBER_BASE, customerNumberOf } from "./customer-numbers";

export const DEMO_PASSWORD = "Demo2026!";

/** Company ids are identities; on an empty table they come out in this order. */
export const DEMO_COMPANIES = {
  sommer: { id: 1, name: "Möbelhaus Sommer GmbH & Co. KG", relation: "HP", street: "Herforder Straße 212", zip: "33609", city: "Bielefeld", phone: "+49 521 98765-0", email: "info@moebelhaus-sommer.example", website: "https://www.moebelhaus-sommer.example" },
  brandt: { id: 2, name: "Wohnstudio Brandt e. K.", relation: "HP", street: "Ludgeristraße 41", zip: "48143", city: "Münster", phone: "+49 251 414 22-0", email: "kontakt@wohnstudio-brandt.example", website: "https://www.wohnstudio-brandt.example" },
  nordholz: { id: 3, name: "Nordholz Küchenmöbel GmbH", relation: "LF", street: "Industriestraße 18", zip: "32584", city: "Löhne", phone: "+49 5732 1040-0", email: "vertrieb@nordholz-kuechen.example", website: "https://www.nordholz-kuechen.example" },
  lichtwerk: { id: 4, name: "Lichtwerk Ems Leuchten GmbH", relation: "RP", street: "Am Hafen 7", zip: "48431", city: "Rheine", phone: "+49 5971 80 33-0", email: "service@lichtwerk-ems.example", website: "https://www.lichtwerk-ems.example" },
  hanse: { id: 5, name: "Wohnwelt Hanse Verbund GmbH", relation: "HP", street: "Wandsbeker Chaussee 88", zip: "22089", city: "Hamburg", phone: "+49 40 689 77-0", email: "zentrale@wohnwelt-hanse.example", website: "https://www.wohnwelt-hanse.example" },
  hanseLuebeck: { id: 6, name: "Wohnwelt Hanse Lübeck GmbH", relation: "HP", street: "Schwartauer Allee 125", zip: "23554", city: "Lübeck", phone: "+49 451 479 12-0", email: "luebeck@wohnwelt-hanse.example", website: "https://www.wohnwelt-hanse.example/luebeck" },
  hanseKiel: { id: 7, name: "Wohnwelt Hanse Kiel GmbH", relation: "HP", street: "Alte Lübecker Chaussee 25", zip: "24113", city: "Kiel", phone: "+49 431 640 58-0", email: "kiel@wohnwelt-hanse.example", website: "https://www.wohnwelt-hanse.example/kiel" },
  // requires two-factor sign-in of all its accounts; neither has set it up yet (decision 0551)
  albrecht: { id: 8, name: "Polstermöbel Albrecht", relation: "HP", street: "Vahrenwalder Straße 156", zip: "30165", city: "Hannover", phone: "+49 511 35 27 14-0", email: "info@polstermoebel-albrecht.example", website: "https://www.polstermoebel-albrecht.example", tfaRequired: true },
  // the reports' demo company (decision 0566): a trading partner with two years of settlement data
  brandtKassel: { id: 9, name: "Wohnstudio Brandt GmbH", relation: "HP", street: "Wilhelmshöher Allee 164", zip: "34119", city: "Kassel", phone: "+49 561 739 48-0", email: "info@wohnstudio-brandt-kassel.example", website: "https://www.wohnstudio-brandt-kassel.example" },
} as const;
type CompanyKey = keyof typeof DEMO_COMPANIES;

interface DemoUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  company: CompanyKey;
  permissions: readonly PagePermission[];
  accountType?: "multiuser";
  acceptedAgb?: null;
  suspended?: boolean;
}

const ALL_HP = GRANTABLE_PERMISSIONS.HP;
const ALL_LF = GRANTABLE_PERMISSIONS.LF;

/** Fixed ids so e2e tests and bug reports can name accounts. */
export const DEMO_USERS = {
  haendler: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b01", email: "haendler@example.com", firstName: "Katrin", lastName: "Sommer", company: "sommer", permissions: ALL_HP },
  leser: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b02", email: "leser@example.com", firstName: "Jonas", lastName: "Albers", company: "sommer", permissions: ["NEWS", "CALENDAR"] },
  neu: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b03", email: "neu@example.com", firstName: "Lea", lastName: "Brandt", company: "brandt", permissions: ALL_HP, acceptedAgb: null },
  gesperrt: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b04", email: "gesperrt@example.com", firstName: "Peter", lastName: "Wolff", company: "brandt", permissions: ["NEWS", "CALENDAR"], suspended: true },
  lieferant: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b05", email: "lieferant@example.com", firstName: "Michael", lastName: "Kröger", company: "nordholz", permissions: ALL_LF },
  innendienst: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b06", email: "innendienst@example.com", firstName: "Sandra", lastName: "Vogt", company: "nordholz", permissions: ["NEWS", "CALENDAR", "ZRCLIENT", "UPLOAD"] },
  rp: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b07", email: "rp@example.com", firstName: "Frank", lastName: "Heitmann", company: "lichtwerk", permissions: ["NEWS", "CALENDAR", "ZRCLIENT", "STATISTIC", "EVA"] },
  verbund: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b08", email: "verbund@example.com", firstName: "Birgit", lastName: "Hansen", company: "hanse", permissions: [], accountType: "multiuser" },
  luebeck: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b09", email: "luebeck@example.com", firstName: "Ole", lastName: "Petersen", company: "hanseLuebeck", permissions: ALL_HP },
  kiel: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b10", email: "kiel@example.com", firstName: "Anke", lastName: "Jensen", company: "hanseKiel", permissions: ALL_HP },
  gruppe: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b11", email: "gruppe@example.com", firstName: "Rainer", lastName: "Nordholz", company: "nordholz", permissions: [], accountType: "multiuser" },
  // Polstermöbel Albrecht requires two-factor: both are led to set it up after the password.
  albrecht: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b12", email: "albrecht@example.com", firstName: "Henrik", lastName: "Albrecht", company: "albrecht", permissions: ALL_HP },
  pohl: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b13", email: "pohl@example.com", firstName: "Svenja", lastName: "Pohl", company: "albrecht", permissions: ["NEWS", "CALENDAR", "BRAND"] },
  // Of the report permissions only IVO (the purchase volume), or only STATISTIC without ZRCLIENT (decision 0566).
  ivo: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a5661", email: "ivo@example.com", firstName: "Tobias", lastName: "Brandt", company: "brandtKassel", permissions: ["NEWS", "CALENDAR", "IVO"] },
  statistik: { id: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a5662", email: "statistik@example.com", firstName: "Miriam", lastName: "Hofmann", company: "brandtKassel", permissions: ["NEWS", "CALENDAR", "STATISTIC"] },
} as const satisfies Record<string, DemoUser>;

/** verbund@ switches into two branch accounts, gruppe@ (a supplier) into two of its own. */
const SUB_USERS: readonly [keyof typeof DEMO_USERS, keyof typeof DEMO_USERS][] = [
  ["verbund", "luebeck"],
  ["verbund", "kiel"],
  // a supplier's management account switches into its sales and back-office accounts
  ["gruppe", "lieferant"],
  ["gruppe", "innendienst"],
];

/** Selective-distribution clusters of the supplier; two are editable in Permission-Cluster-Management. */
const CLUSTERS = [
  { name: "Außendienst Küche", editable: true, permissions: ["NEWS", "CALENDAR", "ZRCLIENT", "STATISTIC", "SALESREPORT"], members: ["lieferant"] },
  { name: "Innendienst Auftragsabwicklung", editable: true, permissions: ["NEWS", "CALENDAR", "ZRCLIENT", "UPLOAD"], members: ["innendienst"] },
  { name: "Geschäftsleitung", editable: false, permissions: ALL_LF, members: ["lieferant"] },
] as const satisfies readonly {
  name: string;
  editable: boolean;
  permissions: readonly PagePermission[];
  members: readonly (keyof typeof DEMO_USERS)[];
}[];

const AGB_ACCEPTED_AT = new Date("2025-01-15T08:30:00.000Z");
const SUSPENDED_SINCE = new Date("2025-06-30T22:00:00.000Z");

/**
 * Seeds the demo data into an empty database. Returns false (and does nothing) otherwise.
 * With `storage`, the demo documents' files are written there too (tests write them themselves).
 */
export async function seedDemo(db: Db, storage?: FileStorage, now: Date = new Date()): Promise<boolean> {
  // argon2id is deliberately slow: hash the shared demo password once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const seeded = await db.transaction(async (tx) => {
    // Serialises concurrent first starts of several instances; released at commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partnerportal.seed'))`);
    const [existing] = await tx.select({ n: count() }).from(companies);
    if ((existing?.n ?? 0) > 0) return false;

    const companyIds = {} as Record<CompanyKey, number>;
    for (const [key, { id: expectedId, ...company }] of Object.entries(DEMO_COMPANIES) as [CompanyKey, (typeof DEMO_COMPANIES)[CompanyKey]][]) {
      const [row] = await tx.insert(companies).values({ ...company, customerNumber: customerNumberOf(company.relation, DEMO_NUMBER_BASE, expectedId) }).returning({ id: companies.id });
      if (row?.id !== expectedId) throw new Error(`demo company ${key} got id ${row?.id}, expected ${expectedId}`);
      companyIds[key] = row.id;
    }

    const demoUsers: readonly DemoUser[] = Object.values(DEMO_USERS);
    await tx.insert(users).values(
      demoUsers.map((u) => ({
        id: u.id,
        email: u.email,
        passwordHash,
        firstName: u.firstName,
        lastName: u.lastName,
        companyId: companyIds[u.company],
        accountType: u.accountType ?? null,
        status: u.suspended ? ("suspended" as const) : ("active" as const),
        endDate: u.suspended ? SUSPENDED_SINCE : null,
        acceptedAgb: u.acceptedAgb === null ? null : AGB_ACCEPTED_AT,
      })),
    );
    const grants = demoUsers.flatMap((u) => u.permissions.map((identifier) => ({ userId: u.id, identifier })));
    await tx.insert(userPermissions).values(grants);
    await tx
      .insert(userSubUsers)
      .values(SUB_USERS.map(([parent, child]) => ({ parentUserId: DEMO_USERS[parent].id, childUserId: DEMO_USERS[child].id })));

    for (const cluster of CLUSTERS) {
      const [row] = await tx
        .insert(permissionClusters)
        .values({ name: cluster.name, companyId: companyIds.nordholz, editable: cluster.editable })
        .returning({ id: permissionClusters.id });
      const clusterId = row!.id;
      await tx
        .insert(permissionClusterPermissions)
        .values(cluster.permissions.map((identifier) => ({ clusterId, identifier })));
      await tx
        .insert(permissionClusterMembers)
        .values(cluster.members.map((member) => ({ clusterId, userId: DEMO_USERS[member].id })));
    }
    await seedAccounts(tx, passwordHash, companyIds.sommer);
    await seedMasterdata(tx, companyIds);
    await seedContent(tx, now);
    await seedSupplier(tx, companyIds);
    await seedWebsite(tx, companyIds);
    await seedWebsiteCompany(tx, companyIds);
    await seedCareer(tx, companyIds);
    await seedPageBuilder(tx, companyIds);
    await seedAltTexts(tx);
    await seedStaff(tx, passwordHash, AGB_ACCEPTED_AT);
    await seedSupportAccounts(tx, passwordHash, companyIds.brandtKassel, AGB_ACCEPTED_AT);
    await seedReview(tx, now, { companyId: companyIds.nordholz, userId: DEMO_USERS.lieferant.id });
    await seedZr(tx, companyIds, now);
    await seedInstructions(tx);
    await seedAwards(tx, companyIds, now);
    return true;
  });
  if (seeded && storage) await writeSeedFiles(storage);
  return seeded;
}
