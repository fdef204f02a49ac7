/**
 * The association's support view (issue 39, decision 0963): a Partnerverwaltung member sees the
 * portal as one partner account, to follow what the partner describes. It is the existing
 * impersonation (decision 0101: a session with `impersonated_by`, no token in a URL) with three
 * differences: any partner account rather than one's own sub-accounts, a reason in the audit
 * trail of the partner's company, and a session that reads only (the auth middleware refuses
 * every write), so staff never act with a partner's permissions.
 */
import type { ImpersonateResult } from "../contract/account";
import { TFA_SETUP_REASON } from "../contract/codes";
import { createSession, type AuthContext, type SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import { ApiError, forbidden } from "../http/errors";
import { isSuspended } from "../users/account-status";
import { writeAudit } from "../accounts/audit";
import { IMPERSONATION_LANDING } from "../accounts/impersonation";
import { loadPartner } from "./service";

export async function impersonateForSupport(ctx: ApiContext, auth: AuthContext, rawId: string, reason: string, meta: SessionMeta): Promise<ImpersonateResult> {
  if (auth.impersonatedBy) throw forbidden();
  const { user, company } = await loadPartner(ctx, rawId);
  const now = ctx.now();
  if (isSuspended(user, now)) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. The account is suspended.");
  // As for sub-accounts (decision 0551): into a company that requires two-factor only a session that passed it.
  if (company.tfaRequired && !auth.tfa) {
    throw new ApiError("FORBIDDEN", "The account's company requires two-factor authentication: sign in with it first.", {}, { reason: TFA_SETUP_REASON });
  }
  const pair = await createSession(ctx, user.id, { ...meta, impersonatedBy: auth.user.id, tfa: auth.tfa, readOnly: true });
  await writeAudit(
    ctx.db.db,
    { action: "impersonation_start", companyId: user.companyId, actorId: auth.user.id, onBehalfOfId: user.id, targetId: user.id, ip: meta.ip, userAgent: meta.userAgent, detail: reason },
    now,
  );
  return { login_url: IMPERSONATION_LANDING, refresh_token: pair.refresh_token };
}
