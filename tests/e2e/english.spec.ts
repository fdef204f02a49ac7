// Every screen in English for every demo actor (issue 42, decision 0986): each actor chooses
// English as a user would (the language form, so the account keeps it), then every screen the
// menu and the pages link to is opened — one address per route pattern and query — and each page
// must be English: `<html lang="en">`, no text key shown in place of a text (the translator
// answers the key when a language lacks it), and no common German word in the interface's own
// texts (labels, buttons, table heads, legends, aria-labels, placeholders). What the association
// and the partners wrote (news, names, documents) stays as written, so page text outside those
// elements is not held to English. Its own server: the accounts' languages change.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ChildProcess } from "node:child_process";
import { PORTAL_ROUTES } from "../../app/lib/route-registry";
import { COOKIES } from "../../app/lib/cookies";
import type { Browser } from "@playwright/test";
import { axe, DEFAULT_PASSWORD, expect, test } from "./fixtures";
import { startProcess, stopProcess } from "./processes";
import { patternMatches, routeTable, type BuiltRoute } from "./route-table";
import { seededDataDir } from "./seeded-data";

const PORT = Number(process.env.E2E_PORT || 3100) + 96;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The demo actors (README): partners of each kind, multi-user accounts, the association's roles. */
const ACTORS = [
  "haendler@example.com",
  "lieferant@example.com",
  "rp@example.com",
  "leser@example.com",
  "verbund@example.com",
  "gruppe@example.com",
  "ivo@example.com",
  "statistik@example.com",
  "pruefung@example.com",
  "redaktion@example.com",
  "partnerverwaltung@example.com",
  "admin@example.com",
];
/** Pages per actor at most: the menu's screens and what they link to. */
const PAGE_LIMIT = 120;

/** Common German words that no English interface text contains (whole words). */
const GERMAN = /\b(und|oder|nicht|bitte|Bitte|Sie|Ihre?|wurden?|werden|für|mit|der|die|das|den|dem|eine?|zum|zur|vom|auf|Seite|Zurück|Speichern|speichern|Löschen|löschen|Abbrechen|Suchen|Suche|Anmelden|Abmelden|Einstellungen|Übersicht|Bearbeiten|Hinzufügen|Schließen|Weiter|Alle|Keine|Datum|Uhrzeit|Firma|Marken|Dokumente|Termine|Kalender|hochladen|herunterladen|anzeigen|Benachrichtigungen|Ansprechpartner|Stammdaten)\b/;
/**
 * Not the portal's own screens: the ZR simulator (/sam, the central-settlement system's stand-in,
 * German like the system it stands for) and the preview of a partner's public website (the
 * website's own language).
 */
const NOT_THE_PORTAL = /^\/(sam|website\/preview)\//;
/** Cookie names the privacy page lists (dotted, like keys). */
const COOKIE_NAMES = new Set<string>(Object.values(COOKIES).map((c) => c.name));
/** A dotted text key shown as such (not a host name or an e-mail address). */
const TEXT_KEY = /^[a-z][A-Za-z]+(\.[A-Za-z_][A-Za-z0-9_]*)+$/;
const HOST_NAME = /\.(de|com|org|net|eu|pl|it|dk|tr|at|ch|info|invalid|test|example)$/;

const decode = (text: string) =>
  text
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The English texts with values in them ("Move {{name}} up"), as patterns: a German word inside a
 * value is what a user or the association wrote (a news title, a step's name), not a text of ours.
 */
async function englishTemplates(): Promise<RegExp[]> {
  const dir = path.resolve("app/locales/en");
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    // Modules that register (screens.ts, all-areas.ts) import the app; the text modules do not.
    if (/from "~\//.test(readFileSync(path.join(dir, file), "utf8"))) continue;
    collect(await import(pathToFileURL(path.join(dir, file)).href));
  }
  return [...new Set(texts.filter((text) => text.includes("{{")))].map(
    (text) => new RegExp(`^${text.split(/\{\{\s*\w+\s*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("(.+?)")}$`, "s"),
  );
}

/** The text without the values a template of ours put into it. */
function ownWords(text: string, templates: RegExp[]): string {
  for (const template of templates) {
    const match = template.exec(text);
    if (match) return match.slice(1).reduce((rest, value) => rest.replace(value, " "), text);
  }
  return text;
}

/** What a page says in English terms: its raw keys and the interface texts with German words. */
function findings(html: string, templates: RegExp[]): string[] {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<style\b[\s\S]*?<\/style>/gi, "");
  const out: string[] = [];
  if (!/<html[^>]*\slang="en"/.test(html)) out.push('<html lang> is not "en"');
  const texts = [...body.matchAll(/>([^<]+)</g)].map((m) => decode(m[1]!));
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|title)="([^"]*)"/g)].map((m) => decode(m[1]!));
  // Alternative texts are written with the image (by the association or the partner), so only keys are looked for there.
  const alternatives = [...body.matchAll(/\salt="([^"]*)"/g)].map((m) => decode(m[1]!));
  for (const text of [...texts, ...attributes, ...alternatives]) if (TEXT_KEY.test(text) && !HOST_NAME.test(text) && !COOKIE_NAMES.has(text)) out.push(`text key shown: ${text}`);
  const interfaceTexts = [...body.matchAll(/<(label|button|th|legend|summary)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => decode(m[2]!.replace(/<[^>]+>/g, " ")));
  for (const text of [...interfaceTexts, ...attributes]) {
    // A language's own name is written in that language (the language form), marked lang="de".
    const german = GERMAN.exec(ownWords(text, templates).replace(/\bDeutsch\b/g, ""));
    if (german) out.push(`German “${german[0]}” in “${text.slice(0, 120)}”`);
  }
  return out;
}

