import { createMiddleware } from "hono/factory";
import { CHANGE_SEQ_HEADER, parseChangeSeq } from "../contract/change-seq";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { READ_ONLY_SESSION_REASON, TFA_SETUP_REASON } from "../contract/codes";
import { ApiError } from "../http/errors";
import { authenticate, type AuthContext } from "./sessions";

export const TERMS_PENDING_MESSAGE = "The terms of use have not been accepted yet.";

/**
 * Spec §4: until a user has accepted the terms of use they may only read themselves and accept
 * (denying is a sign-out). An impersonated session is the one exception the spec names.
 */
export function termsPending(auth: AuthContext): boolean {
  return auth.user.acceptedAgb === null && auth.impersonatedBy === null;
}

export const TFA_SETUP_PENDING_MESSAGE = "Your company requires two-factor authentication: set it up first.";

/**
 * Decision 0551: a user of a company that requires two-factor sign-in and has no second factor yet
 * may only read themselves and set it up; so may a user whose second factor the association's
 * support reset (decision 0952). An impersonated session is covered by the parent's
 * sign-in (impersonation into such a company needs a session that passed two-factor).
 */
export function tfaSetupPending(auth: AuthContext): boolean {
  return (auth.company.tfaRequired || auth.user.tfaSetupRequired) && auth.user.tfaSecret === null && auth.impersonatedBy === null;
}

export const READ_ONLY_SESSION_MESSAGE = "This is the association's read-only support view of the account: nothing can be changed.";

/** Methods that read: the only ones a read-only support view may use (decision 0963). */
const READING = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Protects a route: Bearer access token required. Like Directus, a request without credentials
 * gets 403 FORBIDDEN (it is treated as the public role, which may do nothing here), while a bad
 * or expired token gets 401. A user who has not accepted the terms of use gets FORBIDDEN too,
 * except on the few routes that say `beforeTerms` (reading oneself, accepting the terms), and so
 * does a user whose company requires two-factor sign-in before they set it up, except on the
 * routes that say `beforeTfa` (reading oneself, generating and enabling the second factor).
 */
export function requireAuth(ctx: ApiContext, options: { beforeTerms?: boolean; beforeTfa?: boolean } = {}) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    if (!header) throw new ApiError("FORBIDDEN");
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new ApiError("INVALID_TOKEN");
    const auth = await authenticate(ctx, match[1]!, parseChangeSeq(c.req.header(CHANGE_SEQ_HEADER)));
    if (!options.beforeTfa && tfaSetupPending(auth)) throw new ApiError("FORBIDDEN", TFA_SETUP_PENDING_MESSAGE, {}, { reason: TFA_SETUP_REASON });
    if (!options.beforeTerms && termsPending(auth)) throw new ApiError("FORBIDDEN", TERMS_PENDING_MESSAGE);
    // The association's support view reads as the partner and writes nothing (signing out is not behind this gate).
    if (auth.readOnly && !READING.has(c.req.method)) throw new ApiError("FORBIDDEN", READ_ONLY_SESSION_MESSAGE, {}, { reason: READ_ONLY_SESSION_REASON });
    c.set("auth", auth);
    await next();
  });
}
