/**
 * Opens the API's database — embedded PGlite under DATA_DIR, or PostgreSQL when a URL is given —
 * and applies the drizzle-kit migrations before anything else touches it.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgSession } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle instance; both drivers fit this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer (health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections (open, idle) and the clients waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** Told of each statement's time and each wait for a pooled connection (the host's metrics, decision 0961). */
export interface DatabaseObserver {
  query(seconds: number): void;
  poolWait(seconds: number): void;
}

export interface OpenDatabaseOptions {
  /** DATA_DIR; PGlite lives in `<dataDir>/pglite`. "memory://" keeps PGlite in memory (tests). */
  dataDir: string;
  /** postgres:// URL; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL only: work inside this schema (created if missing) — each test file gets its own. */
  schema?: string;
  /** In-memory PGlite only: start from a data-dir dump (see dumpPglite) instead of an empty cluster. */
  pgliteTemplate?: Blob;
  /** PostgreSQL only: timings of statements and pool waits */
  observer?: DatabaseObserver;
}

export const MEMORY = "memory://";

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.schema, opts.observer) : openPglite(opts.dataDir, opts.pgliteTemplate);
}

/**
 * Where the SQL migrations are, tried in order:
 * 1. `./migrations` beside this module: the source tree under tsx/vitest, and the esbuild bundle
 *    (server-build/*.js), since scripts/build-server.mjs copies them to server-build/migrations;
 * 2. `../server/api/db/migrations` from the bundle, for a bundle built without that copy;
 * 3. `server/api/db/migrations` under the working directory.
 */
