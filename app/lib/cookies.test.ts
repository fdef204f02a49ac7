/**
 * The cookie registry is complete: every place in the portal's and the server's code that sets a
 * cookie names it through the registry (or by a name the registry holds), and the cookies the code
 * really writes carry registered names and lifetimes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { trackChanges } from "~/.server/change-seq";
import { createPortalSessionStorage } from "~/.server/session";
import { serializeShellSettings } from "~/.server/shell-settings";
import { DEFAULT_SHELL_SETTINGS } from "~/lib/shell-settings";
import { COOKIE_KEYS, COOKIES, lifetimeOf } from "./cookies";

const root = join(__dirname, "..", "..");
const NAMES = new Set<string>(Object.values(COOKIES).map((c) => c.name));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ["node_modules", "build", "locales"].includes(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Whether a cookie name as the code writes it comes from the registry: a literal the registry
 * holds, `COOKIES.<key>.name`, or a constant the same file sets to that.
 */
function registered(expression: string, source: string): boolean {
  const literal = /^["'`]([^"'`]+)["'`]$/.exec(expression)?.[1];
  if (literal) return NAMES.has(literal);
  const key = /^COOKIES\.(\w+)\.name$/.exec(expression)?.[1];
  if (key) return key in COOKIES;
  const constant = new RegExp(`\\b${expression.replace(/\./g, "\\.")}\\s*=\\s*(COOKIES\\.\\w+\\.name)\\b`).exec(source)?.[1];
  return constant ? registered(constant, source) : false;
}

/** The cookie a Set-Cookie line or header sets. */
const nameOf = (setCookie: string) => setCookie.split("=")[0]!.trim();

describe("cookie registry", () => {
  const files = [...sources(join(root, "app")), ...sources(join(root, "server"))];

  it("names every cookie the code sets", () => {
    expect(files.length).toBeGreaterThan(100);
    const unregistered: string[] = [];
    let sites = 0;
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      const where = relative(root, file);
      // createCookie(…) (Remix), res.cookie(…) (Express): the name is the registry's or a literal it holds.
      for (const [, arg = ""] of source.matchAll(/\b(?:createCookie|res\.cookie|\.cookie)\(\s*([^,)]+)/g)) {
        sites++;
        if (!registered(arg.trim(), source)) unregistered.push(`${where}: ${arg.trim()}`);
      }
      // A Set-Cookie header written by hand: `name=value; Max-Age=…` or `${NAME}=…; Path=/`.
      for (const [, name = ""] of source.matchAll(/["'`]([\w.-]+|\$\{[\w.]+\})=[^"'`\n]*;\s*(?:Max-Age|Path|HttpOnly|Expires)/gi)) {
        sites++;
        const expression = /^\$\{([\w.]+)\}$/.exec(name)?.[1];
        if (!registered(expression ?? JSON.stringify(name), source)) unregistered.push(`${where}: ${name}`);
      }
    }
    expect(sites).toBeGreaterThanOrEqual(COOKIE_KEYS.length);
    expect(unregistered).toEqual([]);
  });

  it("the cookies the code writes carry the registered names and lifetimes", async () => {
    const storage = createPortalSessionStorage("x".repeat(32), false);
    const session = await storage.getSession(null);
    const sessionCookie = await storage.commitSession(session);
    expect(nameOf(sessionCookie)).toBe(COOKIES.session.name);
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);

    const shell = await serializeShellSettings(new Request("http://localhost/"), DEFAULT_SHELL_SETTINGS);
    expect(nameOf(shell)).toBe(COOKIES.shell.name);
    expect(shell).toContain(`Max-Age=${COOKIES.shell.maxAgeSeconds}`);

    const written: string[] = [];
    trackChanges(undefined, false, (line) => written.push(line)).saw(7);
    expect(written.map(nameOf)).toEqual([COOKIES.changeSeq.name]);
    expect(written[0]).toContain(`Max-Age=${COOKIES.changeSeq.maxAgeSeconds}`);
  });

  it("states each lifetime in the largest whole unit", () => {
    expect(lifetimeOf(COOKIES.session)).toEqual({ unit: "session", count: 0 });
    expect(lifetimeOf(COOKIES.shell)).toEqual({ unit: "years", count: 1 });
    expect(lifetimeOf(COOKIES.changeSeq)).toEqual({ unit: "minutes", count: 5 });
    expect(lifetimeOf({ name: "x", maxAgeSeconds: 7 * 86_400 })).toEqual({ unit: "days", count: 7 });
  });
});
