/** The signed-in user's own account: profile, terms of use, active sessions. */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { TERMS_VERSION, type ProfilePatchPayload, type SessionInfo } from "../contract/account";
import { revokeUserSessions, type AuthContext } from "../auth/sessions";
import type { ApiContext } from "../deps";
import { authSessions, users } from "../db/schema";

export async function updateProfile(ctx: ApiContext, auth: AuthContext, payload: ProfilePatchPayload): Promise<void> {
  await ctx.db.db
    .update(users)
    .set({ firstName: payload.first_name || null, lastName: payload.last_name || null })
    .where(eq(users.id, auth.user.id));
}

export async function acceptTerms(ctx: ApiContext, auth: AuthContext): Promise<void> {
  await ctx.db.db.update(users).set({ acceptedAgb: ctx.now(), acceptedAgbVersion: TERMS_VERSION }).where(eq(users.id, auth.user.id));
}

/** Live sessions of the user, most recently used first (impersonations by a parent included). */
export async function listSessions(ctx: ApiContext, auth: AuthContext): Promise<SessionInfo[]> {
  const rows = await ctx.db.db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, auth.user.id), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, ctx.now())))
    .orderBy(desc(authSessions.lastUsedAt));
  return rows.map((s) => ({
    id: s.id,
    user_agent: s.userAgent,
    ip: s.ip,
    created_at: s.createdAt.toISOString(),
    last_used_at: s.lastUsedAt.toISOString(),
    current: s.id === auth.sessionId,
    tfa: s.tfa,
  }));
}

/** "Überall abmelden": every session of the user ends, this one included. */
export async function revokeAllSessions(ctx: ApiContext, auth: AuthContext): Promise<void> {
  await revokeUserSessions(ctx, auth.user.id, "logout-everywhere");
}
