// End-to-end tests: Debian Chromium (never `playwright install`), against the *built* server
// (`node server-build/index.js`, built by `npm run build` beforehand) on a fresh DATA_DIR per run.
//
// Two projects run every test: "js" (JavaScript on) and "nojs" (JavaScript off).
// A test that only makes sense in one of them opts out with a tag:
//   test("drag and drop sorting", { tag: "@js-only" }, async ({ page }) => { … });
//   test("plain form post fallback", { tag: "@nojs-only" }, async ({ page }) => { … });
// A test that moves the schedule clock (withTestClock) is also tagged "@clock": the "clock" project
// runs it after the other two, one at a time. A long test on a server of its own is tagged
// "@beside-clock": it runs in that last phase on the second worker, which would otherwise wait.
// (tags also work on test.describe). Inside a test, the `javaScriptEnabled` fixture tells which.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = process.env.CI === "true" || process.env.CI === "1";

// Playwright evaluates this file in the runner and again in every worker; workers inherit the
// runner's environment, so create the data folder once and hand it down via E2E_DATA_DIR.
// The same for the seeded folder the server's data and the servers specs start themselves are
// copied from (tests/e2e/serve.mjs, tests/e2e/seeded-data.ts).
if (!process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "partnerportal-e2e-"));
  const template = fs.mkdtempSync(path.join(os.tmpdir(), "partnerportal-e2e-seeded-"));
  process.env.E2E_DATA_DIR = dir;
  process.env.E2E_TEMPLATE_DIR = template;
  // The web server is stopped before the runner exits; remove its data unless asked to keep it.
  if (!process.env.E2E_KEEP_DATA) {
    process.on("exit", () => {
      for (const folder of [dir, template]) fs.rmSync(folder, { recursive: true, force: true });
    });
  }
}
const dataDir = process.env.E2E_DATA_DIR;

// Debian's headless shell when installed (scripts/ensure-chromium.mjs installs it as root): the
// same Chromium release without the browser window's own UI, about a third less CPU per test
// here (decision 0523). Debian's full Chromium otherwise.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Full Chromium's headless mode prewarms two WebUI renderers for the address bar's popup in every
  // new window, that is for every test's context. (Merged with Playwright's own --disable-features.)
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Holds the accessibility statement's report against the suite's axe results.
  globalTeardown: "./tests/e2e/a11y-report.teardown.ts",
  fullyParallel: false,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // Recording a trace costs a DOM snapshot per action (about a fifth of the suite's time on this
    // machine); CI retries a failed test once, and the retry records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "js",
      grepInvert: /@nojs-only|@clock|@beside-clock/,
      use: { browserName: "chromium", javaScriptEnabled: true },
    },
    {
      name: "nojs",
      grepInvert: /@js-only|@beside-clock/,
      use: { browserName: "chromium", javaScriptEnabled: false },
    },
    {
      // Tests that move the schedule clock (withTestClock) run after the others: documents,
      // notifications and reminders read that clock, so a moved clock would change what a test
      // running beside them sees. They open their own no-JavaScript pages where they need them.
      // One worker: they share the one clock (withTestClock's lock would hold a second one idle).
      name: "clock",
      grep: /@clock/,
      dependencies: ["js", "nojs"],
      workers: 1,
      use: { browserName: "chromium", javaScriptEnabled: true },
    },
    {
      // The second worker's share of the last phase: a test about as long as the clock's together
      // (decision 0974), on a server of its own, so the clock does not reach it.
      name: "beside-clock",
      grep: /@beside-clock/,
      dependencies: ["js", "nojs"],
      use: { browserName: "chromium", javaScriptEnabled: false },
    },
  ],
  webServer: {
    // the built server on a copy of a data folder seeded once for the run
    command: "node tests/e2e/serve.mjs",
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      E2E_TEMPLATE_DIR: process.env.E2E_TEMPLATE_DIR!,
      // Playwright's own NODE_ENV must not reach the server (tests/e2e/production-start.spec.ts starts it as `npm start` does).
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // the schedule clock (award window, schedules, reminders) follows DATA_DIR/test-clock (decisions 0920, 0540)
      TEST_CLOCK: "1",
      // mails sent without a request (digests, reminders) link to this origin (decision 0543)
      PUBLIC_URL: baseURL,
    },
  },
});