export function findMigrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL("./migrations", import.meta.url)),
    fileURLToPath(new URL("../server/api/db/migrations", import.meta.url)),
    path.resolve(process.cwd(), "server/api/db/migrations"),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Database migrations not found; looked in:\n  ${candidates.join("\n  ")}`);
  return found;
}

/**
 * Applies pending migrations. With a target schema, drizzle-kit's explicit "public". qualifiers
 * (foreign keys) are rewritten so the whole set lands in that schema.
 */
async function applyMigrations(db: Db, targetSchema?: string): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  let migrations: MigrationMeta[] = readMigrationFiles({ migrationsFolder });
  if (targetSchema) {
    const qualified = `"${targetSchema}".`;
    migrations = migrations.map((m) => ({ ...m, sql: m.sql.map((s) => s.replaceAll('"public".', qualified)) }));
  }
  // The drizzle migrators do exactly this after reading the folder; the session type is schema-agnostic.
  await new PgDialect().migrate(migrations, db._.session as unknown as PgSession, {
    migrationsFolder,
    migrationsSchema: targetSchema ?? "drizzle",
  });
}

// ---------------------------------------------------------------------------------------------
// PGlite

/**
 * One PGlite per data folder and process (PGlite cannot share a folder): opening the same folder
 * again — e.g. after a dev-mode re-import of this module — reuses the open handle, which is
 * closed when its last user closes it.
 */
const PGLITE_KEY = Symbol.for("partnerportal.pglite");
type PgliteRegistry = Map<string, { client: Promise<PGlite>; users: number }>;
const globals = globalThis as Record<symbol, unknown>;
const registry = (globals[PGLITE_KEY] ??= new Map()) as PgliteRegistry;

/**
 * PostgreSQL's default of 128 MB shared buffers lives inside PGlite's WASM memory, which never
 * shrinks: on the large data set it was most of the gap to the memory goal of issue 10. With the read
 * cache in front, 32 MB holds the hot pages; the rest comes from the OS page cache (decision 0519).
 */
const PGLITE_SHARED_BUFFERS = "32MB";

/** Extensions the migrations create (pg_trgm for the full search's typo tolerance, decisions 0561, 0567). */
const PGLITE_EXTENSIONS = { pg_trgm };

/** Opens a data folder with PGLITE_SHARED_BUFFERS; the setting needs a restart, so a folder without it is reopened once. */
async function openPgliteFolder(dir: string): Promise<PGlite> {
  const client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  const { rows } = await client.query<{ shared_buffers: string }>("show shared_buffers");
  if (rows[0]?.shared_buffers === PGLITE_SHARED_BUFFERS) return client;
  await client.exec(`ALTER SYSTEM SET shared_buffers = '${PGLITE_SHARED_BUFFERS}'`);
  await client.close();
  return PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  let client: PGlite;
  let release: () => Promise<void>;

  if (dataDir === MEMORY) {
    // Always fresh: tests want isolation, nothing to share.
    client = await PGlite.create({ loadDataDir: template, extensions: PGLITE_EXTENSIONS });
    release = () => client.close();
  } else {
    const dir = path.resolve(dataDir, "pglite");
    let entry = registry.get(dir);
    if (!entry) {
      mkdirSync(dir, { recursive: true });
      entry = { client: openPgliteFolder(dir), users: 0 };
      registry.set(dir, entry);
      entry.client.catch(() => registry.delete(dir));
    }
    const shared = entry;
    shared.users += 1;
    client = await shared.client;
    let released = false;
    release = async () => {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      registry.delete(dir);
      await client.close();
    };
  }

  const db: Db = drizzlePglite({ client, schema });
  try {
    await applyMigrations(db);
  } catch (error) {
    await release();
    throw error;
  }
  const database: Database = {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: release,
  };
  pgliteClients.set(database, client);
  return database;
}

const pgliteClients = new WeakMap<Database, PGlite>();

/** Tarball of a PGlite database's data folder — a template for `pgliteTemplate` (tests). */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = pgliteClients.get(database);
  if (!client) throw new Error("dumpPglite: not a PGlite database");
  return client.dumpDataDir("none");
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

async function openPostgres(databaseUrl: string, targetSchema?: string, observer?: DatabaseObserver): Promise<Database> {
  if (targetSchema && !/^[a-z_][a-z0-9_]*$/.test(targetSchema)) {
    throw new Error(`Invalid schema name: ${targetSchema}`);
  }
  const connection = {
    connectionString: databaseUrl,
    // Every pooled connection resolves unqualified names in the target schema.
    ...(targetSchema ? { options: `-c search_path=${targetSchema}` } : {}),
  };

  await migratePostgres(connection, targetSchema);

  // A request waits at most 5 s for a connection when the server is away, then answers 503.
  const pool = new pg.Pool({ ...connection, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server dropped (restart, failover) is an 'error' event; unhandled it
  // would end the process. pg discards that client, and the next query connects anew.
  pool.on("error", () => {});
  // The same for a connection that is checked out (a transaction between two statements): the pool
  // listens only to idle ones, and PostgreSQL ending it ("terminating connection due to
  // administrator command", a restart) ended the process. Its next statement fails instead, as
  // unavailable (503), and the pool drops it on release (decision 0970).
  pool.on("connect", (client) => client.on("error", () => {}));
  if (observer) observePool(pool, observer);
  const db: Db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

const OBSERVED = Symbol("partnerportal.observed");
const secondsSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/**
 * Times every wait for a connection (`pool.connect`, which `pool.query` uses too) and every
 * statement on a pooled connection: each client the pool hands out gets its `query` wrapped once.
 * Only the callback and promise forms are timed; a submittable (cursor) passes untouched.
 */
function observePool(pool: pg.Pool, observer: DatabaseObserver): void {
  const connect = pool.connect.bind(pool) as (callback?: (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => Promise<pg.PoolClient> | undefined;
  const wrapClient = (client: pg.PoolClient | undefined) => {
    if (!client || (client as unknown as Record<symbol, boolean>)[OBSERVED]) return client;
    (client as unknown as Record<symbol, boolean>)[OBSERVED] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as { submit?: unknown } | undefined;
      if (first && typeof first === "object" && typeof first.submit === "function") return query(...args);
      const start = process.hrtime.bigint();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === "function") {
        args[last] = (...results: unknown[]) => {
          observer.query(secondsSince(start));
          return (callback as (...a: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args) as Promise<unknown>;
      return result.finally(() => observer.query(secondsSince(start)));
    };
    return client;
  };
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    const start = process.hrtime.bigint();
    if (callback) {
      return connect((error, client, done) => {
        observer.poolWait(secondsSince(start));
        callback(error, wrapClient(client), done);
      });
    }
    return connect()!.then(
      (client) => {
        observer.poolWait(secondsSince(start));
        return wrapClient(client)!;
      },
      (error: unknown) => {
        observer.poolWait(secondsSince(start));
        throw error;
      },
    );
  };
}

/**
 * Migrates over one dedicated connection holding an advisory lock, so several API instances
 * starting together apply each migration exactly once.
 */
async function migratePostgres(connection: pg.ClientConfig, targetSchema?: string): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    if (targetSchema) await client.query(`CREATE SCHEMA IF NOT EXISTS "${targetSchema}"`);
    const db: Db = drizzleNodePg({ client, schema });
    await db.execute(sql`select pg_advisory_lock(hashtext('partnerportal.migrations'))`);
    try {
      await applyMigrations(db, targetSchema);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(hashtext('partnerportal.migrations'))`);
    }
  } finally {
    await client.end();
  }
}
