import { createMiddleware } from "hono/factory";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { authenticate } from "./sessions";

/**
 * Protects a route: Bearer access token required. Like Directus, a request without credentials
 * gets 403 FORBIDDEN (it is treated as the public role, which may do nothing here), while a bad
 * or expired token gets 401.
 */
export function requireAuth(ctx: ApiContext) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    if (!header) throw new ApiError("FORBIDDEN");
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new ApiError("INVALID_TOKEN");
    c.set("auth", await authenticate(ctx, match[1]!));
    await next();
  });
}
