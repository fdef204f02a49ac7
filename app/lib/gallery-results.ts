/**
 * The result of each file of a multi-photo upload (issue 27), as the screen's URL carries it
 * without JavaScript (`?result=ok:foto.jpg&result=too-large:gross.jpg&more=3`, read by
 * .server/upload-state.ts) and as the
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
