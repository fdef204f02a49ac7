/**
 * Text PostgreSQL cannot store — a NUL character, or half of a UTF-16 surrogate pair — made
 * every endpoint answer 500 (audit finding 6). It is refused here, once, for every query string
 * and JSON body, with a 400 before any route or query runs.
 */
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "./env";
import { ApiError } from "./errors";

// NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A text key (decision 0967): the portal words it where it shows the refusal. */
export const UNSTORABLE_TEXT_MESSAGE = "descriptions.input.unstorable";

export function isUnstorableText(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** Whether any string (or object key) anywhere in a parsed JSON value is unstorable. */
export function containsUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return isUnstorableText(value);
  if (Array.isArray(value)) return value.some(containsUnstorableText);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => isUnstorableText(key) || containsUnstorableText(item));
  }
  return false;
}

export function rejectUnstorableText() {
  return createMiddleware<ApiEnv>(async (c, next) => {
    for (const [key, value] of new URL(c.req.url).searchParams) {
      if (isUnstorableText(key) || isUnstorableText(value)) throw new ApiError("INVALID_QUERY", UNSTORABLE_TEXT_MESSAGE);
    }
    if (c.req.header("content-type")?.toLowerCase().startsWith("application/json")) {
      // Read once; Hono keeps the body, so the route's validator parses the same text again.
      let parsed: unknown;
      try {
        parsed = JSON.parse(await c.req.text());
      } catch {
        parsed = undefined; // malformed JSON is the validator's to refuse
      }
      if (containsUnstorableText(parsed)) throw new ApiError("INVALID_PAYLOAD", UNSTORABLE_TEXT_MESSAGE);
    }
    await next();
  });
}
