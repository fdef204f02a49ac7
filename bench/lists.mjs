// The staff lists on a first visit, one request at a time (issue 39, decision 0989): where the time
// of a page goes. The built portal starts with READ_CACHE_BYPASS naming the five lists' endpoints
// (as `BENCH_READ_CACHE_BYPASS=lists` in bench/run.mjs), so every request reads its list from the
// database while the layout's calls stay cached. Per list, after a warm-up: the wall time per
// request (p50, mean, p95), the portal's CPU per request (/proc), and from the portal's own
// metrics (decision 0961) the page's time, the list's API call and the database statements.
//
//   npm run build
//   DATA_DIR=./data-bench-pg DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run seed:large   (once)
//   node bench/lists.mjs
//
// LISTS_REQUESTS (100), LISTS_WARMUP (20), LISTS_CONCURRENCY (1; 10 as bench/run.mjs loads, for the CPU a request costs under load), LISTS_PORT (3596), LISTS_ONLY (comma-separated paths),
// BENCH_PGLITE_DIR (./data-bench), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/bench; ""
// uses PGlite), LISTS_NODE_ARGS (extra node options of the portal, e.g. "--cpu-prof --cpu-prof-dir=prof"),
// LISTS_WARM=1 (the lists answered from the read cache too: what the API's part of a first visit costs is the difference).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { startEnv, startNodeArgs } from "./start-options.mjs";

const PORT = Number(process.env.LISTS_PORT ?? 3596);
const requests = Number(process.env.LISTS_REQUESTS ?? 100);
const warmup = Number(process.env.LISTS_WARMUP ?? 20);
const concurrency = Number(process.env.LISTS_CONCURRENCY ?? 1);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench";
const only = process.env.LISTS_ONLY?.split(",");
const METRICS_TOKEN = "bench-metrics-token-0123456789";

/** The five staff lists (as bench/run.mjs measures them) and the dashboard to compare with. */
const TARGETS = [
  { path: "/dashboard", as: "haendler@example.com" },
  { path: "/verband/news", as: "redaktion@example.com", endpoint: "editorialNewsList" },
  { path: "/verband/firmen", as: "partnerverwaltung@example.com", endpoint: "memberCompanies" },
  { path: "/verband/protokoll", as: "partnerverwaltung@example.com", endpoint: "auditView" },
  { path: "/verband/dokumente", as: "redaktion@example.com", endpoint: "associationDocuments" },
  { path: "/verband/termine?view=past", as: "redaktion@example.com", endpoint: "eventManagementList" },
].filter((t) => !only || only.includes(t.path));

const env = {
  ...process.env,
  ...startEnv(),
  PORT: String(PORT),
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
  JWT_SECRET: "bench-jwt-secret-0123456789abcdef01234567",
  METRICS_TOKEN,
  // LISTS_WARM=1: the lists from the read cache as well (a staff member paging back and forth), to tell the API's share apart
  READ_CACHE_BYPASS: process.env.LISTS_WARM === "1" ? "" : TARGETS.flatMap((t) => t.endpoint ?? []).join(","),
  ...(databaseUrl ? { DATA_DIR: "./data-bench-pg", DATABASE_URL: databaseUrl } : { DATA_DIR: process.env.BENCH_PGLITE_DIR ?? "./data-bench", DATABASE_URL: "" }),
};
const nodeArgs = [...startNodeArgs(), ...(process.env.LISTS_NODE_ARGS?.split(" ").filter(Boolean) ?? [])];
const base = `http://127.0.0.1:${PORT}`;

const portal = spawn(process.execPath, [...nodeArgs, "server-build/index.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
for (;;) {
  if (portal.exitCode !== null) throw new Error(`the portal exited with ${portal.exitCode}`);
  if (await fetch(`${base}/healthz`).then((r) => r.status < 500, () => false)) break;
  await new Promise((r) => setTimeout(r, 100));
}

const cookies = new Map();
async function cookieOf(email) {
  if (!cookies.has(email)) {
    const signIn = await fetch(`${base}/login`, { method: "POST", body: new URLSearchParams({ email, password: "Demo2026!" }), redirect: "manual", headers: { Origin: base } });
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("auth.session="))?.split(";")[0];
    if (!cookie) throw new Error(`sign-in of ${email} failed: ${signIn.status}`);
    cookies.set(email, cookie);
  }
  return cookies.get(email);
}

const cpuMs = () => {
  const fields = readFileSync(`/proc/${portal.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime in ticks of 10 ms
};

/** Sum and count of a histogram's series whose labels match `match` (a substring of the label set). */
async function metrics() {
  const text = await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return (name, match = () => true) => {
    let sum = 0;
    let count = 0;
    for (const line of text.split("\n")) {
      const m = /^(\w+?)_(sum|count)(\{[^}]*\})? (\S+)$/.exec(line);
      if (!m || m[1] !== name || !match(m[3] ?? "")) continue;
      if (m[2] === "sum") sum += Number(m[4]);
      else count += Number(m[4]);
    }
    return { sum, count };
  };
}

const fmt = (n, digits = 1) => n.toFixed(digits).replace(".", ",");
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

try {
  console.log(`${databaseUrl ? "PostgreSQL" : "PGlite"}, ${requests} requests per page${concurrency > 1 ? ` at c=${concurrency}` : " one at a time"} after ${warmup}, READ_CACHE_BYPASS=${env.READ_CACHE_BYPASS}\n`);
  console.log("| page | wall ms p50 / mean / p95 | CPU ms | page ms (metrics) | list API call ms | statements / ms | HTML KB |");
  console.log("|---|---|---|---|---|---|---|");
  for (const target of TARGETS) {
    const headers = { Cookie: await cookieOf(target.as), "Accept-Encoding": "identity" };
    let bytes = 0;
    const get = async () => {
      const res = await fetch(base + target.path, { headers });
      bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`${target.path}: ${res.status}`);
    };
    for (let i = 0; i < warmup; i++) await get();
    const before = await metrics();
    const cpuBefore = cpuMs();
    const walls = [];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (walls.length < requests) {
          const started = performance.now();
          await get();
          walls.push(performance.now() - started);
        }
      }),
    );
    const cpu = (cpuMs() - cpuBefore) / walls.length;
    const after = await metrics();
    const delta = (name, match) => {
      const a = after(name, match);
      const b = before(name, match);
      return { sum: a.sum - b.sum, count: a.count - b.count };
    };
    const page = delta("partnerportal_http_request_duration_seconds", (l) => !/route="(metrics|health|api|static)"/.test(l));
    const api = target.endpoint ? delta("partnerportal_api_request_duration_seconds", (l) => l.includes(`endpoint="${target.endpoint}"`)) : undefined;
    const db = delta("partnerportal_db_query_duration_seconds");
    walls.sort((x, y) => x - y);
    const mean = walls.reduce((s, w) => s + w, 0) / walls.length;
    console.log(
      `| ${target.path} | ${fmt(quantile(walls, 0.5))} / ${fmt(mean)} / ${fmt(quantile(walls, 0.95))} | ${fmt(cpu)} | ${fmt((1000 * page.sum) / Math.max(1, page.count))} | ${api ? fmt((1000 * api.sum) / Math.max(1, api.count)) : "–"} | ${fmt(db.count / requests)} / ${fmt((1000 * db.sum) / requests)} | ${fmt(bytes / 1024)} |`,
    );
  }
} finally {
  portal.kill("SIGTERM");
}
