/**
 * Routes of the account area: own account (/extranet/users/me/…, PATCH /users/me), account
 * management (/extranet/accounts), grantable permissions, impersonation and the audit log.
 */
import type { Context } from "hono";
import { preferencesPayloadSchema } from "../contract/content";
import { ApiError } from "../http/errors";
import { updatePreferences } from "../users/preferences";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  accountCreatePayloadSchema,
  accountListQuerySchema,
  accountPatchPayloadSchema,
  impersonatePayloadSchema,
  passwordChangePayloadSchema,
  profilePatchPayloadSchema,
  termsAcceptPayloadSchema,
} from "../contract/account";
import { requireAuth } from "../auth/middleware";
import type { SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { noQuery, validate } from "../http/validate";
import { listAudit } from "./audit";
import { impersonate } from "./impersonation";
import { acceptTerms, listSessions, revokeAllSessions, updateProfile } from "./me";
import { changePassword } from "./passwords";
import { createAccount, findAccount, grantableFor, listAccounts, patchAccount, requireAccountManager } from "./service";

const metaOf = (ctx: ApiContext, c: Context<ApiEnv>): SessionMeta => ({
  ip: ctx.clientIp(c),
  userAgent: c.req.header("user-agent") ?? null,
});

/** Mounted at /extranet/users/me. */
export function meRoutes(ctx: ApiContext) {
  const auth = requireAuth(ctx);
  return new Hono<ApiEnv>()
    .post("/password", auth, validate("json", passwordChangePayloadSchema), async (c) => {
      const { current_password, password } = c.req.valid("json");
      await changePassword(ctx, c.get("auth"), current_password, password, metaOf(ctx, c));
      return c.body(null, 204);
    })
    .post("/accept-terms", requireAuth(ctx, { beforeTerms: true }), validate("json", termsAcceptPayloadSchema), async (c) => {
      await acceptTerms(ctx, c.get("auth"));
      return c.body(null, 204);
    })
    .get("/sessions", auth, validate("query", noQuery), async (c) => c.json({ data: await listSessions(ctx, c.get("auth")) }))
    .post("/sessions/revoke-all", auth, async (c) => {
      await revokeAllSessions(ctx, c.get("auth"));
      return c.body(null, 204);
    });
}

/** PATCH /users/me carries profile fields, preferences, or both (Directus has one call for all). */
const userPatchPayloadSchema = profilePatchPayloadSchema.partial().merge(preferencesPayloadSchema);

/** Mounted at /users/me: Directus' PATCH /users/me for the fields a user may edit about themselves. */
export function profileRoutes(ctx: ApiContext) {
  return new Hono<ApiEnv>().patch("/", requireAuth(ctx), validate("json", userPatchPayloadSchema), async (c) => {
    const { first_name, last_name, ...preferences } = c.req.valid("json");
    if (first_name !== undefined || last_name !== undefined) {
      const profile = profilePatchPayloadSchema.safeParse({ first_name, last_name });
      if (!profile.success) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. first_name and last_name go together.");
      await updateProfile(ctx, c.get("auth"), profile.data);
    }
    if (Object.keys(preferences).length > 0) await updatePreferences(ctx.db.db, c.get("auth"), preferences);
    return c.body(null, 204);
  });
}

/** Mounted at /extranet. */
export function extranetAccountRoutes(ctx: ApiContext) {
  // Authorization before validation: a caller without the permission learns nothing from a 400.
  const manager = createMiddleware<ApiEnv>(async (c, next) => {
    requireAccountManager(c.get("auth"));
    await next();
  });
  const auth = requireAuth(ctx);
  return new Hono<ApiEnv>()
    .get("/accounts", auth, manager, validate("query", accountListQuerySchema), async (c) => {
      const auth = c.get("auth");
      return c.json({ data: await listAccounts(ctx, auth, c.req.valid("query").search || undefined) });
    })
    .post("/accounts", auth, manager, validate("json", accountCreatePayloadSchema), async (c) => {
      const auth = c.get("auth");
      return c.json({ data: await createAccount(ctx, auth, c.req.valid("json"), metaOf(ctx, c)) });
    })
    .get("/accounts/:id", auth, manager, validate("query", noQuery), async (c) => {
      const auth = c.get("auth");
      const account = await loadScopedOrForbidden(c.req.param("id"), parseId.uuid, (id) => findAccount(ctx, auth, id));
      return c.json({ data: account });
    })
    .patch("/accounts/:id", auth, manager, validate("json", accountPatchPayloadSchema), async (c) => {
      const auth = c.get("auth");
      const id = await loadScopedOrForbidden(c.req.param("id"), parseId.uuid, async (id) => (await findAccount(ctx, auth, id))?.id);
      return c.json({ data: await patchAccount(ctx, auth, id, c.req.valid("json"), metaOf(ctx, c)) });
    })
    .get("/all-portal-permissions", auth, manager, validate("query", noQuery), async (c) => {
      const auth = c.get("auth");
      return c.json({ data: grantableFor(auth).map((identifier) => ({ identifier })) });
    })
    .get("/audit-log", auth, manager, validate("query", noQuery), async (c) => {
      const auth = c.get("auth");
      return c.json({ data: await listAudit(ctx.db.db, auth.company.id) });
    })
    .post("/auth/impersonate", auth, validate("json", impersonatePayloadSchema), async (c) => {
      return c.json(await impersonate(ctx, c.get("auth"), c.req.valid("json").id, metaOf(ctx, c)));
    });
}
