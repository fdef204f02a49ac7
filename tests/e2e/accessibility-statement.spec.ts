import { expect, test } from "./fixtures";

test("the accessibility statement is linked from both layouts' footers and names the enforcement procedure", { tag: "@nojs-only" }, async ({ page, loginAs, axe }) => {
  await page.goto("/login");
  await page.getByRole("contentinfo").getByRole("link", { name: "Barrierefreiheit" }).click();
  await expect(page).toHaveURL(/\/barrierefreiheit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Erklärung zur Barrierefreiheit" })).toBeVisible();
  for (const heading of ["Stand der Vereinbarkeit mit den Anforderungen", "Nicht barrierefreie Inhalte", "Feedback und Kontakt", "Schlichtungsverfahren"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Schlichtungsstelle nach § 16 BGG/)).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await loginAs(page, "leser@example.com");
  await page.getByRole("contentinfo").getByRole("link", { name: "Barrierefreiheit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Erklärung zur Barrierefreiheit" })).toBeVisible();
});
