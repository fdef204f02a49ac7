/**
 * Optimistic concurrency for edits: an update carries the version the editor loaded; if the
 * record has moved on since, the save is refused with RECORD_CONFLICT and nothing is written.
 */
import { ApiError } from "../http/errors";

export function assertCurrentVersion(current: number, expected: number | undefined): void {
  if (expected === undefined) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. version: Required.");
  if (current !== expected) throw new ApiError("RECORD_CONFLICT");
}
