import { NO_READ_CACHE, type ReadCache } from "./cache/read-cache";
import type { Database } from "./db/client";
import type { FileStorage } from "./files/storage";
import type { Mailer } from "./mail/mailer";
import { createJobQueue, type JobQueue } from "./jobs/queue";
import type { Context } from "hono";
import type { SessionMeta } from "./auth/session-meta";
import { clientIpResolver, type ClientIpOf, type TrustProxySetting } from "./http/client-ip";
import { ipForRecords } from "./http/short-ip";
import type { LogFn } from "./log";

export type { LogFn, LogLevel } from "./log";

/** What the API needs from its host (standalone server, Express in embedded mode, tests). */
export interface ApiDeps {
  db: Database;
  /** where uploaded and seeded file bytes live */
  storage: FileStorage;
  /** HS256 key for access tokens; also keys the refresh-token derivation */
  jwtSecret: string;
  /** seconds */
  accessTokenTtl: number;
  /** seconds */
  refreshTokenTtl: number;
  /** seconds a just-rotated refresh token still answers with the same new pair */
  refreshGraceSeconds: number;
  /** failed sign-ins allowed per account and per client IP within the window */
  loginRateLimit: { max: number; windowSeconds: number };
  /** in-process calls (no socket): believe the X-Forwarded-For the host (the embedded portal) sets */
  trustForwardedFor: boolean;
  /** requests on the API's own socket: proxies whose X-Forwarded-For is believed (TRUST_PROXY) */
  trustProxy?: TrustProxySetting;
  /** LOG_FULL_IP: sessions and the audit log keep whole client addresses, not shortened ones (decision 0973) */
  fullIp?: boolean;
  /** delivers mails; the mail job calls it (mail/send.ts queues them) */
  mailer: Mailer;
  /** the durable job queue (jobs/queue.ts); default: one over `db` on the schedule clock */
  jobs?: JobQueue;
  /**
   * Origins a reset or invitation link may point to (PUBLIC_URL); the first is the one every link
   * in a mail sent without a request is built on, so it is always an absolute origin
   * (`http://localhost:<PORT>` without PUBLIC_URL, decision 0960).
   */
  linkOrigins: readonly [string, ...string[]];
  /**
   * PUBLIC_URL unset: a reset or invitation link may point to any loopback origin (as a developer
   * opens the portal), never elsewhere, so a stranger cannot have a token mailed to their own host.
   */
  loopbackLinks?: boolean;
  /** DATA_DIR/outbox when mails are written there (no SMTP_URL): an erasure deletes the mails naming the person (decision 0981) */
  outboxDir?: string;
  /** RETENTION_SUSPENDED_MONTHS: accounts suspended longer are offered for erasure (decision 0972); default 12 */
  suspendedMonths?: number;
  /** bytes of uploaded files one company may hold in all (UPLOAD_QUOTA_MB); default 2 GiB */
  uploadQuotaBytes?: number;
  /** repeated reads kept in memory until a write (cache/read-cache.ts); none when not given */
  readCache?: ReadCache;
  /** clock; tests inject one to step over TTLs and windows */
  now?: () => Date;
  /**
   * The clock of everything planned by date (decision 0540): the Wohnsinnspreis submission window
   * (decision 0920), schedules, reminders, expiry. Defaults to `now`. The browser tests move it
   * (TEST_CLOCK) without touching session lifetimes or token expiry.
   */
  scheduleNow?: () => Date;
  log?: LogFn;
  /** endpoints answered around the read cache (READ_CACHE_BYPASS): a bench's first visit, a suspected stale read */
  uncachedEndpoints?: readonly string[];
}

/** ApiDeps with defaults filled in; what services receive. */
export interface ApiContext extends Omit<ApiDeps, "now" | "scheduleNow" | "log" | "readCache" | "jobs"> {
  readCache: ReadCache;
  jobs: JobQueue;
  now: () => Date;
  scheduleNow: () => Date;
  log: LogFn;
  /** the client's whole address: for the sign-in rate limit only (decision 0973) */
  clientIp: ClientIpOf;
  /** who calls from where, as sessions and the audit log store it: the address shortened unless LOG_FULL_IP */
  requestMeta(c: Context): SessionMeta;
}

export function resolveDeps(deps: ApiDeps): ApiContext {
  const now = deps.now ?? (() => new Date());
  const scheduleNow = deps.scheduleNow ?? now;
  const clientIp = clientIpResolver({ trustForwardedFor: deps.trustForwardedFor, trustProxy: deps.trustProxy });
  return {
    ...deps,
    now,
    scheduleNow,
    jobs: deps.jobs ?? createJobQueue(deps.db, scheduleNow),
    readCache: deps.readCache ?? NO_READ_CACHE,
    log: deps.log ?? (() => {}),
    clientIp,
    requestMeta: (c) => {
      const ip = clientIp(c);
      return { ip: ipForRecords(ip, deps.fullIp ?? false), rateLimitIp: ip, userAgent: c.req.header("user-agent") ?? null };
    },
  };
}
