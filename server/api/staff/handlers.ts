/**
 * The work of the staff endpoints (contract/endpoints/staff.ts); the mount has checked sign-in,
 * the access rule, the query and the body. Ids outside the caller's company answer FORBIDDEN.
 */
import type { Context } from "hono";
import type { STAFF_ENDPOINTS } from "../contract/endpoints/staff";
import type { SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import type { Handlers } from "../http/mount";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { findStaffMember, inviteStaff, listStaff, updateStaff } from "./service";
import { checkSetupLink, completeSetup } from "./setup";

export function staffHandlers(ctx: ApiContext): Handlers<typeof STAFF_ENDPOINTS> {
  const metaOf = (c: Context<ApiEnv>): SessionMeta => ctx.requestMeta(c);
  return {
    setupCheck: ({ body }) => checkSetupLink(ctx, body.token),
    setupComplete: ({ c, body }) => completeSetup(ctx, body, metaOf(c)),
    staffList: ({ auth, query }) => listStaff(ctx, auth, query),
    staffInvite: ({ c, auth, body }) => inviteStaff(ctx, auth, body, metaOf(c)),
    staffMember: ({ auth, params }) => loadScopedOrForbidden(params.id ?? "", parseId.uuid, (id) => findStaffMember(ctx, auth, id)),
    staffUpdate: async ({ c, auth, params, body }) => {
      const member = await loadScopedOrForbidden(params.id ?? "", parseId.uuid, (id) => findStaffMember(ctx, auth, id));
      return updateStaff(ctx, auth, member.id, body, metaOf(c));
    },
  };
}
