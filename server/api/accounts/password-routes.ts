import { Hono } from "hono";
import { passwordRequestPayloadSchema, passwordResetPayloadSchema } from "../contract/account";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { validate } from "../http/validate";
import { requestPasswordReset, resetPassword } from "./passwords";

/** Directus' POST /auth/password/request {email, reset_url} and /auth/password/reset {token, password}. */
export function passwordRoutes(ctx: ApiContext) {
  return new Hono<ApiEnv>()
    .post("/request", validate("json", passwordRequestPayloadSchema), async (c) => {
      const { email, reset_url } = c.req.valid("json");
      await requestPasswordReset(ctx, email, reset_url);
      return c.body(null, 204);
    })
    .post("/reset", validate("json", passwordResetPayloadSchema), async (c) => {
      const { token, password } = c.req.valid("json");
      await resetPassword(ctx, token, password, { ip: ctx.clientIp(c), userAgent: c.req.header("user-agent") ?? null });
      return c.body(null, 204);
    });
}
