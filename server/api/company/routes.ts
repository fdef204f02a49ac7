import { Hono } from "hono";
import { requireAuth } from "../auth/middleware";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { accessScope, loadScopedOrForbidden, parseId } from "../http/scope";
import { noQuery, validate } from "../http/validate";
import { findCompany } from "./service";

/** GET /extranet/company/:id — the caller's own company or one of its sub-accounts'. */
export function companyRoutes(ctx: ApiContext) {
  return new Hono<ApiEnv>().get("/:id", requireAuth(ctx), validate("query", noQuery), async (c) => {
    const scope = await accessScope(ctx.db.db, c.get("auth"));
    const company = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) =>
      findCompany(ctx.db.db, id, scope.companyIds),
    );
    return c.json({ data: company });
  });
}
