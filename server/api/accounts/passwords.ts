/**
 * Passwords: one-time links (forgotten password, invitation), setting a password through such a
 * link, and changing it while signed in. Tokens are stored as SHA-256 hashes and used once.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { revokeUserSessions, type AuthContext, type SessionMeta } from "../auth/sessions";
import { hashToken } from "../auth/tokens";
import type { ApiContext } from "../deps";
import type { DbOrTx } from "../jobs/queue";
import { passwordTokens, users, type PasswordTokenPurpose, type UserRow } from "../db/schema";
import { ApiError } from "../http/errors";
import { queueMail, textMail, type LocalisedMail } from "../mail/send";
import { mailTexts } from "../locales/mails";
import { isSuspended } from "../users/account-status";
import { findUserByEmail } from "../users/service";
import { writeAudit } from "./audit";

/** A reset link is valid for one hour; an invitation for a week (the new colleague may be away). */
export const TOKEN_TTL_SECONDS: Record<PasswordTokenPurpose, number> = { reset: 3600, invite: 7 * 24 * 3600 };

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** The link target must be one of the portal's own origins, or a token would be mailed elsewhere. */
export function assertLinkAllowed(ctx: ApiContext, link: string): URL {
  const url = new URL(link);
  const allowed =
    ctx.linkOrigins.includes(url.origin) || (ctx.loopbackLinks === true && (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK.test(url.hostname));
  if (!allowed) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. Link origin ${url.origin} is not allowed.`);
  return url;
}

/** A new one-time link for `userId`: the row to store (the token's hash only) and the link to mail. */
export function newPasswordLink(userId: string, purpose: PasswordTokenPurpose, base: URL, now: Date) {
  const token = randomBytes(32).toString("base64url");
  const row = { userId, tokenHash: hashToken(token), purpose, createdAt: now, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS[purpose] * 1000) };
  const link = new URL(base);
  link.searchParams.set("token", token);
  return { row, link: link.toString() };
}

export async function issuePasswordLink(ctx: ApiContext, user: Pick<UserRow, "id">, purpose: PasswordTokenPurpose, base: URL, db: DbOrTx = ctx.db.db): Promise<string> {
  const { row, link } = newPasswordLink(user.id, purpose, base, ctx.now());
  await db.insert(passwordTokens).values(row);
  return link;
}

/** POST /auth/password/request: the same answer whether or not the address has an account. */
export async function requestPasswordReset(ctx: ApiContext, email: string, resetUrl: string): Promise<void> {
  const base = assertLinkAllowed(ctx, resetUrl);
  const user = await findUserByEmail(ctx.db.db, email);
  if (!user || isSuspended(user, ctx.now())) return;
  // Queued, not sent here: mail delivery time must not reveal that the address exists.
  await mailPasswordLink(ctx, user, base);
}

/** Issues a reset link (one hour) and queues the mail that carries it to the user's address, in the user's language. */
export async function mailPasswordLink(ctx: ApiContext, user: Pick<UserRow, "id" | "email" | "language">, base: URL): Promise<void> {
  const link = await issuePasswordLink(ctx, user, "reset", base);
  await queueMail(ctx, passwordResetMail(user, link));
}

/** The mail with a reset link, in the user's language. */
export function passwordResetMail(user: Pick<UserRow, "email" | "language">, link: string): LocalisedMail {
  const m = mailTexts(user.language);
  return textMail(user, m.passwordReset.subject, [m.common.greeting, "", m.passwordReset.lead, "", link, "", m.passwordReset.ignore], link);
}

/** POST /auth/password/reset: sets the password once per link and ends every session of the user. */
export async function resetPassword(ctx: ApiContext, token: string, password: string, meta: SessionMeta): Promise<void> {
  const now = ctx.now();
  const [used] = await ctx.db.db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.tokenHash, hashToken(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
    .returning({ userId: passwordTokens.userId, purpose: passwordTokens.purpose });
  if (!used) throw new ApiError("INVALID_TOKEN", "Invalid or expired password token.");
  const [user] = await ctx.db.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, used.userId))
    .returning({ id: users.id, companyId: users.companyId });
  await revokeUserSessions(ctx, used.userId, "password");
  await writeAudit(
    ctx.db.db,
    { action: "password_reset", companyId: user!.companyId, actorId: used.userId, targetId: used.userId, ip: meta.ip, userAgent: meta.userAgent, detail: used.purpose },
    now,
  );
}

/** The signed-in user changes the password; the user's other sessions end. */
export async function changePassword(ctx: ApiContext, auth: AuthContext, current: string, password: string, meta: SessionMeta): Promise<void> {
  if (!(await verifyPassword(auth.user.passwordHash, current))) {
    throw new ApiError("INVALID_CREDENTIALS", "Current password is wrong.");
  }
  await ctx.db.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, auth.user.id));
  await revokeUserSessions(ctx, auth.user.id, "password", auth.sessionId);
  await writeAudit(
    ctx.db.db,
    {
      action: "password_change",
      companyId: auth.company.id,
      actorId: auth.impersonatedBy ?? auth.user.id,
      onBehalfOfId: auth.impersonatedBy ? auth.user.id : null,
      targetId: auth.user.id,
      ip: meta.ip,
      userAgent: meta.userAgent,
    },
    ctx.now(),
  );
}
