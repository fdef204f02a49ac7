import { accountFor } from "./account-helpers";
import { expect, test } from "./fixtures";

test.describe("account management", () => {
  // axe without JavaScript copies the page into a second context; on the shared 2-core machine that is slow.
  test.describe.configure({ timeout: 120_000 });

  test("a duplicate e-mail shows the spec's message and keeps the input", async ({ page, loginAs, axe }) => {
    await loginAs(page, "haendler@example.com");
    await page.getByRole("link", { name: "Account-Verwaltung" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Account-Verwaltung" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "leser@example.com" })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await page.getByRole("link", { name: "Neuen Account anlegen" }).click();
    expect(await axe(page)).toEqual([]);
    await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill("leser@example.com");
    await page.getByRole("textbox", { name: "Vorname", exact: true }).fill("Jonas");
    await page.getByRole("checkbox", { name: "Kalender" }).check();
    await page.getByRole("button", { name: "Account anlegen" }).click();
    await expect(page.getByText("Ein Account mit dieser E-Mail Adresse existiert bereits!")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Vorname", exact: true })).toHaveValue("Jonas");
    await expect(page.getByRole("checkbox", { name: "Kalender" })).toBeChecked();
  });

  test("deactivate after confirmation and reactivate an account", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    const email = accountFor(javaScriptEnabled, "berg@example.com", "lange@example.com");
    await loginAs(page, "haendler@example.com");
    await page.goto(`/account-management?suche=${email.split("@")[0]}`);
    await page.getByRole("link", { name: /bearbeiten$/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Account");
    await expect(page.getByText(/^(Zuletzt angemeldet am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr|Noch nie angemeldet)$/)).toBeVisible();
    await page.getByRole("link", { name: "Deaktivieren" }).click();
    await expect(page.getByText(/wirklich deaktiviert werden/)).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Ja, deaktivieren" }).click();
    await expect(page.getByText(/wurde deaktiviert\./)).toBeVisible();
    await expect(page.getByText(/ist seit \d\d\.\d\d\.\d{4} deaktiviert/)).toBeVisible();

    await page.goto("/account-management");
    await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Deaktiviert seit");

    await page.goto(`/account-management?suche=${email.split("@")[0]}`);
    await page.getByRole("link", { name: /bearbeiten$/ }).click();
    await page.getByRole("button", { name: "Aktivieren" }).click();
    await expect(page.getByText(/wurde aktiviert\./)).toBeVisible();
    await expect(page.getByText("Der Account ist aktiv und kann sich anmelden.")).toBeVisible();

    // The manager has signed in: their own account shows when (issue 29).
    await page.goto("/account-management?suche=haendler");
    await page.getByRole("link", { name: /bearbeiten$/ }).click();
    await expect(page.getByText(/^Zuletzt angemeldet am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr$/)).toBeVisible();

    await page.goto("/account-management/protokoll");
    await expect(page.getByRole("heading", { level: 1, name: "Protokoll" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`Status geändert.*${email}`) }).first()).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });

  test("another company's account answers 'Keine Berechtigung!'", async ({ page, loginAs }) => {
    await loginAs(page, "haendler@example.com");
    const res = await page.goto("/account-management/3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b05");
    expect(res?.status()).toBe(403);
    await expect(page.getByText("Keine Berechtigung!").first()).toBeVisible();
  });
});
