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
