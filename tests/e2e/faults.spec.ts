// The API goes away under a running portal (UPSTREAM_URL mode) and comes back (issue 9, faults):
// pages answer a German 503, /readyz says so, a form posted meanwhile keeps its input and can be
// sent again, and the portal recovers by itself. Both are started here from the built bundles on
// ports of their own (per project, as the two projects may run at once).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { startProcess, stopProcess } from "./processes";
import { seededDataDir } from "./seeded-data";

const secrets = { JWT_SECRET: "faults-test-jwt-secret-0123456789abcdef", SESSION_SECRET: "faults-test-session-secret-0123456789ab" };

const start = (script: string, env: Record<string, string>) => startProcess(script, { HOST: "127.0.0.1", LOG_LEVEL: "info", ...secrets, ...env });
const stop = stopProcess;

test("API down: German 503 pages, readiness follows, a posted form keeps its input, and the portal recovers by itself", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  // Derived from the suite's port, so suites of two worktrees side by side do not collide.
  const API_PORT = Number(process.env.E2E_PORT || 3100) + (javaScriptEnabled ? 83 : 85);
  const PORTAL_PORT = API_PORT + 1;
  const portal = `http://127.0.0.1:${PORTAL_PORT}`;
  const apiData = seededDataDir("faults-api");
  const portalData = mkdtempSync(path.join(os.tmpdir(), "partnerportal-faults-portal-"));
  // behind a trusted proxy the API must know where users reach the portal (decision 0960)
  const apiEnv = { PORT: String(API_PORT), DATA_DIR: apiData, TRUST_PROXY: "loopback", PUBLIC_URL: portal };
  let api: ChildProcess | undefined;
  let web: ChildProcess | undefined;
  try {
    api = await start("server-build/api.js", apiEnv);
    web = await start("server-build/index.js", { PORT: String(PORTAL_PORT), DATA_DIR: portalData, UPSTREAM_URL: `http://127.0.0.1:${API_PORT}` });

    const signIn = await page.request.post(`${portal}/login`, { form: { email: "schulz@example.com", password: "Demo2026!" }, maxRedirects: 0 });
    expect(signIn.status()).toBe(302);
    await page.goto(`${portal}/account/settings`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const firstName = page.getByRole("textbox", { name: "Vorname" });
    await firstName.fill("Annegret");

    await stop(api);
    const down = await page.request.get(`${portal}/dashboard`);
    expect(down.status()).toBe(503);
    expect(await down.text()).toContain("Vorübergehend nicht erreichbar");
    expect((await page.request.get(`${portal}/readyz`)).status()).toBe(503);

    // The form posted while the API is away: a 503 page that keeps the input and offers to send it again.
    await page.getByRole("button", { name: "Profil speichern" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vorübergehend nicht erreichbar" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Ihre Eingaben sind nicht verloren" })).toBeVisible();
    await page.getByText("Eingaben anzeigen").click();
    await expect(page.getByText("Annegret")).toBeVisible();

    api = await start("server-build/api.js", apiEnv);
    // Sent again from the error page once the API is back: saved, as typed.
    await page.getByRole("button", { name: "Eingaben erneut senden" }).click();
    await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Vorname" })).toHaveValue("Annegret");

    const back = await page.goto(`${portal}/dashboard`);
    expect(back?.status()).toBe(200);
    expect((await page.request.get(`${portal}/readyz`)).status()).toBe(200);
  } finally {
    await stop(web);
    await stop(api);
    rmSync(apiData, { recursive: true, force: true });
    rmSync(portalData, { recursive: true, force: true });
  }
});
