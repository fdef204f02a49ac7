/** Raised when neither the access token nor the refresh token is accepted any more (spec §4, §8). */
export class ExpiredAuthSessionError extends Error {
  override name = "ExpiredAuthSessionError";
  constructor() {
    super("Both token and refresh token have expired. Your request was aborted.");
  }
}
