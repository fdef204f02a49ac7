/**
 * Images the upload tests send (issue 27): a camera photo with orientation and GPS EXIF, and a
 * decompression bomb; shared by the unit test of files/process.ts and the contract suite.
 */
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** A camera photo: 6000×4000, taken on its side (orientation 6), with the place it was taken. */
export async function cameraPhoto(width = 6000, height = 4000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "Kamerahersteller", Model: "Testkamera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 12/1", GPSLongitudeRef: "E", GPSLongitude: "13/1 24/1 36/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The GPS IFD pointer tag (0x8825) in an EXIF block, in either byte order. */
export const hasGpsTag = (exif: Buffer | undefined) => Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A few hundred bytes that claim 30000×30000 pixels: decoding them would take 900 MB. */
export function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(30001 * 10))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