/** A browser's cookies for the portal: the session (rotated on refresh) and the language. */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  has(name: string) {
    return this.cookies.has(name);
  }
}

async function post(jar: Jar, path: string, form: Record<string, string>): Promise<Response> {
  const res = await fetch(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(form), redirect: "manual", headers: { origin: ORIGIN, cookie: jar.header } });
  jar.take(res);
  await res.arrayBuffer();
  return res;
}

/** Links a page offers to other screens: same origin, no downloads, files or sign-out. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)"/g)]
    .map((m) => decode(m[1]!))
    .filter((href) => !/^\/(logout|build|assets|api)\b|\.\w{2,4}(\?|$)|\/(file|download)\b/.test(href));
}

/** One address per route pattern (and drawer: `panel` is URL state): a list's tenth page says nothing new. */
function screenKey(routes: BuiltRoute[], href: string): string {
  const url = new URL(href, ORIGIN);
  const route = routes.find((r) => !r.pattern.includes("*") && patternMatches(r.pattern, url.pathname));
  return `${route?.pattern ?? url.pathname} ${url.searchParams.get("panel") ?? ""}`;
}

/** Every screen one actor reaches, in English: the problems found, and how many pages were read. */
async function readInEnglish(routes: BuiltRoute[], templates: RegExp[], email: string): Promise<{ problems: string[]; pages: number; jar: Jar }> {
  const jar = new Jar();
  const signedIn = await post(jar, "/login", { email, password: DEFAULT_PASSWORD });
  expect(signedIn.status, `sign-in of ${email}`).toBe(302);
  // As a user chooses: the account keeps English, the cookie follows.
  await post(jar, "/settings", { intent: "language", language: "en", redirectTo: "/dashboard" });
  expect(jar.has(COOKIES.locale.name), `${email}: the language cookie`).toBe(true);
  const queue = ["/dashboard", "/account/settings", ...PORTAL_ROUTES.map((r) => r.path).filter((p) => p.startsWith("/"))];
  const seen = new Set<string>();
  const problems: string[] = [];
  let pages = 0;
  while (queue.length && seen.size < PAGE_LIMIT) {
    const href = queue.shift()!;
    const key = screenKey(routes, href);
    if (seen.has(key) || NOT_THE_PORTAL.test(href)) continue;
    seen.add(key);
    const res = await fetch(`${ORIGIN}${href}`, { headers: { cookie: jar.header }, redirect: "manual", signal: AbortSignal.timeout(30_000) });
    jar.take(res);
    const html = res.status === 200 && res.headers.get("content-type")?.includes("text/html") ? await res.text() : "";
    if (!html) {
      await res.arrayBuffer().catch(() => undefined);
      continue;
    }
    pages++;
    for (const finding of findings(html, templates)) problems.push(`${email} ${href}: ${finding}`);
    queue.push(...linksOf(html));
  }
  return { problems, pages, jar };
}

/** axe in English (issue 42: 0 serious in both languages): screens of each kind, signed in and out. */
const AXE_SCREENS: [string | null, string[]][] = [
  [null, ["/login", "/login/resetpassword"]],
  ["haendler@example.com", ["/dashboard", "/documents", "/news", "/calendar", "/account/settings?panel=darstellung"]],
  ["lieferant@example.com", ["/contact-management", "/document-review"]],
  ["redaktion@example.com", ["/verband/news", "/verband/termine"]],
  ["admin@example.com", ["/verband/datenschutz"]],
];

async function axeInEnglish(browser: Browser, jars: Map<string, Jar>): Promise<string[]> {
  const found: string[] = [];
  for (const [email, screens] of AXE_SCREENS) {
    const context = await browser.newContext({ javaScriptEnabled: true, baseURL: ORIGIN, locale: "en-GB" });
    const header = email ? jars.get(email)!.header : `${COOKIES.locale.name}=en`;
    await context.addCookies(header.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: ORIGIN })));
    const page = await context.newPage();
    for (const screen of screens) {
      await page.goto(screen);
      if ((await page.locator("html").getAttribute("lang")) !== "en") found.push(`${screen}: not English`);
      for (const violation of await axe(page, { javaScriptEnabled: true })) found.push(`${email ?? "signed out"} ${screen}: ${JSON.stringify(violation).slice(0, 300)}`);
    }
    await context.close();
  }
  return found;
}

test("every screen of every demo actor in English: lang, no text key, no German interface text; axe in English", { tag: "@beside-clock" }, async ({ browser }) => {
  test.setTimeout(600_000);
  const dataDir = seededDataDir("english");
  let server: ChildProcess | undefined;
  try {
    server = await startProcess("server-build/index.js", { HOST: "127.0.0.1", PORT: String(PORT), DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, LOG_LEVEL: "info" });
    const [routes, templates] = await Promise.all([routeTable(), englishTemplates()]);
    // Four actors at a time: the server, not the test, is what takes the time.
    const results: { problems: string[]; pages: number; jar: Jar }[] = [];
    for (let i = 0; i < ACTORS.length; i += 4) results.push(...(await Promise.all(ACTORS.slice(i, i + 4).map((email) => readInEnglish(routes, templates, email)))));
    const pages = results.reduce((sum, r) => sum + r.pages, 0);
    console.log(`english: ${pages} pages of ${ACTORS.length} actors`);
    expect(pages).toBeGreaterThan(ACTORS.length * 10);
    expect([...new Set(results.flatMap((r) => r.problems))]).toEqual([]);
    expect(await axeInEnglish(browser, new Map(results.map((r, i) => [ACTORS[i]!, r.jar]))), "serious or critical axe violations on English pages").toEqual([]);
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
