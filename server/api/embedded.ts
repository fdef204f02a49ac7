/**
 * The API as the Express server embeds it: same process, called with `api.fetch(request)`.
 */
import fs from "node:fs";
import type { Config } from "../config";
import type { Logger } from "../logger";
import path from "node:path";
import { createApi } from "./app";
import { openFileStorage } from "./files/s3-storage";
import { processStoredImages } from "./files/normalize";
import { sweepUnusedFormImages } from "./files/unused";
import { openDatabase, type Database } from "./db/client";
import { seedDemo } from "./seed/demo";
import { prepareFirstStart, setupOrigin } from "./staff/setup";
import type { ApiDeps, LogFn } from "./deps";
import { createMailer, type Mailer } from "./mail/mailer";
import { metrics } from "./metrics";
import { queueStats } from "./jobs/queue";
import { JOB_KINDS } from "./jobs/kinds";
import { SCHEDULE_JOB } from "./jobs/schedule-job";
import { createTokenBucket, pacedMailer } from "./mail/pacing";
import { createJobWorker, type JobWorker } from "./jobs/worker";
import { NO_READ_CACHE, createReadCache, type ReadCache } from "./cache/read-cache";
import { followedBy, openChangeChannel, type ChangeChannel } from "./cache/change-channel";
import { runHousekeeping, scheduleHousekeeping, type HousekeepingSchedule } from "./maintenance/housekeeping";
import { sweepExports } from "./privacy/exports";
import { retentionFromEnv } from "./maintenance/retention";

export interface EmbeddedFetch {
  fetch(request: Request, env?: unknown): Promise<Response>;
}

export interface EmbeddedApi {
  /**
   * always async, whatever Hono returns, so it fits the portal's upstream Transport; `env` is
   * @hono/node-server's `{ incoming, outgoing }` for requests Express hands over
   */
  api: EmbeddedFetch;
  database: Database;
  /** stops the job worker: jobs still running at `deadline` (Date.now() time) go back to the queue (decision 0962) */
  stopWork(deadline: number): Promise<void>;
}

/** The file store S3_URL names, else DATA_DIR/uploads (decision 0971). */
export const fileStorageOf = (config: Config) => openFileStorage({ s3Url: config.env.S3_URL, dataDir: config.dataDir });

export function logFnOf(logger: Logger | undefined): LogFn | undefined {
  return logger ? (level, msg, fields) => logger[level](msg, fields) : undefined;
}

/**
 * Where mails sent without a request link to: PUBLIC_URL's origins, else the portal on this host
 * (`portalPort`: the embedded portal's PORT; the API alone names the portal's default). Never a bare
 * path: no mail client opens one (decision 0960).
 */
export function linkOriginsOf(env: Pick<Config["env"], "PUBLIC_URL">, portalPort: number): readonly [string, ...string[]] {
  const [first, ...more] = env.PUBLIC_URL.map((u) => new URL(u).origin);
  return first ? [first, ...more] : [`http://localhost:${portalPort}`];
}

/** ApiDeps from the parsed configuration; `portalPort` as for linkOriginsOf. */
export function depsFromConfig(config: Config, database: Database, trustForwardedFor: boolean, logger?: Logger, portalPort = config.env.PORT): ApiDeps {
  const { env } = config;
  const log = logFnOf(logger) ?? (() => {});
  return {
    db: database,
    storage: fileStorageOf(config),
    jwtSecret: config.secrets.jwtSecret,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshTokenTtl: env.REFRESH_TOKEN_TTL,
    refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
    loginRateLimit: { max: env.LOGIN_RATE_LIMIT, windowSeconds: env.LOGIN_RATE_WINDOW },
    trustForwardedFor,
    trustProxy: env.TRUST_PROXY,
    fullIp: env.LOG_FULL_IP,
    uncachedEndpoints: env.READ_CACHE_BYPASS,
    mailer: countedMailer(
      pacedMailer(
        createMailer({ smtpUrl: env.SMTP_URL, outboxDir: path.join(config.dataDir, "outbox"), from: env.MAIL_FROM, log }),
        createTokenBucket({ ratePerSecond: env.MAIL_RATE }),
      ),
    ),
    outboxDir: env.SMTP_URL ? undefined : path.join(config.dataDir, "outbox"),
    suspendedMonths: env.RETENTION_SUSPENDED_MONTHS,
    linkOrigins: linkOriginsOf(env, portalPort),
    loopbackLinks: env.PUBLIC_URL.length === 0,
    uploadQuotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
    scheduleNow: env.TEST_CLOCK === "1" ? testClock(path.join(config.dataDir, "test-clock"), log) : undefined,
    log,
  };
}

/** Counts each mail sent or failed (metrics, decision 0961). */
function countedMailer(mailer: Mailer): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.mail("failed");
        throw error;
      }
      metrics.mail("sent");
    },
  };
}

/**
 * Browser tests move the schedule clock (award window, schedules, reminders, the job queue) by
 * writing an ISO date into a file under DATA_DIR (decisions 0920, 0540); only with TEST_CLOCK=1.
 * From there it runs on as the file ages, so queued jobs and retries still come due. Sessions and
 * tokens keep the real time.
 */
function testClock(file: string, log: LogFn): () => Date {
  log("warn", "TEST_CLOCK is set: the award window, schedules, reminders and jobs follow " + file);
  return () => {
    let text = "";
    let writtenAt = 0;
    try {
      text = fs.readFileSync(file, "utf8").trim();
      writtenAt = fs.statSync(file).mtimeMs;
    } catch {
      // no file: the real time
    }
    const moved = text ? new Date(text).getTime() : NaN;
    return Number.isNaN(moved) ? new Date() : new Date(moved + Math.max(0, Date.now() - writtenAt));
  };
}

