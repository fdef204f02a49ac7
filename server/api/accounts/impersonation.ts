/**
 * POST /extranet/auth/impersonate: a parent account signs in as one of its own sub-accounts.
 * The new session records `impersonated_by`; the answer's login_url is the portal's landing
 * route without any token, the refresh token travels in the body only.
 */
import { and, eq } from "drizzle-orm";
import type { ImpersonateResult } from "../contract/account";
import { createSession, type AuthContext, type SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import { companies, users, userSubUsers } from "../db/schema";
import { ApiError, forbidden } from "../http/errors";
import { TFA_SETUP_REASON } from "../contract/codes";
import { isSuspended } from "../users/account-status";
import { writeAudit } from "./audit";

export const IMPERSONATION_LANDING = "/login/impersonation";

export async function impersonate(ctx: ApiContext, auth: AuthContext, childId: string, meta: SessionMeta): Promise<ImpersonateResult> {
  // No chains: an impersonated session cannot impersonate further.
  if (auth.impersonatedBy) throw forbidden();
  const [child] = await ctx.db.db
    .select({ user: users, tfaRequired: companies.tfaRequired })
    .from(userSubUsers)
    .innerJoin(users, eq(users.id, userSubUsers.childUserId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(userSubUsers.parentUserId, auth.user.id), eq(userSubUsers.childUserId, childId)))
    .limit(1);
  if (!child || isSuspended(child.user, ctx.now())) throw forbidden();
  // Decision 0551: the parent's sign-in covers the sub-account, so into a company that requires
  // two-factor only a parent session that passed it may switch.
  if (child.tfaRequired && !auth.tfa) {
    throw new ApiError("FORBIDDEN", "The sub-account's company requires two-factor authentication: sign in with it first.", {}, { reason: TFA_SETUP_REASON });
  }
  const pair = await createSession(ctx, child.user.id, { ...meta, impersonatedBy: auth.user.id, tfa: auth.tfa });
  await writeAudit(
    ctx.db.db,
    {
      action: "impersonation_start",
      companyId: child.user.companyId,
      actorId: auth.user.id,
      onBehalfOfId: child.user.id,
      targetId: child.user.id,
      ip: meta.ip,
      userAgent: meta.userAgent,
    },
    ctx.now(),
  );
  return { login_url: IMPERSONATION_LANDING, refresh_token: pair.refresh_token };
}
