/**
 * The upload answer a screen's URL carries (components/editing/image-upload.tsx: `image`, `file`,
 * `pending`, `duplicate`, `name`, `upload`; a gallery's `result` and `more`), read strictly
 * (decision 0553): absent is no answer, malformed is the 400 page.
 */
import { UPLOAD_ERRORS, type UploadState } from "~/components/editing/image-upload";
import { GALLERY_RESULT_CODES, type GalleryResults } from "~/lib/gallery-results";
import { badQuery, enumParam, idParam, intParam, TEXT_PARAM_MAX, textParam } from "./query";

export function uploadStateOf(url: URL): UploadState {
  const pending = idParam(url, "pending");
  const duplicate = idParam(url, "duplicate");
  const file = idParam(url, "file");
  const name = textParam(url, "name", TEXT_PARAM_MAX);
  return {
    image: idParam(url, "image") ?? null,
    file: file ? { id: file, name } : null,
    pending: pending && duplicate ? { id: pending, duplicate, name } : null,
    error: enumParam(url, "upload", UPLOAD_ERRORS) ?? null,
  };
}

/** A multi-photo upload's results (`result=<code>:<name>`, at most 30, and `more`); null when there are none. */
export function galleryResultsOf(url: URL): GalleryResults | null {
  const raw = url.searchParams.getAll("result");
  if (raw.length > 30) throw badQuery();
  const files = raw.map((value) => {
    const at = value.indexOf(":");
    const code = GALLERY_RESULT_CODES.find((c) => c === value.slice(0, at));
    if (at <= 0 || !code || value.length > TEXT_PARAM_MAX || value.includes("\u0000")) throw badQuery();
    return { code, name: value.slice(at + 1, at + 81) };
  });
  const more = intParam(url, "more", 999) ?? 0;
  return files.length ? { files, more } : null;
}
