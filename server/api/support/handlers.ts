/**
 * The work of the support endpoints (contract/endpoints/support.ts); the mount has checked sign-in,
 * the access rule (Partnerverwaltung; the audit view also Administration), the query and the body.
 */
import type { Context } from "hono";
import type { SUPPORT_ENDPOINTS } from "../contract/endpoints/support";
import type { SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import type { Handlers } from "../http/mount";
import { listAuditView } from "./audit-view";
import { impersonateForSupport } from "./impersonation";
import { listSupportAccounts, readSupportAccount, resetTfa, sendSupportPasswordLink, setSupportStatus, unlockAccount } from "./service";
import { eraseOnRequest, listSuspendedForErasure } from "../privacy/erasure";
import { findErasablePeople } from "../privacy/people";

export function supportHandlers(ctx: ApiContext): Handlers<typeof SUPPORT_ENDPOINTS> {
  const metaOf = (c: Context<ApiEnv>): SessionMeta => ctx.requestMeta(c);
  return {
    supportAccounts: ({ query }) => listSupportAccounts(ctx, { search: query.search || undefined, page: query.page, limit: query.limit }),
    supportAccount: ({ params }) => readSupportAccount(ctx, params.id ?? ""),
    supportUnlock: ({ c, auth, params, body }) => unlockAccount(ctx, auth, params.id ?? "", body.reason, metaOf(c)),
    supportTfaReset: ({ c, auth, params, body }) => resetTfa(ctx, auth, params.id ?? "", body.reason, metaOf(c)),
    supportPasswordLink: ({ c, auth, params, body }) => sendSupportPasswordLink(ctx, auth, params.id ?? "", body.reason, body.reset_url, metaOf(c)),
    supportStatus: ({ c, auth, params, body }) => setSupportStatus(ctx, auth, params.id ?? "", body.status, body.reason, metaOf(c)),
    supportImpersonate: ({ c, auth, params, body }) => impersonateForSupport(ctx, auth, params.id ?? "", body.reason, metaOf(c)),
    erasure: ({ c, auth, body }) => eraseOnRequest(ctx, auth, body, metaOf(c)),
    erasureSuspended: () => listSuspendedForErasure(ctx),
    erasurePeople: ({ query }) => findErasablePeople(ctx, query.search),
    auditView: ({ query }) => listAuditView(ctx.db.db, { ...query, company: query.company || undefined, user: query.user || undefined }),
  };
}
