import { expect as baseExpect, test } from "./fixtures";

// Flows of several round trips: generous waits so a busy CI machine does not fail them.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test("search, filter and download a document", async ({ page, loginAs, javaScriptEnabled }) => {
  await loginAs(page, "haendler@example.com");
  await page.goto("/documents");
  await page.getByLabel("Suche nach Name").fill("Preislste");
  if (javaScriptEnabled) await expect(page).toHaveURL(/search=Preislste/);
  else await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page.getByRole("link", { name: "Preisliste Küche 2026", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Aktionsplakat Frühjahr", exact: true })).toHaveCount(0);
  await page.getByLabel("Gültigkeit").selectOption({ label: "Abgelaufen" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page.getByRole("link", { name: "Preisliste Polster 2025", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Preisliste Küche 2026", exact: true })).toHaveCount(0);

  // the brand filter (issue 30): documents a brand is responsible for, kept while paging
  await page.goto("/documents");
  await page.getByLabel("Marke").fill("nordholz");
  await page.getByLabel("Marke").press("Enter");
  await expect(page).toHaveURL(/brand=nordholz/);
  await expect(page.getByRole("link", { name: "Produktdatenblatt Küche Mara", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Aktionsplakat Frühjahr", exact: true })).toHaveCount(0);

  await page.goto("/documents?search=Preisliste+K%C3%BCche");
  await page.getByRole("link", { name: "Preisliste Küche 2026", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Preisliste Küche 2026" })).toBeVisible();
  await expect(page.getByRole("main").getByText(/^\d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible();
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("main").getByRole("link", { name: "Herunterladen", exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("Preisliste Küche 2026.pdf");
});

test("the file route streams with type, disposition and nosniff", { tag: "@js-only" }, async ({ page, loginAs }) => {
  await loginAs(page, "leser@example.com");
  await page.goto("/documents?search=Produktfoto");
  const href = await page.getByRole("link", { name: /Herunterladen/ }).first().getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; /);
});
