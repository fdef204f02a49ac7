// The bench of issues 10 and 26: the portal on PGlite and on PostgreSQL, side by side in one run,
// against the ceiling — a bare Remix page (bench/reference-app.mjs) with as many HTML elements and
// as many bytes as each portal page (bench/reference-size.mjs) — on this machine, c=10, the load
// generator on the same machine. Both sides get the same Accept-Encoding on every request:
// `identity` (default; neither compresses) or, with BENCH_ENCODING=gzip, `gzip` (both gzip each
// document in one call at level 3, the reference exactly as app/entry.server.tsx does). Prints one
// markdown table per backend, the first-visit JavaScript per route, resident memory after the load
// and the start-up time.
//
//   npm run build
//   DATA_DIR=./data-bench npm run seed:large                                    (once)
//   DATA_DIR=./data-bench-pg DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run seed:large  (once; createdb bench)
//   node bench/run.mjs
//
// Prometheus' part (issue 40): every measured portal run is scraped, GET /metrics once a second
// with the token, as a Prometheus would (BENCH_SCRAPE=0 turns it off); and the dashboard is then
// measured BENCH_SCRAPE_ROUNDS times (6) without and with that scrape, alternating, to tell what
// scraping costs (goal: at most 2 % of its throughput).
//
// BENCH_READ_CACHE_BYPASS starts the portal with READ_CACHE_BYPASS: the endpoints named there (or `*`,
// all) are answered around the read cache. `lists` names the five staff lists' endpoints, so every page of a list costs what a first visit or a new
// filter costs while the layout's calls (user, notifications) are cached as in real use (issue 39);
// the default measures what a user paging back and forth or reloading gets, cache hits included.
//
// BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONCURRENCY (10), BENCH_ENCODING (identity | gzip),
// BENCH_REFERENCE_SEND (stream | one-write, see bench/reference-app.mjs),
// BENCH_PGLITE_DIR (./data-bench), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/bench;
// "" skips PostgreSQL), BENCH_ONLY (comma-separated target names). Only loopback addresses are
// targets; it stops by itself.
import { spawn } from "node:child_process";
import { startEnv, startNodeArgs } from "./start-options.mjs";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { pageOf, referenceSizer } from "./reference-size.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// Each side runs unmeasured first, so neither is timed while its JIT is still cold: a freshly
// started portal's first target and the reference's first page size were otherwise measured cold.
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const pgliteDir = process.env.BENCH_PGLITE_DIR ?? "./data-bench";
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench";
const only = process.env.BENCH_ONLY?.split(",");
const encoding = process.env.BENCH_ENCODING ?? "identity";
if (!["identity", "gzip"].includes(encoding)) throw new Error(`BENCH_ENCODING must be identity or gzip, not ${encoding}`);
/** The staff lists' endpoints (issue 39): what `BENCH_READ_CACHE_BYPASS=lists` reads around the cache. */
const LIST_ENDPOINTS = ["editorialNewsList", "memberCompanies", "auditView", "associationDocuments", "eventManagementList"];
const readCacheBypass = process.env.BENCH_READ_CACHE_BYPASS === "lists" ? LIST_ENDPOINTS.join(",") : (process.env.BENCH_READ_CACHE_BYPASS ?? "");
const scrapeEverySecond = process.env.BENCH_SCRAPE !== "0";
const scrapeRounds = Number(process.env.BENCH_SCRAPE_ROUNDS ?? 6);
const REFERENCE_PORT = 3590;
const METRICS_TOKEN = "bench-metrics-token-0123456789";
const SECRETS = { SESSION_SECRET: "bench-session-secret-0123456789abcdef0123", JWT_SECRET: "bench-jwt-secret-0123456789abcdef01234567", METRICS_TOKEN };
/** Prometheus' scrape goal: at most this share of the dashboard's throughput (issue 40) */
const SCRAPE_COST_GOAL = 0.02;

