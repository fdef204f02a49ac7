/**
 * The company-level website screens (issue 12, decision 0730), with JavaScript on and off:
 * the general settings (a refused save keeps the input, then saved with the opening-hours
 * address), and the history entries on the collection editor; axe on each screen.
 */
import { expect, test } from "./fixtures";
import { addGalleryImages, freshPng, save, saved, unique } from "./website-helpers";

const HP = "haendler@example.com";

test.describe("website company screens", () => {
  test.describe.configure({ timeout: 120_000 });

  test("general settings: a refused save keeps the input, then saved", async ({ page, loginAs, axe }, testInfo) => {
    // One settings record per company: the two projects run side by side, so each edits another company's.
    await loginAs(page, testInfo.project.name === "nojs" ? "luebeck@example.com" : HP);
    await page.goto("/website/generalsettings");
    await expect(page.getByRole("heading", { level: 1, name: "Allgemeine Einstellungen" })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    const name = page.getByRole("textbox", { name: "Name der Website" });
    await expect(name).toHaveAttribute("required", "");
    const site = unique("Sommer Wohnen");
    // A domain with scheme and a colour word are refused by the server, the typed site name stays.
    await name.fill(site);
    await page.getByRole("textbox", { name: "Domain" }).fill("https://www.sommer-wohnen.example/");
    await page.getByRole("textbox", { name: "Hauptfarbe" }).fill("blau");
    await save(page);
    await expect(page.getByText("Bitte eine Domain wie www.moebelhaus-beispiel.de angeben (ohne https://).")).toBeVisible();
    await expect(page.getByText("Bitte eine Farbe als #RRGGBB angeben, z. B. #1A4D8F.")).toBeVisible();
    await expect(name).toHaveValue(site);
    expect(await axe(page)).toEqual([]);

    await page.getByRole("textbox", { name: "Domain" }).fill("www.sommer-wohnen.example");
    await page.getByRole("textbox", { name: "Hauptfarbe" }).fill("#2A5D9F");
    await page.getByRole("combobox", { name: "Öffnungszeiten von Adresse" }).selectOption({ index: 1 });
    const address = await page.getByRole("combobox", { name: "Öffnungszeiten von Adresse" }).inputValue();
    await save(page);
    await saved(page);
    await expect(page.getByRole("textbox", { name: "Name der Website" })).toHaveValue(site);
    await expect(page.getByRole("textbox", { name: "Domain" })).toHaveValue("www.sommer-wohnen.example");
    await expect(page.getByRole("combobox", { name: "Öffnungszeiten von Adresse" })).toHaveValue(address);
    await expect(page.getByRole("heading", { name: "Änderungsverlauf" })).toBeVisible();

    // The logo with its alternative text (issue 27), saved with the form.
    await page.getByLabel("Bilddatei (JPEG, PNG, WebP oder GIF, höchstens 25 MB)").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await freshPng() });
    await page.locator("section:has(#logo-title)").getByRole("button", { name: "Hochladen", exact: true }).click();
    await saved(page, "Das Bild wurde hochgeladen und übernommen.");
    await page.getByRole("textbox", { name: "Alternativtext: Logo" }).fill("Schriftzug Sommer Wohnen in Blau");
    await save(page);
    await saved(page);
    await expect(page.getByRole("textbox", { name: "Alternativtext: Logo" })).toHaveValue("Schriftzug Sommer Wohnen in Blau");
    await expect(page.getByRole("img", { name: "Schriftzug Sommer Wohnen in Blau" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });

  test("history: the entries on the collection editor", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/website/history");
    await expect(page.getByRole("heading", { level: 1, name: "Chronik" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Gründung", exact: true })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    const title = unique("Neue Ausstellung");
    await page.getByRole("link", { name: "Neu anlegen" }).click();
    await page.getByRole("textbox", { name: "Interner Titel" }).fill(title);
    await page.getByRole("textbox", { name: "Jahr" }).fill("20x4");
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill("Neue Ausstellung in Bielefeld-Sennestadt");
    await save(page);
    await expect(page.getByText("Bitte eine ganze Zahl eingeben.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Interner Titel" })).toHaveValue(title);
    await page.getByRole("textbox", { name: "Jahr" }).fill("2024");
    await save(page);
    await saved(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Neue Ausstellung in Bielefeld-Sennestadt");
    expect(await axe(page)).toEqual([]);
    await page.goto("/website/history");
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("2024");
  });

  test("info: what the website shows per area, with links", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await page.goto("/website/info");
    await expect(page.getByRole("heading", { level: 1, name: "Website-Übersicht" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    const banner = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Banner" }) });
    await expect(banner).toContainText("Wohnen im Herbst");
    await expect(banner).toContainText("werden gezeigt");
    await banner.getByRole("link", { name: "Banner" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Banner" })).toBeVisible();
  });

  test("history page: text saved, gallery images sorted and removed", async ({ page, loginAs, axe }, testInfo) => {
    // One history page per company: each project edits another company's.
    await loginAs(page, testInfo.project.name === "nojs" ? "luebeck@example.com" : HP);
    await page.goto("/website/history");
    await page.getByRole("link", { name: "Unternehmensgeschichte" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Unternehmensgeschichte bearbeiten");
    const text = page.getByRole("textbox", { name: "Text der Unternehmensgeschichte" });
    await text.fill("");
    await save(page);
    await expect(page.getByText("Bitte den Text Ihrer Unternehmensgeschichte angeben.")).toBeVisible();
    const story = unique("Seit drei Generationen richten wir Wohnungen ein.");
    await page.getByRole("textbox", { name: "Text der Unternehmensgeschichte" }).fill(story);
    await save(page);
    await saved(page);
    await expect(page.getByRole("textbox", { name: "Text der Unternehmensgeschichte" })).toHaveValue(story);
    expect(await axe(page)).toEqual([]);

    await addGalleryImages(page, 3);
    const gallery = page.locator("#gallery");
    const count = await gallery.locator("ol > li").count();
    const srcs = async () => gallery.getByRole("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    const before = await srcs();
    await gallery.getByRole("button", { name: `Bild ${count} nach oben verschieben` }).click();
    await saved(page, "Reihenfolge gespeichert.");
    const after = await srcs();
    expect(after[count - 2]).toBe(before[count - 1]);
    expect(after[count - 1]).toBe(before[count - 2]);
    await gallery.getByRole("button", { name: `Bild ${count} aus der Galerie entfernen` }).click();
    await saved(page, "Das Bild wurde aus der Galerie entfernt.");
    await expect(gallery.locator("ol > li")).toHaveCount(count - 1);
    expect(await srcs()).toEqual(after.slice(0, count - 1));
    expect(await axe(page)).toEqual([]);
  });
});
