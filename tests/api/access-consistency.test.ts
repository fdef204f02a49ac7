/**
 * Every portal screen and the API routes it calls use the same rule (issue 26). For each screen of
 * the route registry (PORTAL_ROUTES) and each demo actor, the screen's loader is called as Remix
 * calls it, with every API request recorded: where the access table's rule of the screen does not
 * hold, the loader refuses with 403; where it holds, it answers, and every request maps to an
 * entry of the endpoint table whose rule holds for the actor, none answering 403 — so the portal
 * never asks what the API would refuse someone the screen admits. And each screen calls at least
 * one entry of its own rule, or is named below with the reason.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppLoadContext } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { access, type AccessRuleName, type AccessSubject } from "#contract/access";
import type { EndpointAccess } from "#contract/endpoint";
import { PORTAL_ROUTES, type PortalRouteId } from "../../app/lib/route-registry";
import { ACTOR_NAMES, ACTORS, admits, subjectFor, tableRouteOf, type Actor } from "./access-table";
import { useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();

const SHARED_BRAND_LIST = "one brand list for two screens: brandRead is brands (trading partners) or a supplier (products), and the API scopes a supplier to its own brands";
const ZR_FRAME = "the ZR system serves the screen in a frame; the API only lists the ZR accounts (zrClient, part of the screen's rule)";
/**
 * Screens whose own rule no entry they call has, and why. The entries they call must still hold
 * for everyone the screen admits (checked like every screen's).
 */
const OWN_RULE_NOT_CALLED: Partial<Record<PortalRouteId, string>> = {
  brands: SHARED_BRAND_LIST,
  products: SHARED_BRAND_LIST,
  subAccounts: "the sub-accounts come with the user's own record (GET extranet/users/me)",
  zrUpload: ZR_FRAME,
  zrSalesReport: ZR_FRAME,
  zrStatistic: ZR_FRAME,
  zrTradingPartner: ZR_FRAME,
};

/** The user's own record, which every guard reads: it says nothing about the screen's data. */
const GUARD_ENTRIES = new Set(["me", "refresh"]);

// ---------------------------------------------------------------------------------------------
// Route modules (remix-flat-routes, hybrid: `a+/` folders add their name's segments)

const ROUTES_DIR = fileURLToPath(new URL("../../app/routes/", import.meta.url));

type Segment = { literal: string; optional?: boolean } | { param: string; optional?: boolean };

interface RouteModule {
  file: string;
  segments: Segment[];
}

function moduleFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? moduleFiles(full) : /\.tsx?$/.test(name) ? [path.relative(ROUTES_DIR, full)] : [];
    });
}

/** `_portal+/serviceandmore+/services.$id.tsx` → services, :id under serviceandmore; null for the splat (404) route. */
function segmentsOf(file: string): Segment[] | null {
  const name = file.replace(/\.tsx?$/, "").replace(/\+\//g, ".").replace(/\/(route|_index|index)$/, "").replace(/\//g, ".");
  const segments: Segment[] = [];
  // Dots inside [ ] are literal (`export[.]csv`).
  for (const part of name.match(/(?:\[[^\]]*\]|[^.])+/g) ?? []) {
    const optional = /^\(.*\)$/.test(part);
    const bare = (optional ? part.slice(1, -1) : part).replace(/_$/, "");
    if (bare === "$") return null;
    if (bare.startsWith("_")) continue; // pathless layout, _index, _layout
    if (bare.startsWith("$")) segments.push({ param: bare.slice(1), optional });
    else segments.push({ literal: bare.replace(/\[([^\]]*)\]/g, "$1").toLowerCase(), optional });
  }
  return segments;
}

const MODULES: RouteModule[] = moduleFiles(ROUTES_DIR).flatMap((file) => {
  const segments = segmentsOf(file);
  return segments ? [{ file, segments }] : [];
});

/** Matches `parts` against `segments`: the path parameters, or null. */
function match(segments: Segment[], parts: string[]): Record<string, string> | null {
  if (segments.length === 0) return parts.length === 0 ? {} : null;
  const [first, ...rest] = segments as [Segment, ...Segment[]];
  const part = parts[0];
  const taken = part === undefined ? null : "literal" in first ? (first.literal === part.toLowerCase() ? match(rest, parts.slice(1)) : null) : ((m) => m && { [first.param]: part, ...m })(match(rest, parts.slice(1)));
  if (taken) return taken;
  return first.optional ? match(rest, parts) : null;
}

/** The module that renders `urlPath`: the one with the most literal segments among those that match (Remix' ranking, enough here). */
function moduleOf(urlPath: string): { file: string; params: Record<string, string> } {
  const parts = urlPath.split("/").filter(Boolean);
  const found = MODULES.flatMap((m) => {
    const params = match(m.segments, parts);
    return params ? [{ file: m.file, params, rank: m.segments.filter((s) => "literal" in s).length }] : [];
  }).sort((a, b) => b.rank - a.rank);
  if (found.length === 0) throw new Error(`${urlPath}: no route module under app/routes renders it`);
  if (found.length > 1 && found[0]!.rank === found[1]!.rank) throw new Error(`${urlPath}: ${found[0]!.file} and ${found[1]!.file} both render it`);
  return found[0]!;
}

// ---------------------------------------------------------------------------------------------
// Calling loaders with the API's requests recorded

interface ApiCall {
  method: string;
  path: string;
  status: number;
}

let recorded: ApiCall[] = [];
const portal = portalContext(
  t,
  async (request, api) => {
    // A refused screen's call may still be answering when the next run begins: it belongs to the run that asked.
    const sink = recorded;
    const response = await api.fetch(request);
    sink.push({ method: request.method, path: new URL(request.url).pathname, status: response.status });
    return response;
  },
  // The ZR system's logon (an external system) answers for every account; only the API's part is checked here.
  { zr: { frameBase: "", logon: async (_token, accid) => `session-${accid}` } },
);

