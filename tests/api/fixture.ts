/**
 * API test fixture: one fresh, migrated, demo-seeded database per test file, the Hono app over it
 * with a controllable clock, and small request helpers.
 *
 * Without DATABASE_URL: in-memory PGlite. Creating and migrating one costs ~3 s, so the first file
 * dumps a seeded template into the OS temp folder (keyed by a hash of migrations, seed and
 * PGlite version) and every file loads that (~0.6 s).
 * With DATABASE_URL: the same suites against PostgreSQL, each file in a database of its own,
 * cloned from a seeded template database (built once per key, like the PGlite template; migrating
 * and seeding a schema per file cost each file 2 s or more), dropped after.
 */
import { relativeLinksOf } from "../../server/api/mail/links";
import { createReadCache } from "../../server/api/cache/read-cache";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { createApi, type ApiDeps } from "../../server/api/app";
import { tokenPairSchema, type TokenPair } from "#contract/user";
import { dumpPglite, findMigrationsFolder, MEMORY, openDatabase, type Database } from "../../server/api/db/client";
import { DEMO_PASSWORD, seedDemo } from "../../server/api/seed/demo";
import { writeSeedFiles } from "../../server/api/seed/files";
import { createDiskStorage } from "../../server/api/files/storage";
import { onEnqueued } from "../../server/api/jobs/queue";
import { createJobWorker, type JobWorker } from "../../server/api/jobs/worker";
import type { OutgoingMail } from "../../server/api/mail/mailer";
import { checkAnswer } from "./answer-check";

export const TEST_JWT_SECRET = "test-secret-0123456789abcdef0123456789abcdef";
/** A Monday morning; the seeded suspension date and AGB acceptance lie before it. */
export const CLOCK_START = new Date("2026-03-02T08:00:00.000Z");

export interface TestClock {
  now(): Date;
  advance(seconds: number): void;
}

export function createClock(start = CLOCK_START): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
  };
}

export interface RequestOptions {
  json?: unknown;
  /** raw body, sent as application/json (for malformed-JSON tests) */
  rawJson?: string;
  /** raw body with the caller's content-type header (multipart uploads) */
  rawBody?: Uint8Array<ArrayBuffer>;
  /** a multipart form, sent as a browser sends it (boundary and content-length set) */
  form?: FormData;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  database: Database;
  /** PostgreSQL only: the database and schema this file's data lives in (to open a second connection to it) */
  databaseUrl?: string;
  databaseSchema?: string;
  /** mails the API sent (unless the file passed its own mailer); queued mails are sent before each answer returns */
  mails: OutgoingMail[];
  /**
   * The job queue's worker over this file's database and deps. Jobs queued by a request run before
   * its answer returns (as a worker would run them at once); a test runs later ones — after moving
   * the clock — with `jobs.drain()`, and planned schedules with `jobs.planSchedules()` first.
   */
  jobs: JobWorker;
  deps: ApiDeps;
  clock: TestClock;
  request(method: string, path: string, opts?: RequestOptions): Promise<Response>;
  /** POST /api/auth/login; expects success and returns the pair */
  login(email: string, password?: string, ip?: string): Promise<TokenPair>;
  /** POST /api/auth/refresh, raw response */
  refresh(refreshToken: string): Promise<Response>;
  /** A second app over the same database with other deps (e.g. trustForwardedFor off). */
  withDeps(overrides: Partial<ApiDeps>): TestApi;
}

export const DEFAULT_TEST_DEPS = {
  accessTokenTtl: 900,
  refreshTokenTtl: 7 * 24 * 3600,
  refreshGraceSeconds: 10,
  loginRateLimit: { max: 10, windowSeconds: 900 },
  trustForwardedFor: true,
} satisfies Partial<ApiDeps>;

function buildTestApi(database: Database, deps: ApiDeps, clock: TestClock, mails: OutgoingMail[]): TestApi {
  const api = createApi(deps);
  const jobs = createJobWorker(deps);
  let queued = false;
  onEnqueued(database, () => (queued = true));
  /** Runs what the request queued (mails), unless nothing was: most requests cost no query more. */
  const runQueued = async () => {
    if (!queued) return;
    queued = false;
    await jobs.drain();
  };
  const request: TestApi["request"] = (method, urlPath, opts = {}) => {
    if (opts.form) {
      const { form, ...rest } = opts;
      return multipartOf(form).then(({ contentType, body }) =>
        request(method, urlPath, { ...rest, headers: { ...rest.headers, "content-type": contentType, "content-length": String(body.length) }, rawBody: body }),
      );
    }
    const headers = new Headers(opts.headers);
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (opts.json !== undefined || opts.rawJson !== undefined) {
      headers.set("content-type", "application/json");
      body = opts.rawJson ?? JSON.stringify(opts.json);
    } else if (opts.rawBody) body = opts.rawBody;
    if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
    headers.set("x-forwarded-for", opts.ip ?? "192.0.2.10");
    if (!headers.has("user-agent")) headers.set("user-agent", "vitest");
    const answer = Promise.resolve(api.fetch(new Request(`http://internal${urlPath}`, { method, headers, body })));
    // Every answer is checked against the API's OpenAPI description (issue 26): one that does not match fails the test.
    return answer.then(async (res) => {
      await runQueued();
      await checkAnswer(method, urlPath, res);
      return res;
    });
  };
  const testApi: TestApi = {
    database,
    mails,
    jobs,
    deps,
    clock,
    request,
    async login(email, password = DEMO_PASSWORD, ip) {
      const res = await request("POST", "/api/auth/login", { json: { email, password }, ip });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
      return tokenPairSchema.parse(((await res.json()) as { data: unknown }).data);
    },
    refresh: (refreshToken) => request("POST", "/api/auth/refresh", { json: { refresh_token: refreshToken } }),
    withDeps: (overrides) => buildTestApi(database, { ...deps, ...overrides }, clock, mails),
  };
  return testApi;
}

