// Bounded soak against a local portal: 20 connections for 60 s of mixed pages and form posts as
// signed-in users, reporting the portal's resident memory every 10 s. It must level off.
//
//   node bench/soak.mjs <pid of the portal>        (BENCH_URL, SOAK_SECONDS, SOAK_CONNECTIONS)
//
// Only the loopback address is a target; the run stops by itself.
import { readFileSync } from "node:fs";

const base = new URL(process.env.BENCH_URL ?? "http://127.0.0.1:3000");
if (!["127.0.0.1", "localhost", "[::1]"].includes(base.hostname)) throw new Error("bench/soak.mjs only targets the loopback address");
const pid = Number(process.argv[2]);
if (!Number.isInteger(pid)) throw new Error("usage: node bench/soak.mjs <portal pid>");
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);

/** Resident memory of the portal process in MB (Linux /proc). */
function rssMb() {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

async function signIn(email) {
  const res = await fetch(new URL("/login", base), {
    method: "POST",
    body: new URLSearchParams({ email, password: "Demo2026!" }),
    redirect: "manual",
    headers: { Origin: base.origin },
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("auth.session="));
  if (!cookie) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return cookie.split(";")[0];
}

// Pages everyone opens, lists, a file, and form posts that change nothing lasting (the sidebar
// toggle and a news item marked important and back).
const steps = [
  { path: "/dashboard" },
  { path: "/news" },
  { path: "/documents?search=Konditionen" },
  { path: "/brands" },
  { path: "/calendar" },
  { path: "/contact-management" },
  { path: "/search-index" },
  { path: "/login", anonymous: true },
  { path: "/settings", form: { intent: "toggle-sidebar", sidebarMini: "on", redirectTo: "/dashboard" } },
  { path: "/settings", form: { intent: "toggle-sidebar", sidebarMini: "off", redirectTo: "/dashboard" } },
];

const cookies = await Promise.all(["haendler@example.com", "leser@example.com", "lieferant@example.com"].map(signIn));
const until = Date.now() + seconds * 1000;
let requests = 0;
let errors = 0;
const samples = [{ at: 0, rss: rssMb() }];
const started = Date.now();
const sampler = setInterval(() => samples.push({ at: Math.round((Date.now() - started) / 1000), rss: rssMb() }), 10_000);

await Promise.all(
  Array.from({ length: connections }, async (_, n) => {
    const cookie = cookies[n % cookies.length];
    for (let i = n; Date.now() < until; i++) {
      const step = steps[i % steps.length];
      const headers = step.anonymous ? {} : { Cookie: cookie };
      const res = await fetch(new URL(step.path, base), {
        method: step.form ? "POST" : "GET",
        headers: step.form ? { ...headers, Origin: base.origin } : headers,
        body: step.form ? new URLSearchParams(step.form) : undefined,
        redirect: "manual",
      }).catch(() => null);
      requests++;
      if (!res || res.status >= 500) errors++;
      await res?.arrayBuffer();
    }
  }),
);
clearInterval(sampler);
samples.push({ at: Math.round((Date.now() - started) / 1000), rss: rssMb() });
console.log(`${requests} requests in ${seconds} s with ${connections} connections, ${errors} errors`);
for (const s of samples) console.log(`t=${String(s.at).padStart(3)} s  RSS ${s.rss.toFixed(0)} MB`);
