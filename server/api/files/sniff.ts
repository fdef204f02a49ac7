/**
 * The image type of an upload, read from its first bytes — never from the file name or the
 * Content-Type the browser claims. SVG (script-capable XML) and everything else is undefined.
 */
import type { IMAGE_TYPES } from "../contract/masterdata";
import type { DocumentFileType } from "../contract/review";

export type ImageType = (typeof IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImageType(head: Uint8Array): ImageType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  return undefined;
}

export const EXTENSION_OF: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** How many leading bytes `sniffDocumentType` needs: enough for the entry names of an office ZIP. */
export const DOCUMENT_SNIFF_BYTES = 64 * 1024;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/** Names of the ZIP entries whose local headers lie in `head` (office files are ZIP containers). */
function zipEntryNames(head: Uint8Array): string[] {
  const names: string[] = [];
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  for (let at = latin1(head).indexOf("PK\x03\x04"); at >= 0 && at + 30 <= head.length; ) {
    const nameLength = view.getUint16(at + 26, true);
    if (at + 30 + nameLength > head.length) break;
    names.push(latin1(head.subarray(at + 30, at + 30 + nameLength)));
    at = latin1(head).indexOf("PK\x03\x04", at + 30 + nameLength);
  }
  return names;
}

const ODF_TYPES: Record<string, DocumentFileType> = {
  "application/vnd.oasis.opendocument.text": "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet": "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation": "application/vnd.oasis.opendocument.presentation",
};

/**
 * The type of a document for review from its first bytes: PDF, Office Open XML (Word, Excel,
 * PowerPoint — refused with macros), OpenDocument, or one of the images. Legacy binary Office
 * files and everything else are undefined (decision 0601).
 */
export function sniffDocumentType(head: Uint8Array): DocumentFileType | undefined {
  const image = sniffImageType(head);
  if (image) return image;
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return undefined;
  const names = zipEntryNames(head);
  // OpenDocument: the first entry is "mimetype", stored uncompressed, holding the type.
  if (names[0] === "mimetype") {
    const start = 30 + "mimetype".length;
    const mime = latin1(head.subarray(start, start + 60)).match(/^application\/vnd\.oasis\.opendocument\.[a-z]+/)?.[0];
    return mime ? ODF_TYPES[mime] : undefined;
  }
  if (!names.includes("[Content_Types].xml") || names.some((n) => /vbaProject\.bin$/i.test(n))) return undefined;
  if (names.some((n) => n.startsWith("word/"))) return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  if (names.some((n) => n.startsWith("xl/"))) return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  if (names.some((n) => n.startsWith("ppt/"))) return "application/vnd.openxmlformats-officedocument.presentationml.presentation";
  return undefined;
}

export const DOCUMENT_EXTENSION_OF: Record<DocumentFileType, string> = {
  ...EXTENSION_OF,
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "application/vnd.oasis.opendocument.text": "odt",
  "application/vnd.oasis.opendocument.spreadsheet": "ods",
  "application/vnd.oasis.opendocument.presentation": "odp",
};
