import { timeStep, totpAt } from "../../server/api/auth/totp";
import { accountFor } from "./account-helpers";
import { DEFAULT_PASSWORD, expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

/** The code of the authenticator app, `ahead` steps after the current one (the API allows one step of drift). */
const codeOf = (secret: string, ahead = 0) => totpAt(secret, timeStep(new Date()) + ahead);

async function passwordStep(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/login\/zwei-faktor$/);
}

async function submitCodeIn(page: Page, button: string, code: string) {
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(code);
  await page.getByRole("button", { name: button }).click();
}

const submitCode = (page: Page, code: string) => submitCodeIn(page, "Bestätigen", code);

test("two-factor: set up with a code from the shown secret, sign in with a code and a recovery code, a replayed code refused, turn off", async ({ page, loginAs, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const email = accountFor(javaScriptEnabled, "gruppe@example.com", "berg@example.com");
  await loginAs(page, email);
  await page.goto("/account/settings");
  const section = page.getByRole("region", { name: "Zwei-Faktor-Anmeldung" });
  await expect(section.getByText("Die Zwei-Faktor-Anmeldung ist ausgeschaltet.")).toBeVisible();
  await section.getByRole("textbox", { name: "Passwort zur Bestätigung" }).fill(DEFAULT_PASSWORD);
  await section.getByRole("button", { name: "Einrichten" }).click();
  await expect(section.getByRole("img", { name: "QR-Code für die Authenticator-App" }).locator("svg")).toBeVisible();
  const secret = (await section.getByTestId("tfa-secret").innerText()).replace(/\s/g, "");
  const first = codeOf(secret);
  await section.getByRole("textbox", { name: "Code aus der App" }).fill(first);
  await section.getByRole("button", { name: "Einschalten" }).click();
  const codes = (await section.getByTestId("recovery-codes").innerText()).split(/\s+/).filter(Boolean);
  expect(codes).toHaveLength(10);
  await expect(section.getByRole("link", { name: "Als Textdatei herunterladen" })).toHaveAttribute("href", /^data:text\/plain/);

  // Signing in again: the code already used is refused, the next one lets in.
  await passwordStep(page, email);
  await submitCode(page, first);
  await expect(page.getByRole("alert")).toContainText("Der Code stimmt nicht oder wurde schon verwendet.");
  await expect(page).toHaveURL(/\/login\/zwei-faktor$/);
  await submitCode(page, codeOf(secret, 1));
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code instead of the app's code, once.
  await passwordStep(page, email);
  await submitCode(page, codes[0]!);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The code step in English (issue 42): the browser chose English before signing in; the account's German follows the sign-in.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: new URL(page.url()).origin }]);
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/login\/zwei-faktor$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Confirm sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Please enter the code.")).toBeVisible();
  await submitCodeIn(page, "Confirm", codes[0]!);
  await expect(page.getByRole("alert")).toContainText("The code is incorrect or has already been used.");
  await submitCodeIn(page, "Confirm", codes[2]!);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  // Turning off needs a code: a recovery code does.
  await page.goto("/account/settings");
  await section.getByRole("textbox", { name: "Aktueller Code oder Wiederherstellungscode" }).fill(codes[1]!);
  await section.getByRole("button", { name: "Ausschalten" }).click();
  await expect(page.getByText("Die Zwei-Faktor-Anmeldung wurde ausgeschaltet.").first()).toBeVisible();
  await loginAs(page, email);
});