/**
 * The job queue's worker of a host (jobs/worker.ts): every instance runs one; they share the
 * queue through the database and never run a job twice.
 */
export function startJobWorker(deps: ApiDeps): JobWorker {
  const worker = createJobWorker(deps);
  worker.start();
  return worker;
}

/**
 * The read cache of a host (decision 0511). On PostgreSQL, other instances may write: their writes
 * arrive by LISTEN/NOTIFY, and caching waits until that channel listens. PGlite is one process.
 */
export async function createHostReadCache(config: Config, database: Database, logger?: Logger): Promise<{ cache: ReadCache; close(): Promise<void> }> {
  const url = config.env.DATABASE_URL;
  if (config.env.READ_CACHE_BYPASS.includes("*")) return { cache: NO_READ_CACHE, close: async () => {} };
  if (!url) return { cache: createReadCache({ now: Date.now }), close: async () => {} };
  // The cache publishes through the channel, and the channel switches the cache: tie them after both exist.
  const link: { channel?: ChangeChannel } = {};
  const cache = createReadCache({ now: Date.now, publish: async () => link.channel?.publish() });
  cache.setEnabled(false);
  const channel = await openChangeChannel({ databaseUrl: url, db: database.db, ...followedBy(cache), log: logFnOf(logger) ?? (() => {}) });
  link.channel = channel;
  return { cache, close: () => channel.close() };
}

/**
 * Hourly removal of rows nobody needs any more (maintenance/housekeeping.ts), of the images the
 * association's forms uploaded that no record took (files/unused.ts) and of spent data exports
 * (privacy/exports.ts), and a batch of the
 * images uploaded before issue 27 stripped of their metadata (files/normalize.ts).
 */
export function startHousekeeping(config: Config, database: Database, logger?: Logger): HousekeepingSchedule {
  const log = logFnOf(logger) ?? (() => {});
  const storage = fileStorageOf(config);
  return scheduleHousekeeping(async () => {
    const now = new Date();
    const retention = retentionFromEnv(config.env);
    const removed = await runHousekeeping(database.db, now, {
      loginWindowSeconds: config.env.LOGIN_RATE_WINDOW,
      retention,
      outboxDir: path.join(config.dataDir, "outbox"),
      vacuum: database.kind === "pglite",
    });
    // Files need the store as well as the database: their sweep runs beside the rows' (decision 0975).
    const unusedImages = await sweepUnusedFormImages({ db: database, storage, log }, now, retention.unusedUploadsDays);
    const exports = await sweepExports({ db: database, storage }, now, retention.linksDays);
    return { ...removed, unusedImages, exportFiles: exports.files, exportRows: exports.rows, storedImages: await processStoredImages({ db: database, storage, now: () => new Date(), log }) };
  }, log);
}

/**
 * Opens (and migrates) the database and seeds demo data when SEED_DEMO. Without an active
 * administrator of the association, logs the one-time setup link of the first start (decision 0951).
 */
export async function openDatabaseFromConfig(config: Config, logger?: Logger): Promise<Database> {
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.env.DATABASE_URL,
    observer: { query: (seconds) => metrics.dbQuery(seconds), poolWait: (seconds) => metrics.dbPoolWait(seconds) },
  });
  watchHost(database);
  try {
    const storage = fileStorageOf(config);
    if (config.env.SEED_DEMO && (await seedDemo(database.db, storage))) logger?.info("demo data seeded");
    const setup = await prepareFirstStart(database.db, { associationName: config.env.ASSOCIATION_NAME, origin: setupOrigin(config.env), now: new Date() });
    // warn, not info: the operator must see it under any LOG_LEVEL but silent
    if (setup.kind === "link") logger?.warn(`Ersteinrichtung: ${setup.link}`, { validUntil: setup.expiresAt.toISOString() });
    if (setup.kind === "concurrent") logger?.warn("Ersteinrichtung: another instance has just issued the setup link; it is in that instance's log.");
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

const KNOWN_KINDS = new Set([...Object.keys(JOB_KINDS), SCHEDULE_JOB]);

/** The metrics this host's database answers at each scrape: its pool, the job queue per kind. */
function watchHost(database: Database): void {
  metrics.watchPool(database.poolStats && (() => database.poolStats?.()));
  metrics.watchQueue(async () => {
    const stats = await queueStats(database, new Date());
    return stats.map((s) => (KNOWN_KINDS.has(s.kind) ? s : { ...s, kind: "unknown" }));
  });
}

/**
 * Embedded mode: in-process calls come only from the portal's upstream client, which sets
 * X-Forwarded-For to the address Express resolved; `/api/*` requests through Express carry that
 * address on the request object (http/client-ip.ts), never the client's header.
 */
export async function createEmbeddedApi(config: Config, logger?: Logger): Promise<EmbeddedApi> {
  const opened = await openDatabaseFromConfig(config, logger);
  const readCache = await createHostReadCache(config, opened, logger);
  const deps: ApiDeps = { ...depsFromConfig(config, opened, true, logger), readCache: readCache.cache };
  const app = createApi(deps);
  startHousekeeping(config, opened, logger);
  const worker = config.env.RUN_JOBS ? startJobWorker(deps) : undefined;
  // Closing the database lets running jobs end and stops listening for other instances' writes first.
  const database: Database = { ...opened, close: async () => (await worker?.stop(), await readCache.close(), opened.close()) };
  return { api: { fetch: async (request, env) => app.fetch(request, env) }, database, stopWork: async (deadline) => worker?.stop({ handBackAt: deadline }) };
}
