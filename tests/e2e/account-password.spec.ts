import { accountFor, linkFromOutbox } from "./account-helpers";
import { DEFAULT_PASSWORD, expect, test } from "./fixtures";

test.describe("password", () => {
  // axe without JavaScript copies the page into a second context; on the shared 2-core machine that is slow.
  test.describe.configure({ timeout: 120_000 });

  test("full reset through the mailed link, then sign-in with the new password", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    const email = accountFor(javaScriptEnabled, "schulz@example.com", "meyer@example.com");
    await page.goto("/login");
    await page.getByRole("link", { name: "Passwort vergessen?" }).first().click();
    await expect(page).toHaveURL(/\/login\/resetpassword$/);
    expect(await axe(page)).toEqual([]);
    await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(email);
    await page.getByRole("button", { name: "Link anfordern" }).click();
    await expect(page.getByText(/Wenn zu dieser E-Mail-Adresse ein Konto besteht/)).toBeVisible();

    const link = await linkFromOutbox(email);
    await page.goto(link);
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(/\/login\/resetpassword$/);
    await expect(page.getByRole("heading", { name: "Neues Passwort festlegen" })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await page.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill("kurz");
    await page.getByRole("textbox", { name: "Passwort wiederholen", exact: true }).fill("anders");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByText("Das Passwort muss mindestens 8 Zeichen lang sein.")).toBeVisible();

    await page.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill("Zuruecksetzen2026");
    await page.getByRole("textbox", { name: "Passwort wiederholen", exact: true }).fill("Zuruecksetzen2026");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Ihr Passwort wurde gespeichert.", { exact: false })).toBeVisible();
    await loginAs(page, email, "Zuruecksetzen2026");
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once only: the spec's reset error appears.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill("NochEinmal2026");
    await page.getByRole("textbox", { name: "Passwort wiederholen", exact: true }).fill("NochEinmal2026");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByRole("alert")).toContainText("Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.");

    // The same reset in English (issue 42): the screens, the rule's message and the toast.
    await page.context().clearCookies();
    await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: new URL(page.url()).origin }]);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgotten your password?" }).first().click();
    await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("button", { name: "Request link" }).click();
    await expect(page.getByText(/If an account exists for this email address/)).toBeVisible();
    const english = await linkFromOutbox(email, 10_000, link);
    await page.goto(english);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("kurz");
    await page.getByRole("textbox", { name: "Repeat password", exact: true }).fill("kurz");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("The password must be at least 8 characters long.")).toBeVisible();
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("Englisch2026");
    await page.getByRole("textbox", { name: "Repeat password", exact: true }).fill("Englisch2026");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your password has been saved.", { exact: false })).toBeVisible();
    await loginAs(page, email, "Englisch2026");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("change the password in the account settings", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    const email = accountFor(javaScriptEnabled, "wagner@example.com", "krause@example.com");
    await loginAs(page, email);
    await page.goto("/account/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Kontoeinstellungen" })).toBeVisible();
    await expect(page.getByRole("cell", { name: /Diese Sitzung/ })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    // Validation is the server's, once per submit: typing and leaving fields sends nothing (a
    // validation round trip per blur used to race the real submit and swallow it).
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.postData() ?? "");
    });
    const current = page.getByRole("textbox", { name: "Aktuelles Passwort", exact: true });
    const fresh = page.getByRole("textbox", { name: "Neues Passwort", exact: true });
    const repeat = page.getByRole("textbox", { name: "Neues Passwort wiederholen", exact: true });
    await current.fill("falsch-falsch");
    await fresh.fill("Geaendert2026");
    await repeat.fill("Geaendert2026");
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Das aktuelle Passwort ist nicht korrekt.")).toBeVisible();

    await current.fill(DEFAULT_PASSWORD);
    await fresh.fill("Geaendert2026");
    await repeat.fill("Geaendert2026x");
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Die Passwörter stimmen nicht überein.")).toBeVisible();

    await current.fill(DEFAULT_PASSWORD);
    await fresh.fill("Geaendert2026");
    await repeat.fill("Geaendert2026");
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Ihr Passwort wurde geändert.", { exact: false })).toBeVisible();
    expect(posts.filter((body) => body.includes("intent=password"))).toHaveLength(3);
    expect(posts.filter((body) => body.includes("__intent__"))).toEqual([]);

    // Without JavaScript the toast stays until the next page; it sits over the profile menu.
    if (!javaScriptEnabled) await page.reload();
    await page.getByLabel("Profilmenü").click();
    await page.getByRole("button", { name: "Abmelden", exact: true }).click();
    // The sign-out must be through (its cookie set) before signing in again in the same browser.
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, email, "Geaendert2026");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
