/**
 * Private brands (issue 12, spec §2 /Private-Brands, §5 required fields) on the collection editor,
 * with JavaScript on and off: the list (own brands and the association's shared one), a new brand
 * saved with a missing required field and a disallowed iframe host, then completed; its logo and
 * its two named galleries (header images, media gallery: added and sorted); axe on each screen;
 * the whole workflow (create, edit, publish, sort) by keyboard alone.
 */
import type { Page } from "@playwright/test";
import { expect, expectImageLoaded, test } from "./fixtures";
import { addGalleryImages, freshPng, save, saved, unique } from "./website-helpers";

const HP = "haendler@example.com";

/** Uploads one image into a section (logo slot or named gallery) by its file input's label. */
async function upload(page: Page, section: string, label: string): Promise<void> {
  await page.getByLabel(label).setInputFiles({ name: "bild.png", mimeType: "image/png", buffer: await freshPng() });
  await page.locator(section).getByRole("button", { name: "Hochladen", exact: true }).click();
  await saved(page, "Das Bild wurde hochgeladen und übernommen.");
}

test.describe("private brands", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a private brand with a missing required field, then completed, with logo and galleries", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/private-brands");
    await expect(page.getByRole("heading", { level: 1, name: "Eigenmarken" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Sommer Wohnkultur", exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /WohnWert/ })).toContainText("Vom Verband geteilt");
    expect(await axe(page)).toEqual([]);

    const name = unique("Hausmarke");
    await page.getByRole("link", { name: "Neu anlegen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Eigenmarke");
    await page.getByRole("textbox", { name: "Name der Eigenmarke" }).fill(name);
    await page.getByRole("textbox", { name: "Firmenname" }).fill("Möbelhaus Sommer GmbH & Co. KG");
    await page.getByRole("textbox", { name: "Straße und Hausnummer" }).fill("Herforder Straße 212");
    await page.getByRole("textbox", { name: "PLZ" }).fill("33609");
    await page.getByRole("textbox", { name: "Ort", exact: true }).fill("Bielefeld");
    await page.getByRole("textbox", { name: "Land" }).fill("Deutschland");
    await page.getByRole("textbox", { name: "Telefon" }).fill("+49 521 98765-0");
    // Fax left empty; an iframe of a host that is not allowed.
    await page.getByRole("textbox", { name: "E-Mail" }).fill("hausmarke@moebelhaus-sommer.example");
    await page.getByRole("textbox", { name: "Website" }).fill("https://www.hausmarke.example");
    await page.getByRole("textbox", { name: /iframe-Adresse/ }).fill("https://www.dailymotion.com/embed/video/x1");
    await save(page);
    await expect(page.getByText("Bitte eine Faxnummer angeben.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Bitte eine Adresse von YouTube (youtube-nocookie.com, youtube.com), Vimeo oder Matterport angeben.")).toBeVisible();
    // What was typed is kept.
    await expect(page.getByRole("textbox", { name: "Name der Eigenmarke" })).toHaveValue(name);
    expect(await axe(page)).toEqual([]);

    await page.getByRole("textbox", { name: "Fax" }).fill("+49 521 98765-99");
    await page.getByRole("textbox", { name: /iframe-Adresse/ }).fill("https://www.youtube-nocookie.com/embed/hausmarke");
    await page.getByRole("textbox", { name: "Social-Media-Links" }).fill("https://www.instagram.com/hausmarke");
    await save(page);
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect(await axe(page)).toEqual([]);

    // The logo: uploaded, then saved with the form.
    await upload(page, "section:has(#logo-title)", "Logo: Bilddatei (JPEG, PNG, WebP oder GIF, höchstens 25 MB)");
    await save(page);
    await saved(page);
    await expectImageLoaded(page.getByRole("img", { name: "Aktuelles Bild: Logo" }));

    // Header images and media gallery: each its own junction, sorted on its own.
    await addGalleryImages(page, 1, "#media_header", "Fotos für „Header-Bilder“");
    await addGalleryImages(page, 2, "#media_gallery", "Fotos für „Mediengalerie“");
    await expect(page.locator("#media_header ol > li")).toHaveCount(1);
    const gallery = page.locator("#media_gallery");
    await expect(gallery.locator("ol > li")).toHaveCount(2);
    const firstSrc = await gallery.getByRole("img").first().getAttribute("src");
    await gallery.getByRole("button", { name: "Mediengalerie: Bild 2 nach oben verschieben" }).click();
    await saved(page, "Reihenfolge gespeichert.");
    await expect(page.locator("#media_gallery").getByRole("img").nth(1)).toHaveAttribute("src", firstSrc!);
    await expect(page.locator("#media_header ol > li")).toHaveCount(1);
    expect(await axe(page)).toEqual([]);

    // Listed among the own brands, sorted by sort then name.
    await page.goto("/private-brands");
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Entwurf");
  });

  test("the association's shared brand is read-only and can be switched off for the own website", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/private-brands");
    await page.getByRole("row", { name: /WohnWert/ }).getByRole("link", { name: /ansehen/ }).click();
    await expect(page.getByText("Diesen Eintrag pflegt der Verband")).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByText("Einkaufsverband Wohnen eG")).toBeVisible();
    // The association's logo file is readable for the companies the brand is shared with.
    await expectImageLoaded(page.getByRole("img", { name: "Logo" }));
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Für meine Website ausschalten" }).click();
    await saved(page, "Der Eintrag wird auf Ihrer Website nicht mehr gezeigt.");
    await page.getByRole("button", { name: "Für meine Website einschalten" }).click();
    await saved(page, "Der Eintrag wird auf Ihrer Website wieder gezeigt.");

    // An own brand as the public site renders it: logo, header, gallery, no script at all.
    await page.goto("/private-brands");
    await page.getByRole("row", { name: /Sommer Wohnkultur/ }).getByRole("link", { name: /Vorschau/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sommer Wohnkultur" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mediengalerie" })).toBeVisible();
    await expectImageLoaded(page.getByRole("img", { name: "Logo" }));
    expect(await page.locator("script").count()).toBe(0);
  });

  test("keyboard only: create, edit, publish and sort a private brand", async ({ page, loginAs }) => {
    await loginAs(page, HP);
    await page.goto("/private-brands");
    const name = unique("Tastaturmarke");
    const tabTo = async (target: ReturnType<Page["getByRole"]>) => {
      for (let i = 0; i < 120 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
    };
    const type = async (label: string, value: string, exact = false) => {
      await tabTo(page.getByRole("textbox", { name: label, exact }));
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type(value);
    };
    await tabTo(page.getByRole("link", { name: "Neu anlegen" }));
    await page.keyboard.press("Enter");
    await type("Name der Eigenmarke", name);
    await type("Firmenname", "Möbelhaus Sommer GmbH & Co. KG");
    await type("Straße und Hausnummer", "Herforder Straße 212");
    await type("PLZ", "33609");
    await type("Ort", "Bielefeld", true);
    await type("Land", "Deutschland");
    await type("Telefon", "+49 521 98765-0");
    await type("Fax", "+49 521 98765-99");
    await type("E-Mail", "tastatur@moebelhaus-sommer.example");
    await type("Website", "https://www.tastaturmarke.example");
    await tabTo(page.getByRole("button", { name: "Speichern", exact: true }));
    await page.keyboard.press("Enter");
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

    // Edit
    await type("Telefon", "+49 521 98765-10");
    await tabTo(page.getByRole("button", { name: "Speichern", exact: true }));
    await page.keyboard.press("Enter");
    await saved(page);
    await expect(page.getByRole("textbox", { name: "Telefon" })).toHaveValue("+49 521 98765-10");

    // Publish
    await tabTo(page.getByRole("button", { name: "Status auf „Veröffentlicht“ setzen" }));
    await page.keyboard.press("Enter");
    await saved(page, "Der Status wurde gesetzt.");
    await expect(page.getByText("Aktueller Status: Veröffentlicht")).toBeVisible();

    // Sort: the new brand is last among the own ones; move it up once.
    await page.goto("/private-brands");
    const before = await page.getByRole("row").allInnerTexts();
    const at = before.findIndex((r) => r.includes(name));
    await tabTo(page.getByRole("button", { name: `${name} nach oben verschieben` }));
    await page.keyboard.press("Enter");
    await saved(page, "Reihenfolge gespeichert.");
    const after = await page.getByRole("row").allInnerTexts();
    expect(after.findIndex((r) => r.includes(name))).toBe(at - 1);
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Veröffentlicht");
  });
});
