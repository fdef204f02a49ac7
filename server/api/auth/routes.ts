import { Hono } from "hono";
import { loginPayloadSchema, logoutPayloadSchema, refreshPayloadSchema } from "../contract/user";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { validate } from "../http/validate";
import { login } from "./login";
import { logoutSession, refreshSession } from "./sessions";
import { companyOfUser, writeAudit } from "../accounts/audit";
import { passwordRoutes } from "../accounts/password-routes";

/**
 * /auth/login, /auth/refresh, /auth/logout. `mode` is accepted for Directus compatibility; both
 * modes answer with the tokens in the body, since the portal keeps them in its own cookie.
 */
export function authRoutes(ctx: ApiContext) {
  return new Hono<ApiEnv>()
    .post("/login", validate("json", loginPayloadSchema), async (c) => {
      const { email, password } = c.req.valid("json");
      const pair = await login(
        ctx,
        { email, password },
        { userAgent: c.req.header("user-agent") ?? null, ip: ctx.clientIp(c) },
      );
      return c.json({ data: pair });
    })
    .post("/refresh", validate("json", refreshPayloadSchema), async (c) => {
      const pair = await refreshSession(ctx, c.req.valid("json").refresh_token);
      return c.json({ data: pair });
    })
    .post("/logout", validate("json", logoutPayloadSchema), async (c) => {
      const session = await logoutSession(ctx, c.req.valid("json").refresh_token);
      // Ending an impersonated session is the end of the impersonation, done by the parent.
      const impersonation = session.impersonatedBy !== null;
      await writeAudit(
        ctx.db.db,
        {
          action: impersonation ? "impersonation_end" : "logout",
          companyId: await companyOfUser(ctx.db.db, session.userId),
          actorId: session.impersonatedBy ?? session.userId,
          onBehalfOfId: impersonation ? session.userId : null,
          targetId: session.userId,
          ip: ctx.clientIp(c),
          userAgent: c.req.header("user-agent") ?? null,
        },
        ctx.now(),
      );
      return c.body(null, 204);
    })
    .route("/password", passwordRoutes(ctx));
}
