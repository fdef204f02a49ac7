/**
 * Every environment variable the server reads, parsed and documented in one place.
 * The embedded default needs none of them: secrets are generated once and kept under DATA_DIR.
 * The README's configuration table mirrors CONFIG_DOCS.
 */
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** Express' `trust proxy`: false, true, a hop count, or a comma-separated list of addresses/subnets. */
const trustProxy = z.string().transform((v): boolean | number | string[] => {
  if (v === "true") return true;
  if (v === "false" || v === "") return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(",").map((s) => s.trim()).filter(Boolean);
});

const seconds = z.coerce.number().int().positive();
/** A retention period (decision 0972): whole days, at least one. */
const days = z.coerce.number().int().positive("eine ganze Zahl von Tagen ab 1");

/** The portal's port unless PORT says otherwise. */
export const DEFAULT_PORT = 3000;

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL muss mit postgres:// oder postgresql:// beginnen")
    .optional(),
  UPSTREAM_URL: z.string().url().optional(),
  DIGITAL_SHOWROOM_URL: z
    .string()
    .url("DIGITAL_SHOWROOM_URL muss eine URL sein")
    .regex(/^https?:\/\//, "DIGITAL_SHOWROOM_URL muss mit http:// oder https:// beginnen")
    .default("https://digitaler-showroom.einkaufsverband.example"),
  ZR_BASE_URL: z
    .string()
    .url("ZR_BASE_URL muss eine URL sein, z. B. https://zr.example.org")
    .regex(/^https?:\/\//, "ZR_BASE_URL muss mit http:// oder https:// beginnen")
    .optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: seconds.default(15 * 60),
  REFRESH_TOKEN_TTL: seconds.default(7 * 24 * 60 * 60),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).default(10),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_WINDOW: seconds.default(15 * 60),
  TRUST_PROXY: trustProxy.default("false"),
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i, "BODY_LIMIT wie 1mb oder 512kb").default("1mb"),
  SEED_DEMO: bool.default("true"),
  ASSOCIATION_NAME: z.string().trim().min(1).max(200).default("Einkaufsverband"),
  UPLOAD_QUOTA_MB: z.coerce.number().int().positive().default(2048),
  ACCESSIBILITY_CONTACT: z.string().email("ACCESSIBILITY_CONTACT muss eine E-Mail-Adresse sein").optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  PUBLIC_URL: z
    .string()
    .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().url("PUBLIC_URL: eine oder mehrere URLs, durch Komma getrennt")))
    .default(""),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL muss mit smtp:// oder smtps:// beginnen").optional(),
  S3_URL: z
    .string()
    .regex(/^(https?|s3):\/\/[^/]+\/[^/?]+\/?(\?.*)?$/, "S3_URL wie https://SCHLÜSSEL:GEHEIMNIS@host:9000/bucket?region=eu-central-1")
    .optional(),
  MAIL_FROM: z.string().default("Partnerportal <no-reply@partnerportal.invalid>"),
  MAIL_RATE: z.coerce.number().positive("MAIL_RATE muss eine positive Zahl sein (E-Mails pro Sekunde)").default(10),
  TEST_CLOCK: z.enum(["0", "1"]).default("0"),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN: mindestens 16 Zeichen").optional(),
  RUN_JOBS: bool.default("true"),
  READ_CACHE_BYPASS: z
    .string()
    .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
    .default(""),
  SHUTDOWN_DELAY: z.coerce.number().min(0).max(60).default(1),
  SHUTDOWN_TIMEOUT: z.coerce.number().positive().max(120).default(10),
  LOG_FULL_IP: bool.default("false"),
  RETENTION_SESSIONS_DAYS: days.default(90),
  RETENTION_OUTBOX_DAYS: days.default(30),
  RETENTION_JOBS_DAYS: days.default(30),
  RETENTION_LINKS_DAYS: days.default(7),
  RETENTION_AUDIT_DAYS: days.default(730),
  RETENTION_UNUSED_UPLOADS_DAYS: days.default(1),
  RETENTION_SUSPENDED_MONTHS: z.coerce.number().int().positive("RETENTION_SUSPENDED_MONTHS: eine ganze Zahl ab 1").default(12),
});
export type Env = z.infer<typeof envSchema>;

