import { expect as baseExpect, test } from "./fixtures";

// Flows of several round trips: generous waits so a busy CI machine does not fail them.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const userOf = (js: boolean) => (js ? "haendler@example.com" : "luebeck@example.com");

test("filter news by category and brand, open one and see it marked read", async ({ page, loginAs, javaScriptEnabled }) => {
  await loginAs(page, userOf(javaScriptEnabled));
  await page.goto("/news");
  await expect(page.getByLabel("Kategorie")).toHaveValue("");
  await expect(page.getByLabel("Kategorie").locator("option:checked")).toHaveText("Alle");
  await page.getByLabel("Kategorie").selectOption({ label: "Einkauf" });
  if (javaScriptEnabled) await expect(page).toHaveURL(/category=\d+/);
  await page.getByLabel("Marke").fill("lichtwerk");
  await page.getByLabel("Marke").press("Enter");
  await expect(page).toHaveURL(/brand=lichtwerk&category=\d+/);
  const item = page.getByRole("listitem").filter({ hasText: "Lichtwerk Ems: Lieferzeiten verkürzt" });
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(1);
  await expect(item.getByText("Ungelesen")).toBeVisible();
  await item.getByRole("link", { name: "Lichtwerk Ems: Lieferzeiten verkürzt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lichtwerk Ems: Lieferzeiten verkürzt" })).toBeVisible();
  await page.goBack();
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: "Lichtwerk Ems: Lieferzeiten verkürzt" }).getByText("Gelesen")).toBeVisible();
});

test("mark a news item important and back", async ({ page, loginAs, javaScriptEnabled }) => {
  await loginAs(page, userOf(javaScriptEnabled));
  await page.goto("/news");
  const item = page.getByRole("listitem").filter({ hasText: "Verbandstag in Bielefeld" });
  await item.getByRole("button", { name: /Als wichtig markieren/ }).click();
  await expect(page.getByText("Die News ist als wichtig markiert.")).toBeVisible();
  await expect(item.getByText("Wichtig", { exact: true })).toBeVisible();
  await item.getByRole("button", { name: /Nicht mehr wichtig/ }).click();
  await expect(page.getByText("Die Markierung „wichtig“ wurde entfernt.")).toBeVisible();
  await expect(item.getByText("Wichtig", { exact: true })).toHaveCount(0);
});

test("news filters: title, ungelesen and wichtig with category and brand, kept in the URL", async ({ page, loginAs, javaScriptEnabled }) => {
  // haendler has read both news and marked the Jahreskonditionen important (seed/supplier.ts)
  await loginAs(page, "haendler@example.com");
  await page.goto("/news");
  const main = page.getByRole("main");
  const filter = async () => {
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Filtern" }).click();
  };
  await page.getByLabel("Suche nach Titel").fill("frontfarben");
  await page.getByLabel("Suche nach Titel").press("Enter");
  await expect(page).toHaveURL(/q=frontfarben/);
  await expect(main.getByRole("link", { name: "Nordholz Küchen: neue Frontfarben" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(1);
  await page.getByLabel("Kategorie").selectOption({ label: "Einkauf" });
  await page.getByLabel("Ungelesen").check();
  await filter();
  await expect(page).toHaveURL(/q=frontfarben.*category=\d+.*unread=1/);
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(0);
  await page.getByLabel("Suche nach Titel").fill("");
  await page.getByLabel("Ungelesen").uncheck();
  await page.getByLabel("Wichtig", { exact: true }).check();
  await page.getByLabel("Marke").fill("");
  await page.getByLabel("Marke").press("Enter");
  await expect(page).toHaveURL(/category=\d+&important=1/);
  await expect(main.getByRole("link", { name: "Neue Jahreskonditionen 2026 veröffentlicht" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Nordholz Küchen: neue Frontfarben" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Wichtig", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Ungelesen")).not.toBeChecked();
  await expect(page.getByLabel("Kategorie").locator("option:checked")).toHaveText("Einkauf");
});
