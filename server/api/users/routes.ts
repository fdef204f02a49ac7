import { Hono } from "hono";
import { cachedRead } from "../cache/cached-read";
import { requireAuth } from "../auth/middleware";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { accessScope, loadScopedOrForbidden, parseId } from "../http/scope";
import { noQuery, validate } from "../http/validate";
import { findUserSummary, loadMe } from "./service";

/** GET /extranet/users/me (mounted under /extranet/users). */
export function extranetUserRoutes(ctx: ApiContext) {
  return new Hono<ApiEnv>().get("/me", requireAuth(ctx, { beforeTerms: true }), validate("query", noQuery), cachedRead(ctx), async (c) => {
    const me = await loadMe(ctx.db.db, c.get("auth"));
    // The user carries permissions and settings that change; never serve it from a cache.
    c.header("Cache-Control", "no-store");
    return c.json({ data: me });
  });
}

/** GET /users/:id — the caller itself or one of its sub-accounts. */
export function userRoutes(ctx: ApiContext) {
  return new Hono<ApiEnv>()
    .get("/:id", requireAuth(ctx), validate("query", noQuery), async (c) => {
    const scope = await accessScope(ctx.db.db, c.get("auth"));
    const user = await loadScopedOrForbidden(c.req.param("id"), parseId.uuid, (id) =>
      findUserSummary(ctx.db.db, id, scope.userIds),
    );
    return c.json({ data: user });
  });
}
