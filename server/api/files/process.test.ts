import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { processImage } from "./process";
import { cameraPhoto, decompressionBomb, hasGpsTag } from "../../../tests/images";

const dir = mkdtempSync(path.join(tmpdir(), "portal-process-"));
const fileOf = (name: string, data: Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, data);
  return file;
};

describe("processImage", () => {
  it("turns a 6000×4000 camera photo upright, scales it to 2560 px and drops EXIF and GPS", async () => {
    const original = await cameraPhoto();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsTag(before.exif)).toBe(true);

    const out = await processImage(fileOf("camera.jpg", original), "image/jpeg");
    const after = await sharp(out.data).metadata();
    // Taken on its side: upright it is portrait, 2560 on the long side.
    expect([after.width, after.height]).toEqual([1707, 2560]);
    expect([out.width, out.height]).toEqual([1707, 2560]);
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(out.data.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    expect(out.data.includes(Buffer.from("Testkamera", "latin1"))).toBe(false);
  });

  it("keeps small images at their size and type, still without metadata", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#33669980" } })
      .png()
      .withExif({ IFD0: { Artist: "Fotograf" } })
      .toBuffer();
    const out = await processImage(fileOf("small.png", png), "image/png");
    const meta = await sharp(out.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["png", 300, 200, undefined]);
    const webp = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    const outWebp = await sharp((await processImage(fileOf("wide.webp", webp), "image/webp")).data).metadata();
    expect([outWebp.format, outWebp.width, outWebp.height]).toEqual(["webp", 2560, 853]);
  });

  it("refuses a decompression bomb from its header, and an unreadable file", async () => {
    const bomb = processImage(fileOf("bomb.png", decompressionBomb()), "image/png");
    await expect(bomb).rejects.toBeInstanceOf(ApiError);
    await expect(bomb).rejects.toMatchObject({ code: "CONTENT_TOO_LARGE", message: expect.stringContaining("megapixels") });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    await expect(processImage(fileOf("broken.jpg", broken), "image/jpeg")).rejects.toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });
});
