/**
 * The process's Prometheus metrics (issue 40, decision 0961), with prom-client: one registry per
 * process, shared by the portal host (server/http/metrics.ts serves it at GET /metrics) and the
 * API's areas, which count what they do through the functions below. Labels only ever take values
 * from closed sets — a Remix route id, an endpoint table name, a job kind of the registry, a status
 * class — never a raw URL, an id or an address, so a crawl cannot grow the series.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export const registry = new Registry();

let defaultsCollected = false;
/** Node's own: event-loop lag, heap, RSS, GC, handles (prom-client's default metrics); once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: registry });
  // Gauges prom-client names like counters: promtool's lint refuses the suffix (and alerts need none of them).
  for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) registry.removeSingleMetric(name);
}

/** Request latencies: 5 ms … 10 s, the 10 s being the longest a request may take while draining. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A request's method as a label: anything outside the usual ones is "OTHER". */
export const methodLabel = (method: string) => (METHODS.has(method) ? method : "OTHER");
/** 200 → "2xx". */
export const statusClass = (status: number) => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other");

const httpRequests = new Histogram({
  name: "partnerportal_http_request_duration_seconds",
  help: "Requests the portal answered, by route pattern (Remix route id, or api, static, health, metrics), method and status class.",
  labelNames: ["route", "method", "status"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

const apiRequests = new Histogram({
  name: "partnerportal_api_request_duration_seconds",
  help: "API calls by endpoint (the endpoint table's name), method, status class and caller (in_process: the embedded portal's loaders and actions; http: over a socket).",
  labelNames: ["endpoint", "method", "status", "caller"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

const dbQueries = new Histogram({
  name: "partnerportal_db_query_duration_seconds",
  help: "Database statements, from sending to the answer.",
  buckets: QUERY_BUCKETS,
  registers: [registry],
});

const dbPoolWaits = new Histogram({
  name: "partnerportal_db_pool_wait_seconds",
  help: "Time a statement or transaction waited for a connection of the PostgreSQL pool.",
  buckets: QUERY_BUCKETS,
  registers: [registry],
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
let poolStats: (() => PoolStats | undefined) | undefined;

new Gauge({
  name: "partnerportal_db_pool_connections",
  help: "Connections of the PostgreSQL pool: open in all, idle, and clients waiting for one.",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    this.reset();
    const stats = poolStats?.();
    if (!stats) return;
    this.set({ state: "total" }, stats.total);
    this.set({ state: "idle" }, stats.idle);
    this.set({ state: "waiting" }, stats.waiting);
  },
});

export interface QueueStat {
  kind: string;
  /** pending (due or not) and running jobs */
  pending: number;
  running: number;
  /** seconds the longest-waiting due pending job has been due; 0 when none is due */
  oldestDueSeconds: number;
}
let queueStats: (() => Promise<QueueStat[]>) | undefined;
/** The queue's state at the last scrape: both gauges read it, so one scrape asks the database once. */
let queueSnapshot: Promise<QueueStat[]> | undefined;

function currentQueue(): Promise<QueueStat[]> {
  queueSnapshot ??= (queueStats?.() ?? Promise.resolve([])).catch(() => []).finally(() => setImmediate(() => (queueSnapshot = undefined)));
  return queueSnapshot;
}

new Gauge({
  name: "partnerportal_jobs_queued",
  help: "Jobs in the durable queue by kind and status (pending, running); the same for every instance on one database.",
  labelNames: ["kind", "status"] as const,
  registers: [registry],
  async collect() {
    const stats = await currentQueue();
    this.reset();
    for (const s of stats) {
      this.set({ kind: s.kind, status: "pending" }, s.pending);
      this.set({ kind: s.kind, status: "running" }, s.running);
    }
  },
});

new Gauge({
  name: "partnerportal_jobs_oldest_due_age_seconds",
  help: "How long the longest-waiting due job of each kind has been due and not yet claimed.",
  labelNames: ["kind"] as const,
  registers: [registry],
  async collect() {
    const stats = await currentQueue();
    this.reset();
    for (const s of stats) this.set({ kind: s.kind }, s.oldestDueSeconds);
  },
});

const jobOutcomes = new Counter({
  name: "partnerportal_jobs_finished_total",
  help: "Job runs of this instance by kind and outcome: done, retried (failed, runs again later), failed (for good), handed_back (the instance stopped before it ran).",
  labelNames: ["kind", "outcome"] as const,
  registers: [registry],
});

const mails = new Counter({
  name: "partnerportal_mails_total",
  help: "Mails handed to the mail server (or the outbox) by outcome: sent, failed.",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

const readCache = new Counter({
  name: "partnerportal_read_cache_requests_total",
  help: "Reads through the read cache: hit, miss (loaded and kept), bypass (cache off or the caller saw a newer write).",
  labelNames: ["result"] as const,
  registers: [registry],
});

const signIns = new Counter({
  name: "partnerportal_sign_in_failures_total",
  help: "Refused sign-ins by reason: credentials (unknown address or wrong password), otp (wrong second factor), rate_limited (blocked by the sign-in rate limit).",
  labelNames: ["reason"] as const,
  registers: [registry],
});

// Every series a dashboard or alert uses exists from the start (at 0), not from its first event.
for (const outcome of ["sent", "failed"]) mails.inc({ outcome }, 0);
for (const result of ["hit", "miss", "bypass"]) readCache.inc({ result }, 0);
for (const reason of ["credentials", "otp", "rate_limited"]) signIns.inc({ reason }, 0);

export const metrics = {
  httpRequest(route: string, method: string, status: number, seconds: number): void {
    httpRequests.observe({ route, method: methodLabel(method), status: statusClass(status) }, seconds);
  },
  apiRequest(endpoint: string, method: string, status: number, caller: "in_process" | "http", seconds: number): void {
    apiRequests.observe({ endpoint, method: methodLabel(method), status: statusClass(status), caller }, seconds);
  },
  dbQuery(seconds: number): void {
    dbQueries.observe(seconds);
  },
  dbPoolWait(seconds: number): void {
    dbPoolWaits.observe(seconds);
  },
  job(kind: string, outcome: "done" | "retried" | "failed" | "handed_back"): void {
    jobOutcomes.inc({ kind, outcome });
  },
  mail(outcome: "sent" | "failed"): void {
    mails.inc({ outcome });
  },
  readCache(result: "hit" | "miss" | "bypass"): void {
    readCache.inc({ result });
  },
  signInFailure(reason: "credentials" | "otp" | "rate_limited"): void {
    signIns.inc({ reason });
  },
  /** The host's PostgreSQL pool (the last one opened; PGlite has none). */
  watchPool(stats: (() => PoolStats | undefined) | undefined): void {
    poolStats = stats;
  },
  /** The host's job queue (the last one registered). */
  watchQueue(stats: (() => Promise<QueueStat[]>) | undefined): void {
    queueStats = stats;
  },
};

/** The metrics text in Prometheus' exposition format and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
