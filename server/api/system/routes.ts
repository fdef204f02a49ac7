import { Hono } from "hono";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { ApiError } from "../http/errors";

/** Directus' /server/ping (liveness, as the portal's readiness probe uses it) and /server/health. */
export function systemRoutes(ctx: ApiContext) {
  return new Hono<ApiEnv>()
    .get("/ping", (c) => c.text("pong"))
    .get("/health", async (c) => {
      try {
        await ctx.db.ping();
      } catch (error) {
        ctx.log("warn", "database not reachable", { error: error instanceof Error ? error.message : String(error) });
        throw new ApiError("SERVICE_UNAVAILABLE", "Database not reachable.");
      }
      return c.json({ status: "ok" });
    });
}
