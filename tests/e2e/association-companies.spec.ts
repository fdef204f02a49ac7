/**
 * The association's member companies (issue 39, decision 0953): Partnerverwaltung imports a
 * company (and fifty branches, more than a page of the list) from a CSV file — the dry run shows
 * the row's result, then "Übernehmen" applies it — and the company's first account manager accepts the mailed invitation, sets a password and
 * signs in. JS and no-JS projects run against one server: each imports its own company.
 */
import type { Browser, Page } from "@playwright/test";
import { accountFor } from "./account-helpers";
import { expect, expectToast, loginThroughForm, newNoJsContext, test } from "./fixtures";
import { readOutbox } from "./outbox";

const INVITATION = /^Einladung in das Partnerportal$/;
const LINK = /https?:\/\/\S+?\?token=[\w-]+/;

function invitationLinks(to: string): string[] {
  return readOutbox()
    .filter((m) => m.to.includes(to) && INVITATION.test(m.subject))
    .map((m) => LINK.exec(m.parts.map((p) => p.body).join("\n"))?.[0] ?? "");
}

async function ownBrowser(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean): Promise<Page> {
  const context = javaScriptEnabled ? await browser.newContext({ baseURL, locale: "de-DE", timezoneId: "Europe/Berlin" }) : await newNoJsContext(browser, baseURL);
  return context.newPage();
}

test.describe("member companies", () => {
  test.describe.configure({ timeout: 120_000 });

  test("import a company from CSV (dry run, apply); its first account manager accepts the invitation and signs in", async ({ page, browser, baseURL, loginAs, javaScriptEnabled }) => {
    const number = accountFor(javaScriptEnabled, "E2E-JS-1", "E2E-NOJS-1");
    const name = accountFor(javaScriptEnabled, "Wohnwelt Import JS GmbH", "Wohnwelt Import NoJS GmbH");
    const manager = accountFor(javaScriptEnabled, "import.js@example.com", "import.nojs@example.com");
    // fifty branches without an account besides: more than one page of the company list
    const prefix = number.replace(/-1$/, "");
    const branches = Array.from({ length: 50 }, (_, i) => String(i + 1).padStart(2, "0")).map((n) => `${prefix}-F${n};${name.replace(/ GmbH$/, "")} Filiale ${n} GmbH;HP;Ringstraße ${n};50667;Köln;NEWS|CALENDAR;;;`);
    const csv = [
      "Kundennummer;Firmenname;Beziehung;Straße;PLZ;Ort;Berechtigungen;Vorname;Nachname;Account-E-Mail",
      `${number};${name};HP;Ringstraße 4;50667;Köln;NEWS|CALENDAR|MASTERDATA;Mira;Import;${manager}`,
      ...branches,
    ].join("\r\n");

    await loginAs(page, "partnerverwaltung@example.com");
    await page.goto("/verband/firmen");
    await page.getByRole("link", { name: "Firmen importieren" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Firmen importieren" })).toBeVisible();
    await page.getByRole("button", { name: "CSV-Datei", exact: true }).setInputFiles({ name: "firmen.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${csv}`, "utf8") });
    await page.getByRole("button", { name: "Probelauf starten" }).click();

    // the dry run: one new company with an invitation, nothing stored yet
    await expect(page.getByRole("heading", { level: 1, name: "Probelauf: firmen.csv" })).toBeVisible();
    await expect(page.getByText("51 neu · 0 geändert · 0 unverändert · 0 fehlerhaft · 1 Einladungen")).toBeVisible();
    const row = page.getByRole("table", { name: "Zeilen" }).getByRole("row", { name: new RegExp(number) });
    await expect(row).toContainText(name);
    await expect(row).toContainText("neu");
    await expect(row).toContainText("ja");
    await page.goto(`/verband/firmen?suche=${number}`);
    await expect(page.getByText("Keine Firma passt zu diesen Filtern.")).toBeVisible();
    await page.goBack();

    const before = invitationLinks(manager).length;
    await page.getByRole("button", { name: "Übernehmen" }).click();
    await expectToast(page, "Import übernommen: 51 neu, 0 geändert, 0 unverändert, 1 Einladungen.");
    await expect(page.getByRole("heading", { level: 1, name: "Übernommen: firmen.csv" })).toBeVisible();

    await page.goto(`/verband/firmen?suche=${number}`);
    const listed = page.getByRole("row", { name: new RegExp(number) });
    await expect(listed).toContainText(name);
    await expect(listed).toContainText("Köln");

    // 51 companies under one search: the list pages on the server (50 a page), the pages keep the search
    await page.goto(`/verband/firmen?suche=${prefix}-`);
    const pager = page.getByRole("navigation", { name: "Seitennavigation" });
    const rows = page.getByRole("table").getByRole("row");
    await expect(pager.getByText("Seite 1 von 2", { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(51);
    await pager.getByRole("link", { name: "Weiter" }).click();
    await expect(pager.getByText("Seite 2 von 2", { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole("searchbox", { name: "Name, Kundennummer oder Ort" })).toHaveValue(`${prefix}-`);
    await pager.getByRole("link", { name: "Zurück" }).click();
    await expect(pager.getByText("Seite 1 von 2", { exact: true })).toBeVisible();

    // the first account manager: the invitation link sets the password, then the sign-in works
    await expect.poll(() => invitationLinks(manager).length, { timeout: 20_000 }).toBeGreaterThan(before);
    const link = invitationLinks(manager).at(-1)!;
    expect(new URL(link).origin).toBe(baseURL);
    const invitee = await ownBrowser(browser, baseURL, javaScriptEnabled);
    await invitee.goto(link);
    await expect(invitee.getByRole("heading", { name: "Neues Passwort festlegen" })).toBeVisible();
    await invitee.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill("Firmenimport2026!");
    await invitee.getByRole("textbox", { name: "Passwort wiederholen", exact: true }).fill("Firmenimport2026!");
    await invitee.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(invitee).toHaveURL(/\/login$/);
    await expect(invitee.getByText("Ihr Passwort wurde gespeichert.", { exact: false })).toBeVisible();
    await loginThroughForm(invitee, manager, "Firmenimport2026!");
    // a new account accepts the terms of use first, then manages its company's accounts
    await expect(invitee.getByRole("heading", { level: 1, name: "Nutzungsbedingungen des Partnerportals" })).toBeVisible();
    await invitee.getByRole("button", { name: "Akzeptieren" }).click();
    await expect(invitee.getByRole("heading", { level: 1, name: "Nutzungsbedingungen des Partnerportals" })).toBeHidden();
    await invitee.goto("/account-management");
    await expect(invitee.getByRole("row", { name: new RegExp(manager.replace(/\./g, "\\.")) })).toBeVisible();
    await invitee.context().close();
  });
});
