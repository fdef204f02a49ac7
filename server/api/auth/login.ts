/** POST /auth/login: rate limit, credential check, suspension check, new session. */
import type { TokenPair } from "../contract/user";
import type { ApiContext } from "../deps";
import { ApiError } from "../http/errors";
import { findUserByEmail } from "../users/service";
import { isCompanySuspended, isSuspended } from "../users/account-status";
import { eq } from "drizzle-orm";
import { companies } from "../db/schema";
import { verifyAgainstDummy, verifyPassword } from "./passwords";
import { metrics } from "../metrics";
import { checkRateLimit, clearAccountFailures, loginKeys, recordFailure } from "./rate-limit";
import { createSession, type SessionMeta } from "./sessions";
import { writeAudit } from "../accounts/audit";
import { consumeSecondFactor } from "./tfa";

export interface Credentials {
  /** already trimmed and lowercased by the payload schema */
  email: string;
  password: string;
  /** TOTP or recovery code; asked for after the password when two-factor is on */
  otp?: string;
}

export async function login(ctx: ApiContext, credentials: Credentials, meta: SessionMeta): Promise<TokenPair> {
  const now = ctx.now();
  const keys = loginKeys(credentials.email, meta.rateLimitIp ?? meta.ip);

  const verdict = await checkRateLimit(ctx.db.db, keys, now, ctx.loginRateLimit);
  if (verdict.limited) {
    metrics.signInFailure("rate_limited");
    throw new ApiError("REQUESTS_EXCEEDED", `Too many requests, retry after ${verdict.retryAfterSeconds}s.`, {
      "Retry-After": String(verdict.retryAfterSeconds),
    });
  }

  const user = await findUserByEmail(ctx.db.db, credentials.email);
  // Unknown addresses cost the same argon2 work and get the same answer as a wrong password.
  const valid = user
    ? await verifyPassword(user.passwordHash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!user || !valid) {
    await recordFailure(ctx.db.db, keys, now, ctx.loginRateLimit);
    ctx.log("info", "sign-in failed", { ip: meta.ip });
    metrics.signInFailure("credentials");
    // Only failures against a real account are audited: they concern that company.
    if (user) {
      await writeAudit(ctx.db.db, { action: "login_failed", companyId: user.companyId, actorId: null, targetId: user.id, ip: meta.ip, userAgent: meta.userAgent }, now);
    }
    throw new ApiError("INVALID_CREDENTIALS");
  }
  // Checked only after the password, so suspension is not revealed to someone guessing.
  if (isSuspended(user, now) || (await companySuspended(ctx, user.companyId))) throw new ApiError("USER_SUSPENDED");

  // The second factor counts against the same limits as the password (decision 0550).
  if (user.tfaSecret) {
    if (!credentials.otp) throw new ApiError("INVALID_OTP");
    if (!(await consumeSecondFactor(ctx, user, credentials.otp, meta))) {
      await recordFailure(ctx.db.db, keys, now, ctx.loginRateLimit);
      metrics.signInFailure("otp");
      await writeAudit(ctx.db.db, { action: "login_failed", companyId: user.companyId, actorId: null, targetId: user.id, ip: meta.ip, userAgent: meta.userAgent }, now);
      throw new ApiError("INVALID_OTP");
    }
  }

  await clearAccountFailures(ctx.db.db, credentials.email);
  const pair = await createSession(ctx, user.id, { ...meta, tfa: Boolean(user.tfaSecret) });
  await writeAudit(ctx.db.db, { action: "login", companyId: user.companyId, actorId: user.id, targetId: user.id, ip: meta.ip, userAgent: meta.userAgent }, now);
  return pair;
}

/** The association suspended the account's company (decision 0953). */
async function companySuspended(ctx: ApiContext, companyId: number): Promise<boolean> {
  const [company] = await ctx.db.db.select({ suspendedAt: companies.suspendedAt }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return company !== undefined && isCompanySuspended(company);
}
