import { expect, loginThroughForm, test } from "./fixtures";

test.describe("sign-in and sign-out", () => {
  test("a trading partner signs in, sees the shell and signs out", async ({ page }) => {
    await loginThroughForm(page, "haendler@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Willkommen, / })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Dashboard" })).toBeVisible();

    await page.getByLabel("Profilmenü").click();
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Sie wurden abgemeldet.")).toBeVisible();

    // The session is gone: a protected page sends the user to sign in again.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });

  test("a supplier signs in and sees the supplier's company", async ({ page, loginAs }) => {
    await loginAs(page, "lieferant@example.com");
    await expect(page.getByText(/Lieferant \(LF\)/)).toBeVisible();
  });

  test("returns to the page first asked for", async ({ page }) => {
    await page.goto("/Dashboard?ansicht=kompakt");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2FDashboard%3Fansicht%3Dkompakt$/);
    await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill("leser@example.com");
    await page.getByRole("textbox", { name: "Passwort", exact: true }).fill("Demo2026!");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/Dashboard\?ansicht=kompakt$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Willkommen, / })).toBeVisible();
  });

  test("ignores a return path to another site", async ({ page }) => {
    await page.goto("/login?redirectTo=%2F%2Fevil.example%2F");
    await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill("leser@example.com");
    await page.getByRole("textbox", { name: "Passwort", exact: true }).fill("Demo2026!");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test("a wrong password shows the message with the reset link and keeps the e-mail", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill("haendler@example.com");
    await page.getByRole("textbox", { name: "Passwort", exact: true }).fill("falsch-falsch");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("E-Mail-Adresse und Passwort stimmen nicht überein.");
    await expect(alert.getByRole("link", { name: "Passwort vergessen?" })).toHaveAttribute("href", "/login/resetpassword");
    await expect(page.getByRole("textbox", { name: "E-Mail", exact: true })).toHaveValue("haendler@example.com");
    await expect(page.getByRole("textbox", { name: "Passwort", exact: true })).toHaveValue("");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an empty form is refused with German messages", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein.")).toBeVisible();
    await expect(page.getByText("Bitte geben Sie Ihr Passwort ein.")).toBeVisible();
  });

  test("signs in by keyboard alone", async ({ page }) => {
    await page.goto("/login");
    const email = page.getByRole("textbox", { name: "E-Mail", exact: true });
    // Skip link first, then the e-mail field.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeFocused();
    for (let i = 0; i < 5 && !(await email.evaluate((el) => el === document.activeElement).catch(() => false)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(email).toBeFocused();
    await page.keyboard.type("haendler@example.com");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: "Passwort", exact: true })).toBeFocused();
    await page.keyboard.type("Demo2026!");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);

    // Sign out by keyboard: the profile menu is a disclosure that opens with Enter.
    await page.getByLabel("Profilmenü").focus();
    await page.keyboard.press("Enter");
    const logout = page.getByRole("button", { name: "Abmelden" });
    await logout.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the session cookie is HttpOnly and SameSite=Lax and holds no readable token", async ({ page, loginAs }) => {
    await loginAs(page, "haendler@example.com");
    const cookie = (await page.context().cookies()).find((c) => c.name === "auth.session");
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe("Lax");
    expect(cookie!.expires).toBe(-1);
    expect(await page.evaluate(() => document.cookie).catch(() => "")).not.toContain("auth.session");
    const locale = (await page.context().cookies()).find((c) => c.name === "i18n_redirected");
    expect(locale?.value).toBe("de");
  });

  test("the sign-in form is the same whether the server renders it or copies it", { tag: "@js-only" }, async ({ request }) => {
    // The form is rendered once per address and copied after that (decision 0535).
    const page = async (url: string) => (await (await request.get(url)).text()).replace(/nonce="[^"]*"/g, "").replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "");
    const first = await page("/login?redirectTo=%2Fnews%3Fpage%3D2");
    expect(first).toContain('name="redirectTo" value="/news?page=2"');
    expect(await page("/login?redirectTo=%2Fnews%3Fpage%3D2")).toBe(first);
    const plain = await page("/login");
    expect(plain).toContain('name="redirectTo" value=""');
    expect(await page("/login")).toBe(plain);
  });
});

test.describe("languages (issue 42)", () => {
  test("signed out: the sign-in screen switches to English by a form post, signs in in English, and the account's German wins", async ({ page }) => {
    await page.goto("/login?redirectTo=%2Fdashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.getByRole("button", { name: "English", exact: true }).click();
    // The same address, now in English, its toast too.
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("The language is now English.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("en");

    // The rules' messages and the refusal in English.
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("leser@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("falsch-falsch");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("The email address and password do not match.");

    // leser@'s account is German: after the sign-in, the account's language decides.
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo2026!");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: /^Willkommen, / })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("de");
  });

  test("a first visit follows the browser's Accept-Language; the switch leads back to German", async ({ browser, baseURL, javaScriptEnabled }) => {
    const context = await browser.newContext({ baseURL, locale: "en-GB", javaScriptEnabled });
    const page = await context.newPage();
    // The English texts are a chunk of their own: an English page loads it, a German one never does.
    const englishChunk: string[] = [];
    page.on("request", (request) => {
      if (/\/build\/_shared\/screens-\w+\.js$/.test(request.url())) englishChunk.push(new URL(page.url()).pathname);
    });
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
    await page.getByRole("button", { name: "Deutsch", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByText("Die Sprache ist jetzt Deutsch.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Anmeldung für Partner" })).toBeVisible();
    await page.goto("/login/resetpassword");
    await expect(page.getByRole("heading", { name: "Passwort zurücksetzen" })).toBeVisible();
    expect(englishChunk).toHaveLength(javaScriptEnabled ? 1 : 0);
    await context.close();
  });

  test("a language the portal lacks is refused with a German message, nothing changed", async ({ page }) => {
    await page.goto("/login");
    const response = await page.request.post("/settings", { form: { intent: "language", language: "fr", redirectTo: "/login" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["set-cookie"] ?? "").not.toContain("i18n_redirected=");
    await page.goto(response.headers()["location"]!);
    await expect(page.getByText("Die Sprache konnte nicht gespeichert werden.", { exact: false })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});