/** Goals of issue 26 (share of the reference's req/s, p99 at c=10); search and the form post keep issue 10's. */
const TARGETS = [
  { name: "login", path: "/login", anonymous: true, goal: 0.7, p99: 150 },
  { name: "dashboard", path: "/dashboard", goal: 0.6, p99: 150 },
  { name: "documents", path: "/documents", goal: 0.6, p99: 150 },
  { name: "news", path: "/news", goal: 0.6, p99: 150 },
  { name: "brands", path: "/brands", goal: 0.6, p99: 150 },
  { name: "calendar", path: "/calendar", goal: 0.6, p99: 150 },
  { name: "document search", path: "/documents?search=Konditionen", goal: 0.4 },
  { name: "form post", post: true, goal: 0.3 },
  // The association's staff lists (issue 39): signed in as their staff member; the goal there is p95 ≤ 100 ms.
  { name: "audit view (staff)", path: "/verband/protokoll", as: "partnerverwaltung@example.com", goal: 0.6, p95: 100 },
  { name: "events (staff)", path: "/verband/termine?view=past", as: "redaktion@example.com", goal: 0.6, p95: 100 },
  { name: "companies list (staff)", path: "/verband/firmen", as: "partnerverwaltung@example.com", goal: 0.6, p95: 100 },
  { name: "association documents (staff)", path: "/verband/dokumente", as: "redaktion@example.com", goal: 0.6, p95: 100 },
  { name: "news (staff)", path: "/verband/news", as: "redaktion@example.com", goal: 0.6, p95: 100 },
].filter((t) => !only || only.includes(t.name));

function start(script, env, args = [], nodeArgs = []) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  return { child, started };
}

async function waitUntilUp(base, started, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${base} exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

function rssMb(pid) {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
}

async function signIn(base, email = "haendler@example.com") {
  const res = await fetch(`${base}/login`, { method: "POST", body: new URLSearchParams({ email, password: "Demo2026!" }), redirect: "manual", headers: { Origin: base } });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("auth.session="));
  if (!cookie) throw new Error(`sign-in at ${base} failed: ${res.status}`);
  return cookie.split(";")[0];
}

/** c concurrent loops of `step` for the bench's time; a step is one unit (a page, or post + redirect target). */
async function load(step, duration = seconds) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; Date.now() < until; i++) {
        const began = performance.now();
        const ok = await step(worker, i).catch(() => false);
        if (!ok) errors++;
        latencies.push(performance.now() - began);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { rps: latencies.length / duration, p50: pct(50), p95: pct(95), p99: pct(99), errors };
}

/**
 * Prometheus meanwhile: GET /metrics once a second (its body read whole) until `stop` is called;
 * resolves how many scrapes answered 200, how many did not, and the slowest, in ms.
 */
function scrapeEverySecondOf(base) {
  let stopped = false;
  let wake = () => {};
  const done = (async () => {
    const result = { ok: 0, failed: 0, slowestMs: 0 };
    while (!stopped) {
      const began = performance.now();
      const ok = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }).then(
        async (r) => (await r.text()).includes("partnerportal_http_request_duration_seconds") && r.status === 200,
        () => false,
      );
      const ms = performance.now() - began;
      if (ok) result.ok++;
      else result.failed++;
      result.slowestMs = Math.max(result.slowestMs, ms);
      await new Promise((resolve) => ((wake = resolve), setTimeout(resolve, Math.max(0, 1000 - ms))));
    }
    return result;
  })();
  return {
    stop() {
      stopped = true;
      wake();
      return done;
    },
  };
}

/** `load(step)` with or without Prometheus scraping the portal at `base` meanwhile. */
async function loadScraped(step, base, scrape, duration = seconds) {
  if (!scrape) return { ...(await load(step, duration)), scrapes: undefined };
  const scraper = scrapeEverySecondOf(base);
  const measured = await load(step, duration);
  return { ...measured, scrapes: await scraper.stop() };
}

/**
 * What scraping costs: the dashboard measured `rounds` times without and with a scrape a second,
 * alternating (which goes first alternates too), the same load on both sides.
 */
