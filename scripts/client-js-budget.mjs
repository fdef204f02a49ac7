#!/usr/bin/env node
// The first-visit JavaScript budget of issue 10, checked on the built client (`npm run build`):
// for every route, the gzip size of what a first visit to it loads — the client entry and, for the
// route and each of its parents, the route module and its shared chunks (what Remix puts into the
// page as module scripts and preloads). With lazy route discovery (remix.config.js
// v3_lazyRouteDiscovery) the page carries only its own part of the route manifest inline, and the
// browser never loads the whole `manifest-*.js`; without it, that file is counted too. Sizes, not timings: they do not vary between
// runs, so the check can fail the build. `node scripts/client-js-budget.mjs --all` prints every route.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KB = 1024;
/**
 * Goals of issue 10: /login ≤ 120 KB, the heaviest signed-in route ≤ 130 KB (gzip). A route over its
 * goal is reported; one over its guard fails. Since each screen downloads only the texts of the
 * areas it shows (decision 0003), every route is within its goal, and the guard is the goal again.
 */
const BUDGETS = [
  { label: "/login", test: (id) => id === "routes/_auth+/login", goal: 120 * KB, limit: 120 * KB },
  { label: "every other route", test: () => true, goal: 130 * KB, limit: 130 * KB },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "public", "build");
const manifestName = readdirSync(buildDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestName) {
  console.error("client-js-budget: no public/build/manifest-*.js; run `npm run build` first");
  process.exit(1);
}
const manifestSource = readFileSync(path.join(buildDir, manifestName), "utf8");
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("{")).replace(/;\s*$/, ""));

const sizes = new Map();
function gzipSize(url) {
  if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(path.join(root, "public", url))).length);
  return sizes.get(url);
}

const lazyRouteDiscovery = /v3_lazyRouteDiscovery:\s*true/.test(readFileSync(path.join(root, "remix.config.js"), "utf8"));

function firstVisit(routeId) {
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (!lazyRouteDiscovery) urls.add(`/build/${manifestName}`);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) {
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  let total = 0;
  for (const url of urls) total += gzipSize(url);
  return total;
}

const rows = Object.keys(manifest.routes)
  .map((id) => ({ id, bytes: firstVisit(id), budget: BUDGETS.find((b) => b.test(id)) }))
  .sort((a, b) => b.bytes - a.bytes);
const over = rows.filter((r) => r.bytes > r.budget.limit);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const shown = process.argv.includes("--all") ? rows : [...new Set([...rows.slice(0, 5), ...rows.filter((r) => r.id === "routes/_auth+/login" || r.bytes > r.budget.goal)])];
const mark = (r) => (r.bytes > r.budget.limit ? "✗" : r.bytes > r.budget.goal ? "!" : "✓");
for (const r of shown) console.log(`${mark(r)} ${kb(r.bytes).padStart(9)}  ${r.id}  (${r.budget.label}: goal ${kb(r.budget.goal)}, guard ${kb(r.budget.limit)})`);
const overGoal = rows.filter((r) => r.bytes > r.budget.goal);
if (overGoal.length) console.log(`\n! ${overGoal.length} route(s) over the goal of issue 10, within the guard`);
if (over.length) {
  console.error(`\n${over.length} route(s) over their first-visit JavaScript budget. A screen that imports a value from a module`);
  console.error("that builds zod schemas brings all of zod into the browser: import such values from zod-free modules");
  console.error("(server/api/values/, app/lib/form-values/), see docs/decisions/0515. Texts: a screen registers only");
  console.error("the areas it shows (registerContent …), see docs/decisions/0003.");
  process.exit(1);
}
console.log(`\nfirst-visit JavaScript within the guard on all ${rows.length} routes`);