/** Documentation of each variable, rendered into the README table. */
export const CONFIG_DOCS: Record<keyof Env, string> = {
  NODE_ENV: "`production` (default) or `development`; `development` is set by `npm run dev`.",
  HOST: "Interface to listen on.",
  PORT: "HTTP port of the portal (and the embedded API under /api).",
  DATA_DIR: "Folder for PGlite data, generated secrets, uploaded files and the mail outbox.",
  DATABASE_URL: "PostgreSQL connection string; when set, the API uses it instead of PGlite.",
  UPSTREAM_URL: "Base URL of an external API (e.g. `https://api.example.org`); when set, nothing is embedded.",
  DIGITAL_SHOWROOM_URL: "The association's digital showroom; the menu links it as an external page that opens in a new tab.",
  ZR_BASE_URL: "Base URL of the external central-settlement (ZR) system (e.g. `https://zr.example.org`); the ZR screens frame it and the CSP allows its origin (decision 0900). Unset: the built-in ZR-Simulator under `/sam` (embedded API only).",
  SESSION_SECRET: "Signs the `auth.session` cookie (≥ 32 chars). Generated under DATA_DIR when unset; set it when running several portal instances.",
  JWT_SECRET: "Signs access tokens (≥ 32 chars). Generated under DATA_DIR when unset; set it when running several API instances.",
  ACCESS_TOKEN_TTL: "Access token lifetime in seconds.",
  REFRESH_TOKEN_TTL: "Refresh token lifetime in seconds.",
  REFRESH_GRACE_SECONDS: "How long a just-rotated refresh token still answers with the same new pair.",
  LOGIN_RATE_LIMIT: "Failed sign-ins allowed per account and per IP address within LOGIN_RATE_WINDOW.",
  LOGIN_RATE_WINDOW: "Window of the sign-in rate limit in seconds.",
  TRUST_PROXY: "`false`, `true`, a hop count or a list of proxy addresses whose X-Forwarded-* headers are trusted.",
  COOKIE_SECURE: "`auto` marks cookies Secure when the request came over https (via a trusted proxy too); `true`/`false` force it.",
  BODY_LIMIT: "Largest accepted request body; larger ones are answered 413 before the app sees them.",
  SEED_DEMO: "Seed demo companies, users and content into an empty database on first start.",
  ASSOCIATION_NAME: "Name of the association's company created on a start without one (decision 0951); while no administrator of the association exists, each start logs a one-time setup link (`Ersteinrichtung: …`).",
  UPLOAD_QUOTA_MB: "Megabytes of uploaded files each company may hold in all; an upload beyond is refused.",
  ACCESSIBILITY_CONTACT: "E-mail address the accessibility statement names for feedback (default: the partner support).",
  LOG_LEVEL: "`debug`, `info`, `warn`, `error` or `silent`.",
  PUBLIC_URL: "Origin(s) under which users reach the portal (comma-separated, e.g. `https://partner.example.org`). Password-reset and invitation links may only point there; unset, only `localhost`/`127.0.0.1` links are allowed. Mails sent without a request (digests, important news and their unsubscribe links) link to the first one: set it in production. An X-Forwarded-Host is believed only from a proxy TRUST_PROXY names and only for a PUBLIC_URL host; any other answers 400.",
  SMTP_URL: "Mail server for the portal's mails (password reset, invitations, notifications; `smtp://user:pass@host:587`, `smtps://…`). Unset: each mail is written as an .eml file to DATA_DIR/outbox and its link is logged.",
  S3_URL: "Object storage for uploaded files, image variants and avatars (decision 0971): `https://ACCESS_KEY:SECRET@host[:port]/bucket?region=eu-central-1` (`http://` for a plain endpoint, `s3://` = https; key and secret URL-encoded; path-style addressing unless `&forcePathStyle=false`; without key and secret the AWS default credentials). Every instance then serves every upload without a shared volume. Unset: DATA_DIR/uploads.",
  MAIL_FROM: "Sender of the portal's mails.",
  MAIL_RATE: "Mails sent per second by each instance at most (a token bucket; decision 0540): a schedule that mails every user does not flood the mail server. Queued mails wait, none is dropped.",
  METRICS_TOKEN: "Lets Prometheus scrape `GET /metrics` with `Authorization: Bearer <token>` (≥ 16 chars; decision 0961). Without it, only a scraper whose own address TRUST_PROXY lists gets the metrics; everyone else gets 404 (403 when a token is set).",
  RUN_JOBS: "Whether this process runs the job queue's worker (mails, reminders, planned runs). `false` on portal instances when a separate worker unit (`server-build/api.js` on loopback) runs the jobs (docs/deploy.md); every process with `true` shares the queue, none runs a job twice.",
  READ_CACHE_BYPASS: "Endpoint names (comma-separated, as in the OpenAPI document's operation ids) whose answers are never taken from the API's read cache (decision 0521), or `*` for the cache off altogether. For measuring what a first visit or a new filter of a list costs while everything else is cached as in real use (bench/README.md), and for ruling the cache out when a stale read is suspected; empty (default) in production.",
  SHUTDOWN_DELAY: "Seconds an instance keeps serving after SIGTERM while `/readyz` already answers 503, so a balancer takes it out before it stops accepting (decision 0962); behind TRUST_PROXY it then waits (up to 5 s more) until nginx has taken it out, answering reads that come through the proxy 504 for nginx to resend (decision 0970).",
  SHUTDOWN_TIMEOUT: "Seconds an instance waits, after it stopped accepting, for requests in flight and running jobs; then it closes the remaining connections and hands the jobs back to the queue (decision 0962).",
  LOG_FULL_IP: "`true` keeps whole client addresses in the request log, the sign-in sessions and the audit log. Default `false`: an IPv4 address loses its last octet, an IPv6 address its last 80 bits (decision 0973).",
  RETENTION_SESSIONS_DAYS: "Days ended sign-in sessions and the sign-in records of the audit log (sign-in, failed sign-in, sign-out) are kept (decision 0972).",
  RETENTION_OUTBOX_DAYS: "Days a mail written to DATA_DIR/outbox (no SMTP_URL) is kept.",
  RETENTION_JOBS_DAYS: "Days finished jobs of the queue (done or failed for good) are kept.",
  RETENTION_LINKS_DAYS: "Days used or expired one-time links (invitations, password and e-mail confirmation links, setup links) are kept, so a late click is told the link expired.",
  RETENTION_AUDIT_DAYS: "Days the rest of the audit log (account, staff and support events) is kept; default two years.",
  RETENTION_UNUSED_UPLOADS_DAYS: "Days an image uploaded by one of the association's forms (news image, brand logo, step image) is kept while no record uses it: the form was never saved (decision 0975).",
  RETENTION_SUSPENDED_MONTHS: "Months after which a suspended account is offered for erasure (decision 0972; Administration's list of them is not built yet).",
  TEST_CLOCK: "Browser tests only (decisions 0920, 0540): `1` makes the Wohnsinnspreis submission window, the schedules and reminders read the time from `DATA_DIR/test-clock` (an ISO date; empty or missing: the real time); sessions keep the real time. Never set it in production.",
};

