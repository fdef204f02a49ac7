import { COOKIES } from "../../app/lib/cookies";
import { expect, test } from "./fixtures";

test("the accessibility statement and the privacy page with its cookie list are linked from both layouts' footers", { tag: "@nojs-only" }, async ({ page, loginAs, axe }) => {
  await page.goto("/login");
  await page.getByRole("contentinfo").getByRole("link", { name: "Barrierefreiheit" }).click();
  await expect(page).toHaveURL(/\/barrierefreiheit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Erklärung zur Barrierefreiheit" })).toBeVisible();
  for (const heading of ["Stand der Vereinbarkeit mit den Anforderungen", "Nicht barrierefreie Inhalte", "Feedback und Kontakt", "Schlichtungsverfahren"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Schlichtungsstelle nach § 16 BGG/)).toBeVisible();
  expect(await axe(page)).toEqual([]);

  // The privacy page beside it lists every cookie of the registry, and the browser holds no other (issue 41).
  await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutz" })).toBeVisible();
  const table = page.getByRole("table", { name: "Cookies des Partnerportals" });
  const names = Object.values(COOKIES).map((c) => c.name);
  await expect(table.getByRole("rowheader")).toHaveText(names);
  await expect(table.getByRole("row", { name: /auth\.session/ })).toContainText("bis zum Schließen des Browsers");
  await expect(table.getByRole("row", { name: /change\.seq/ })).toContainText("5 Minuten");
  expect(await axe(page)).toEqual([]);

  await loginAs(page, "leser@example.com");
  await page.getByRole("contentinfo").getByRole("link", { name: "Barrierefreiheit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Erklärung zur Barrierefreiheit" })).toBeVisible();
  for (const cookie of await page.context().cookies()) expect(names, `cookie ${cookie.name} on the privacy page`).toContain(cookie.name);
});
