// CPU per request: the portal's process CPU time per page (sequential requests, read from
// /proc/<pid>/stat) next to the reference page's (bench/reference-app.mjs) with as many HTML elements
// and bytes (bench/reference-size.mjs), both sent `Accept-Encoding: identity` (issue 26).
// Unlike req/s it hardly moves when other work shares the machine, so it tells whether a change
// made a page cheaper even on a busy machine; bench/run.mjs remains the measure of the goals.
//
//   npm run build && node bench/cpu.mjs
//
// CPU_PAGES (comma-separated paths), CPU_REQUESTS (200), CPU_AS (the signed-in user, haendler@example.com;
// redaktion@example.com for the staff lists), CPU_PORT (3597), BENCH_PGLITE_DIR (./data-bench),
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/bench; "" uses PGlite).
import { spawn } from "node:child_process";
import { startEnv, startNodeArgs } from "./start-options.mjs";
import { readFileSync } from "node:fs";
import { pageOf, referenceSizer } from "./reference-size.mjs";

const PORTAL_PORT = Number(process.env.CPU_PORT ?? 3597);
const REFERENCE_PORT = PORTAL_PORT + 1;
const requests = Number(process.env.CPU_REQUESTS ?? 200);
const pages = (process.env.CPU_PAGES ?? "/dashboard,/documents,/news,/brands,/calendar,/documents?search=Konditionen").split(",");
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench";
const env = {
  ...startEnv(),
  PORT: String(PORTAL_PORT),
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
  JWT_SECRET: "bench-jwt-secret-0123456789abcdef01234567",
  ...(databaseUrl ? { DATA_DIR: "./data-bench-pg", DATABASE_URL: databaseUrl } : { DATA_DIR: process.env.BENCH_PGLITE_DIR ?? "./data-bench" }),
};

async function serve(args, extraEnv, port) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...extraEnv }, stdio: ["ignore", "ignore", "inherit"] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status < 500, () => false)) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** CPU milliseconds per request of `child` for `url`, after a warm-up. */
async function cpuPerRequest(child, url, headers = {}) {
  const cpuMs = () => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100); // utime + stime, in clock ticks of 10 ms
  };
  const get = async () => {
    const res = await fetch(url, { headers: { ...headers, "Accept-Encoding": "identity" } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  };
  for (let i = 0; i < 20; i++) await get();
  const before = cpuMs();
  for (let i = 0; i < requests; i++) await get();
  return (cpuMs() - before) / requests;
}

const portal = await serve([...startNodeArgs(), "server-build/index.js"], env, PORTAL_PORT);
const reference = await serve(["bench/reference-app.mjs", String(REFERENCE_PORT)], { NODE_ENV: "production" }, REFERENCE_PORT);
try {
  const base = `http://127.0.0.1:${PORTAL_PORT}`;
  const signIn = await fetch(`${base}/login`, { method: "POST", body: new URLSearchParams({ email: process.env.CPU_AS ?? "haendler@example.com", password: "Demo2026!" }), redirect: "manual", headers: { Origin: base } });
  const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("auth.session="))?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  const sizeReference = await referenceSizer(`http://127.0.0.1:${REFERENCE_PORT}`);
  console.log(`${databaseUrl ? "PostgreSQL" : "PGlite"}, ${requests} sequential requests per page\n`);
  console.log("| page | elements portal / reference | HTML KB | portal ms CPU/request | reference ms CPU/request | CPU share |");
  console.log("|---|---|---|---|---|---|");
  for (const page of pages) {
    // The sign-in page is measured as a visitor sees it: a signed-in request is redirected.
    const headers = page === "/login" ? {} : { Cookie: cookie };
    const own = await pageOf(base + page, headers);
    const sized = await sizeReference(own);
    const portalMs = await cpuPerRequest(portal, base + page, headers);
    const referenceMs = await cpuPerRequest(reference, `http://127.0.0.1:${REFERENCE_PORT}/?${sized.query}`);
    const kb = (own.bytes / 1024).toFixed(1).replace(".", ",");
    console.log(`| ${page} | ${own.elements} / ${sized.elements} | ${kb} | ${portalMs.toFixed(1).replace(".", ",")} | ${referenceMs.toFixed(1).replace(".", ",")} | ${Math.round((100 * referenceMs) / portalMs)} % |`);
  }
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${portal.pid}/status`, "utf8"))[1]) / 1024;
  console.log(`\nportal resident memory afterwards: ${Math.round(rss)} MB`);
} finally {
  for (const child of [portal, reference]) child.kill("SIGTERM");
}
