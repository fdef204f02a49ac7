/** Instructions (issue 15): read one from the help drawer of the screen it belongs to; the list; axe on both; the digital-showroom link. */
import { expect as baseExpect, expectImageLoaded, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });

test("read an instruction from the help drawer", async ({ page, loginAs, axe }) => {
  await loginAs(page, "haendler@example.com");
  await page.goto("/calendar");
  // the menu's external digital-showroom link: configured URL, new tab, marked as external
  const showroom = page.getByRole("navigation", { name: "Hauptnavigation" }).first().getByRole("link", { name: "Digitaler Showroom (öffnet in einem neuen Tab)" });
  await expect(showroom).toHaveAttribute("href", "https://digitaler-showroom.einkaufsverband.example");
  await expect(showroom).toHaveAttribute("target", "_blank");
  await page.getByRole("link", { name: "Hilfe" }).click();
  const drawer = page.getByRole("dialog", { name: "Hilfe" });
  await expect(drawer.getByRole("heading", { name: "Anleitungen zu dieser Seite" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Ansprechpartner pflegen" })).toHaveCount(0);
  await drawer.getByRole("link", { name: "Zu einer Veranstaltung anmelden" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Zu einer Veranstaltung anmelden" })).toBeVisible();
  const steps = page.getByRole("region", { name: "Schritte" });
  // numbered steps, the second with its own numbered sub-steps and an image
  await expect(steps.locator(":scope > ol > li")).toHaveCount(3);
  await expect(steps.locator(":scope > ol > li").nth(1).locator("ol > li")).toHaveText([/Teilnehmer wählen/, /Übernachtung und Zimmer angeben/, /Teilnahmebedingungen bestätigen/]);
  const image = steps.getByRole("img", { name: "Anmeldeformular einer Veranstaltung" });
  await expect(image).toBeVisible();
  await expectImageLoaded(image);
  expect(await axe(page)).toEqual([]);

  await page.getByRole("link", { name: "Zu den Anleitungen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Anleitungen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Belege in der Zentralregulierung hochladen" })).toBeVisible();
  // the draft is not listed
  await expect(page.getByText("Wohnsinnspreise: Beitrag einreichen")).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
});