type Loader = (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => Promise<unknown>;

async function loaderOf(file: string): Promise<Loader> {
  const module = (await import(path.join(ROUTES_DIR, file))) as { loader?: Loader };
  if (!module.loader) throw new Error(`${file} has no loader`);
  return module.loader;
}

/** What a loader did: answered, or threw (a Response: its status and where it redirects). */
async function run(loader: Loader, url: string, params: Record<string, string>, cookie: string): Promise<{ outcome: string; refused: boolean; calls: ApiCall[] }> {
  recorded = [];
  let outcome = "answered";
  let refused = false;
  try {
    await portal.load(loader, url, cookie, params);
  } catch (thrown) {
    if (!(thrown instanceof Response)) outcome = `threw ${thrown instanceof Error ? thrown.message : String(thrown)}`;
    else {
      outcome = `${thrown.status}${thrown.headers.has("Location") ? ` to ${thrown.headers.get("Location")}` : ""}`;
      refused = thrown.status === 403;
    }
  }
  return { outcome, refused, calls: recorded };
}

const cookies = {} as Record<Actor, string>;
const subjects = {} as Record<Actor, AccessSubject>;

beforeAll(async () => {
  await Promise.all(
    ACTOR_NAMES.map(async (actor) => {
      cookies[actor] = await portal.signIn(ACTORS[actor]);
      const session = await portal.storage.getSession(cookies[actor]);
      subjects[actor] = await subjectFor(t, session.get("auth")!.access_token);
    }),
  );
});

/** The calls of one loader run that the API would refuse, or that reach no entry of the table. */
function refusedCalls(calls: ApiCall[], subject: AccessSubject): string[] {
  return calls.flatMap(({ method, path: callPath, status }) => {
    const route = tableRouteOf(method, callPath);
    if (!route) return [`${method} ${callPath}: no entry of the endpoint table`];
    if (!admits(route.access, subject)) return [`${route.name} (${route.key}): its rule ${route.access} does not hold`];
    if (status === 403 || status >= 500) return [`${route.name} (${route.key}) answered ${status}`];
    return [];
  });
}

describe("portal screens and the API routes they call", () => {
  it("resolves every screen of the route registry to its route module", () => {
    for (const route of PORTAL_ROUTES) expect(moduleOf(route.path).file, route.path).toMatch(/^_portal\+\//);
  });

  it("refuses whom the screen's rule refuses, answers whom it admits, and calls only entries whose rule holds", async () => {
    const failures: string[] = [];
    const calledRules = new Map<PortalRouteId, Set<EndpointAccess>>();
    const admitted = new Map<PortalRouteId, Actor[]>();
    for (const route of PORTAL_ROUTES) {
      const { file, params } = moduleOf(route.path);
      const loader = await loaderOf(file);
      const rules = new Set<EndpointAccess>();
      calledRules.set(route.id, rules);
      admitted.set(route.id, []);
      for (const actor of ACTOR_NAMES) {
        const holds = access[route.rule](subjects[actor]);
        const { outcome, refused, calls } = await run(loader, `http://portal.test${route.path}`, params, cookies[actor]);
        const at = `${route.path} (${file}) as ${actor}`;
        if (holds && outcome !== "answered") failures.push(`${at}: rule ${route.rule} holds, but the loader ${outcome}`);
        if (!holds && !refused) failures.push(`${at}: rule ${route.rule} does not hold, but the loader ${outcome === "answered" ? "answered" : outcome}`);
        // A refused screen may have asked the API in parallel with its guard; the API refuses that itself (access-matrix.test.ts).
        if (!holds) continue;
        for (const problem of refusedCalls(calls, subjects[actor])) failures.push(`${at}: ${problem}`);
        admitted.get(route.id)!.push(actor);
        for (const call of calls) {
          const entry = tableRouteOf(call.method, call.path);
          if (entry && !GUARD_ENTRIES.has(entry.name)) rules.add(entry.access);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every screen is opened by at least one demo actor, so its calls were seen.
    expect(PORTAL_ROUTES.filter((r) => admitted.get(r.id)!.length === 0).map((r) => r.path)).toEqual([]);
    const mismatched = PORTAL_ROUTES.filter((r) => !calledRules.get(r.id)!.has(r.rule) && !OWN_RULE_NOT_CALLED[r.id]).map(
      (r) => `${r.path}: rule ${r.rule}, calls ${[...calledRules.get(r.id)!].sort().join(", ") || "nothing"}`,
    );
    expect(mismatched, "screens that call no entry of their own rule").toEqual([]);
    const stale = (Object.keys(OWN_RULE_NOT_CALLED) as PortalRouteId[]).filter((id) => calledRules.get(id)!.has(PORTAL_ROUTES.find((r) => r.id === id)!.rule as AccessRuleName));
    expect(stale, "named as calling no entry of their rule, but they do").toEqual([]);
  });

  it("the portal layout, around every screen, calls only entries whose rule holds", async () => {
    const layout = await loaderOf("_portal+/_layout.tsx");
    const failures: string[] = [];
    for (const actor of ACTOR_NAMES) {
      const { outcome, calls } = await run(layout, "http://portal.test/dashboard?panel=hilfe", {}, cookies[actor]);
      if (outcome !== "answered") failures.push(`layout as ${actor}: ${outcome}`);
      for (const problem of refusedCalls(calls, subjects[actor])) failures.push(`layout as ${actor}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});
