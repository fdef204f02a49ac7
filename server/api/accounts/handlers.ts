/**
 * The work of the accounts endpoints (contract/endpoints/accounts.ts); the mount has checked
 * sign-in, the access rule, the query and the body. Unknown and foreign ids answer FORBIDDEN.
 */
import type { Context } from "hono";
import type { ACCOUNTS_ENDPOINTS } from "../contract/endpoints/accounts";
import { profilePatchPayloadSchema } from "../contract/account";
import type { ApiContext } from "../deps";
import type { AuthContext, SessionMeta } from "../auth/sessions";
import { login } from "../auth/login";
import { disableTfa, enableTfa, generateTfa } from "../auth/tfa";
import { logoutSession, refreshSession } from "../auth/sessions";
import type { ApiEnv } from "../http/env";
import { ApiError } from "../http/errors";
import type { Handlers } from "../http/mount";
import { accessScope, loadScopedOrForbidden, parseId } from "../http/scope";
import { queryOf } from "../items/compile";
import { deleteAvatar, uploadAvatar } from "../users/avatar";
import { narrowUser } from "../users/me-fields";
import { updatePreferences } from "../users/preferences";
import { findUserSummary, loadMe } from "../users/service";
import { companyOfUser, listAudit, writeAudit } from "./audit";
import { confirmEmailChange, requestEmailChange, resendInvitation, sendPasswordLink } from "./colleagues";
import { impersonate } from "./impersonation";
import { eraseColleague } from "../privacy/erasure";
import { readTfaPolicy, setTfaPolicy } from "./tfa-policy";
import { acceptTerms, listSessions, revokeAllSessions, updateProfile } from "./me";
import { changePassword, requestPasswordReset, resetPassword } from "./passwords";
import { createAccount, findAccount, grantableFor, listAccounts, patchAccount } from "./service";

export function accountsHandlers(ctx: ApiContext): Handlers<typeof ACCOUNTS_ENDPOINTS> {
  const db = ctx.db.db;
  const metaOf = (c: Context<ApiEnv>): SessionMeta => ctx.requestMeta(c);
  const accountOf = (auth: AuthContext, raw: string | undefined) => loadScopedOrForbidden(raw ?? "", parseId.uuid, (id) => findAccount(ctx, auth, id));
  return {
    ping: () => "pong",
    health: async () => {
      try {
        await ctx.db.ping();
      } catch (error) {
        ctx.log("warn", "database not reachable", { error: error instanceof Error ? error.message : String(error) });
        throw new ApiError("SERVICE_UNAVAILABLE", "Database not reachable.");
      }
      return { status: "ok" };
    },

    login: ({ c, body }) => login(ctx, { email: body.email, password: body.password, otp: body.otp }, metaOf(c)),
    avatarUpload: ({ c, auth }) => uploadAvatar(ctx, auth, c),
    avatarDelete: ({ auth }) => deleteAvatar(ctx, auth),
    tfaGenerate: ({ auth, body }) => generateTfa(ctx, auth, body.password),
    tfaEnable: ({ c, auth, body }) => enableTfa(ctx, auth, body.secret, body.otp, metaOf(c)),
    tfaDisable: ({ c, auth, body }) => disableTfa(ctx, auth, body.otp, metaOf(c)),
    refresh: ({ body }) => refreshSession(ctx, body.refresh_token),
    logout: async ({ c, body }) => {
      const session = await logoutSession(ctx, body.refresh_token);
      // Ending an impersonated session is the end of the impersonation, done by the parent.
      const impersonation = session.impersonatedBy !== null;
      await writeAudit(
        db,
        {
          action: impersonation ? "impersonation_end" : "logout",
          companyId: await companyOfUser(db, session.userId),
          actorId: session.impersonatedBy ?? session.userId,
          onBehalfOfId: impersonation ? session.userId : null,
          targetId: session.userId,
          ...metaOf(c),
        },
        ctx.now(),
      );
    },
    passwordRequest: ({ body }) => requestPasswordReset(ctx, body.email, body.reset_url),
    passwordReset: ({ c, body }) => resetPassword(ctx, body.token, body.password, metaOf(c)),
    emailConfirm: ({ c, body }) => confirmEmailChange(ctx, body.token, metaOf(c)),

    me: ({ auth }) => loadMe(db, auth),
    passwordChange: ({ c, auth, body }) => changePassword(ctx, auth, body.current_password, body.password, metaOf(c)),
    acceptTerms: ({ auth }) => acceptTerms(ctx, auth),
    sessions: ({ auth }) => listSessions(ctx, auth),
    revokeAllSessions: ({ auth }) => revokeAllSessions(ctx, auth),
    readMe: async ({ c, auth }) => narrowUser(await loadMe(db, auth), queryOf(c)),
    updateMe: async ({ auth, body }) => {
      const { first_name, last_name, ...preferences } = body;
      if (first_name !== undefined || last_name !== undefined) {
        const profile = profilePatchPayloadSchema.safeParse({ first_name, last_name });
        if (!profile.success) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. first_name and last_name go together.");
        await updateProfile(ctx, auth, profile.data);
      }
      if (Object.keys(preferences).length > 0) await updatePreferences(db, auth, preferences);
    },
    user: async ({ auth, params }) => {
      const scope = await accessScope(db, auth);
      return loadScopedOrForbidden(params.id ?? "", parseId.uuid, (id) => findUserSummary(db, id, scope.userIds));
    },

    accounts: ({ auth, query }) => listAccounts(ctx, auth, query.search || undefined),
    accountCreate: ({ c, auth, body }) => createAccount(ctx, auth, body, metaOf(c)),
    account: ({ auth, params }) => accountOf(auth, params.id),
    accountErase: ({ c, auth, params }) => eraseColleague(ctx, auth, params.id ?? "", metaOf(c)),
    accountUpdate: async ({ c, auth, params, body }) => patchAccount(ctx, auth, (await accountOf(auth, params.id)).id, body, metaOf(c)),
    accountInvite: ({ c, auth, params, body }) => resendInvitation(ctx, auth, params.id ?? "", body.invite_url, metaOf(c)),
    accountPasswordLink: ({ c, auth, params, body }) => sendPasswordLink(ctx, auth, params.id ?? "", body.reset_url, metaOf(c)),
    accountEmail: ({ c, auth, params, body }) => requestEmailChange(ctx, auth, params.id ?? "", body.email, body.confirm_url, metaOf(c)),
    grantablePermissions: ({ auth }) => grantableFor(auth).map((identifier) => ({ identifier })),
    tfaPolicy: ({ auth }) => readTfaPolicy(auth),
    tfaPolicyUpdate: ({ c, auth, body }) => setTfaPolicy(ctx, auth, body, metaOf(c)),
    auditLog: ({ auth }) => listAudit(db, auth.company.id),
    impersonate: ({ c, auth, body }) => impersonate(ctx, auth, body.id, metaOf(c)),
  };
}
