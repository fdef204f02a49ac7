/**
 * Website content on the collection editor (issue 12), one workflow per collection kind, with
 * JavaScript on and off: a banner (create, edit, publish, sort, archive), a reference with a
 * gallery and product groups, a campaign whose date range error is corrected, switching a shared entry off and on,
 * the script-free preview; axe on each new screen. The keyboard-only run is in the last test.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addGalleryImages, save, saved, unique } from "./website-helpers";

const HP = "haendler@example.com";

test.describe("website content", () => {
  test.describe.configure({ timeout: 120_000 });

  test("create, edit, publish, sort and archive a banner", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/website/banner");
    await expect(page.getByRole("heading", { level: 1, name: "Banner" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Startseite Herbst" })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    const title = unique("Adventsbanner");
    const heading = unique("Adventszeit bei Sommer");
    await page.getByRole("link", { name: "Neu anlegen" }).click();
    await page.getByRole("textbox", { name: "Interner Titel" }).fill(title);
    await expect(page.getByRole("textbox", { name: "Titel", exact: true })).toHaveAttribute("required", "");
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(heading);
    await page.getByRole("textbox", { name: "Link" }).fill("https://www.moebelhaus-sommer.example/advent");
    await save(page);
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    expect(await axe(page)).toEqual([]);

    // Edit
    await page.getByRole("textbox", { name: "Text" }).fill("Vier Wochen lang jeden Samstag Glühwein in der Ausstellung.");
    await save(page);
    await saved(page);
    await expect(page.getByRole("textbox", { name: "Text" })).toHaveValue("Vier Wochen lang jeden Samstag Glühwein in der Ausstellung.");

    // Publish
    await page.getByRole("button", { name: "Status auf „Veröffentlicht“ setzen" }).click();
    await saved(page, "Der Status wurde gesetzt.");
    await expect(page.getByText("Aktueller Status: Veröffentlicht")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Änderungsverlauf" })).toBeVisible();

    // Sort: the new banner is last among the own ones; move it up once.
    await page.goto("/website/banner");
    const rows = page.getByRole("row");
    const before = await rows.allInnerTexts();
    const at = before.findIndex((r) => r.includes(title));
    await page.getByRole("button", { name: `${heading} nach oben verschieben` }).click();
    await saved(page, "Reihenfolge gespeichert.");
    const after = await page.getByRole("row").allInnerTexts();
    expect(after.findIndex((r) => r.includes(title))).toBe(at - 1);

    // Archive
    await page.getByRole("link", { name: `„${heading}“ bearbeiten` }).click();
    await page.getByRole("button", { name: "Status auf „Archiviert“ setzen" }).click();
    await saved(page, "Der Status wurde gesetzt.");
    await expect(page.getByText("Aktueller Status: Archiviert")).toBeVisible();
  });

  test("a reference with a gallery, sorted and an image removed", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    const name = unique("Referenz Galerie");
    await page.goto("/website/references/add");
    await page.getByRole("textbox", { name: "Interner Titel" }).fill(name);
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "Budget (EUR)" }).fill("25.000");
    await page.getByRole("textbox", { name: "Kategorien" }).fill("Küche, Esszimmer");
    await page.getByRole("checkbox", { name: "Küche / Küchen / Einbauküchen" }).check();
    await save(page);
    await saved(page);
    await expect(page.getByRole("textbox", { name: "Budget (EUR)" })).toHaveValue("25000");
    await expect(page.getByRole("checkbox", { name: "Küche / Küchen / Einbauküchen" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Küche / Küchen / Küchenzubehör" })).not.toBeChecked();
    expect(await axe(page)).toEqual([]);

    await addGalleryImages(page, 2);
    const gallery = page.locator("#gallery");
    await expect(gallery.locator("ol > li")).toHaveCount(2);
    const firstSrc = await gallery.getByRole("img").first().getAttribute("src");
    await gallery.getByRole("button", { name: "Bild 2 nach oben verschieben" }).click();
    await saved(page, "Reihenfolge gespeichert.");
    await expect(page.locator("#gallery").getByRole("img").nth(1)).toHaveAttribute("src", firstSrc!);
    await page.locator("#gallery").getByRole("button", { name: "Bild 1 aus der Galerie entfernen" }).click();
    await saved(page, "Das Bild wurde aus der Galerie entfernt.");
    await expect(page.locator("#gallery ol > li")).toHaveCount(1);

    // A new reference goes before the older ones (spec §4: first position).
    await page.goto("/website/references");
    const rows = await page.getByRole("row").allInnerTexts();
    expect(rows.findIndex((r) => r.includes(name))).toBeLessThan(rows.findIndex((r) => r.includes("Landhausküche in Brackwede")));
  });

  test("a campaign with a date range error corrected", async ({ page, loginAs }) => {
    await loginAs(page, HP);
    const name = unique("Aktion");
    await page.goto("/website/campaign/add");
    await page.getByRole("textbox", { name: "Interner Titel" }).fill(name);
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill("Frühjahrsputz-Rabatt");
    await page.getByLabel("Datum von").fill("2027-04-20");
    await page.getByLabel("Datum bis").fill("2027-04-10");
    await save(page);
    await expect(page.getByText("Das Enddatum darf nicht vor dem Startdatum liegen.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel("Datum von")).toHaveValue("2027-04-20");
    await page.getByLabel("Datum bis").fill("2027-04-30");
    await save(page);
    await saved(page);
    await page.goto("/website/campaign");
    await expect(page.getByRole("cell", { name })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("20.04.2027");
    // The campaign is not a news item.
    await page.goto("/website/news");
    await expect(page.getByRole("cell", { name })).toHaveCount(0);
  });

  test("switch a shared entry off and on; the preview needs no JavaScript", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/website/textimage");
    const row = page.getByRole("row", { name: /Verband: Markenvielfalt/ });
    await expect(row).toContainText("Vom Verband geteilt");
    await row.getByRole("link", { name: /ansehen/ }).click();
    await expect(page.getByText("Diesen Eintrag pflegt der Verband")).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Für meine Website ausschalten" }).click();
    await saved(page, "Der Eintrag wird auf Ihrer Website nicht mehr gezeigt.");
    await page.getByRole("button", { name: "Für meine Website einschalten" }).click();
    await saved(page, "Der Eintrag wird auf Ihrer Website wieder gezeigt.");

    await page.goto("/website/textimage");
    await page.getByRole("row", { name: /Über uns/ }).getByRole("link", { name: /Vorschau/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Familienunternehmen seit 1962" })).toBeVisible();
    expect(await page.locator("script").count()).toBe(0);
    // Its own stylesheet applies: the inline <style> carries the request's CSP nonce.
    await expect(page.locator(".note")).toHaveCSS("background-color", "rgb(254, 243, 199)");
  });

  test("keyboard only: create and publish a news item", { tag: "@js-only" }, async ({ page, loginAs }) => {
    await loginAs(page, HP);
    await page.goto("/website/news");
    const name = unique("Tastatur-News");
    const tabTo = async (target: ReturnType<Page["getByRole"]>) => {
      for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
    };
    await tabTo(page.getByRole("link", { name: "Neu anlegen" }));
    await page.keyboard.press("Enter");
    await tabTo(page.getByRole("textbox", { name: "Interner Titel" }));
    await page.keyboard.type(name);
    await tabTo(page.getByRole("textbox", { name: "Titel", exact: true }));
    await page.keyboard.type("Neue Kollektion eingetroffen");
    await tabTo(page.getByRole("button", { name: "Speichern", exact: true }));
    await page.keyboard.press("Enter");
    await saved(page);
    await tabTo(page.getByRole("button", { name: "Status auf „Veröffentlicht“ setzen" }));
    await page.keyboard.press("Enter");
    await saved(page, "Der Status wurde gesetzt.");
    await expect(page.getByText("Aktueller Status: Veröffentlicht")).toBeVisible();
  });
});
