/**
 * Supplier screens and corrections of issue 11: product-group assignment until the shares sum
 * to 100 (also keyboard only), the trading-partner search with a typo, a partner's profile, the
 * association contacts, brand responsibilities of a contact, two contacts named in an event
 * registration; axe on the new screens. Each project works on its own brand / company, as the
 * server is shared.
 */
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, expectImageLoaded, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("focus never reached the target");
}

test("assign product groups until the shares sum to 100", async ({ page, loginAs, javaScriptEnabled }) => {
  const brand = javaScriptEnabled ? "Nordholz Bad" : "Nordholz Küchen";
  const own = javaScriptEnabled ? "Badmöbel" : "Küchen";
  await loginAs(page, "lieferant@example.com");
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: "Produkte" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0); // a failed fetch names itself here
  await page.getByRole("link", { name: `Warengruppen von ${brand} bearbeiten` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Warengruppen: ${brand}` })).toBeVisible();
  await expect(page.getByLabel(own, { exact: true })).toBeChecked();

  // a second group with a share: 100 + 30 is too much
  await page.getByLabel("Speisezimmer", { exact: true }).check();
  await page.getByLabel("Anteil „Speisezimmer“ in %").fill("30");
  await page.getByLabel("Esstische", { exact: true }).check();
  await page.getByRole("button", { name: "Warengruppen speichern" }).click();
  await expect(page.getByText("Die Anteile ergeben zusammen 130 % (30 % zu viel). Sie müssen genau 100 % ergeben; bis dahin wird nichts gespeichert.")).toBeVisible();
  await expect(page.getByTestId("share-sum")).toHaveText("130 %");
  // nothing was saved, what was typed is kept
  await expect(page.getByLabel("Anteil „Speisezimmer“ in %")).toHaveValue("30");

  await page.getByLabel(`Anteil „${own}“ in %`).fill("69,9");
  await page.getByRole("button", { name: "Warengruppen speichern" }).click();
  await expect(page.getByText("Die Anteile ergeben zusammen 99,9 % (0,1 % fehlen).", { exact: false })).toBeVisible();

  await page.getByLabel(`Anteil „${own}“ in %`).fill("70");
  if (javaScriptEnabled) await expect(page.getByTestId("share-sum")).toHaveText("100 %");
  await page.getByRole("button", { name: "Warengruppen speichern" }).click();
  await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: brand }) });
  await expect(card.getByRole("listitem").filter({ hasText: "Wohnen / Speisezimmer" }).first()).toContainText("Anteil: 30 %");
  await expect(card.getByRole("listitem").filter({ hasText: `/ ${own}` }).first()).toContainText("Anteil: 70 %");
  await expect(card.getByText("Wohnen / Speisezimmer / Esstische")).toBeVisible();
});

test("keyboard only: assign a product group and fix the shares", async ({ page, loginAs, javaScriptEnabled }) => {
  // rp@ (an RP company counts as supplier); each project its own brand
  const brand = javaScriptEnabled ? "Lichtwerk Ems" : "Ems Living Light";
  await loginAs(page, "rp@example.com");
  await page.goto("/products");
  await tabTo(page, page.getByRole("link", { name: `Warengruppen von ${brand} bearbeiten` }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Warengruppen: ${brand}` })).toBeVisible();

  const pendel = page.getByLabel("Pendelleuchten", { exact: true });
  await tabTo(page, pendel);
  await page.keyboard.press("Space");
  await expect(pendel).toBeChecked();
  const wohnraum = page.getByLabel("Anteil „Wohnraumleuchten“ in %");
  await wohnraum.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("45,5");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Die Anteile ergeben zusammen .* %\. Sie müssen genau 100 % ergeben|fehlen|zu viel/).first()).toBeVisible();

  // the other share field: tick Küchenleuchten if needed and give it the rest
  const kitchen = page.getByLabel("Küchenleuchten", { exact: true });
  if (!(await kitchen.isChecked())) {
    await tabTo(page, kitchen);
    await page.keyboard.press("Space");
  }
  await tabTo(page, page.getByLabel("Anteil „Küchenleuchten“ in %"));
  await page.keyboard.press("Control+A");
  await page.keyboard.type("54,5");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: brand, exact: true }) });
  await expect(card.getByText("Leuchten / Wohnraumleuchten / Pendelleuchten")).toHaveCount(0);
  await expect(card.getByText("Leuchten / Küchenleuchten / Pendelleuchten")).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: "Leuchten / Wohnraumleuchten" }).first()).toContainText("Anteil: 45,5 %");
});

