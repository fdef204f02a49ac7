import { zValidator } from "@hono/zod-validator";
import { z, type ZodError, type ZodTypeAny } from "zod";
import { ApiError } from "./errors";

/** "Invalid payload. email: Required; password: Required." — Directus puts the reason in the message. */
function describe(prefix: string, error: ZodError): string {
  const reasons = error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message));
  return `${prefix} ${reasons.join("; ")}.`;
}

/**
 * zod validation of a request part; failures become INVALID_PAYLOAD (json) or INVALID_QUERY (query)
 * in the error envelope instead of @hono/zod-validator's default body.
 */
export function validate<Target extends "json" | "query", T extends ZodTypeAny>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw target === "query"
        ? new ApiError("INVALID_QUERY", describe("Invalid query.", result.error))
        : new ApiError("INVALID_PAYLOAD", describe("Invalid payload.", result.error));
    }
  });
}

/** For reads that take no query parameters: anything given is reported rather than ignored. */
export const noQuery = z.object({}).strict();
