/** Shared steps of the website screens' browser tests. */
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expectToast } from "./fixtures";

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
export const saved = expectToast;
export const save = (page: Page) => page.getByRole("button", { name: "Speichern", exact: true }).click();

/** Uploads `count` new images (fresh colours, so no duplicate confirmation) and adds each to the screen's gallery. */
export async function addGalleryImages(page: Page, count: number): Promise<void> {
  const channel = () => Math.floor(Math.random() * 256);
  for (let i = 0; i < count; i++) {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: channel(), g: channel(), b: channel() } } }).png().toBuffer();
    await page.getByLabel("Bild für die Galerie (JPEG, PNG, WebP oder GIF, höchstens 5 MB)").setInputFiles({ name: `galerie-${i}.png`, mimeType: "image/png", buffer: png });
    await page.locator("#gallery").getByRole("button", { name: "Hochladen", exact: true }).click();
    await page.getByRole("button", { name: "Hochgeladenes Bild zur Galerie hinzufügen" }).click();
    await saved(page, "Das Bild wurde zur Galerie hinzugefügt.");
  }
}
