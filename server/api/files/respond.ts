/**
 * A stored file as a streamed answer (assets, documents, review documents): never buffered whole,
 * with an optional cached image variant.
 */
import { Readable } from "node:stream";
import type { z } from "zod";
import type { assetQuerySchema } from "../contract/items";
import type { ApiContext } from "../deps";
import type { FileRow } from "../db/schema";
import { ensureVariant, isTransformable } from "./transform";
import { needsProcessing, processStoredImage } from "./normalize";

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A stored file as a streamed answer, with an optional cached image variant (shared by assets and
 * documents). Files are per-user data on possibly shared corporate PCs (decision 0401): documents
 * and other files are never stored by the browser; images may be kept but are revalidated on every
 * use (a signed-out browser cannot revalidate), answered 304 when unchanged.
 */
export async function fileResponse(ctx: ApiContext, stored: FileRow, query: z.infer<typeof assetQuerySchema>, ifNoneMatch?: string): Promise<Response> {
  // An image uploaded before issue 27 is processed (metadata and location removed) before it is ever served again.
  const file = needsProcessing(stored) ? await processStoredImage(ctx, stored) : stored;
  const transform = (query.width || query.height) && isTransformable(file.type);
  const { name, type } = transform ? await ensureVariant(ctx.storage, file, query) : { name: file.filenameDisk, type: file.type };
  const download = query.download !== undefined;
  const etag = `"${file.checksum.slice(0, 32)}${transform ? `-${name}` : ""}"`;
  const revalidate = type.startsWith("image/") && !download;
  const headers = {
    "Content-Type": type,
    "Content-Disposition": contentDisposition(download ? "attachment" : "inline", file.filenameDownload),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": revalidate ? "private, no-cache" : "private, no-store",
    ETag: etag,
  };
  if (revalidate && ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  const { body, size } = await ctx.storage.read(name);
  return new Response(Readable.toWeb(body) as ReadableStream, { headers: { ...headers, "Content-Length": String(size) } });
}
