// A scanner crawls the portal (issue 40, decision 0960): every route of the Remix build's route
// table (the route registry's screens among them) and every same-origin link the signed-in pages
// show, with hostile query values, while its sessions expire (short token lifetimes; a cookie
// replayed after its rotation) and are signed out elsewhere. No request may bring the process
// down or leave a rejection nobody handled: afterwards the process still runs, answers /healthz,
// and logged no unhandledRejection or uncaughtException. Its own server (own port, own log).
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { PORTAL_ROUTES } from "../../app/lib/route-registry";
import { patternMatches, routeTable } from "./route-table";
import type { Browser } from "@playwright/test";
import { DEFAULT_PASSWORD, expect, test } from "./fixtures";
import { startProcess, stopProcess } from "./processes";
import { seededDataDir } from "./seeded-data";

const PORT = Number(process.env.E2E_PORT || 3100) + 95;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SEED = Number(process.env.CRAWL_SEED ?? 20261129);
const CONCURRENCY = 6;
/** What Node or the server's handlers write when a promise rejection or an exception escaped. */
const ESCAPED = /unhandled ?(promise ?)?rejection|uncaught ?exception|ERR_UNHANDLED_REJECTION/i;

const USERS = ["haendler@example.com", "lieferant@example.com", "admin@example.com", "redaktion@example.com", "rp@example.com"];
const IDS = ["1", "abc", "00000000-0000-4000-8000-000000000000"];
const HOSTILE = ["", " ", "%", "%zz", "%00", "\u0000", "'; drop table users; --", "<script>alert(1)</script>", "Größe 🛋️", "x".repeat(3000), "-1", "0", "2147483648", "1e308", "NaN", "1.5", "[]", "//evil.example", "../../etc/passwd", "2026-02-30", "hilfe", "einstellungen", "true", "on"];
/** Query names every page may read (the layout's drawers, Remix' data requests, lists). */
const COMMON_NAMES = ["panel", "page", "q", "search", "sort", "year", "_data", "index", "redirectTo", "returnTo", "confirm", "width", "download"];

/** A small seeded generator (mulberry32): the same crawl on every run unless CRAWL_SEED says otherwise. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

/** Concrete paths of a pattern: each dynamic segment with real-looking and malformed ids, optional ones also left out. */
function pathsOf(pattern: string): string[] {
  let paths = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    const optional = segment.endsWith("?");
    const dynamic = segment.startsWith(":") || segment === "*";
    const values = dynamic ? IDS.map(encodeURIComponent) : [segment.replace(/\?$/, "")];
    paths = paths.flatMap((p) => [...values.map((v) => `${p}/${v}`), ...(optional ? [p] : [])]);
  }
  return [...new Set(paths.map((p) => p || "/"))];
}

