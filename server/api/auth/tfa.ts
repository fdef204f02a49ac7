/**
 * Two-factor sign-in (TOTP, RFC 6238) as Directus: generate a secret after the password, enable it
 * with one code, disable it with a code. Recovery codes are ours: ten, shown once, stored hashed.
 * Decision 0550.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { ApiContext } from "../deps";
import { users, type UserRow } from "../db/schema";
import { ApiError } from "../http/errors";
import { queueMail, textMail, type LocalisedMail } from "../mail/send";
import { mailTexts, type MailTexts } from "../locales/mails";
import { writeAudit } from "../accounts/audit";
import type { AuditAction } from "../contract/account";
import { TFA_REQUIRED_REASON } from "../contract/codes";
import { verifyPassword } from "./passwords";
import { revokeUserSessions, type AuthContext, type SessionMeta } from "./sessions";
import { decryptSecret, encryptSecret, generateRecoveryCodes, generateTotpSecret, hashRecoveryCode, matchTotp, otpauthUrl } from "./totp";

const ISSUER = "Partnerportal";

/** A parent signed in as a sub-account must not change the sub-account's second factor. */
function ownSession(auth: AuthContext): void {
  if (auth.impersonatedBy) throw new ApiError("FORBIDDEN");
}

export async function generateTfa(ctx: ApiContext, auth: AuthContext, password: string): Promise<{ secret: string; otpauth_url: string }> {
  ownSession(auth);
  if (!(await verifyPassword(auth.user.passwordHash, password))) throw new ApiError("INVALID_CREDENTIALS", "Password is wrong.");
  if (auth.user.tfaSecret) throw new ApiError("INVALID_PAYLOAD", "Two-factor authentication is already enabled.");
  const secret = generateTotpSecret();
  return { secret, otpauth_url: otpauthUrl(secret, auth.user.email, ISSUER) };
}

/** Enabling ends every other session: a token issued before cannot skip the new factor. */
export async function enableTfa(ctx: ApiContext, auth: AuthContext, secret: string, otp: string, meta: SessionMeta): Promise<{ recovery_codes: string[] }> {
  ownSession(auth);
  if (auth.user.tfaSecret) throw new ApiError("INVALID_PAYLOAD", "Two-factor authentication is already enabled.");
  const step = safeMatch(secret, otp, ctx.now(), null);
  if (step === null) throw new ApiError("INVALID_OTP");
  const codes = generateRecoveryCodes();
  await ctx.db.db
    .update(users)
    // A support reset's requirement (decision 0952) is met once the factor is set up again.
    .set({ tfaSecret: encryptSecret(secret, ctx.jwtSecret), tfaLastStep: step, tfaRecoveryCodes: codes.map(hashRecoveryCode), tfaSetupRequired: false })
    .where(eq(users.id, auth.user.id));
  await revokeUserSessions(ctx, auth.user.id, "tfa", auth.sessionId);
  await notify(ctx, auth.user, "tfa_enabled", meta, "enabled");
  return { recovery_codes: codes };
}

export async function disableTfa(ctx: ApiContext, auth: AuthContext, otp: string, meta: SessionMeta): Promise<void> {
  ownSession(auth);
  if (!auth.user.tfaSecret) throw new ApiError("INVALID_PAYLOAD", "Two-factor authentication is not enabled.");
  // Checked before the code is used up: the company's requirement (decision 0551) is kept where the factor would go.
  if (auth.company.tfaRequired) throw new ApiError("INVALID_PAYLOAD", "Your company requires two-factor authentication: it cannot be turned off.", {}, { reason: TFA_REQUIRED_REASON });
  if (!(await consumeSecondFactor(ctx, auth.user, otp, meta))) throw new ApiError("INVALID_OTP");
  await ctx.db.db.update(users).set({ tfaSecret: null, tfaLastStep: null, tfaRecoveryCodes: [] }).where(eq(users.id, auth.user.id));
  await notify(ctx, auth.user, "tfa_disabled", meta, "disabled");
}

/**
 * Checks a TOTP code or a recovery code of a user with two-factor on and uses it up: the code's
 * time step is remembered (no replay within its window), a recovery code is deleted.
 */
export async function consumeSecondFactor(ctx: ApiContext, user: UserRow, otp: string, meta: SessionMeta): Promise<boolean> {
  const secret = decryptSecret(user.tfaSecret!, ctx.jwtSecret);
  const step = safeMatch(secret, otp, ctx.now(), user.tfaLastStep);
  // Each use is a conditional write: of two sign-ins with the same code at once, one wins.
  if (step !== null) {
    const used = await ctx.db.db
      .update(users)
      .set({ tfaLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.tfaLastStep), lt(users.tfaLastStep, step))))
      .returning({ id: users.id });
    return used.length > 0;
  }
  const hash = hashRecoveryCode(otp);
  const used = await ctx.db.db
    .update(users)
    .set({ tfaRecoveryCodes: sql`array_remove(${users.tfaRecoveryCodes}, ${hash})` })
    .where(and(eq(users.id, user.id), sql`${hash} = any(${users.tfaRecoveryCodes})`))
    .returning({ id: users.id });
  if (used.length === 0) return false;
  await notify(ctx, user, "tfa_recovery_used", meta, "recoveryUsed");
  return true;
}

function safeMatch(secret: string, otp: string, now: Date, lastStep: number | null): number | null {
  try {
    return matchTotp(secret, otp, now, lastStep);
  } catch {
    return null; // a secret that is not base32
  }
}

export type TfaChange = keyof Omit<MailTexts["tfa"], "subject" | "notYou">;

/** The notice of a change to the second factor, in the user's language. */
export function tfaMail(user: Pick<UserRow, "email" | "language">, change: TfaChange, origin: string): LocalisedMail {
  const m = mailTexts(user.language);
  return textMail(user, m.tfa.subject, [m.common.greeting, "", m.tfa[change], "", m.tfa.notYou], `${origin}/account/settings`);
}

/** Audited and mailed: a change the user did not make must not go unnoticed. */
async function notify(ctx: ApiContext, user: UserRow, action: AuditAction, meta: SessionMeta, change: TfaChange): Promise<void> {
  await writeAudit(ctx.db.db, { action, companyId: user.companyId, actorId: user.id, targetId: user.id, ip: meta.ip, userAgent: meta.userAgent }, ctx.now());
  await queueMail(ctx, tfaMail(user, change, ctx.linkOrigins[0]));
}
