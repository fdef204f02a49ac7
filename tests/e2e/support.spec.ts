// The association's support on partner accounts and its audit view (issue 39, decision 0952), as
// partnerverwaltung@. The actions are split between the two modes: with JavaScript a two-factor
// reset, after which the partner is led through the setup again; without it a suspension and
// reactivation and the audit view's filters and CSV. The partner accounts are the support's own
// demo accounts (server/api/seed/support.ts), which no other spec uses. Unlocking after the
// sign-in limit is covered by the contract tests only: failing sign-ins here would lock the
// address every browser test signs in from (decision 0952).
import type { Page } from "@playwright/test";
import { timeStep, totpAt } from "../../server/api/auth/totp";
import { DEMO_SUPPORT_USERS } from "../../server/api/seed/support";
import { DEFAULT_PASSWORD, expect, expectToast, test } from "./fixtures";

const STAFF = "partnerverwaltung@example.com";
const codeOf = (secret: string, ahead = 0) => totpAt(secret, timeStep(new Date()) + ahead);

/** The two-factor section (settings or the forced setup): password, code from the shown secret, recovery codes. */
async function setUpTwoFactor(page: Page): Promise<void> {
  const section = page.getByRole("region", { name: "Zwei-Faktor-Anmeldung", exact: true });
  await section.getByRole("textbox", { name: "Passwort zur Bestätigung" }).fill(DEFAULT_PASSWORD);
  await section.getByRole("button", { name: "Einrichten" }).click();
  const secret = (await section.getByTestId("tfa-secret").innerText()).replace(/\s/g, "");
  await section.getByRole("textbox", { name: "Code aus der App" }).fill(codeOf(secret));
  await section.getByRole("button", { name: "Einschalten" }).click();
  await expect(section.getByTestId("recovery-codes")).toBeVisible();
}

/** As staff, the support account screen of `name`, found through the list's search. */
async function openAccount(page: Page, search: string, name: string): Promise<void> {
  await page.goto("/verband/accounts");
  await page.getByRole("searchbox", { name: "Name, E-Mail-Adresse oder Firma" }).fill(search);
  await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page).toHaveURL(/suche=/);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function runAction(page: Page, action: string | RegExp, reason: string): Promise<void> {
  await page.getByRole("radio", { name: action }).check();
  await page.getByRole("textbox", { name: "Grund" }).fill(reason);
  await page.getByRole("button", { name: "Ausführen" }).click();
}

