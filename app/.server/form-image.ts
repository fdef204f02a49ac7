/**
 * One image inside an ordinary edit form (decision 0964): the news form's image, a brand's logo.
 * The form is posted as multipart/form-data, with or without JavaScript; its text fields are read as
 * usual, the file part goes to a temporary file through the image size limit (so a photo too large
 * is read and dropped, and the typed text still comes back with the field's refusal), then to the
 * API's POST /files in the given folder, which checks the type by content, turns the image upright,
 * scales it and strips its metadata. The gallery's multi-photo form (gallery-upload.ts) shares the
 * part-to-disk and the upload.
 *
 * Field names: `<field>` holds the image's file id (a hidden input: the current or a kept upload),
 * `<field>_file` the chosen file, `<field>_remove` the "remove" checkbox.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { AppLoadContext } from "@remix-run/node";
import { unstable_parseMultipartFormData as parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { IMAGE_MAX_BYTES } from "#contract/masterdata";
import { ERROR_KEYS, type UploadError } from "~/components/editing/image-upload";
import { t } from "~/i18n";
import { badQuery } from "./query";
import { uploadRefusal } from "./upload-refusal";

/** A form's text fields are short; this bounds what one text part may hold in memory. */
const TEXT_PART_MAX_BYTES = 256 * 1024;

export const cleanFileName = (name: string | undefined) => (name ?? "").replace(/[\\/\r\n]/g, "_").slice(0, 200) || "bild";

/** Streams one file part to `target`, at most IMAGE_MAX_BYTES; past that the rest is read and dropped, so the next part can follow. */
export async function savePart(data: AsyncIterable<Uint8Array>, target: string): Promise<{ size: number; tooLarge: boolean }> {
  let size = 0;
  let tooLarge = false;
  const limited = Readable.from(
    (async function* () {
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (size > IMAGE_MAX_BYTES) tooLarge = true;
        if (!tooLarge) yield chunk;
      }
    })(),
  );
  await pipeline(limited, createWriteStream(target));
  return { size, tooLarge };
}

/** One stored file to POST /files (folder `folder`), as the browser's form would send it; answers the stored file. */
export async function uploadImageFile(context: AppLoadContext, file: { name: string; path: string }, folder: string) {
  const form = new FormData();
  form.set("file", new File([await openAsBlob(file.path)], file.name));
  form.set("folder", folder);
  const request = new Request("http://portal.invalid/", { method: "POST", body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  return context.upstream.call("fileUpload", {
    upload: { body: new Blob([body]).stream(), contentType: request.headers.get("content-type")!, contentLength: String(body.length) },
  });
}

export interface FormWithImage {
  form: FormData;
  /** why the chosen file was refused (null: none chosen, or it was stored and its id is in the form) */
  refusal: UploadError | null;
}

async function textOf(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= TEXT_PART_MAX_BYTES) chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Reads the posted form; a chosen image is stored (POST /files into `folder`) and its id set as
 * `<field>`, "remove" empties `<field>`. A refused file leaves `<field>` as it was and answers
 * the reason; a sign-in or permission refusal is thrown on (the 403 page).
 */
export async function readFormWithImage(request: Request, context: AppLoadContext, { field, folder }: { field: string; folder: string }): Promise<FormWithImage> {
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) return { form: await request.formData(), refusal: null };
  const dir = await mkdtemp(path.join(tmpdir(), "portal-form-image-"));
  try {
    let chosen: { name: string; path: string; size: number; tooLarge: boolean } | null = null;
    const handler: UploadHandler = async ({ name, filename, data }) => {
      if (filename === undefined) return textOf(data);
      // An empty file input sends a part without a file name; a second file is not this form's.
      if (name !== `${field}_file` || !filename || chosen) {
        for await (const _ of data) void _;
        return undefined;
      }
      const target = path.join(dir, randomUUID());
      chosen = { name: cleanFileName(filename), path: target, ...(await savePart(data, target)) };
      return undefined;
    };
    const form = await parseMultipartFormData(request, handler).catch((error: unknown) => {
      // A body without a boundary, or one that breaks off mid-part, is no form a browser sent whole.
      if (error instanceof Error && /multipart|FormData/i.test(error.message)) throw badQuery();
      throw error;
    });
    if (form.get(`${field}_remove`) === "on") form.set(field, "");
    const file = chosen as { name: string; path: string; size: number; tooLarge: boolean } | null;
    if (!file || file.size === 0) return { form, refusal: null };
    if (file.tooLarge) return { form, refusal: "too-large" };
    try {
      const stored = await uploadImageFile(context, file, folder);
      // The same picture again: the one already stored is used (the new copy waits and is swept, files/pending.ts).
      form.set(field, stored.duplicate_of?.id ?? stored.id);
      return { form, refusal: null };
    } catch (error) {
      return { form, refusal: uploadRefusal(error) };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The refusal as the form shows it at the field, naming it ("Bild: Dieses Dateiformat …"). */
export const imageRefusalMessage = (label: string, refusal: UploadError) => `${label}: ${t(ERROR_KEYS[refusal])}`;
