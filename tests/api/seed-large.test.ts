/**
 * `npm run seed:large` (issue 10), at 1/100 of its size on the demo-seeded test database: it adds
 * what its scale says, a second run changes nothing, the demo users get long lists, generated
 * accounts and files work, and the company scope still holds.
 */
import { count, eq, inArray, like, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { brands, calendarEvents, calendarRegistrations, companies, contacts, documents, files, news, users } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from "../../server/api/seed/demo";
import { scaleLarge, seedLarge, type SeedLargeResult } from "../../server/api/seed/large";
import { dataOf, errorCodeOf, tableDigests, useTestApi } from "./fixture";

const t = useTestApi();
const scale = scaleLarge(1 / 100);
const TABLES = { companies, users, contacts, brands, news, documents, files, calendarEvents, calendarRegistrations } as const;
type Counts = Record<keyof typeof TABLES, number>;

async function counts(): Promise<Counts> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await t.database.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Counts;
}

describe("seed:large", () => {
  let before: Counts;
  let first: SeedLargeResult;
  let hp: string;

  beforeAll(async () => {
    before = await counts();
    first = await seedLarge(t.database.db, t.deps.storage, { scale });
    hp = (await t.login(DEMO_USERS.haendler.email)).access_token;
  }, 60_000);

  it("adds what the scale says, on top of the demo data", async () => {
    expect(first).toMatchObject({ seeded: true, demoSeeded: false });
    const after = await counts();
    const added = (name: keyof Counts) => after[name] - before[name];
    expect(added("companies")).toBe(scale.companies);
    expect(added("users")).toBe(scale.users + 2 * scale.demoUsers);
    expect(added("contacts")).toBe(scale.contacts + 2 * scale.demoContacts);
    expect(added("brands")).toBe(scale.brands);
    expect(added("news")).toBe(scale.news);
    expect(added("documents")).toBe(scale.documents);
    expect(added("files")).toBe(scale.documents);
    expect(added("calendarEvents")).toBe(scale.events);
    expect(added("calendarRegistrations")).toBeGreaterThan(0);
    const relations = await t.database.db.selectDistinct({ relation: companies.relation }).from(companies);
    // every partner relation, and the demo data's association (VB)
    expect(relations.map((r) => r.relation).sort()).toEqual(["HP", "LF", "RP", "VB"]);
  });

  it("a second run changes nothing", async () => {
    const digests = await tableDigests(t.database.db);
    const again = await seedLarge(t.database.db, t.deps.storage, { scale });
    expect(again).toEqual({ seeded: false, demoSeeded: false, rows: {} });
    expect(await tableDigests(t.database.db)).toEqual(digests);
  });

  it("gives the HP demo user long lists, favorites, unread important news and new documents", async () => {
    const get = async <T>(path: string) => {
      const res = await t.request("GET", path, { token: hp });
      expect(res.status, path).toBe(200);
      return dataOf<T>(res);
    };
    const newsList = await get<{ total: number }>("/api/extranet/news?limit=5");
    // the large set's drafts, news taken down and news for suppliers or EVA readers only are not theirs (decision 0954)
    expect(newsList.total).toBeGreaterThan(scale.news * 0.8);
    expect(newsList.total).toBeLessThan(scale.news);
    const ownContacts = await get<{ id: number }[]>("/api/items/contact");
    expect(ownContacts.length).toBeGreaterThan(scale.demoContacts);
    const board = await get<Record<string, unknown[]>>("/api/extranet/dashboard?widgets=importantNews,favoriteBrands,documents,events");
    expect(board.importantNews?.length).toBeGreaterThan(0);
    // the large seed adds its favorites to the ones haendler@ has in the demo data
    const me = await get<{ favorite_brands: number[] }>("/api/extranet/users/me");
    expect(me.favorite_brands.length).toBeGreaterThanOrEqual(scale.favoriteBrands);
    expect(board.favoriteBrands?.length).toBe(Math.min(5, me.favorite_brands.length));
    const bell = await get<{ important_news: unknown[]; documents: unknown[] }>("/api/extranet/notifications");
    expect(bell.important_news.length).toBeGreaterThan(0);
    expect(bell.documents.length).toBeGreaterThan(0);
  });

  it("generated accounts sign in with the demo password, and generated documents' files are served", async () => {
    const generated = (await t.database.db.select({ email: users.email, status: users.status, agb: users.acceptedAgb }).from(users).where(eq(users.companyId, DEMO_COMPANIES.sommer.id)))
      .filter((u) => u.email.endsWith("@moebelhaus-sommer.example") && u.status === "active" && u.agb);
    expect(generated.length).toBeGreaterThan(0);
    await t.login(generated[0]!.email, DEMO_PASSWORD);

    const [doc] = await t.database.db.select({ fileId: documents.fileId }).from(documents).where(eq(documents.documentClass, "EKA")).orderBy(documents.id).offset(20).limit(1);
    const res = await t.request("GET", `/api/assets/${doc!.fileId}`, { token: hp });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("fills every generated document's file text from its shared PDF (issue 30)", async () => {
    const rows = await t.database.db
      .selectDistinct({ disk: files.filenameDisk, text: files.contentText })
      .from(files)
      .innerJoin(documents, eq(documents.fileId, files.id))
      .where(like(files.filenameDisk, "seed-large-%"));
    expect(rows.length).toBeGreaterThan(5);
    // one text per shared PDF, its title first
    expect(new Set(rows.map((r) => r.disk)).size).toBe(rows.length);
    for (const row of rows) expect(row.text).toMatch(/^\S.*\nEinkaufsverband Partnerportal\nBeispieldokument aus dem grossen Datensatz\nNur fuer Last- und Leistungstests$/);
  });

  it("the HP demo user still cannot read another company's contacts", async () => {
    const otherCompanies = (await t.database.db.select({ id: companies.id }).from(companies).where(ne(companies.id, DEMO_COMPANIES.sommer.id))).map((c) => c.id);
    const foreign = await t.database.db.select({ id: contacts.id }).from(contacts).where(inArray(contacts.companyId, otherCompanies)).orderBy(contacts.id);
    expect(foreign.length).toBeGreaterThan(scale.contacts);
    const listed = new Set((await dataOf<{ id: number }[]>(await t.request("GET", "/api/items/contact", { token: hp }))).map((c) => c.id));
    expect(foreign.some((c) => listed.has(c.id))).toBe(false);
    for (const { id } of [foreign[0]!, foreign[foreign.length - 1]!]) {
      const res = await t.request("GET", `/api/items/contact/${id}`, { token: hp });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
  });
});
