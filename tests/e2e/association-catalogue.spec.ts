// The association's catalogues (issue 39, decision 0957): the Redaktion maintains brands,
// instructions, the service pool and SAM tags with ONE list and ONE form, so the shared screen is
// tested once, on brands: create (supplier company, categories), edit, "nach oben", archive; a
// partner no longer finds the archived brand. Both projects run it, each with its own brand.
import type { Page } from "@playwright/test";
import { expect as baseExpect, expectToast, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const REDAKTION = "redaktion@example.com";
const PARTNER = "haendler@example.com";

/** The catalogue list's row of `name` (brands are few: one page). */
const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });

/** The names in the list's first column, in the shown order. */
const namesIn = async (page: Page) => (await page.getByRole("table").getByRole("row").locator("td:first-child").allInnerTexts()).map((s) => s.trim());

test("the Redaktion creates, edits, moves up and archives a brand; partners no longer find it", async ({ page, loginAs, javaScriptEnabled }) => {
  const name = javaScriptEnabled ? "Werkhaus Eiche" : "Werkhaus Nussbaum";
  const renamed = `${name} Massiv`;
  await loginAs(page, REDAKTION);
  await page.goto("/verband/marken");
  await expect(page.getByRole("heading", { level: 1, name: "Marken" })).toBeVisible();
  await page.getByRole("link", { name: "Neu anlegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Marke anlegen" })).toBeVisible();

  // Nothing filled in: both required fields are named, nothing saved.
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Bitte einen Namen angeben.")).toBeVisible();
  await expect(page.getByText("Bitte einen Lieferanten wählen.")).toBeVisible();

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("combobox", { name: "Lieferant" }).selectOption({ label: "Kaltenbach Schlafsysteme GmbH" });
  await page.getByRole("textbox", { name: "Website", exact: true }).fill("https://www.werkhaus.example");
  const category = page.getByRole("group", { name: "Warengruppen" }).getByRole("checkbox").first();
  const categoryName = (await category.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? "")).trim();
  await category.check();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expectToast(page, "Gespeichert.");
  await expect(page.getByRole("heading", { level: 1, name: `Marke bearbeiten: ${name}` })).toBeVisible();
  const id = /\/verband\/marken\/(\d+)$/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  await expect(page.getByRole("combobox", { name: "Lieferant" })).toHaveValue(/\d+/);
  await expect(page.getByRole("combobox", { name: "Lieferant" }).locator("option:checked")).toHaveText("Kaltenbach Schlafsysteme GmbH");
  await expect(page.getByRole("checkbox", { name: categoryName, exact: true })).toBeChecked();

  // Edit: a new name and a description; the category stays.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
  await page.getByRole("textbox", { name: "Beschreibung", exact: true }).fill("Massivholzmöbel aus Ostwestfalen.");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expectToast(page, "Gespeichert.");
  await expect(page.getByRole("heading", { level: 1, name: `Marke bearbeiten: ${renamed}` })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Beschreibung", exact: true })).toHaveValue("Massivholzmöbel aus Ostwestfalen.");
  await expect(page.getByRole("checkbox", { name: categoryName, exact: true })).toBeChecked();

  // The list: the new brand is last; "nach oben" puts it before the seeded brand above it. The
  // other project's brand ("Werkhaus …") is left out of the comparison: it may stand between the
  // two or move at the same time, so a second move may be needed to pass it.
  await page.goto("/verband/marken");
  await expect(rowOf(page, renamed)).toContainText("Kaltenbach Schlafsysteme GmbH");
  const ours = async () => (await namesIn(page)).filter((n) => n === renamed || !n.startsWith("Werkhaus"));
  const before = await ours();
  expect(before.at(-1)).toBe(renamed);
  const neighbour = before.at(-2)!;
  for (let moves = 0; moves < 2 && (await ours()).indexOf(neighbour) < (await ours()).indexOf(renamed); moves++) {
    await rowOf(page, renamed).getByRole("button", { name: `${renamed} nach oben` }).click();
    await expectToast(page, "Reihenfolge gespeichert.");
  }
  expect(await ours()).toEqual([...before.slice(0, -2), renamed, neighbour]);

  // The partner finds it before it is archived …
  const partner = await page.context().browser()!.newContext({ javaScriptEnabled, baseURL: new URL(page.url()).origin, locale: "de-DE", timezoneId: "Europe/Berlin" });
  const partnerPage = await partner.newPage();
  await loginAs(partnerPage, PARTNER);
  await partnerPage.goto(`/brands?search=${encodeURIComponent(renamed)}`);
  await expect(partnerPage.getByRole("link", { name: renamed, exact: true })).toBeVisible();
  expect((await partnerPage.goto(`/brands/${id}`))?.status()).toBe(200);

  // Archive from the list: gone from the current ones, shown under the archived ones.
  await rowOf(page, renamed).getByRole("button", { name: `${renamed} archivieren` }).click();
  await expectToast(page, "Archiviert. Partner sehen den Eintrag nicht mehr.");
  await expect(rowOf(page, renamed)).toHaveCount(0);
  await page.getByRole("combobox", { name: "Anzeigen" }).selectOption("archived");
  await page.getByRole("main").getByRole("button", { name: "Filtern" }).click();
  await expect(rowOf(page, renamed).getByRole("button", { name: `${renamed} wiederherstellen` })).toBeVisible();

  // … and no longer afterwards, neither in the list nor by its address.
  await partnerPage.goto(`/brands?search=${encodeURIComponent(renamed)}`);
  await expect(partnerPage.getByRole("heading", { level: 1, name: "Marken" })).toBeVisible();
  await expect(partnerPage.getByRole("link", { name: renamed, exact: true })).toHaveCount(0);
  expect([403, 404]).toContain((await partnerPage.goto(`/brands/${id}`))?.status());
  await partner.close();
});
