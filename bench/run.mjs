// Bounded load run against a local portal: signs in as the demo trading partner, then hammers
// /login and /dashboard with c concurrent loops for a fixed time, and sums the first-visit JS.
import { gzipSync } from "node:zlib";

const base = new URL(process.env.BENCH_URL ?? "http://127.0.0.1:3000");
if (!["127.0.0.1", "localhost", "[::1]"].includes(base.hostname)) {
  throw new Error("bench/run.mjs only targets the loopback address");
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);

async function signIn() {
  const body = new URLSearchParams({ email: "haendler@example.com", password: "Demo2026!" });
  const res = await fetch(new URL("/login", base), {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: base.origin },
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("auth.session="));
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(";")[0];
}

async function load(path, headers = {}) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(new URL(path, base), { headers, redirect: "manual" }).catch(() => null);
        if (!res || res.status !== 200) errors++;
        await res?.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `${path.padEnd(12)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms  errors ${errors}`,
  );
}

async function firstVisitJs() {
  const html = await (await fetch(new URL("/login", base))).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
  // Module preloads and the entry's static imports are what a first visit downloads.
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())).length;
  console.log(`first-visit JS of /login: ${(total / 1024).toFixed(1)} KB gzip in ${urls.size} files`);
}

const cookie = await signIn();
await load("/login");
await load("/dashboard", { Cookie: cookie });
await firstVisitJs();