async function scrapeCost(base, cookie, rounds) {
  const step = () => get(`${base}/dashboard`, cookie);
  if (warmupSeconds > 0) await load(step, warmupSeconds);
  const without = [];
  const withScrape = [];
  for (let round = 0; round < rounds; round++) {
    for (const scrape of round % 2 === 0 ? [false, true] : [true, false]) {
      const measured = await loadScraped(step, base, scrape);
      (scrape ? withScrape : without).push(measured.rps);
    }
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const cost = 1 - mean(withScrape) / mean(without);
  const range = (values) => `${fmt(Math.min(...values))}–${fmt(Math.max(...values))}`;
  // Pairs measured back to back: the spread of their differences says how much of the cost is noise.
  const pairCosts = without.map((rps, i) => 1 - withScrape[i] / rps);
  console.log(`\nscraping /metrics once a second, dashboard, ${rounds} alternating rounds of ${seconds} s each side:`);
  console.log(`- without: ${without.map((v) => fmt(v)).join(", ")} req/s (mean ${fmt(mean(without))}, ${range(without)})`);
  console.log(`- with:    ${withScrape.map((v) => fmt(v)).join(", ")} req/s (mean ${fmt(mean(withScrape))}, ${range(withScrape)})`);
  console.log(
    `- cost: ${fmt(cost * 100, 1)} % of the throughput (goal ≤ ${fmt(SCRAPE_COST_GOAL * 100)} % ${cost <= SCRAPE_COST_GOAL ? "✓" : "✗"}); per round ${pairCosts.map((c) => `${fmt(c * 100, 1)} %`).join(", ")}`,
  );
}

/** Resident memory goals after the load, MB. */
const RSS_GOAL = { pglite: 600, postgres: 400 };

async function get(url, cookie) {
  const res = await fetch(url, { headers: { ...(cookie ? { Cookie: cookie } : {}), "Accept-Encoding": encoding }, redirect: "manual" });
  await res.arrayBuffer();
  return res.status === 200;
}

/** A news item marked important (and back), its redirect, and the page it leads to. */
function formPostStep(base, cookie, newsId) {
  return async (_worker, i) => {
    const res = await fetch(`${base}/news/${newsId}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded", "Accept-Encoding": encoding },
      body: new URLSearchParams({ newsId: String(newsId), important: i % 2 === 0 ? "true" : "false" }),
      redirect: "manual",
    });
    await res.arrayBuffer();
    const location = res.headers.get("location");
    if (res.status !== 302 || !location) return false;
    return get(new URL(location, base).href, cookie);
  };
}

/** First-visit JavaScript of a page: its module scripts and preloads, gzip. */
async function firstVisitJs(base, html) {
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer())).length;
  return total / 1024;
}

const fmt = (n, digits = 0) => n.toFixed(digits).replace(".", ",");

async function benchBackend(label, env, port, rssGoal) {
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = { ...startEnv(), ...SECRETS, PORT: String(port), HOST: "127.0.0.1", READ_CACHE_BYPASS: readCacheBypass, ...env };
  // The first start migrates and seeds if needed; the measured one starts on a ready database.
  let portal = start("server-build/index.js", serverEnv, [], startNodeArgs());
  await waitUntilUp(base, portal.started, portal.child);
  await stop(portal.child);
  portal = start("server-build/index.js", serverEnv, [], startNodeArgs());
  const startup = await waitUntilUp(base, portal.started, portal.child);
  try {
    const haendler = await signIn(base);
    // Targets `as` a staff member sign in once each.
    const cookies = new Map([[undefined, haendler]]);
    for (const target of TARGETS) if (target.as && !cookies.has(target.as)) cookies.set(target.as, await signIn(base, target.as));
    const cookie = haendler;
    const auth = { Cookie: cookie };
    const newsId = Number(/href="\/news\/(\d+)"/.exec((await pageOf(`${base}/news`, auth)).html)?.[1]);
    const rows = [];
    for (const target of TARGETS) {
      // The form post's unit ends on the news page; the reference is sized like that page.
      const own = cookies.get(target.as);
      const page = await pageOf(target.post ? `${base}/news/${newsId}` : base + target.path, target.anonymous ? {} : { Cookie: own });
      const sized = await sizeReference(page);
      const referenceStep = () => get(`http://127.0.0.1:${REFERENCE_PORT}/?${sized.query}`);
      if (warmupSeconds > 0) await load(referenceStep, warmupSeconds);
      const reference = await load(referenceStep);
      const step = target.post ? formPostStep(base, cookie, newsId) : () => get(base + target.path, target.anonymous ? undefined : own);
      if (warmupSeconds > 0) await load(step, warmupSeconds);
      const measured = await loadScraped(step, base, scrapeEverySecond);
      const js = target.post ? null : await firstVisitJs(base, page.html);
      rows.push({ target, page, sized, reference, measured, js });
    }
    const rss = rssMb(portal.child.pid);
    console.log(`\n### ${label} — ${new Date().toISOString().slice(0, 16)}Z, Accept-Encoding: ${encoding}, ${seconds} s per target after ${warmupSeconds} s warm-up, c=${concurrency}, reference sends ${process.env.BENCH_REFERENCE_SEND ?? "stream"}, portal's read cache ${readCacheBypass ? `bypassed for ${readCacheBypass}` : "on"}\n`);
    console.log(`Prometheus: ${scrapeEverySecond ? "GET /metrics scraped once a second during each measured portal run" : "not scraping (BENCH_SCRAPE=0)"}\n`);
    console.log("| target | elements portal / reference | HTML KB portal / reference | reference req/s | portal req/s | share | goal | p50 / p99 ms | errors | first-visit JS KB gzip | scrapes ok / failed, slowest ms |");
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    for (const { target, page, sized, reference, measured, js } of rows) {
      const share = measured.rps / reference.rps;
      const { scrapes } = measured;
      const met = share >= target.goal && (!target.p99 || measured.p99 <= target.p99) && (!target.p95 || measured.p95 <= target.p95) && measured.errors === 0 && !scrapes?.failed;
      console.log(
        `| ${target.name} | ${page.elements} / ${sized.elements} | ${fmt(page.bytes / 1024, 1)} / ${fmt(sized.bytes / 1024, 1)} | ${fmt(reference.rps)} | ${fmt(measured.rps)} | ${fmt(share * 100)} % | ${fmt(target.goal * 100)} %${target.p99 ? `, p99 ≤ ${target.p99}` : ""}${target.p95 ? `, p95 ≤ ${target.p95} (${fmt(measured.p95)})` : ""} ${met ? "✓" : "✗"} | ${fmt(measured.p50)} / ${fmt(measured.p99)} | ${measured.errors} | ${js === null ? "–" : fmt(js, 1)} | ${scrapes ? `${scrapes.ok} / ${scrapes.failed}, ${fmt(scrapes.slowestMs)}` : "–"} |`,
      );
    }
    console.log(`\nresident memory after the load: ${fmt(rss)} MB (goal ≤ ${rssGoal} ${rss <= rssGoal ? "✓" : "✗"}) · start-up to first answer: ${fmt(startup)} ms`);
    if (scrapeRounds > 0) await scrapeCost(base, haendler, scrapeRounds);
  } finally {
    await stop(portal.child);
  }
}

const reference = start("bench/reference-app.mjs", {}, [String(REFERENCE_PORT)]);
await waitUntilUp(`http://127.0.0.1:${REFERENCE_PORT}`, reference.started, reference.child);
const sizeReference = await referenceSizer(`http://127.0.0.1:${REFERENCE_PORT}`);
try {
  await benchBackend("PGlite (embedded)", { DATA_DIR: pgliteDir }, 3591, RSS_GOAL.pglite);
  if (databaseUrl) await benchBackend("PostgreSQL", { DATA_DIR: `${pgliteDir}-pg`, DATABASE_URL: databaseUrl }, 3592, RSS_GOAL.postgres);
} finally {
  await stop(reference.child);
}
