/**
 * Permission clusters (supplier) and editable company master data: create and edit a cluster by
 * keyboard, edit the company record with the conflict message on a stale form, CSV exports, axe.
 */
import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./fixtures";

const LF = "lieferant@example.com";
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const saved = (page: Page) => expectToast(page);

test.describe("permission clusters and company master data", () => {
  test.describe.configure({ timeout: 90_000 });

  test("create a permission cluster by keyboard, then rename it and change permissions and members", async ({ page, loginAs }) => {
    await loginAs(page, LF);
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Berechtigungscluster" }).click();
    await expect(page.getByRole("heading", { name: "Berechtigungscluster", level: 1 })).toBeVisible();
    const table = page.getByRole("table", { name: "Berechtigungscluster" });
    await expect(table.getByRole("row").nth(1)).toContainText("Außendienst Küche");
    await expect(table).not.toContainText("Geschäftsleitung"); // not editable

    // Keyboard only: focus the first field, type, Tab to the checkboxes, Space ticks, Enter saves.
    await page.getByRole("link", { name: "Berechtigungscluster anlegen" }).press("Enter");
    await expect(page.getByRole("heading", { name: "Berechtigungscluster anlegen", level: 1 })).toBeVisible();
    const name = unique("Messeteam");
    const nameField = page.getByRole("textbox", { name: "Name", exact: true });
    await nameField.focus();
    await page.keyboard.type(name);
    await page.keyboard.press("Tab"); // News (first grantable permission of a supplier)
    await expect(page.getByRole("checkbox", { name: "News", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab"); // Kalender
    await page.keyboard.press("Space");
    await nameField.press("Enter");
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    await expect(page.getByRole("checkbox", { name: "News", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Kalender", exact: true })).toBeChecked();

    // Edit: rename, drop a permission, add a member.
    const renamed = `${name} Nord`;
    await nameField.fill(renamed);
    await page.getByRole("checkbox", { name: "Kalender", exact: true }).uncheck();
    await page.getByRole("checkbox", { name: /Sandra Vogt/ }).check();
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(renamed);
    await expect(page.getByRole("checkbox", { name: "Kalender", exact: true })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Sandra Vogt/ })).toBeChecked();
    await expect(page.getByRole("heading", { name: "Änderungsverlauf" })).toBeVisible();

    // An existing name is refused and the input kept.
    await nameField.fill("Außendienst Küche");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "existiert bereits" })).toBeVisible({ timeout: 15_000 });
    await expect(nameField).toHaveValue("Außendienst Küche");

    await page.getByRole("link", { name: "Zurück zur Übersicht" }).click();
    const row = page.getByRole("row", { name: new RegExp(renamed) });
    await expect(row).toContainText("News");
    await expect(row).toContainText("Sandra Vogt");
  });

  test("edit company master data; a stale form shows the conflict message and keeps the input", async ({ page, loginAs }, testInfo) => {
    // js and nojs run in parallel on one database: each edits another company.
    await loginAs(page, testInfo.project.name === "js" ? "luebeck@example.com" : "kiel@example.com");
    await page.goto("/companymasterdata");
    await expect(page.getByRole("heading", { name: "Firmenstammdaten", level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(/Wohnwelt Hanse (Lübeck|Kiel) GmbH/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Firmenname" })).toHaveCount(0); // read-only
    const phone = page.getByRole("textbox", { name: "Telefon" });
    const website = page.getByRole("textbox", { name: "Website" });

    await website.fill("keine-adresse");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Bitte geben Sie eine Adresse mit http:// oder https:// an.")).toBeVisible({ timeout: 15_000 });
    await website.fill("https://www.wohnwelt-hanse.example/filiale");
    await phone.fill("+49 451 111 11-0");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await saved(page);
    await expect(phone).toHaveValue("+49 451 111 11-0");
    await expect(website).toHaveValue("https://www.wohnwelt-hanse.example/filiale");

    // Someone else saves meanwhile in another tab.
    const other = await page.context().newPage();
    await other.goto("/companymasterdata");
    await other.getByRole("textbox", { name: "Telefon" }).fill("+49 451 222 22-0");
    await other.getByRole("button", { name: "Speichern", exact: true }).click();
    await saved(other);
    await other.close();

    await page.getByRole("textbox", { name: "Straße und Hausnummer" }).fill("Neue Straße 1");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText(/inzwischen von jemand anderem geändert/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("textbox", { name: "Straße und Hausnummer" })).toHaveValue("Neue Straße 1");
    await page.getByRole("link", { name: "Aktuelle Fassung laden" }).click();
    await expect(phone).toHaveValue("+49 451 222 22-0");
  });

  test("axe on the cluster and company screens; CSV exports of what the lists show", { tag: "@js-only" }, async ({ page, loginAs, axe }) => {
    await loginAs(page, LF);
    await page.goto("/permission-cluster-management");
    expect(await axe(page)).toEqual([]);
    const csv = await page.request.get("/permission-cluster-management/export.csv");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Name;Berechtigungen;Mitglieder");
    expect(lines[1]).toMatch(/^Außendienst Küche;News, Kalender/);
    await page.goto("/permission-cluster-management/add");
    expect(await axe(page)).toEqual([]);
    await page.goto("/companymasterdata");
    expect(await axe(page)).toEqual([]);
    expect((await page.goto("/permission-cluster-management/999999"))?.status()).toBe(403);

    await page.context().clearCookies(); // sign in afresh as a trading partner
    await loginAs(page, "haendler@example.com");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Berechtigungscluster" })).toHaveCount(0);
    expect((await page.goto("/permission-cluster-management"))?.status()).toBe(403);
    const feedback = await page.request.get("/customer-satisfaction/export.csv");
    const rows = (await feedback.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(rows[0]).toBe("Datum;Kunde;Bewertung;Empfehlung (0–10);Kommentar;Status");
    const dates = rows.slice(1).map((r) => r.split(";")[0]!.split(".").reverse().join("-"));
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort().reverse());

    // Contact properties: one row per assignment, as the screen lists them.
    await page.goto("/contact-properties");
    const shown = await page.locator("main li h3").allTextContents();
    const properties = (await (await page.request.get("/contact-properties/export.csv")).text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(properties[0]).toBe("Eigenschaft;Ansprechpartner");
    expect(shown.length).toBeGreaterThan(0);
    expect([...new Set(properties.slice(1).map((r) => r.split(";")[0]))]).toEqual(shown);
  });
});
