/**
 * Image transforms for GET /assets/:id (Directus' width, height, fit). Each variant is rendered
 * once with sharp and kept beside the original, so repeated requests only stream a file.
 */
import sharp from "sharp";
import type { FileRow } from "../db/schema";
import type { FileStorage } from "./storage";
import { IMAGE_FITS as FITS } from "../contract/items";

export const TRANSFORMABLE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export { FITS };
export type Fit = (typeof FITS)[number];

export interface TransformOptions {
  width?: number;
  height?: number;
  fit?: Fit;
}

/**
 * Requested dimensions snap up to one of these steps, so each file has a bounded number of cached
 * variants (at most 13 × 13 × 5) however many sizes a caller asks for (audit finding 8).
 */
export const VARIANT_STEPS = [32, 64, 96, 128, 160, 240, 320, 400, 480, 640, 960, 1280, 1920] as const;

export function snapDimension(requested: number | undefined): number | undefined {
  if (requested === undefined) return undefined;
  return VARIANT_STEPS.find((step) => step >= requested) ?? VARIANT_STEPS[VARIANT_STEPS.length - 1];
}

export function isTransformable(type: string): boolean {
  return (TRANSFORMABLE_TYPES as readonly string[]).includes(type);
}

const variantPrefix = (id: string) => `variant_${id}_`;

/** Removes every cached variant of a file (called when the file is deleted). */
export async function removeVariants(storage: FileStorage, fileId: string): Promise<number> {
  const names = await storage.list(variantPrefix(fileId));
  await Promise.all(names.map((name) => storage.remove(name)));
  return names.length;
}

export function variantName(file: Pick<FileRow, "id" | "type">, { width, height, fit = "cover" }: TransformOptions): string {
  const ext = file.type === "image/png" ? "png" : file.type === "image/webp" ? "webp" : "jpg";
  return `${variantPrefix(file.id)}${width ?? "auto"}x${height ?? "auto"}_${fit}.${ext}`;
}

/** Renders the variant if it is not cached yet and returns its storage name and MIME type. */
export async function ensureVariant(
  storage: FileStorage,
  file: Pick<FileRow, "id" | "type" | "filenameDisk">,
  options: TransformOptions,
): Promise<{ name: string; type: string }> {
  options = { ...options, width: snapDimension(options.width), height: snapDimension(options.height) };
  const name = variantName(file, options);
  const type = file.type === "image/png" || file.type === "image/webp" ? file.type : "image/jpeg";
  if (await storage.exists(name)) return { name, type };
  const rendered = await storage.withLocalPath(file.filenameDisk, (path) => {
    const image = sharp(path, { animated: false })
      .rotate()
      .resize({ width: options.width, height: options.height, fit: options.fit ?? "cover", withoutEnlargement: true });
    const output = type === "image/png" ? image.png() : type === "image/webp" ? image.webp() : image.jpeg({ quality: 82, mozjpeg: true });
    return output.toBuffer();
  });
  await storage.write(name, rendered);
  return { name, type };
}
