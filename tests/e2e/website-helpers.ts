/** Shared steps of the website screens' browser tests. */
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, expectToast } from "./fixtures";

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
export const saved = expectToast;
export const save = (page: Page) => page.getByRole("button", { name: "Speichern", exact: true }).click();

/** A fresh PNG (new colours each time, so no two uploads have the same content). */
export async function freshPng(): Promise<Buffer> {
  const channel = () => Math.floor(Math.random() * 256);
  return sharp({ create: { width: 60, height: 40, channels: 3, background: { r: channel(), g: channel(), b: channel() } } })
    .png()
    .toBuffer();
}

/**
 * Adds `count` new images to a gallery of the screen in one submit (the multi-photo form, issue 27)
 * and waits until the result of each file is listed as added.
 */
export async function addGalleryImages(page: Page, count: number, section = "#gallery", label = "Fotos für die Galerie"): Promise<void> {
  const files = await Promise.all(Array.from({ length: count }, async (_, i) => ({ name: `galerie-${i}.png`, mimeType: "image/png", buffer: await freshPng() })));
  const gallery = page.locator(section);
  await gallery.getByLabel(label, { exact: true }).setInputFiles(files);
  await gallery.getByRole("button", { name: "Fotos hochladen", exact: true }).click();
  await expect(page.locator(section).getByRole("status").getByRole("listitem").filter({ hasText: /: hinzugefügt$/ })).toHaveCount(count, { timeout: 30_000 });
}
