/**
 * Query-string fuzzing of every portal GET route (issue 29), the loader side of portal-fuzz.test.ts:
 * each route module with a loader (pages, file downloads, exports, .ics, previews, search, ZR
 * screens) is called as Remix calls it, signed in, with hostile values under the query names its
 * own source reads. A malformed value must be refused (a 4xx, the German error page) or ignored,
 * never a 5xx.
 *
 * FUZZ_RUNS and FUZZ_SEED as in fuzz.test.ts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { AppLoadContext, LoaderFunction } from "@remix-run/node";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/db/seed";
import { useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const ROUTES_DIR = path.resolve("app/routes");

interface LoaderRoute {
  file: string;
  loader: LoaderFunction;
  /** Query names read from the route's source (searchParams.get/getAll/has, GET form fields). */
  names: string[];
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? routeFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

function queryNames(source: string): string[] {
  const all = (re: RegExp) => [...source.matchAll(re)].map((m) => m[1]!);
  return [...new Set([...all(/searchParams\.(?:get|getAll|has)\("([\w.[\]-]+)"\)/g), ...all(/name="([\w.[\]-]+)"/g), "q", "page", "sort", "limit", "returnTo", "redirectTo", "version"])];
}

const HOSTILE = ["", " ", "%", "%zz", "\u0000", "\uD800", "'; drop table users; --", "<script>alert(1)</script>", "Größe 🛋️", "x".repeat(5000), "-1", "0", "2147483648", "99999999999999999999", "1e308", "NaN", "1.5", "[]", "{}", "//evil.example", "../../etc/passwd", "2026-02-30", "31.12.2026", "-", ",,", "a,b"];
const hostileValue = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) }, { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) });
const hostileId = fc.oneof(fc.constantFrom("1", "2", "0", "-1", "abc", "1.5", "99999999999999999999", "%00"), fc.integer({ min: 1, max: 60 }).map(String));

/** The raw query: names may repeat, and values are percent-encoded by hand now and then left raw. */
function queryFor(route: LoaderRoute) {
  const name = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...route.names) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) });
  return fc.array(fc.tuple(name, hostileValue, fc.boolean()), { minLength: 1, maxLength: 5 }).map((entries) =>
    entries.map(([key, value, raw]) => `${encodeURIComponent(key)}=${raw ? value.replace(/[#&\s]/g, "") : encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "?"))}`).join("&"),
  );
}

const routes: LoaderRoute[] = [];
const cookies: string[] = [];
const portal = portalContext(t);

async function call(route: LoaderRoute, query: string, cookie: string, id: string): Promise<Response> {
  const url = new URL(`http://portal.test/fuzz?${query}`);
  const headers: Record<string, string> = { cookie };
  const context: AppLoadContext = await portal.contextFor(url, "GET", headers);
  const request = new Request(url, { headers });
  try {
    const result: unknown = await route.loader({ request, context, params: { id, slug: id, fileId: id, "*": id } });
    return result instanceof Response ? result : new Response(null, { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

beforeAll(async () => {
  for (const file of routeFiles(ROUTES_DIR)) {
    const relative = path.relative(ROUTES_DIR, file);
    const source = readFileSync(file, "utf8");
    if (!/export (async function|const) loader\b/.test(source)) continue;
    const module = (await import(file)) as { loader: LoaderFunction };
    routes.push({ file: relative, loader: module.loader, names: queryNames(source) });
  }
  for (const email of [DEMO_USERS.haendler.email, DEMO_USERS.lieferant.email]) cookies.push(await portal.signIn(email));
}, 120_000);

describe("fuzzing the portal's query strings", () => {
  it(`answers ${RUNS} hostile query strings on every GET route without a 5xx`, async () => {
    expect(routes.length).toBeGreaterThan(30);
    const seen = new Set<string>();
    const statuses = new Map<number, number>();
    let toLogin = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: routes.length - 1 }).chain((which) => fc.tuple(fc.constant(which), queryFor(routes[which]!))),
        fc.nat({ max: cookies.length - 1 }),
        hostileId,
        async ([which, query], who, id) => {
          const route = routes[which]!;
          let res: Response;
          try {
            res = await call(route, query, cookies[who]!, id);
          } catch (error) {
            throw new Error(`${route.file} threw for ?${query.slice(0, 200)} (id ${id}): ${String(error)}`);
          }
          await res.arrayBuffer().catch(() => undefined);
          seen.add(route.file);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if ((res.headers.get("Location") ?? "").startsWith("/login")) toLogin++;
          if (res.status >= 500) throw new Error(`${route.file} answered ${res.status} for ?${query.slice(0, 200)} (id ${id})`);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(routes.filter((r) => !seen.has(r.file)).map((r) => r.file)).toEqual([]);
    // The runs reached the loaders as a signed-in user, not the sign-in redirect.
    expect(toLogin).toBeLessThan(RUNS / 10);
  }, 600_000);
});
