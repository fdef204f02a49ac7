import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from "../contract/codes";

/** Directus' wording for each code, used when a throw site gives no more specific message. */
const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  INVALID_PAYLOAD: "Invalid payload.",
  INVALID_QUERY: "Invalid query.",
  INVALID_CREDENTIALS: "Invalid user credentials.",
  INVALID_TOKEN: "Invalid token.",
  TOKEN_EXPIRED: "Token expired.",
  USER_SUSPENDED: "User suspended.",
  INVALID_OTP: "Invalid user OTP.",
  FORBIDDEN: "You don't have permission to access this.",
  ROUTE_NOT_FOUND: "Route doesn't exist.",
  RECORD_NOT_UNIQUE: "Value has to be unique.",
  INVALID_FOREIGN_KEY: "Invalid foreign key.",
  RECORD_CONFLICT: "The record was changed by someone else in the meantime.",
  UNSUPPORTED_MEDIA_TYPE: "Unsupported media type.",
  CONTENT_TOO_LARGE: "Uploaded content is too large.",
  ILLEGAL_TRANSITION: "This review step is not possible in the document's current status.",
  SELF_REVIEW: "Nobody may review their own submission.",
  COMMENT_REQUIRED: "This decision needs a comment.",
  SUBMISSION_CLOSED: "The submission window of this award round is closed.",
  REQUESTS_EXCEEDED: "Too many requests.",
  INTERNAL_SERVER_ERROR: "An unexpected error occurred.",
  SERVICE_UNAVAILABLE: "Service unavailable.",
  UPLOAD_QUOTA_EXCEEDED: "Upload quota exceeded.",
};

/** An expected failure; the app's error handler turns it into the Directus error envelope. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    /** extra response headers, e.g. Retry-After */
    readonly headers: Record<string, string> = {},
    /** more of the answer's `extensions` besides the code, e.g. the `reason` of a gate's refusal */
    readonly extensions: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/** The one answer for "not yours", "doesn't exist" and "malformed id" alike, so nothing can be probed. */
export const forbidden = () => new ApiError("FORBIDDEN");

export function errorBody(code: ErrorCode, message: string, extensions: Record<string, string> = {}): ApiErrorBody {
  return { errors: [{ message, extensions: { ...extensions, code } }] };
}

export function errorResponse(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(errorBody(error.code, error.message, error.extensions), error.status);
}
