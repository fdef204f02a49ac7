/**
 * What an account manager does for a colleague of the own company (issue 29, decision 0557):
 * resend the invitation, mail a password link, and enter a new e-mail address, which becomes the
 * sign-in only through the link mailed to it. The account is looked up within the caller's
 * company; anything else is FORBIDDEN before anything is written or mailed.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Account } from "../contract/account";
import { displayNameOf } from "../contract/user";
import { hashToken } from "../auth/tokens";
import type { AuthContext, SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import { emailChanges, passwordTokens, users, type UserRow } from "../db/schema";
import { ApiError } from "../http/errors";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { queueMail, textMail, type LocalisedMail } from "../mail/send";
import { mailTexts } from "../locales/mails";
import { isSuspended } from "../users/account-status";
import { findUserByEmail } from "../users/service";
import { writeAudit } from "./audit";
import { assertLinkAllowed, mailPasswordLink } from "./passwords";
import { actorFields, emailTaken, findAccount, findRow, mailInvitation } from "./service";
import { isUniqueViolation } from "../db/violations";

/** A confirmation link for a new address is valid for a day. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;


/** The colleague of the caller's company, active; FORBIDDEN for other companies' and unknown ids. */
async function activeColleague(ctx: ApiContext, auth: AuthContext, id: string): Promise<UserRow> {
  const row = await loadScopedOrForbidden(id, parseId.uuid, (uuid) => findRow(ctx.db.db, auth, uuid));
  if (isSuspended(row, ctx.now())) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. The account is suspended.");
  return row;
}

/** A new invitation link; every earlier unused one of the account stops working in the same transaction. */
export async function resendInvitation(ctx: ApiContext, auth: AuthContext, id: string, inviteUrl: string, meta: SessionMeta): Promise<void> {
  const base = assertLinkAllowed(ctx, inviteUrl);
  const row = await activeColleague(ctx, auth, id);
  // An invitation is for an account that never signed in; one that has gets a password link.
  if (row.lastLoginAt) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. The account has already signed in; send a password link instead.");
  const now = ctx.now();
  await ctx.db.db.transaction(async (tx) => {
    await tx
      .update(passwordTokens)
      .set({ expiresAt: now })
      .where(and(eq(passwordTokens.userId, row.id), eq(passwordTokens.purpose, "invite"), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)));
    await mailInvitation(ctx, auth.company, row, base, tx);
    await writeAudit(tx, { action: "invitation_resent", targetId: row.id, ...actorFields(auth, meta) }, now);
  });
}

/** The forgotten-password link (one hour), mailed to the colleague's current address. */
export async function sendPasswordLink(ctx: ApiContext, auth: AuthContext, id: string, resetUrl: string, meta: SessionMeta): Promise<void> {
  const base = assertLinkAllowed(ctx, resetUrl);
  const row = await activeColleague(ctx, auth, id);
  await mailPasswordLink(ctx, row, base);
  await writeAudit(ctx.db.db, { action: "password_link_sent", targetId: row.id, ...actorFields(auth, meta) }, ctx.now());
}

/**
 * The mails of an address change, both in the account's language: the confirmation link to the
 * new address and the notice to the old one.
 */
export function emailChangeMails(
  holder: Pick<UserRow, "email" | "language">,
  change: { manager: string; company: string; email: string; link: string; login: string },
): [LocalisedMail, LocalisedMail] {
  const m = mailTexts(holder.language);
  const words = m.emailChange;
  const greeting = [m.common.greeting, ""];
  return [
    textMail({ email: change.email, language: holder.language }, words.confirmSubject, [...greeting, words.confirmLead(change.manager, change.company), "", change.link, "", words.confirmThen(change.email)], change.link),
    textMail(holder, words.noticeSubject, [...greeting, words.noticeLead(change.manager, change.company, change.email), words.noticeUntil, "", words.noticeHelp], change.login),
  ];
}

/** The notice to the old address once the new one is confirmed, in the account's language. */
export function emailChangedMail(before: Pick<UserRow, "email" | "language">, newEmail: string, origin: string): LocalisedMail {
  const m = mailTexts(before.language);
  return textMail(before, m.emailChange.changedSubject, [m.common.greeting, "", m.emailChange.changedLead(newEmail)], `${origin}/login`);
}

/**
 * Records the new address and mails the confirmation link to it, and a notice to the old one. The
 * account keeps signing in with the old address until the link is used; a newer change replaces
 * a pending one. An address another account holds is RECORD_NOT_UNIQUE.
 */
export async function requestEmailChange(ctx: ApiContext, auth: AuthContext, id: string, email: string, confirmUrl: string, meta: SessionMeta): Promise<Account> {
  const base = assertLinkAllowed(ctx, confirmUrl);
  const row = await activeColleague(ctx, auth, id);
  if (email === row.email) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. The account already has this e-mail address.");
  if (await findUserByEmail(ctx.db.db, email)) throw emailTaken();
  const token = randomBytes(32).toString("base64url");
  const link = new URL(base);
  link.pathname = `${link.pathname.replace(/\/$/, "")}/${token}`;
  const now = ctx.now();
  const manager = displayNameOf({ first_name: auth.user.firstName, last_name: auth.user.lastName, email: auth.user.email });
  await ctx.db.db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, row.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({ userId: row.id, newEmail: email, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_SECONDS * 1000) });
    await writeAudit(tx, { action: "email_change_requested", targetId: row.id, detail: `${row.email} → ${email}`, ...actorFields(auth, meta) }, now);
    const [confirm, notice] = emailChangeMails(row, { manager, company: auth.company.name, email, link: link.toString(), login: `${base.origin}/login` });
    await queueMail(ctx, confirm, undefined, tx);
    await queueMail(ctx, notice, undefined, tx);
  });
  return (await findAccount(ctx, auth, row.id))!;
}

/**
 * POST /auth/email/confirm: the link's token, once and before it expires, makes the new address
 * the account's sign-in; the old address is told. An address another account took meanwhile is
 * RECORD_NOT_UNIQUE and leaves the link unused.
 */
export async function confirmEmailChange(ctx: ApiContext, token: string, meta: SessionMeta): Promise<{ email: string }> {
  const now = ctx.now();
  return ctx.db.db
    .transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.tokenHash, hashToken(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      if (!change) throw new ApiError("INVALID_TOKEN", "Invalid or expired e-mail confirmation token.");
      const [before] = await tx.select({ email: users.email, companyId: users.companyId, language: users.language }).from(users).where(eq(users.id, change.userId));
      const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, change.newEmail), ne(users.id, change.userId))).limit(1);
      if (taken) throw emailTaken();
      await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, change.userId));
      await writeAudit(tx, { action: "email_changed", companyId: before!.companyId, actorId: change.userId, targetId: change.userId, detail: `${before!.email} → ${change.newEmail}`, ip: meta.ip, userAgent: meta.userAgent }, now);
      await queueMail(ctx, emailChangedMail(before!, change.newEmail, ctx.linkOrigins[0]), undefined, tx);
      return { email: change.newEmail };
    })
    .catch((error: unknown) => {
      // Two confirmations racing for one address: the unique index decides.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
}
