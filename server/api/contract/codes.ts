/**
 * Directus error codes the API answers with (`{errors:[{message, extensions:{code}}]}`)
 * and the HTTP status each one carries.
 */
export const ERROR_STATUS = {
  INVALID_PAYLOAD: 400,
  INVALID_QUERY: 400,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  USER_SUSPENDED: 401,
  /** two-factor is on and the code is missing or wrong (Directus) */
  INVALID_OTP: 401,
  FORBIDDEN: 403,
  ROUTE_NOT_FOUND: 404,
  RECORD_NOT_UNIQUE: 400,
  /** a record something else still references (Directus' code for a failed foreign key): an address in use */
  INVALID_FOREIGN_KEY: 400,
  /** the record changed since the caller loaded it (optimistic concurrency) */
  RECORD_CONFLICT: 409,
  /** a type the endpoint does not accept (uploads) */
  UNSUPPORTED_MEDIA_TYPE: 415,
  CONTENT_TOO_LARGE: 413,
  /** the company's files would exceed its upload quota */
  UPLOAD_QUOTA_EXCEEDED: 413,
  /** a review step the document's status or the caller's role does not allow (review/state-machine.ts) */
  ILLEGAL_TRANSITION: 400,
  /** the reviewer asked to decide their own submission */
  SELF_REVIEW: 400,
  /** a denial or a request for feedback without a reason */
  COMMENT_REQUIRED: 400,
  /** a Wohnsinnspreis entry written outside its round's submission window (decision 0920) */
  SUBMISSION_CLOSED: 409,
  REQUESTS_EXCEEDED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * `extensions.reason` of a FORBIDDEN the company's two-factor requirement causes (decision 0551):
 * the user has no second factor yet, or a parent without a two-factor sign-in switches into such a
 * company's sub-account. A client sends the user to the setup or says why.
 */
export const TFA_SETUP_REASON = "TFA_SETUP_REQUIRED";

/** `extensions.reason` of a refused turning off of two-factor: the user's company requires it. */
export const TFA_REQUIRED_REASON = "TFA_REQUIRED";

/** `extensions.reason` of a write refused in the association's read-only support view (decision 0963). */
export const READ_ONLY_SESSION_REASON = "READ_ONLY_SESSION";

export interface ApiErrorBody {
  errors: { message: string; extensions: { code: ErrorCode; [key: string]: unknown } }[];
}
