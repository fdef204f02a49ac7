/**
 * What an upload form's screen is told when the API refuses an upload: a reason of
 * UPLOAD_ERRORS (components/editing/image-upload.tsx) for the `upload` URL parameter. A sign-in or
 * permission refusal, and anything not from the API, is thrown on.
 */
import type { UploadError } from "~/components/editing/image-upload";
import { TOO_MANY_PIXELS_PREFIX } from "#contract/masterdata";
import { isUpstreamError } from "./upstream";

export function uploadRefusal(error: unknown): UploadError {
  if (!isUpstreamError(error)) throw error;
  if (error.code === "CONTENT_TOO_LARGE") return error.message.startsWith(TOO_MANY_PIXELS_PREFIX) ? "pixels" : "too-large";
  if (error.code === "UPLOAD_QUOTA_EXCEEDED") return "quota";
  if (error.code === "UNSUPPORTED_MEDIA_TYPE") return "wrong-type";
  if (error.code === "INVALID_PAYLOAD") return "missing";
  if (error.status === 403 || error.status === 401) throw error;
  return "failed";
}
