/**
 * The result of each file of a multi-photo upload (issue 27), as the screen's URL carries it
 * without JavaScript (`?result=ok:foto.jpg&result=too-large:gross.jpg&more=3`) and as the
 * upload answers each file to the script. The German texts are `website.gallery.result.<code>`.
 */
export const GALLERY_RESULT_CODES = ["ok", "too-large", "pixels", "wrong-type", "quota", "full", "missing", "conflict", "failed"] as const;
export type GalleryResultCode = (typeof GALLERY_RESULT_CODES)[number];

export interface GalleryResults {
  /** `message`: the German result, added by the server (its texts stay out of the browser bundle) */
  files: { name: string; code: GalleryResultCode; message?: string }[];
  /** files beyond those named */
  more: number;
}

const isCode = (value: string): value is GalleryResultCode => (GALLERY_RESULT_CODES as readonly string[]).includes(value);

/** Reads the results of the screen's URL (ignores anything malformed); null when there are none. */
export function galleryResultsOf(params: URLSearchParams): GalleryResults | null {
  const files = params
    .getAll("result")
    .slice(0, 30)
    .map((raw) => {
      const at = raw.indexOf(":");
      const code = raw.slice(0, at);
      return at > 0 && isCode(code) ? { code, name: raw.slice(at + 1, at + 81) } : null;
    })
    .filter((r): r is GalleryResults["files"][number] => r !== null);
  const more = Number(params.get("more") ?? 0);
  return files.length ? { files, more: Number.isInteger(more) && more > 0 && more < 1000 ? more : 0 } : null;
}
