/**
 * What an uploaded image becomes before it is stored (issue 27, decision 0531): turned the right
 * way up from its EXIF orientation, scaled down to at most IMAGE_MAX_EDGE px on the long side,
 * re-encoded in its own type and stripped of every metadata block (EXIF with GPS, XMP, IPTC,
 * comments; sharp writes none unless asked to). The original bytes are never kept. An image with
 * more than IMAGE_MAX_PIXELS is refused from its header, before a pixel is decoded, so a
 * decompression bomb costs no memory.
 */
import sharp, { type Metadata } from "sharp";
import { IMAGE_MAX_EDGE, IMAGE_MAX_PIXELS, TOO_MANY_PIXELS_PREFIX } from "../contract/masterdata";
import { ApiError } from "../http/errors";
import type { ImageType } from "./sniff";

/** Refusal of an image whose pixel count is past the limit (a decompression bomb or a huge scan). */
export const tooManyPixels = () => new ApiError("CONTENT_TOO_LARGE", `${TOO_MANY_PIXELS_PREFIX} ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`);

const unreadable = () => new ApiError("UNSUPPORTED_MEDIA_TYPE", "The image could not be read.");

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A square crop (a user's avatar, decision 0552): the part of the upright image kept, scaled to `edge` px. */
export interface SquareCrop {
  edge: number;
  /** which part of the longer side is kept: the middle by default */
  position: "centre" | "top" | "bottom" | "left" | "right";
}

/**
 * Reads the image at `path` (already typed from its content) and returns what is stored instead.
 * GIFs keep their frames (no EXIF to turn by); everything else is one still image. With `square`
 * the upright image is cropped to a square (the largest one, at `position`) and scaled to its edge
 * (never enlarged).
 */
export async function processImage(path: string, type: ImageType, square?: SquareCrop): Promise<ProcessedImage> {
  const animated = type === "image/gif";
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, animated, failOn: "error" as const };
  let meta: Metadata;
  try {
    meta = await sharp(path, options).metadata();
  } catch (error) {
    // sharp checks the limit against the header already when it reads the metadata.
    if (String(error).includes("pixel limit")) throw tooManyPixels();
    throw unreadable();
  }
  const pages = animated ? (meta.pages ?? 1) : 1;
  const frameHeight = animated ? (meta.pageHeight ?? meta.height ?? 0) : (meta.height ?? 0);
  if (!meta.width || !frameHeight) throw unreadable();
  if (meta.width * frameHeight * pages > IMAGE_MAX_PIXELS) throw tooManyPixels();
  const image = sharp(path, options)
    // EXIF orientation applied to the pixels; the tag itself goes with the rest of the metadata.
    .rotate()
    .resize(square ? squareResize(Math.min(meta.width, frameHeight), square) : { width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: "inside", withoutEnlargement: true });
  const encoded =
    type === "image/png"
      ? image.png({ compressionLevel: 9, effort: 4 })
      : type === "image/webp"
        ? image.webp({ quality: 85 })
        : type === "image/gif"
          ? image.gif()
          : image.jpeg({ quality: 85, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: animated ? (info.pageHeight ?? info.height) : info.height };
  } catch (error) {
    if (String(error).includes("pixel limit")) throw tooManyPixels();
    throw unreadable();
  }
}

/** The square is as large as the shorter side allows (which side is shorter does not change by turning). */
function squareResize(shorter: number, square: SquareCrop) {
  const edge = Math.max(1, Math.min(square.edge, shorter));
  return { width: edge, height: edge, fit: "cover" as const, position: square.position };
}