export interface Secrets {
  sessionSecret: string;
  jwtSecret: string;
}

export interface Config {
  env: Env;
  dataDir: string;
  secrets: Secrets;
  /** The API runs in this process unless UPSTREAM_URL points elsewhere. */
  embedded: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  // Behind a proxy the Host the server sees is the proxy's: links in mails would point nowhere (decision 0960).
  const behindProxy = result.data.TRUST_PROXY !== false && result.data.TRUST_PROXY !== 0;
  if (behindProxy && result.data.PUBLIC_URL.length === 0) {
    throw new ConfigError(
      "Invalid configuration:\n  PUBLIC_URL: muss gesetzt sein, wenn TRUST_PROXY gesetzt ist – hinter einem Proxy weiß der Server nicht, unter welcher Adresse ihn die Nutzer erreichen (PUBLIC_URL is required when TRUST_PROXY is set: behind a proxy, links in mails need the address users reach the portal at)",
    );
  }
  return result.data;
}

/**
 * Reads secrets from the environment, or from DATA_DIR/secrets.json, creating it on first start.
 * Two instances starting together on one DATA_DIR must end with the same secrets: the file is
 * written whole to a temporary name and then linked into place, which fails if it already exists
 * (exclusive create); either way the file is read back, so the instance that lost uses the winner's.
 */
export function loadSecrets(env: Env, dataDir: string): Secrets {
  const file = path.join(dataDir, "secrets.json");
  const read = (): Partial<Secrets> => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>) : {});
  const existed = existsSync(file);
  const stored = read();
  const generated = {
    sessionSecret: stored.sessionSecret ?? randomBytes(32).toString("base64url"),
    jwtSecret: stored.jwtSecret ?? randomBytes(32).toString("base64url"),
  };
  const toStore = {
    sessionSecret: env.SESSION_SECRET ? stored.sessionSecret : generated.sessionSecret,
    jwtSecret: env.JWT_SECRET ? stored.jwtSecret : generated.jwtSecret,
  };
  let current = stored;
  if (toStore.sessionSecret !== stored.sessionSecret || toStore.jwtSecret !== stored.jwtSecret) {
    mkdirSync(dataDir, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    writeFileSync(temp, JSON.stringify(toStore, null, 2), { mode: 0o600, flag: "wx" });
    try {
      // Only a file seen before is replaced (completing it: a secret newly left to it); a first start
      // never replaces one that another instance created meanwhile.
      if (existed) renameSync(temp, file);
      else linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      if (existsSync(temp)) unlinkSync(temp);
    }
    current = read();
  }
  return {
    sessionSecret: env.SESSION_SECRET ?? current.sessionSecret ?? generated.sessionSecret,
    jwtSecret: env.JWT_SECRET ?? current.jwtSecret ?? generated.jwtSecret,
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  return { env, dataDir, secrets: loadSecrets(env, dataDir), embedded: !env.UPSTREAM_URL };
}
