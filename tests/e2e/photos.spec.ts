/**
 * Photos on the website screens (issue 27), with JavaScript on and off: five photos in one
 * submit, one of them a 20 MB camera photo with GPS, each listed with its result and served at
 * most 2560 px without EXIF; a bad file beside a good one loses nothing; publishing is refused
 * until every image has an alternative text or is marked decorative, and the preview renders the
 * texts as `alt`. axe on the gallery's new controls.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./fixtures";
import { addGalleryImages, freshPng, save, saved, unique } from "./website-helpers";

const HP = "haendler@example.com";

/** A camera photo of about 20 MB: 6000×4000 noise (JPEG does not shrink it), taken with GPS. */
async function cameraPhoto20MB(): Promise<Buffer> {
  const [width, height] = [6000, 4000];
  for (const quality of [92, 95, 97]) {
    const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withExif({ IFD0: { Make: "Kamerahersteller" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 1/1 12/1", GPSLongitudeRef: "E", GPSLongitude: "8/1 31/1 48/1" } })
      .toBuffer();
    if (photo.length >= 19 * 1024 * 1024) return photo;
  }
  throw new Error("could not make a 20 MB photo");
}

async function newReference(page: Page, name: string): Promise<void> {
  await page.goto("/website/references/add");
  // The new entry's form says why its gallery comes after the first save.
  await expect(page.getByText("Die Galerie füllen Sie nach dem ersten Speichern")).toBeVisible();
  await page.getByRole("textbox", { name: "Interner Titel" }).fill(name);
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(name);
  await save(page);
  await saved(page);
}

test.describe("photos", () => {
  test.describe.configure({ timeout: 180_000 });

  test("five photos in one submit, one of them 20 MB, each with its result", async ({ page, loginAs, axe, javaScriptEnabled }) => {
    await loginAs(page, HP);
    await newReference(page, unique("Referenz Fotos"));
    const gallery = page.locator("#gallery");
    const big = await cameraPhoto20MB();
    const small = await Promise.all([1, 2, 3, 4].map(async (i) => ({ name: `ausstellung-${i}.png`, mimeType: "image/png", buffer: await freshPng() })));
    await gallery.getByLabel("Fotos für die Galerie", { exact: true }).setInputFiles([...small.slice(0, 2), { name: "kamera-20mb.jpg", mimeType: "image/jpeg", buffer: big }, ...small.slice(2)]);
    await gallery.getByRole("button", { name: "Fotos hochladen", exact: true }).click();
    // With JavaScript each file is sent on its own, with its own progress bar.
    if (javaScriptEnabled) await expect(page.getByRole("progressbar", { name: "Fortschritt: kamera-20mb.jpg" })).toBeVisible();
    const results = page.locator("#gallery").getByRole("status");
    await expect(results.getByRole("listitem")).toHaveCount(5, { timeout: 60_000 });
    await expect(results.getByRole("listitem").filter({ hasText: /: hinzugefügt$/ })).toHaveCount(5);
    await expect(results).toContainText("kamera-20mb.jpg: hinzugefügt");
    await expect(page.locator("#gallery").getByRole("listitem").filter({ has: page.getByRole("img") })).toHaveCount(5);
    expect(await axe(page, { include: ["#gallery"] })).toEqual([]);

    // The 20 MB photo is served scaled down and without EXIF (GPS included).
    const src = await page.locator("#gallery").getByRole("img").nth(2).getAttribute("src");
    const served = await page.request.get(src!.replace(/\?.*$/, ""));
    expect(served.status()).toBe(200);
    const meta = await sharp(await served.body()).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(2560);
    expect(meta.exif).toBeUndefined();

    // One bad file beside a good one: the good one is added, the bad one is listed as refused.
    await page
      .locator("#gallery")
      .getByLabel("Fotos für die Galerie", { exact: true })
      .setInputFiles([
        { name: "grundriss.png", mimeType: "image/png", buffer: await freshPng() },
        { name: "notiz.jpg", mimeType: "image/jpeg", buffer: Buffer.from("keine Bilddatei") },
      ]);
    await page.locator("#gallery").getByRole("button", { name: "Fotos hochladen", exact: true }).click();
    await expect(page.locator("#gallery").getByRole("status")).toContainText("notiz.jpg: abgelehnt: kein JPEG-, PNG- oder WebP-Bild", { timeout: 30_000 });
    await expect(page.locator("#gallery").getByRole("status")).toContainText("grundriss.png: hinzugefügt");
    await expect(page.locator("#gallery").getByRole("listitem").filter({ has: page.getByRole("img") })).toHaveCount(6);
  });

  test("publishing is refused until every image has an alternative text or is decorative", async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    const name = unique("Referenz Alternativtext");
    await newReference(page, name);
    await addGalleryImages(page, 2);
    await expect(page.getByText("Bilder ohne Alternativtext: 2.")).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await page.getByRole("button", { name: "Status auf „Veröffentlicht“ setzen" }).click();
    await expectToast(page, "Veröffentlichen geht erst, wenn jedes Bild einen Alternativtext hat oder als dekorativ markiert ist.");
    await expect(page.getByText("Aktueller Status: Entwurf")).toBeVisible();

    // Bild 1 described, Bild 2 marked decorative: saved with the form.
    await page.getByRole("textbox", { name: "Alternativtext: Bild 1" }).fill("Wohnzimmer mit Eckcouch und Stehleuchte");
    await page.locator("#gallery").getByRole("checkbox", { name: /dekorativ/ }).nth(1).check();
    await page.getByRole("button", { name: "Alternativtexte speichern" }).click();
    await saved(page);
    await expect(page.getByText(/Bilder ohne Alternativtext/)).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Alternativtext: Bild 1" })).toHaveValue("Wohnzimmer mit Eckcouch und Stehleuchte");

    await page.getByRole("button", { name: "Status auf „Veröffentlicht“ setzen" }).click();
    await saved(page, "Der Status wurde gesetzt.");
    await expect(page.getByText("Aktueller Status: Veröffentlicht")).toBeVisible();

    // The preview renders the texts as alt, the decorative image with an empty one.
    await page.getByRole("link", { name: "Vorschau" }).first().click();
    await expect(page.getByRole("img", { name: "Wohnzimmer mit Eckcouch und Stehleuchte" })).toBeVisible();
    await expect(page.locator('.gallery img[alt=""]')).toHaveCount(1);
  });

  test("photos dropped on the drop zone, sent by keyboard", { tag: "@js-only" }, async ({ page, loginAs, axe }) => {
    await loginAs(page, HP);
    await newReference(page, unique("Referenz Ablage"));
    const zone = page.getByRole("button", { name: "Fotos hierher ziehen oder zum Auswählen klicken" });
    const pngs = await Promise.all([freshPng(), freshPng()]);
    const dropped = await page.evaluateHandle((files) => {
      const transfer = new DataTransfer();
      for (const [i, bytes] of files.entries()) transfer.items.add(new File([new Uint8Array(bytes)], `abgelegt-${i + 1}.png`, { type: "image/png" }));
      return transfer;
    }, pngs.map((png) => [...png]));
    await zone.dispatchEvent("drop", { dataTransfer: dropped });
    await expect(zone).toContainText("Ausgewählt: 2 Dateien");
    expect(await axe(page, { include: ["#gallery"] })).toEqual([]);
    // The drop zone and the submit are reached by Tab; Enter sends.
    await zone.focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Fotos hochladen", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#gallery").getByRole("status").getByRole("listitem").filter({ hasText: /: hinzugefügt$/ })).toHaveCount(2, { timeout: 30_000 });
    await expect(page.locator("#gallery ol > li")).toHaveCount(2);
  });
});
