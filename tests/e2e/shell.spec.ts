import { accountFor } from "./account-helpers";
import { expect, loginThroughForm, test } from "./fixtures";

test.describe("signed-in shell", () => {
  test("settings drawer changes the sidebar and is kept", async ({ page, loginAs }) => {
    await loginAs(page, "haendler@example.com");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(nav).toBeVisible();
    expect(Math.round((await nav.boundingBox())!.width)).toBe(300);

    await page.getByLabel("Profilmenü").click();
    await page.getByRole("link", { name: "Darstellung" }).click();
    const drawer = page.getByRole("dialog", { name: "Darstellung" });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel("Seitenleiste minimieren").check();
    await drawer.getByLabel("Hell").check();
    await drawer.getByRole("button", { name: "Übernehmen", exact: true }).click();

    await expect(page.getByText("Darstellung gespeichert.")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Darstellung" })).toHaveCount(0);
    expect(Math.round((await nav.boundingBox())!.width)).toBe(144);

    await page.reload();
    expect(Math.round((await page.getByRole("navigation", { name: "Hauptnavigation" }).boundingBox())!.width)).toBe(144);
  });

  test("the sidebar toggle collapses and expands the sidebar", async ({ page, loginAs }) => {
    await loginAs(page, "lieferant@example.com");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await page.getByRole("button", { name: "Seitenleiste ein- oder ausklappen" }).click();
    await expect.poll(async () => Math.round((await nav.boundingBox())!.width)).toBe(144);
    await page.getByRole("button", { name: "Seitenleiste ein- oder ausklappen" }).click();
    await expect.poll(async () => Math.round((await nav.boundingBox())!.width)).toBe(300);
  });

  test("help drawer opens from the header and closes again", async ({ page, loginAs }) => {
    await loginAs(page, "leser@example.com");
    await page.getByRole("link", { name: "Hilfe" }).click();
    const drawer = page.getByRole("dialog", { name: "Hilfe" });
    await expect(drawer).toContainText("Bedienung per Tastatur");
    await drawer.getByRole("link", { name: "Schließen" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("below the lg breakpoint the menu lives in a navigation drawer", async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await loginAs(page, "haendler@example.com");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
    await page.getByRole("link", { name: "Navigation öffnen" }).click();
    const drawer = page.getByRole("dialog", { name: "Hauptnavigation" });
    await expect(drawer.getByRole("link", { name: "Dashboard" })).toBeVisible();
  });

  test("a multi-user account sees no sidebar", async ({ page, loginAs }) => {
    await loginAs(page, "verbund@example.com");
    await expect(page.getByRole("heading", { level: 1, name: /^Willkommen, / })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
  });

  test("login page and dashboard have no serious accessibility violations", async ({ page, loginAs, axe }) => {
    // Two axe runs; without JavaScript each copies the page into a second context, slow on a busy machine.
    test.slow();
    await page.goto("/login");
    expect(await axe(page)).toEqual([]);
    await loginAs(page, "haendler@example.com");
    expect(await axe(page)).toEqual([]);
    await page.goto("/dashboard?panel=darstellung");
    expect(await axe(page)).toEqual([]);
  });
});

test.describe("error pages", () => {
  test("an unknown route shows the 404 page", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Nicht gefunden!" })).toBeVisible();
    await expect(page.getByText("This page could not be found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  });

  test("/404 answers the 404 page, with a way back to the dashboard when signed in", async ({ page, loginAs }) => {
    await loginAs(page, "leser@example.com");
    const response = await page.goto("/404");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Nicht gefunden!" })).toBeVisible();
    await page.getByRole("link", { name: "Zurück zum Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("HTTP hardening", { tag: "@js-only" }, () => {
  test("documents carry an enforced CSP with a nonce on every script", async ({ page }) => {
    const response = await page.goto("/login");
    const csp = response!.headers()["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(response!.headers()["content-security-policy-report-only"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await response!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response!.headers()["cache-control"]).toContain("no-store");
  });

  test("cross-site form posts are refused", async ({ request }) => {
    const response = await request.post("/login", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      form: { email: "haendler@example.com", password: "Demo2026!" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  test("oversized bodies are answered 413", async ({ request }) => {
    const response = await request.post("/login", { data: "x".repeat(2 * 1024 * 1024), headers: { "Content-Type": "text/plain" } });
    expect(response.status()).toBe(413);
  });

  test("health and readiness probes answer", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  test("fingerprinted assets are cached immutably, the service worker is not", async ({ page, request }) => {
    const response = await page.goto("/login");
    const css = /href="(\/build\/[^"]+\.css)"/.exec(await response!.text())![1]!;
    expect((await request.get(css)).headers()["cache-control"]).toContain("immutable");
    expect((await request.get("/sw.js")).headers()["cache-control"]).toBe("no-cache");
  });
});

test("the language (issue 42): chosen in the settings drawer, kept on the account, changed back in Account → Einstellungen", async ({ page, loginAs, browser, baseURL, javaScriptEnabled }) => {
  // Two sign-ins and six whole pages (each change of language reloads the document).
  test.setTimeout(60_000);
  const email = accountFor(javaScriptEnabled, "ivo@example.com", "statistik@example.com");
  await loginAs(page, email);
  await page.goto("/dashboard?panel=darstellung");
  const drawer = page.getByRole("dialog", { name: "Darstellung" });
  await drawer.getByRole("radio", { name: "English" }).check();
  await drawer.getByRole("button", { name: "Sprache übernehmen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("The language is now English.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();

  // The account keeps it: a browser that never chose signs in on a German screen and gets English.
  const other = await browser.newContext({ baseURL, locale: "de-DE", javaScriptEnabled });
  const elsewhere = await other.newPage();
  await loginThroughForm(elsewhere, email);
  await expect(elsewhere.locator("html")).toHaveAttribute("lang", "en");
  await expect(elsewhere.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  await other.close();

  // Back to German in Account → Einstellungen, with the keyboard.
  await page.goto("/account/settings");
  const section = page.getByRole("region", { name: "Language" });
  await section.getByRole("radio", { name: "Deutsch" }).check();
  await section.getByRole("button", { name: "Apply language" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByText("Die Sprache ist jetzt Deutsch.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Kontoeinstellungen" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sprache" }).getByRole("radio", { name: "Deutsch" })).toBeChecked();
});