// ---------------------------------------------------------------------------------------------
// Database per file

interface OpenedDatabase {
  database: Database;
  /** PostgreSQL only: the database and schema this file's data lives in */
  url?: string;
  schema?: string;
  dispose(): Promise<void>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** Hash of everything that shapes the seeded template; a change makes a new template. */
function templateKey(): string {
  const hash = createHash("sha256");
  const apiDir = fileURLToPath(new URL("../../server/api/", import.meta.url));
  const inputs = [
    ...filesUnder(findMigrationsFolder()),
    // every seed module (server/api/seed/)
    ...filesUnder(path.join(apiDir, "seed")),
    path.join(apiDir, "contract/permissions.ts"),
    // the seeds fill files.content_text with it (issue 30)
    path.join(apiDir, "files/extract-text.ts"),
    fileURLToPath(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url)),
  ];
  for (const file of inputs) hash.update(file).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `partnerportal-api-template-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openDatabase({ dataDir: MEMORY });
  try {
    await seedDemo(fresh.db, undefined, CLOCK_START);
    const dump = await dumpPglite(fresh);
    // Write-then-rename: parallel workers never read a half-written template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await fresh.close();
  }
}

/** The schema the suites' data lives in on PostgreSQL (in each file's own database). */
const PG_SCHEMA = "api_test";

const databaseUrlOf = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The seeded template database for this key, built by whichever file comes first: in a database of
 * its own name, renamed into place once complete, so that a file never clones a half-seeded one.
 * Templates of other keys (older migrations or seeds) are dropped when a new one is built.
 */
async function buildPgTemplate(url: string): Promise<string> {
  const name = `api_template_${templateKey()}`;
  const exists = await withAdmin(url, async (admin) => (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1);
  if (exists) return name;
  const building = `${name}_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE "${building}"`));
  const fresh = await openDatabase({ dataDir: MEMORY, databaseUrl: databaseUrlOf(url, building), schema: PG_SCHEMA });
  try {
    await seedDemo(fresh.db, undefined, CLOCK_START);
  } finally {
    await fresh.close();
  }
  await withAdmin(url, async (admin) => {
    try {
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch {
      // Another file built it meanwhile: theirs is as good.
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
    }
    const stale = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'api\\_template\\_%' and datname not like $1", [`${name}%`]);
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  });
  return name;
}

let pgTemplate: Promise<string> | undefined;

/** A database of this file's own, a copy of the template (a file copy in PostgreSQL: well under a second). */
async function clonePgTemplate(url: string): Promise<string> {
  const database = `api_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  for (let attempt = 0; ; attempt++) {
    pgTemplate ??= buildPgTemplate(url);
    const template = await pgTemplate;
    try {
      await withAdmin(url, (admin) => admin.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`));
      return database;
    } catch (error) {
      // A run of other migrations dropped this key's template meanwhile: build it again, once.
      if (attempt > 0 || !/does not exist/.test(String(error))) throw error;
      pgTemplate = undefined;
    }
  }
}

async function openTestDatabase(): Promise<OpenedDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const database = await openDatabase({ dataDir: MEMORY, pgliteTemplate: await pgliteTemplate() });
    return { database, dispose: () => database.close() };
  }
  const name = await clonePgTemplate(databaseUrl);
  const url = databaseUrlOf(databaseUrl, name);
  const database = await openDatabase({ dataDir: MEMORY, databaseUrl: url, schema: PG_SCHEMA });
  return {
    database,
    url,
    schema: PG_SCHEMA,
    async dispose() {
      await database.close();
      await withAdmin(databaseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/**
 * Registers beforeAll/afterAll for the calling test file and returns the fixture, filled in once
 * beforeAll has run. `overrides` tune TTLs, grace and rate limits for the file's scenarios.
 */
/**
 * Queries that overlapped on one PostgreSQL connection (a Promise.all on a transaction's handle):
 * pg 8 only warns, once per process; pg 9 refuses them. Each file's end checks that none did.
 */
const overlappingQueries: string[] = [];
const relativeMailLinks: string[] = [];
process.on("warning", (warning) => {
  if (warning.name === "DeprecationWarning" && warning.message.includes("already executing a query")) overlappingQueries.push(warning.message);
});

export function useTestApi(overrides: Partial<Omit<ApiDeps, "db" | "now">> = {}): TestApi {
  const holder = {} as TestApi;
  let opened: OpenedDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
    const clock = createClock();
    const mails: OutgoingMail[] = [];
    // Each file gets its own upload folder, holding only the seeded demo files.
    const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "partnerportal-files-")));
    await writeSeedFiles(storage);
    const deps: ApiDeps = {
      ...DEFAULT_TEST_DEPS,
      mailer: {
        send: async (message) => {
          // Every link of every mail is absolute (decision 0960); each file's end checks it.
          for (const link of relativeLinksOf(message)) relativeMailLinks.push(`${message.subject}: ${link}`);
          mails.push(message);
        },
      },
      // as a host without PUBLIC_URL (decision 0960)
      linkOrigins: ["http://localhost:3000"],
      loopbackLinks: true,
      jwtSecret: TEST_JWT_SECRET,
      storage,
      // The contract suite runs with the hosts' read cache: a write must be visible on the next read.
      readCache: createReadCache({ now: () => clock.now().getTime() }),
      ...overrides,
      db: opened.database,
      now: clock.now,
    };
    Object.assign(holder, buildTestApi(opened.database, deps, clock, mails), { databaseUrl: opened.url, databaseSchema: opened.schema });
    // The first files after a seed or migration change build the template; on a loaded machine that takes minutes.
  }, 240_000);
  afterAll(async () => {
    await opened?.dispose();
    expect(overlappingQueries.splice(0), "queries overlapped on one database connection").toEqual([]);
    expect(relativeMailLinks.splice(0), "links in mails that are not absolute").toEqual([]);
  });
  return holder;
}

/** Parses `{data}` of a response. */
/** A form encoded as a browser's multipart body: its content-type (with the boundary) and bytes. */
export async function multipartOf(form: FormData): Promise<{ contentType: string; body: Uint8Array<ArrayBuffer> }> {
  const request = new Request("http://internal/upload", { method: "POST", body: form });
  return { contentType: request.headers.get("content-type")!, body: new Uint8Array(await request.arrayBuffer()) };
}

export async function dataOf<T = unknown>(res: Response): Promise<T> {
  const body = (await res.json()) as { data: T };
  return body.data;
}

/** The error code of an error envelope. */
export async function errorCodeOf(res: Response): Promise<string | undefined> {
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code;
}

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

async function tableNames(db: Database["db"], exclude: readonly string[]): Promise<string[]> {
  return rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`),
  )
    .map((r) => r.table_name)
    .filter((name) => !exclude.includes(name) && !name.startsWith("__"));
}

async function hashTables(db: Database["db"], tables: readonly string[]): Promise<Map<string, string>> {
  if (tables.length === 0) return new Map();
  const parts = tables.map((name) => `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`);
  const hashes = rowsOf<{ name: string; hash: string }>(await db.execute(sql.raw(parts.join(" union all "))));
  return new Map(hashes.map((r) => [r.name, r.hash]));
}

/** One md5 per table of the current schema (but `exclude`), so a change can be named. */
export async function tableDigests(db: Database["db"], exclude: readonly string[] = []): Promise<Map<string, string>> {
  return hashTables(db, await tableNames(db, exclude));
}

/**
 * The same digests for a fuzzer that asks after every request: a statement trigger on each table
 * notes that a statement ran there, and only those tables are hashed again (hashing all of them
 * took 13–19 ms, most of a fuzz run). The comparison is still of the rows' md5, as above.
 */
export async function trackTableDigests(db: Database["db"], exclude: readonly string[] = []): Promise<() => Promise<Map<string, string>>> {
  const tables = await tableNames(db, exclude);
  await db.execute(sql.raw(`create table if not exists "__touched" (name text primary key)`));
  await db.execute(
    sql.raw(`create or replace function "__touch"() returns trigger language plpgsql as $$ begin insert into "__touched" values (TG_TABLE_NAME) on conflict do nothing; return null; end $$`),
  );
  for (const name of tables) {
    await db.execute(sql.raw(`create or replace trigger "__touch" after insert or update or delete or truncate on "${name}" for each statement execute function "__touch"()`));
  }
  await db.execute(sql.raw(`delete from "__touched"`));
  let digests = await hashTables(db, tables);
  return async () => {
    const touched = rowsOf<{ name: string }>(await db.execute(sql.raw(`delete from "__touched" returning name`))).map((r) => r.name);
    digests = new Map([...digests, ...(await hashTables(db, touched.filter((name) => tables.includes(name))))]);
    return new Map(digests);
  };
}
