// A company requiring two-factor sign-in (decision 0551), with the demo company Polstermöbel
// Albrecht, whose two accounts have no second factor yet. One test drives a JavaScript page and a
// second context with JavaScript off itself (tagged @js-only for that reason): the company has one
// account manager, and a requirement turned off by one project would let the other's user past the
// setup, so both modes run in one sequence here.
import type { Page } from "@playwright/test";
import { timeStep, totpAt } from "../../server/api/auth/totp";
import { DEFAULT_PASSWORD, expect, expectToast, loginAs, newNoJsContext, test } from "./fixtures";

const SETUP = /\/zwei-faktor-einrichten$/;
const codeOf = (secret: string, ahead = 0) => totpAt(secret, timeStep(new Date()) + ahead);

/** On the forced page: password, code from the shown secret, recovery codes, on to the dashboard. Answers the secret. */
async function forcedSetup(page: Page): Promise<string> {
  await expect(page).toHaveURL(SETUP);
  await expect(page.getByRole("heading", { name: "Zwei-Faktor-Anmeldung einrichten" })).toBeVisible();
  await expect(page.getByText("Polstermöbel Albrecht verlangt für alle Accounts die Zwei-Faktor-Anmeldung.")).toBeVisible();
  const section = page.getByRole("region", { name: "Zwei-Faktor-Anmeldung", exact: true });
  await section.getByRole("textbox", { name: "Passwort zur Bestätigung" }).fill(DEFAULT_PASSWORD);
  await section.getByRole("button", { name: "Einrichten" }).click();
  await expect(section.getByRole("img", { name: "QR-Code für die Authenticator-App" }).locator("svg")).toBeVisible();
  const secret = (await section.getByTestId("tfa-secret").innerText()).replace(/\s/g, "");
  await section.getByRole("textbox", { name: "Code aus der App" }).fill(codeOf(secret));
  await section.getByRole("button", { name: "Einschalten" }).click();
  const codes = (await section.getByTestId("recovery-codes").innerText()).split(/\s+/).filter(Boolean);
  expect(codes).toHaveLength(10);
  await page.getByRole("link", { name: "Weiter zum Portal" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return secret;
}

async function requirement(page: Page, on: boolean, toast: string) {
  await page.goto("/account-management");
  const box = page.getByRole("region", { name: "Zwei-Faktor-Anmeldung für alle Accounts" }).getByRole("checkbox", { name: "Zwei-Faktor-Anmeldung für alle Accounts von Polstermöbel Albrecht verlangen" });
  await expect(box).toBeChecked({ checked: !on });
  await box.setChecked(on);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expectToast(page, toast);
  await expect(box).toBeChecked({ checked: on });
}

test("a company requiring two-factor: forced setup after the password, the manager's switch, a colleague led to it too", { tag: "@js-only" }, async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // The manager (JavaScript on): straight after the password to the setup, and nowhere else.
  await loginAs(page, "albrecht@example.com");
  await expect(page).toHaveURL(SETUP);
  await page.goto("/account-management");
  await expect(page).toHaveURL(SETUP);
  const secret = await forcedSetup(page);

  // Account-Verwaltung: the requirement is on; per colleague whether two-factor is on.
  await page.goto("/account-management");
  const rowOf = (name: string) => page.getByRole("row").filter({ hasText: name });
  await expect(rowOf("albrecht@example.com")).toContainText("eingeschaltet");
  await expect(rowOf("pohl@example.com")).toContainText("aus");
  await requirement(page, false, "Die Zwei-Faktor-Anmeldung ist nicht mehr Pflicht.");

  // The manager again, JavaScript off: signs in with a code and turns the requirement back on.
  const nojs = await newNoJsContext(browser, baseURL);
  try {
    const manager = await nojs.newPage();
    await manager.goto("/login");
    await manager.getByRole("textbox", { name: "E-Mail", exact: true }).fill("albrecht@example.com");
    await manager.getByRole("textbox", { name: "Passwort", exact: true }).fill(DEFAULT_PASSWORD);
    await manager.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(manager).toHaveURL(/\/login\/zwei-faktor$/);
    await manager.getByRole("textbox", { name: "Code", exact: true }).fill(codeOf(secret, 1));
    await manager.getByRole("button", { name: "Bestätigen" }).click();
    await expect(manager).toHaveURL(/\/dashboard$/);
    await requirement(manager, true, "Die Zwei-Faktor-Anmeldung ist jetzt für alle Accounts Pflicht.");
    await manager.goto("/account-management/protokoll");
    await expect(manager.getByText("Zwei-Faktor-Anmeldung für alle Accounts verlangt").first()).toBeVisible();
    await expect(manager.getByText("Zwei-Faktor-Pflicht aufgehoben").first()).toBeVisible();
    await manager.close();
  } finally {
    await nojs.close();
  }

  // A colleague, JavaScript off: pages and form posts lead to the setup until it is done.
  const colleague = await newNoJsContext(browser, baseURL);
  try {
    const pohl = await colleague.newPage();
    await loginAs(pohl, "pohl@example.com");
    await expect(pohl).toHaveURL(SETUP);
    await pohl.goto("/news");
    await expect(pohl).toHaveURL(SETUP);
    const post = await pohl.request.post("/account/settings", { form: { intent: "logout-everywhere" }, maxRedirects: 0 });
    expect(post.status()).toBe(302);
    expect(post.headers()["location"]).toBe("/zwei-faktor-einrichten");
    await pohl.goto("/zwei-faktor-einrichten");
    await forcedSetup(pohl);
    await pohl.goto("/news");
    await expect(pohl).toHaveURL(/\/news$/);
    // While the company requires it, the settings do not offer to turn it off.
    await pohl.goto("/account/settings");
    const own = pohl.getByRole("region", { name: "Zwei-Faktor-Anmeldung", exact: true });
    await expect(own.getByText("Ihr Unternehmen verlangt die Zwei-Faktor-Anmeldung für alle Accounts; ausschalten ist deshalb nicht möglich.")).toBeVisible();
    await expect(own.getByRole("button", { name: "Ausschalten" })).toHaveCount(0);
  } finally {
    await colleague.close();
  }
});