/** Query names a route's source (and its parents') reads. */
async function queryNamesOf(routeIds: string[]): Promise<string[]> {
  const { readFile } = await import("node:fs/promises");
  const names = new Set(COMMON_NAMES);
  for (const id of routeIds) {
    for (const ext of [".tsx", ".ts"]) {
      const source = await readFile(path.resolve("app", `${id}${ext}`), "utf8").catch(() => "");
      for (const m of source.matchAll(/(?:searchParams\.(?:get|getAll|has)\(|[A-Za-z]+Param\(url, )"([\w.[\]-]+)"/g)) names.add(m[1]!);
    }
  }
  return [...names];
}

function hostileQuery(rng: ReturnType<typeof random>, names: string[], chain: string[]): string {
  const count = Math.floor(rng.next() * 4);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = rng.pick(names);
    const value = name === "_data" && rng.next() < 0.5 ? rng.pick(chain) : rng.pick(HOSTILE);
    // Mostly encoded as a browser would; now and then raw, as a scanner sends it.
    parts.push(`${encodeURIComponent(name)}=${rng.next() < 0.8 ? encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "?")) : value.replace(/[#&\s]/g, "")}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

/** One browser's cookie, kept up to date from Set-Cookie when `jar` (else replayed as captured). */
class Session {
  constructor(
    public cookie: string,
    private readonly jar: boolean,
  ) {}
  take(response: Response) {
    if (!this.jar) return;
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      if (pair.startsWith("auth.session=")) this.cookie = pair;
    }
  }
}

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${ORIGIN}/login`, { method: "POST", body: new URLSearchParams({ email, password: DEFAULT_PASSWORD }), redirect: "manual", headers: { origin: ORIGIN } });
  const cookie = res.headers.getSetCookie().map((line) => line.split(";")[0]!).find((pair) => pair.startsWith("auth.session="));
  if (res.status !== 302 || !cookie) throw new Error(`sign-in of ${email}: ${res.status}`);
  return cookie;
}

/** A signed-in cookie whose session another sign-in of the same user ends ("Überall abmelden"). */
async function signedOutElsewhere(email: string): Promise<Session> {
  const [victim, other] = await Promise.all([signIn(email), signIn(email)]);
  const res = await fetch(`${ORIGIN}/account/settings`, { method: "POST", body: new URLSearchParams({ intent: "logout-everywhere" }), redirect: "manual", headers: { cookie: other, origin: ORIGIN } });
  if (res.status !== 302) throw new Error(`signing out everywhere as ${email}: ${res.status}`);
  return new Session(victim, false);
}

/**
 * Nothing loads from another origin (issue 41): a browser with JavaScript opens every screen of
 * the route registry, signed out and as a partner and a staff member, and notes each request (and
 * each one the CSP blocked) that leaves the portal's origin — fonts, scripts, images alike.
 */
async function foreignRequests(browser: Browser, paths: string[]): Promise<string[]> {
  const foreign: string[] = [];
  for (const email of [null, "haendler@example.com", "admin@example.com"]) {
    const context = await browser.newContext({ javaScriptEnabled: true, baseURL: ORIGIN });
    if (email) {
      const [name, ...value] = (await signIn(email)).split("=");
      await context.addCookies([{ name: name!, value: value.join("="), url: ORIGIN }]);
    }
    const page = await context.newPage();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["http:", "https:", "ws:", "wss:"].includes(url.protocol) || url.origin === ORIGIN) return;
      foreign.push(`${request.resourceType()} ${url.origin}${url.pathname} (on ${page.url()}, ${email ?? "signed out"})`);
    });
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) foreign.push(`CSP: ${message.text().slice(0, 300)} (on ${page.url()})`);
    });
    for (const screen of email ? paths : ["/login", "/barrierefreiheit", "/datenschutz", "/login/resetpassword"]) {
      await page.goto(screen, { waitUntil: "load" }).catch((error: unknown) => foreign.push(`${screen}: ${String(error).slice(0, 200)}`));
    }
    await context.close();
  }
  return foreign;
}

