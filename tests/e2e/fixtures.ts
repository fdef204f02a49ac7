// Shared Playwright fixtures. Import `test`/`expect` from here instead of "@playwright/test":
//
//   import { test, expect } from "./fixtures";
//   test("dashboard", async ({ page, loginAs, axe }) => {
//     await loginAs(page, "hp@example.test");
//     expect(await axe(page)).toEqual([]);
//   });
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import axeCore from "axe-core";
import { test as base, expect, type Browser, type Locator, type Page } from "@playwright/test";

import { screenOf, type AxeRun } from "../../app/lib/accessibility/report";

export const DEFAULT_PASSWORD = "Demo2026!";
/** the axe runs of one suite run, a JSON line each, in the run's data folder */
export const AXE_RUNS_FILE = "axe-runs.jsonl";

/** What a test sees of an axe violation: enough to name it and find it on the page. */
export interface AxeViolation {
  id: string;
  impact: "minor" | "moderate" | "serious" | "critical";
  help: string;
  /** CSS selectors of the offending nodes */
  targets: string[];
}

export interface AxeOptions {
  /** CSS selectors to limit the scan to. */
  include?: string[];
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
  /** axe rule ids to switch off (say why in the test). */
  disableRules?: string[];
}

/** Signs in through the real login form and waits until the browser has left /login. */
export async function loginThroughForm(page: Page, email: string, password = DEFAULT_PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  try {
    await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith("/login"));
  } catch (error) {
    throw new Error(`loginAs(${email}): still on ${page.url()} after submitting the login form`, {
      cause: error,
    });
  }
}

/**
 * Signs in with the same form post a browser without JavaScript sends (the browser context shares
 * the cookie), then opens the page the portal redirects to. Cheaper than typing into the form for
 * every test; auth.spec.ts covers the form itself.
 */
export async function loginAs(page: Page, email: string, password = DEFAULT_PASSWORD): Promise<void> {
  const response = await page.request.post("/login", { form: { email, password }, maxRedirects: 0 });
  const location = response.headers()["location"];
  if (response.status() < 300 || response.status() >= 400 || !location || location.toLowerCase().startsWith("/login")) {
    throw new Error(`loginAs(${email}): sign-in answered ${response.status()} ${location ?? ""}`);
  }
  await page.goto(location);
}

/**
 * axe-core itself, evaluated once per document in every frame. Not @axe-core/playwright's
 * AxeBuilder: it evaluates the 600 KB source twice per run and opens a blank page to merge the
 * results, which made an axe run cost 2.5 s instead of 0.4 s on this machine.
 */
async function injectAxe(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map(async (frame) => {
      try {
        if (!(await frame.evaluate("typeof window.axe === 'object'"))) await frame.evaluate(axeCore.source);
      } catch {
        // A frame that went away or refuses scripts: axe reports it as not tested, as AxeBuilder does.
      }
    }),
  );
}

async function runAxe(page: Page, options: AxeOptions): Promise<AxeViolation[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async ({ include, exclude, disableRules }) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    // Colours are judged at rest: a button that was just re-enabled is still fading back from its
    // disabled colour for a moment (colour-contrast saw that half-way colour once). An endless
    // animation cannot finish and is left as it is.
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // infinite
      }
    }
    const context = include.length > 0 ? { include, exclude } : { exclude };
    const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
    // Only violations are read: passes and the rest would be serialised for nothing.
    const results = await axe.run(context, { rules, resultTypes: ["violations"] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? "minor", help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, { include: options.include ?? [], exclude: options.exclude ?? [], disableRules: options.disableRules ?? [] });
  recordAxeRun(page.url(), violations);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/**
 * Every axe run of the suite is noted (all impacts), so the teardown can hold the accessibility
 * statement's report against what the suite actually found (app/lib/accessibility/report.ts).
 */
function recordAxeRun(url: string, violations: AxeViolation[]): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || !/^https?:/.test(url)) return;
  const run: AxeRun = {
    screen: screenOf(new URL(url).pathname),
    violations: violations.map((v) => ({ rule: v.id, impact: v.impact })),
  };
  appendFileSync(path.join(dir, AXE_RUNS_FILE), `${JSON.stringify(run)}\n`);
}

/**
 * axe is itself JavaScript, and in a page opened with `javaScriptEnabled: false` Playwright's
 * evaluate never settles. So for the "nojs" project the current DOM (what a no-JS user sees) is
 * copied into a JS-enabled page (one per worker, see copyPageOf) at the same URL, with the page's own
 * scripts removed and <noscript> content unwrapped; stylesheets, fonts and images still load
 * from the app (same cookies), so colour-contrast and layout rules see the real page.
 */
async function axeNoJs(page: Page, options: AxeOptions): Promise<AxeViolation[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error("axe: the page has no browser (persistent context?)");
  const url = page.url();
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<\/?noscript\b[^>]*>/gi, "");
  const copy = await copyPageOf(browser);
  await copy.context().clearCookies();
  await copy.context().addCookies(await page.context().cookies());
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  if (/^https?:/.test(url)) {
    await copy.route(
      (u) => u.href === url,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
      { times: 1 },
    );
    await copy.goto(url);
  } else {
    await copy.setContent(html);
  }
  return runAxe(copy, options);
}

