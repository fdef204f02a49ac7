/**
 * Property-based fuzzing of every portal action (issue 9), the form-post side of tests/api/fuzz.test.ts.
 * Each route module that exports an action is found on disk and called as Remix calls it: a form
 * post with generated fields, a real load context (the signed-in session cookie, the upstream
 * client) and the API of this file behind it. The field names and intents come from the route's
 * own source, so generated posts reach past the first `intent` switch. No answer may be a 5xx,
 * and a refusal (a 4xx, or a redirect whose toast is an error) must leave every table as it was.
 *
 * FUZZ_RUNS and FUZZ_SEED as in fuzz.test.ts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ActionFunction, AppLoadContext } from "@remix-run/node";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { trackTableDigests, useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ROUTES_DIR = path.resolve("app/routes");

/** Signing out ends the session the remaining runs use; it has no input to fuzz. */
const NOT_FUZZED_ROUTES = new Set(["logout.tsx"]);
const NOT_FUZZED_INTENTS = new Set(["logout-everywhere"]);
const VOLATILE = ["auth_sessions", "refresh_tokens", "login_failures"];
let digest: () => Promise<Map<string, string>>;

interface ActionRoute {
  file: string;
  action: ActionFunction;
  /** Field names and intent values read from the route's source. */
  names: string[];
  intents: string[];
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? routeFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

function vocabulary(source: string): Pick<ActionRoute, "names" | "intents"> {
  const all = (re: RegExp) => [...new Set([...source.matchAll(re)].map((m) => m[1]!))];
  const intents = all(/intent === "([\w-]+)"/g).concat(all(/name="intent" value="([\w-]+)"/g)).filter((i) => !NOT_FUZZED_INTENTS.has(i));
  const names = [...new Set([...all(/name="([\w.[\]-]+)"/g), ...all(/fields\.(\w+)/g), ...all(/^\s+(\w+): z\./gm), "intent", "version", "redirectTo"])];
  return { names, intents: [...new Set(intents)] };
}

const DANGEROUS = ["", " ", "\u0000", "a\u0000b", "\uD800", "x\uDFFFy", "'; drop table users; --", "<script>alert(1)</script>", "Größe Möbel ß 🛋️", "x".repeat(20_000), "1".repeat(400), "-1", "0", "2147483648", "1e308", "NaN", "on", "true", "//evil.example", "/dashboard"];
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DANGEROUS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);
const hostileId = fc.oneof(
  fc.constantFrom("1", "2", "3", "0", "-1", "2147483648", "99999999999999999999", "abc", "1.5"),
  fc.integer({ min: 1, max: 200 }).map(String),
);

/** A form body: a few of the route's own names (an intent among them, mostly) with hostile values. */
function formFor(route: ActionRoute) {
  const name = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...route.names) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
  const intent = route.intents.length > 0 ? fc.option(fc.constantFrom(...route.intents), { freq: 5 }) : fc.constant(null);
  return fc.tuple(intent, fc.array(fc.tuple(name, hostileString), { maxLength: 8 })).map(([chosen, entries]) => {
    const form = new URLSearchParams();
    if (chosen) form.append("intent", chosen);
    for (const [key, value] of entries) form.append(key, value);
    return form;
  });
}

const routes: ActionRoute[] = [];
let signedOut = 0;
const USERS = [DEMO_USERS.haendler.email, DEMO_USERS.lieferant.email];
const cookies: string[] = [];
const portal = portalContext(t);

async function call(route: ActionRoute, form: URLSearchParams, cookie: string, id: string): Promise<Response> {
  const url = `http://portal.test/fuzz?index`;
  const headers: Record<string, string> = { cookie, "content-type": "application/x-www-form-urlencoded" };
  const context: AppLoadContext = await portal.contextFor(new URL(url), "POST", headers);
  const request = new Request(url, { method: "POST", headers, body: form });
  try {
    const result: unknown = await route.action({ request, context, params: { id } });
    return result instanceof Response ? result : new Response(null, { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A redirect that flashes an error toast is a refusal too (e.g. "Sortieren fehlgeschlagen"). */
async function refused(res: Response): Promise<boolean> {
  if (res.status >= 400) return true;
  if (res.status < 300) return false;
  const session = await portal.storage.getSession(res.headers.get("Set-Cookie"));
  return session.get("toast")?.kind === "error";
}

beforeAll(async () => {
  digest = await trackTableDigests(t.database.db, VOLATILE);
  for (const file of routeFiles(ROUTES_DIR)) {
    const relative = path.relative(ROUTES_DIR, file);
    const source = readFileSync(file, "utf8");
    if (NOT_FUZZED_ROUTES.has(relative) || !/export (async function|const) action\b/.test(source)) continue;
    const module = (await import(file)) as { action: ActionFunction };
    routes.push({ file: relative, action: module.action, ...vocabulary(source) });
  }
  for (const email of USERS) cookies.push(await portal.signIn(email));
}, 120_000);

describe("fuzzing the portal's actions", () => {
  it(`answers ${RUNS} generated form posts without a 5xx, and refusals change nothing`, async () => {
    expect(routes.length).toBeGreaterThan(20);
    let baseline = await digest();
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: routes.length - 1 }).chain((which) => fc.tuple(fc.constant(which), formFor(routes[which]!))),
        fc.nat({ max: cookies.length - 1 }),
        hostileId,
        async ([which, form], who, id) => {
          const route = routes[which]!;
          const res = await call(route, form, cookies[who]!, id);
          await res.arrayBuffer();
          seen.add(route.file);
          if (res.status >= 500) throw new Error(`${route.file} answered ${res.status} for ${form.toString().slice(0, 300)}`);
          const now = await digest();
          if (await refused(res)) {
            const tables = [...now].filter(([name, hash]) => baseline.get(name) !== hash).map(([name]) => name);
            if (tables.length > 0) throw new Error(`${route.file} refused with ${res.status} but changed ${tables.join(", ")}`);
          }
          baseline = now;
          // Some posts end the session by design (declining the terms, a second sign-in step without
          // its first): sign in again for the next runs, after the check (a sign-in writes the audit
          // log and the last sign-in time).
          if ((res.headers.get("Location") ?? "").startsWith("/login")) {
            signedOut++;
            cookies[who] = await portal.signIn(USERS[who]!);
            baseline = await digest();
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(routes.filter((r) => !seen.has(r.file)).map((r) => r.file)).toEqual([]);
    // The runs reached the actions as a signed-in user, not the sign-in redirect.
    expect(signedOut).toBeLessThan(RUNS / 10);
  }, 600_000);
});
