/**
 * The Auswertungen (issue 30, decision 0566): an IVO-only trading partner finds the group with the
 * purchase volume, reads chart and table, changes the year and downloads the CSV; a STATISTIC-only
 * user without ZRCLIENT finds the group with the settlement statistic and not the purchase volume.
 * Both demo users only read, so the "js" and "nojs" projects share them.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const MONEY = /^-?\d{1,3}(\.\d{3})*,\d{2}\s€$/;
const thisYear = Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric" }).format(new Date()));

const reportsGroup = (page: Page) => page.getByRole("navigation", { name: "Hauptnavigation" }).first().getByRole("heading", { name: "Auswertungen" }).locator("xpath=..");

async function downloadCsv(page: Page, name = "Als CSV exportieren"): Promise<{ file: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).first().click()]);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return { file: download.suggestedFilename(), lines: text.slice(1).trim().split("\r\n") };
}

test("IVO only: Auswertungen holds the purchase volume; chart, table, year and CSV", async ({ page, loginAs, axe }) => {
  await loginAs(page, "ivo@example.com");
  await page.goto("/dashboard");
  await expect(reportsGroup(page).getByRole("link")).toHaveText(["Einkaufsvolumen"]);
  await reportsGroup(page).getByRole("link", { name: "Einkaufsvolumen" }).click();
  await expect(page).toHaveURL(/\/reports\/purchase-volume$/);
  await expect(page.getByRole("heading", { level: 1, name: "Einkaufsvolumen" })).toBeVisible();

  // the chart: an image named by its title and description, with a table of the same figures
  const chart = page.getByRole("img", { name: new RegExp(`Einkaufsvolumen je Monat, ${thisYear} gegen ${thisYear - 1}`) });
  await expect(chart).toBeVisible();
  await expect(chart.locator("desc")).toContainText("Die Werte stehen auch in der Tabelle darunter.");
  const months = page.getByRole("table", { name: `Einkaufsvolumen je Monat, ${thisYear} und Vorjahr` });
  await expect(months.getByRole("row")).toHaveCount(13);
  await expect(months.getByRole("row").nth(1).getByRole("cell").first()).toHaveText(MONEY);
  await expect(page.getByTestId("volume-total")).toHaveText(MONEY);
  // per supplier, German names
  const suppliers = page.getByRole("table", { name: /Einkaufsvolumen je Lieferant/ });
  await expect(suppliers.getByRole("cell", { name: "Nordholz Küchenmöbel GmbH" })).toBeVisible();
  await expect(suppliers.getByRole("cell", { name: "Vogtland Tischmanufaktur GmbH" })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  // the year: a GET form, in the URL
  await page.getByLabel("Jahr", { exact: true }).selectOption(String(thisYear - 1));
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?year=${thisYear - 1}$`));
  await expect(page.getByRole("img", { name: new RegExp(`${thisYear - 1} gegen ${thisYear - 2}`) })).toBeVisible();
  const previous = page.getByRole("table", { name: `Einkaufsvolumen je Monat, ${thisYear - 1} und Vorjahr` });
  // a whole year of data, the year before none: every month has a value, every change is "–"
  for (const row of await previous.getByRole("row").all().then((rows) => rows.slice(1))) {
    await expect(row.getByRole("cell").nth(0)).toHaveText(MONEY);
    await expect(row.getByRole("cell").nth(2)).toHaveText("–");
  }
  const januaryText = (await previous.getByRole("row").nth(1).getByRole("cell").nth(0).textContent())!.replace(/\s€$/, "");

  const { file, lines } = await downloadCsv(page);
  expect(file).toBe(`einkaufsvolumen-${thisYear - 1}.csv`);
  expect(lines[0]).toBe(`Monat;Einkaufsvolumen ${thisYear - 1} (EUR);Einkaufsvolumen ${thisYear - 2} (EUR);Veränderung`);
  expect(lines).toHaveLength(13);
  expect(lines[1]).toBe(`01.${thisYear - 1};${januaryText};0,00;`);

  // a year that is no year: a malformed address (decision 0553)
  const malformed = await page.goto("/reports/purchase-volume?year=20x6");
  expect(malformed?.status()).toBe(400);
  await expect(page.getByText("Ungültige Adresse")).toBeVisible();

  // no settlement statistic (STATISTIC) for this user
  const denied = await page.goto("/reports/settlements");
  expect(denied?.status()).toBe(403);
});

test("STATISTIC only, without ZRCLIENT: Auswertungen holds the settlement statistic, not the purchase volume", async ({ page, loginAs, axe }) => {
  await loginAs(page, "statistik@example.com");
  await page.goto("/dashboard");
  await expect(reportsGroup(page).getByRole("link")).toHaveText(["Regulierungsstatistik"]);
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).first().getByRole("link", { name: "Einkaufsvolumen" })).toHaveCount(0);
  await reportsGroup(page).getByRole("link", { name: "Regulierungsstatistik" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Regulierungsstatistik" })).toBeVisible();

  await page.getByLabel("Jahr", { exact: true }).selectOption(String(thisYear - 1));
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?year=${thisYear - 1}$`));
  const table = page.getByRole("table", { name: `Regulierungsläufe je Monat ${thisYear - 1}` });
  await expect(table.getByRole("row")).toHaveCount(14); // header, twelve months, sum
  await expect(table.getByRole("row").last()).toContainText("Summe");
  await expect(table.getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText(MONEY);
  // the gross amounts as a chart against the year before, with its own table of the figures
  await expect(page.getByRole("img", { name: new RegExp(`Bruttobetrag der Regulierungsläufe je Monat, ${thisYear - 1} gegen ${thisYear - 2}`) })).toBeVisible();
  await expect(page.getByRole("table", { name: `Bruttobetrag je Monat, ${thisYear - 1} und Vorjahr` }).getByRole("row")).toHaveCount(13);
  expect(await axe(page)).toEqual([]);

  const { file, lines } = await downloadCsv(page);
  expect(file).toBe(`regulierungsstatistik-${thisYear - 1}.csv`);
  expect(lines[0]).toBe("Monat;Läufe;Belege;Bruttobetrag (EUR);Delkredere und Skonto (EUR)");
  expect(lines).toHaveLength(13);
  expect(lines[1]).toMatch(new RegExp(`^01\\.${thisYear - 1};1;\\d+;[\\d.]+,\\d\\d;[\\d.]+,\\d\\d$`));

  const denied = await page.goto("/reports/purchase-volume");
  expect(denied?.status()).toBe(403);
});