test("a crawl with hostile queries while sessions expire and end elsewhere leaves the process up", { tag: "@nojs-only" }, async ({ browser }) => {
  test.setTimeout(900_000);
  const dataDir = seededDataDir("crawl");
  const escaped: string[] = [];
  let server: ChildProcess | undefined;
  try {
    server = await startProcess("server-build/index.js", {
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: "info",
      // Access tokens are refreshed 30 s before they expire: after 5 s every request refreshes;
      // a refresh token unused for 12 s has expired, and a rotated one replayed after 1 s ends the session.
      ACCESS_TOKEN_TTL: "35",
      REFRESH_TOKEN_TTL: "12",
      REFRESH_GRACE_SECONDS: "1",
    });
    let exited: string | null = null;
    server.once("exit", (code, signal) => (exited = `exited with ${code ?? signal}`));
    const watch = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) if (ESCAPED.test(line)) escaped.push(line.slice(0, 2000));
    };
    server.stdout!.on("data", watch);
    server.stderr!.on("data", watch);

    const routes = await routeTable();
    const registryPaths = PORTAL_ROUTES.map((r) => r.path).filter((p) => p.startsWith("/"));
    const rng = random(SEED);
    const targets: { url: string; names: string[]; chain: string[] }[] = [];
    for (const route of routes) {
      const names = await queryNamesOf(route.chain);
      for (const p of pathsOf(route.pattern)) targets.push({ url: p, names, chain: route.chain });
    }
    // The registry's screens as the menu links them (a parameter's real values among them, e.g. the ZR screens).
    for (const screen of registryPaths) {
      // Not the catch-all 404 route: it matches every path.
      const route = routes.find((r) => !r.pattern.includes("*") && patternMatches(r.pattern, screen));
      expect(route, `route registry screen ${screen} in the route table`).toBeDefined();
      targets.push({ url: screen, names: await queryNamesOf(route!.chain), chain: route!.chain });
    }
    const crawled = new Set(targets.map((t) => t.url.toLowerCase()));

    // A scanner follows the links a signed-in page shows: real ids of brands, news, files, previews.
    const layoutNames = await queryNamesOf(routes.find((r) => r.id === "routes/_portal+/_layout")?.chain ?? []);
    const discovery = new Session(await signIn("haendler@example.com"), true);
    const staff = new Session(await signIn("admin@example.com"), true);
    const found = new Set<string>();
    for (const session of [discovery, staff]) {
      for (const start of registryPaths) {
        const res = await fetch(`${ORIGIN}${start}`, { headers: { cookie: session.cookie }, redirect: "manual" });
        session.take(res);
        const html = res.headers.get("content-type")?.includes("text/html") ? await res.text() : "";
        await res.body?.cancel().catch(() => undefined);
        for (const m of html.matchAll(/href="(\/[^"#?]*)/g)) if (!crawled.has(m[1]!.toLowerCase())) found.add(m[1]!);
      }
    }
    for (const url of [...found].slice(0, 80)) targets.push({ url, names: layoutNames, chain: ["root", "routes/_portal+/_layout"] });
    expect(await foreignRequests(browser, registryPaths), "requests to another origin").toEqual([]);

    // The crawl: each target under each session state, in order of a shuffle, a few at a time.
    const states = ["anonymous", "replayed", "elsewhere", "live"] as const;
    const replayed = await Promise.all(USERS.map(async (email) => new Session(await signIn(email), false)));
    let elsewhere = await signedOutElsewhere(USERS[0]!);
    let live = new Session(await signIn(USERS[1]!), true);
    // Two of the four states per target, in turn: every state meets every kind of route, in a few minutes.
    const jobs = targets.flatMap((target, i) => [states[i % 4]!, states[(i + 1) % 4]!].map((state) => ({ ...target, state, query: hostileQuery(rng, target.names, target.chain) })));
    for (let i = jobs.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
    }
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    let next = 0;
    let renewed = 0;
    let unanswered: string | undefined;
    const worker = async () => {
      while (next < jobs.length && !exited && !unanswered) {
        const index = next++;
        const job = jobs[index]!;
        // Fresh sessions now and then: each is signed out elsewhere or expires while the crawl goes on.
        if (Math.floor(index / 100) > renewed) {
          renewed = Math.floor(index / 100);
          const email = USERS[renewed % USERS.length]!;
          [elsewhere, live] = await Promise.all([signedOutElsewhere(email), signIn(email).then((c) => new Session(c, true))]);
        }
        const session = job.state === "anonymous" ? null : job.state === "replayed" ? replayed[index % replayed.length]! : job.state === "elsewhere" ? elsewhere : live;
        let res: Response;
        try {
          res = await fetch(`${ORIGIN}${job.url}${job.query}`, { headers: session ? { cookie: session.cookie } : {}, redirect: "manual", signal: AbortSignal.timeout(30_000) });
        } catch (error) {
          // The process went away (its output says why) or stopped answering: the crawl ends here.
          unanswered ??= `GET ${job.url}${job.query.slice(0, 200)} (${job.state}): ${String(error)}`;
          return;
        }
        session?.take(res);
        await res.arrayBuffer().catch(() => undefined);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500 && res.status !== 503) serverErrors.push(`${res.status} GET ${job.url}${job.query.slice(0, 120)} (${job.state})`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // A rejection nobody handled surfaces after the answer went out.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    console.log(`crawl: ${jobs.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    if (serverErrors.length) console.log(`crawl: server errors\n${serverErrors.slice(0, 30).join("\n")}`);
    expect(escaped, "unhandled rejections or uncaught exceptions in the server's output").toEqual([]);
    expect(serverErrors, "requests the server answered with an error of its own").toEqual([]);
    expect(exited, "the server process ended during the crawl").toBeNull();
    expect(unanswered, "a request the server did not answer").toBeUndefined();
    const health = await fetch(`${ORIGIN}/healthz`);
    expect(health.status).toBe(200);
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
