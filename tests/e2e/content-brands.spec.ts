import { expect as baseExpect, test } from "./fixtures";

// Flows of several round trips: generous waits so a busy CI machine does not fail them.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// The two projects share one server: each favors with its own account.
// haendler@ has favorites of their own in the demo data; these accounts start without any.
const userOf = (js: boolean) => (js ? "luebeck@example.com" : "kiel@example.com");

test("favorite a brand: it moves to the top and the toast confirms it", async ({ page, loginAs, javaScriptEnabled }) => {
  await loginAs(page, userOf(javaScriptEnabled));
  await page.goto("/brands");
  await expect(page.getByRole("heading", { level: 1, name: "Marken" })).toBeVisible();
  const items = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(items.first()).toContainText("Bergmann Polster");
  await page.getByRole("button", { name: "Als Favorit markieren: Nordholz Bad" }).click();
  await expect(page.getByText("„Nordholz Bad“ ist jetzt ein Favorit.")).toBeVisible();
  await expect(items.first()).toContainText("Nordholz Bad");
  await expect(page.getByRole("button", { name: "Aus Favoriten entfernen: Nordholz Bad" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Aus Favoriten entfernen: Nordholz Bad" }).click();
  await expect(page.getByText("„Nordholz Bad“ ist kein Favorit mehr.")).toBeVisible();
  await expect(items.first()).toContainText("Bergmann Polster");
});

test("find a brand by its supplier number; its detail shows divisions, delivery conditions, documents and news", async ({ page, loginAs }) => {
  await loginAs(page, "haendler@example.com");
  await page.goto("/brands");
  await page.getByLabel("Marke, Lieferant oder Lieferantennummer").fill("lf-10211");
  await page.getByLabel("Marke, Lieferant oder Lieferantennummer").press("Enter");
  await expect(page).toHaveURL(/search=lf-10211/);
  await expect(page.getByText("1 Eintrag", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Nordholz Küchen", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nordholz Küchen" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "LF-10211" })).toBeVisible();
  await expect(page.getByText("ab 1.500,00 € Nettowarenwert")).toBeVisible();
  await expect(page.getByRole("link", { name: "Preisliste Küche 2026", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nordholz Küchen: neue Frontfarben" })).toBeVisible();
});

test("suppliers get 'Keine Berechtigung!' instead of brands", async ({ page, loginAs }) => {
  await loginAs(page, "lieferant@example.com");
  const response = await page.goto("/brands/1");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Keine Berechtigung!" })).toBeVisible();
});