/**
 * The JS-enabled page no-JS pages are copied into, one per browser (that is, per worker): a
 * context of its own for every run started a renderer each time. Its cookies are the test's.
 */
const copyPages = new WeakMap<Browser, Promise<Page>>();
function copyPageOf(browser: Browser): Promise<Page> {
  let copy = copyPages.get(browser);
  if (!copy) {
    copy = browser.newContext({ javaScriptEnabled: true, locale: "de-DE" }).then((context) => context.newPage());
    copyPages.set(browser, copy);
  }
  return copy;
}

/**
 * Runs axe on the current page; returns only violations of impact "serious" or "critical".
 * Pass `javaScriptEnabled: false` for a page opened without JavaScript — or simply use the
 * `axe` fixture, which passes the project's setting for you.
 */
export async function axe(
  page: Page,
  options: AxeOptions & { javaScriptEnabled?: boolean } = {},
): Promise<AxeViolation[]> {
  return options.javaScriptEnabled === false ? axeNoJs(page, options) : runAxe(page, options);
}

/** React's production errors for a server render the browser could not hydrate (418, 419, 421, 423, 425). */
const HYDRATION_ERROR = /Minified React error #4(18|19|21|23|25)\b|Hydration failed/;

export const test = base.extend<{
  loginAs: typeof loginAs;
  axe: (page: Page, options?: AxeOptions) => Promise<AxeViolation[]>;
  failOnHydrationErrors: void;
}>({
  // Every page of every test: a hydration mismatch makes React re-render the page in the browser,
  // which throws away what the user typed meanwhile (a time zone difference did exactly that).
  failOnHydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on("console", (message) => {
        if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) errors.push(`${message.page()?.url() ?? ""}: ${message.text().split("\n")[0]}`);
      });
      await use();
      expect(errors, "hydration errors").toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring argument.
  loginAs: async ({}, use) => {
    await use(loginAs);
  },
  axe: async ({ javaScriptEnabled }, use) => {
    await use((page, options = {}) => axe(page, { ...options, javaScriptEnabled }));
  },
});

export { expect };

/**
 * Waits for a flash toast, then dismisses it: with JavaScript the toast outlives the navigation,
 * so the next step would otherwise find this message again before its own save has finished.
 */
export async function expectToast(page: Page, text = "Erfolgreich gespeichert"): Promise<void> {
  const messages = page.getByRole("region", { name: "Meldungen" });
  await expect(messages.getByText(text).first()).toBeVisible({ timeout: 15_000 });
  await messages.getByRole("button", { name: "Schließen" }).click(); // without JavaScript the next page load replaces it anyway
}

/** An image has loaded real pixels (it may still be in flight when it becomes visible). */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded(); // lazy images load only near the viewport
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(0);
}

/**
 * A second browser context with JavaScript off, as the "nojs" project opens pages (the project's
 * `use` options do not reach `browser.newContext`): for a test that follows one workflow in both.
 */
export function newNoJsContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ javaScriptEnabled: false, baseURL, locale: "de-DE", timezoneId: "Europe/Berlin" });
}

/**
 * Runs `steps` holding the server's schedule clock (TEST_CLOCK=1, DATA_DIR/test-clock; decisions
 * 0920, 0540): the award window, schedules and reminders read it. `move(iso)` sets it, an empty
 * string is the real time. One clock for the whole server, so a spec that moves it runs its steps
 * in one test, and specs on the other worker that move it wait for it (a lock folder in the run's
 * fresh data folder); the clock is real again afterwards. Tag the test "@clock": it runs after
 * the others (playwright.config.ts), whose pages read the same clock.
 */
export async function withTestClock<T>(steps: (move: (iso: string) => void) => Promise<T>): Promise<T> {
  // Only the "clock" project may move it: the other tests run beside each other and read it.
  if (!base.info().tags.includes("@clock")) throw new Error("a test that moves the schedule clock is tagged @clock (playwright.config.ts)");
  const dataDir = process.env.E2E_DATA_DIR!;
  const lock = path.join(dataDir, "test-clock.lock");
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const move = (iso: string) => writeFileSync(path.join(dataDir, "test-clock"), iso);
  move("");
  try {
    return await steps(move);
  } finally {
    move("");
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Opens a confirmation that lives in the URL from its link: with JavaScript by keyboard only
 * (Enter opens it, Escape closes it, Enter opens it again), without JavaScript by following it.
 */
export async function openConfirmation(page: Page, link: Locator, dialog: Locator, javaScriptEnabled: boolean): Promise<void> {
  if (!javaScriptEnabled) {
    await link.click();
    return;
  }
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  // The dialog takes focus in the same effect that starts listening for Escape: a key pressed
  // between the render and that effect (a busy machine) would go unheard.
  await expect(dialog.getByRole("heading").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await link.focus();
  await page.keyboard.press("Enter");
}
