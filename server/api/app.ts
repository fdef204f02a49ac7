/**
 * The upstream API: a Directus-shaped REST API under /api. Hosts call `createApi(deps).fetch(request)`
 * — @hono/node-server in standalone mode, the Express portal in-process in embedded mode.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { ENDPOINTS } from "./contract/endpoints/index";
import { allHandlers, EACH_SOURCES } from "./handlers";
import { mountEndpoints } from "./http/mount";
import { CHANGE_SEQ_HEADER } from "./contract/change-seq";
import { resolveDeps, type ApiDeps } from "./deps";
import type { ApiEnv } from "./http/env";
import { ApiError, errorResponse } from "./http/errors";

import { rejectUnstorableText } from "./http/text-input";
import { isDatabaseUnavailable } from "./http/unavailable";
import { StorageUnavailableError } from "./files/storage";
import { metrics } from "./metrics";
export type { ApiDeps, ApiContext, LogFn, LogLevel } from "./deps";

export function createApi(deps: ApiDeps): Hono<ApiEnv> {
  const ctx = resolveDeps(deps);
  const api = new Hono<ApiEnv>().basePath("/api");

  // Every call by its endpoint's name, never its URL (decision 0961); a socket's request carries
  // @hono/node-server's `incoming`, the embedded portal's in-process calls none.
  api.use(async (c, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const caller = (c.env as { incoming?: unknown } | undefined)?.incoming ? "http" : "in_process";
      metrics.apiRequest(c.get("endpoint") ?? "unmatched", c.req.method, c.res.status, caller, Number(process.hrtime.bigint() - started) / 1e9);
    }
  });

  // A write forgets every cached read, here and (NOTIFY) on the other instances, before it answers,
  // and names its change number so the caller's next requests can ask for it (decision 0521).
  api.use(async (c, next) => {
    await next();
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return;
    const seq = await ctx.readCache.afterWrite().catch((error: unknown) => {
      ctx.log("warn", "cannot tell other instances of a write", { error: error instanceof Error ? error.message : String(error) });
    });
    if (seq) c.res.headers.set(CHANGE_SEQ_HEADER, String(seq));
  });

  // API answers carry tokens and per-user data; a route that wants caching sets its own header.
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

  api.use(rejectUnstorableText());


  // The endpoint table (contract/endpoints): every route the API serves, by the same steps.
  mountEndpoints(api, ctx, ENDPOINTS, allHandlers(ctx), EACH_SOURCES);

  api.notFound((c) =>
    errorResponse(c, new ApiError("ROUTE_NOT_FOUND", `Route ${new URL(c.req.url).pathname} doesn't exist.`)),
  );

  api.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    // Hono's own 400s: malformed JSON body, unreadable form data.
    if (error instanceof HTTPException && error.status === 400) {
      return errorResponse(c, new ApiError("INVALID_PAYLOAD", `Invalid payload. ${error.message}.`));
    }
    // The file store away (S3 endpoint down): 503 like the database, so the portal shows its
    // German "temporarily unavailable" answer; the upload wrote no row (decision 0971).
    if (error instanceof StorageUnavailableError) {
      ctx.log("warn", "file store unavailable", { path: new URL(c.req.url).pathname, error: error.message });
      return errorResponse(c, new ApiError("SERVICE_UNAVAILABLE", "The file store is not reachable right now.", { "Retry-After": "30" }));
    }
    if (isDatabaseUnavailable(error)) {
      ctx.log("warn", "database unavailable", { path: new URL(c.req.url).pathname, error: error instanceof Error ? error.message : String(error) });
      return errorResponse(c, new ApiError("SERVICE_UNAVAILABLE", "The database is not reachable right now.", { "Retry-After": "30" }));
    }
    ctx.log("error", "unhandled error in API", {
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return errorResponse(c, new ApiError("INTERNAL_SERVER_ERROR"));
  });

  return api;
}