test("search trading partners with a typo and open a profile", async ({ page, loginAs, javaScriptEnabled }) => {
  await loginAs(page, javaScriptEnabled ? "lieferant@example.com" : "innendienst@example.com");
  await page.goto("/tradepartners");
  await expect(page.getByRole("heading", { level: 1, name: "Handelspartner" })).toBeVisible();
  const list = page.getByRole("main").getByRole("list").last();
  await expect(page.getByText("3 Handelspartner")).toBeVisible();

  await page.getByLabel("Name des Handelspartners").fill("Moebelhaus Somer");
  if (!javaScriptEnabled) await page.getByRole("main").getByRole("button", { name: "Filtern" }).click();
  await expect(page).toHaveURL(/q=Moebelhaus\+Somer/);
  await expect(page.getByText("1 Handelspartner")).toBeVisible();
  await expect(list.getByRole("link")).toHaveText(["Möbelhaus Sommer GmbH & Co. KG"]);

  // the brand filter narrows the list further; every partner appears once
  await page.getByLabel("Name des Handelspartners").fill("");
  await page.getByLabel("Marke").selectOption({ label: "Nordholz Bad" });
  if (!javaScriptEnabled) await page.getByRole("main").getByRole("button", { name: "Filtern" }).click();
  await expect(page).toHaveURL(/brand=\d+/);
  await expect(page.getByText("1 Handelspartner")).toBeVisible();

  await page.getByRole("link", { name: "Möbelhaus Sommer GmbH & Co. KG" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Möbelhaus Sommer GmbH & Co. KG" })).toBeVisible();
  await expect(page.getByText("Herforder Straße 212")).toBeVisible();
  const brands = page.getByRole("region", { name: "Ihre Marken bei diesem Handelspartner" });
  await expect(brands.getByRole("listitem")).toHaveText(["Nordholz Bad", "Nordholz Küchen"]);
  await expect(page.getByRole("region", { name: "Ansprechpartner" }).getByText("Katrin Sommer")).toBeVisible();
});

test("trading partners and products are for suppliers: a trading partner gets the 403 page", async ({ page, loginAs }) => {
  await loginAs(page, "haendler@example.com");
  for (const path of ["/tradepartners", "/trading-partners/1", "/products", "/products/1/edit"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Keine Berechtigung!" })).toBeVisible();
  }
});

test("a supplier cannot open another supplier's brand", async ({ page, loginAs }) => {
  await loginAs(page, "lieferant@example.com");
  const response = await page.goto("/products/3/edit");
  expect(response?.status()).toBe(403);
});

test("the association's contact persons of the own company", async ({ page, loginAs }) => {
  await loginAs(page, "lieferant@example.com");
  await page.goto("/serviceandmore/contactpartner");
  const people = page.getByRole("main").getByRole("listitem");
  await expect(people.getByRole("heading", { level: 2 })).toHaveText(["Aylin Özdemir", "Markus Wiesner", "Jan Frerichs"]);
  await expect(people.first()).toContainText("Lieferantenmanagement");
  await expect(people.first().getByRole("link", { name: "a.oezdemir@einkaufsverband.example" })).toHaveAttribute("href", "mailto:a.oezdemir@einkaufsverband.example");
  const photo = people.first().locator("img");
  await expect(photo).toHaveJSProperty("complete", true);
  await expectImageLoaded(photo);
});

test("register two contacts of the company for an event", async ({ page, loginAs, javaScriptEnabled }) => {
  const c = javaScriptEnabled
    ? { user: "kiel@example.com", contacts: ["Finn Lorenzen (Einkauf Schlafen)", "Wiebke Carstensen (Verkauf Leuchten)"] }
    : { user: "luebeck@example.com", contacts: ["Sönke Hansen (Verkauf Wohnen)", "Merle Thomsen (Einkauf Küche)"] };
  await loginAs(page, c.user);
  await page.goto("/calendar");
  await page.getByRole("link", { name: "Verbandstag 2027" }).click();
  await page.getByRole("link", { name: "Zur Anmeldung" }).click();
  const group = page.getByRole("group", { name: "Teilnehmende Kontakte Ihres Unternehmens" });
  for (const name of c.contacts) await group.getByLabel(name).check();
  await page.getByRole("spinbutton", { name: "Anzahl Teilnehmer" }).fill("2");
  await page.getByLabel("Keine Übernachtung").check();
  await page.getByLabel(/verbindlich an/).check();
  await page.getByRole("button", { name: "Verbindlich anmelden" }).click();
  await expect(page.getByText("Ihre Anmeldung war erfolgreich!")).toBeVisible();
  await expect(page.getByTestId("registration-state")).toHaveText("Angemeldet");
  await page.getByRole("link", { name: "Anmeldung ändern" }).click();
  for (const name of c.contacts) await expect(group.getByLabel(name)).toBeChecked();
});

test("a contact's brand responsibility is a choice of the company's brands", { tag: "@js-only" }, async ({ page, loginAs }) => {
  await loginAs(page, "lieferant@example.com");
  await page.goto("/contact-management");
  await page.getByRole("link", { name: /Strathmann/ }).first().click();
  const brands = page.getByRole("group", { name: "Zuständig für Marken" });
  await expect(brands.getByRole("checkbox")).toHaveCount(2);
  await brands.getByLabel("Nordholz Bad").check();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Erfolgreich gespeichert")).toBeVisible();
  await expect(page.getByRole("group", { name: "Zuständig für Marken" }).getByLabel("Nordholz Bad")).toBeChecked();
});

test("axe: products, product-group editor, trading partners, partner profile", async ({ page, loginAs, axe }) => {
  await loginAs(page, "lieferant@example.com");
  for (const [name, path] of [
    ["Produkte", "/products"],
    ["Warengruppen", "/products/1/edit"],
    ["Handelspartner", "/tradepartners"],
    ["Handelspartner-Profil", "/trading-partners/1"],
    ["Ansprechpartner", "/serviceandmore/contactpartner"],
  ] as const) {
    await test.step(name, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axe(page), `axe violations on ${name} (${path})`).toEqual([]);
    });
  }
});