test("support resets a partner's two-factor sign-in; at the next sign-in the partner sets it up again", { tag: "@js-only" }, async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  const { engel } = DEMO_SUPPORT_USERS;
  await loginAs(page, engel.email);
  await page.goto("/account/settings");
  await setUpTwoFactor(page);

  await page.context().clearCookies();
  await loginAs(page, STAFF);
  await openAccount(page, "Engel", "Thomas Engel");
  await expect(page.getByText("Die Zwei-Faktor-Anmeldung ist eingeschaltet.")).toBeVisible();
  // No reason: refused with the field named, nothing done.
  await page.getByRole("radio", { name: /Zwei-Faktor-Anmeldung zurücksetzen/ }).check();
  await page.getByRole("button", { name: "Ausführen" }).click();
  await expect(page.getByText("Bitte geben Sie einen Grund an.")).toBeVisible();
  await expect(page.getByText("Die Zwei-Faktor-Anmeldung ist eingeschaltet.")).toBeVisible();
  await runAction(page, /Zwei-Faktor-Anmeldung zurücksetzen/, "Neues Smartphone, Anruf Ticket 2026-118");
  await expectToast(page, "Die Zwei-Faktor-Anmeldung von Thomas Engel ist zurückgesetzt.");
  await expect(page.getByText("Die Zwei-Faktor-Anmeldung wurde zurückgesetzt; sie wird bei der nächsten Anmeldung neu eingerichtet.")).toBeVisible();

  // The partner: the password alone leads to the setup, and nowhere else until it is done.
  await page.context().clearCookies();
  await loginAs(page, engel.email);
  await expect(page).toHaveURL(/\/zwei-faktor-einrichten$/);
  await expect(page.getByText("Der Einkaufsverband hat Ihre Zwei-Faktor-Anmeldung zurückgesetzt.")).toBeVisible();
  await page.goto("/news");
  await expect(page).toHaveURL(/\/zwei-faktor-einrichten$/);
  await setUpTwoFactor(page);
  await page.getByRole("link", { name: "Weiter zum Portal" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("support suspends and reactivates a partner account with a reason; the audit view filters the entries and exports them", { tag: "@nojs-only" }, async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  const { kraemer } = DEMO_SUPPORT_USERS;
  await loginAs(page, STAFF);
  await openAccount(page, "kraemer@", "Ute Krämer");
  await expect(page.getByText("Der Account ist aktiv.")).toBeVisible();
  // Neither action nor reason: both fields named.
  await page.getByRole("button", { name: "Ausführen" }).click();
  await expect(page.getByText("Bitte wählen Sie eine Aktion.")).toBeVisible();
  await expect(page.getByText("Bitte geben Sie einen Grund an.")).toBeVisible();
  await runAction(page, "Account sperren (alle Sitzungen enden)", "Mitarbeiterin in Elternzeit, Mail der Geschäftsführung");
  await expectToast(page, "Ute Krämer ist gesperrt.");
  await expect(page.getByText(/Der Account ist seit .* gesperrt\./)).toBeVisible();

  const partner = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin, locale: "de-DE" });
  const signIn = await partner.request.post("/login", { form: { email: kraemer.email, password: DEFAULT_PASSWORD }, maxRedirects: 0 });
  expect(await signIn.text()).toContain("Dieses Konto ist deaktiviert.");

  await runAction(page, "Account wieder freischalten", "Rückkehr vorgezogen");
  await expectToast(page, "Ute Krämer ist wieder freigeschaltet.");
  const again = await partner.request.post("/login", { form: { email: kraemer.email, password: DEFAULT_PASSWORD }, maxRedirects: 0 });
  expect(again.status()).toBe(302);
  await partner.close();

  // The audit view, from the account's link: filtered to her, then to the suspension and today.
  await page.getByRole("link", { name: "Protokolleinträge zu diesem Account" }).click();
  await expect(page).toHaveURL(/\/verband\/protokoll\?user=kraemer/);
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Support: Account gesperrt/ })).toContainText("Mitarbeiterin in Elternzeit, Mail der Geschäftsführung");
  await expect(table.getByRole("row", { name: /Support: Account wieder freigeschaltet/ })).toContainText("Rückkehr vorgezogen");
  await page.getByRole("combobox", { name: "Aktion" }).selectOption({ label: "Support: Account gesperrt" });
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date());
  await page.getByLabel("Von", { exact: true }).fill(today);
  await page.getByLabel("Bis", { exact: true }).fill(today);
  await page.getByRole("searchbox", { name: "Teil des Firmennamens" }).fill("Brandt GmbH");
  await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByText("1 Eintrag", { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /Support: Account gesperrt/ })).toContainText("Markus Reuter");
  await expect(page.getByRole("row", { name: /wieder freigeschaltet/ })).toHaveCount(0);

  const href = await page.getByRole("link", { name: "Als CSV exportieren" }).getAttribute("href");
  expect(href).toContain("action=support_suspend");
  const csv = await (await page.request.get(href!)).text();
  expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
  expect(csv).toContain("Mitarbeiterin in Elternzeit, Mail der Geschäftsführung");

  // A malformed period is the 400 page, not a guess.
  const bad = await page.request.get("/verband/protokoll?from=2026-02-30");
  expect(bad.status()).toBe(400);
});

test("support sees the portal as a partner account, read-only, and returns to the account's support screen", async ({ page, loginAs }) => {
  await loginAs(page, STAFF);
  await openAccount(page, "statistik@", "Miriam Hofmann");
  await runAction(page, /Das Portal als dieser Benutzer ansehen/, "Ticket 2026-131: Regulierungsstatistik leer");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Sie sehen das Portal jetzt als Miriam Hofmann, nur lesend.");
  const bar = page.getByRole("region", { name: "Support-Ansicht beenden" });
  await expect(bar).toContainText("Support-Ansicht: Sie sehen das Portal als Miriam Hofmann (Wohnstudio Brandt GmbH), nur lesend");
  // The partner's menu, not the association's.
  await expect(page.getByRole("link", { name: "Regulierungsstatistik" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Partner-Accounts" })).toHaveCount(0);
  // A change is refused (by the API, for every screen alike) and says why.
  await page.getByRole("button", { name: /ausblenden$/ }).first().click();
  await expect(page.getByText("In der Support-Ansicht lässt sich nichts ändern.", { exact: false })).toBeVisible();
  await page.goto("/dashboard");
  await bar.getByRole("button", { name: "Support-Ansicht beenden" }).click();
  await expect(page).toHaveURL(/\/verband\/accounts\/[0-9a-f-]+$/);
  await expectToast(page, "Die Support-Ansicht ist beendet.");
  await page.getByRole("link", { name: "Protokolleinträge zu diesem Account" }).click();
  await expect(page.getByRole("cell", { name: "Ticket 2026-131: Regulierungsstatistik leer" }).first()).toBeVisible();
});
