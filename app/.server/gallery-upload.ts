/**
 * Several photos into one gallery in one submit (issue 27, decision 0531). The browser's
 * multipart body is read part by part: each file goes to a temporary file of its own, through the
 * image size limit, so a 25 MB photo is never held in memory beside the others and one file too
 * large does not spoil the rest. Each file is then sent to the API's POST /files on its own
 * (which turns it upright, scales it and strips its metadata), and the ones that arrived are added
 * to the gallery in one PATCH. Every file gets its own result; none is lost for another's fault.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { unstable_parseMultipartFormData as parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { TOO_MANY_PIXELS_PREFIX } from "#contract/masterdata";
import type { GallerySpec } from "#contract/describe";
import { cleanFileName, savePart, uploadImageFile } from "./form-image";
import { isUpstreamError } from "./upstream";
import { t } from "~/i18n";
import type { Toast } from "~/lib/toast";
import { GALLERY_RESULT_CODES, type GalleryResultCode, type GalleryResults } from "~/lib/gallery-results";

export interface FileResult {
  name: string;
  code: GalleryResultCode;
}

/** A part the handler kept on disk, or why it did not. */
type Received = { name: string; path: string } | { name: string; code: GalleryResultCode };

const TOO_LARGE = "too-large";

/** Reads the multipart body: every `files` part to its own temporary file (at most IMAGE_MAX_BYTES each). */
async function receive(request: Request, dir: string): Promise<Received[]> {
  const received: Received[] = [];
  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (name !== "files" || !filename) {
      // An empty file input sends a part without a name; other fields are not this form's.
      for await (const _ of data) void _;
      return undefined;
    }
    const target = path.join(dir, randomUUID());
    const { size, tooLarge } = await savePart(data, target);
    if (tooLarge) received.push({ name: cleanFileName(filename), code: TOO_LARGE });
    else if (size === 0) received.push({ name: cleanFileName(filename), code: "missing" });
    else received.push({ name: cleanFileName(filename), path: target });
    return undefined;
  };
  try {
    await parseMultipartFormData(request, handler);
  } catch (error) {
    // A body without a boundary, or one that breaks off mid-part, is no form a browser sent whole:
    // the files that arrived whole count, the rest did not arrive (a 4xx-like result, never a 500).
    if (!(error instanceof Error && /multipart|FormData/i.test(error.message))) throw error;
  }
  return received;
}

/** The API's refusal of one file, as the result shown for it. */
function codeOf(error: unknown): GalleryResultCode {
  if (!isUpstreamError(error)) throw error;
  if (error.code === "CONTENT_TOO_LARGE") return error.message.startsWith(TOO_MANY_PIXELS_PREFIX) ? "pixels" : TOO_LARGE;
  if (error.code === "UPLOAD_QUOTA_EXCEEDED") return "quota";
  if (error.code === "UNSUPPORTED_MEDIA_TYPE") return "wrong-type";
  if (error.status === 403 || error.status === 401) throw error;
  return "failed";
}

/** One stored file to POST /files (the editing screens' images). */
const uploadOne = async (context: AppLoadContext, file: { name: string; path: string }): Promise<string> => (await uploadImageFile(context, file, "images")).id;

/**
 * Receives the files of one submit and adds those that arrive to the gallery of `item`. Files past
 * the gallery's limit are refused as "full" (their bytes are never sent to the API).
 */
export async function uploadToGallery(request: Request, context: AppLoadContext, collection: string, item: number, gallery: GallerySpec): Promise<FileResult[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "portal-gallery-"));
  try {
    // The entry first: another company's (FORBIDDEN) is refused before a byte of the body is stored.
    const loaded = await context.upstream.call("collectionItem", { params: { collection, id: item } });
    const received = await receive(request, dir);
    let room = gallery.limit - ((loaded[gallery.field] as unknown[] | undefined) ?? []).length;
    const results: (FileResult & { id?: string })[] = [];
    for (const file of received) {
      if ("code" in file) results.push(file);
      else if (room <= 0) results.push({ name: file.name, code: "full" });
      else {
        try {
          results.push({ name: file.name, code: "ok", id: await uploadOne(context, file) });
          room--;
        } catch (error) {
          results.push({ name: file.name, code: codeOf(error) });
        }
      }
    }
    const added = results.filter((r) => r.id).map((r) => ({ file: r.id! }));
    if (added.length) {
      try {
        await context.upstream.call("collectionItemUpdate", { params: { collection, id: item }, body: { version: loaded.version, [gallery.field]: { create: added } } });
      } catch (error) {
        const code = isUpstreamError(error) && error.code === "RECORD_CONFLICT" ? "conflict" : codeOf(error);
        for (const r of results) if (r.id) r.code = code;
      }
    }
    return results.map(({ name, code }) => ({ name, code }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The results as URL state of the screen (`result=<code>:<name>`), at most `max` named, the rest counted. */
export function resultParams(results: readonly FileResult[], max = 30): [string, string][] {
  const params: [string, string][] = results.slice(0, max).map((r) => ["result", `${r.code}:${r.name.slice(0, 80)}`]);
  if (results.length > max) params.push(["more", String(results.length - max)]);
  return params;
}

export { GALLERY_RESULT_CODES };

/** The toast after a submit without JavaScript: how many of the files were added (none chosen: say so). */
export function summaryToast(results: readonly FileResult[]): Toast {
  const added = results.filter((r) => r.code === "ok").length;
  if (!results.length) return { kind: "error", message: t("website.gallery.noFiles") };
  return { kind: added === results.length ? "success" : "error", message: t("website.gallery.uploaded", { added, count: results.length }) };
}

/** Each file's German result (server-side texts, website-server.ts). */
export const messageOf = (code: GalleryResultCode) => t(`website.gallery.result.${code}`);

export function withMessages(results: GalleryResults | null): GalleryResults | null {
  return results && { ...results, files: results.files.map((f) => ({ ...f, message: messageOf(f.code) })) };
}
