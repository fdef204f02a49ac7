/**
 * The association's support on partner accounts (issue 39, decision 0952): every account of every
 * partner company (never the association's own: those are Administration's), and the support
 * actions — unlock after the sign-in limit, reset two-factor, mail a password link, suspend and
 * reactivate. Each action needs a reason and is written to the audit trail with it and the staff
 * member, in the transaction of the change. An action that does not fit the account's state is
 * INVALID_PAYLOAD and changes nothing.
 */
import { and, asc, count, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import type { SupportAccount, SupportAccountList } from "../contract/support";
import type { AccountStatus } from "../contract/account";
import { revokeUserSessions, type AuthContext, type SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { Tx } from "../db/client";
import { containsPattern } from "../db/like";
import { companies, notErased, users, type CompanyRow, type UserRow } from "../db/schema";
import { ApiError } from "../http/errors";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { queueMail, textMail, type LocalisedMail } from "../mail/send";
import { mailTexts } from "../locales/mails";
import { isSuspended } from "../users/account-status";
import { companyRef } from "../users/service";
import { writeAudit } from "../accounts/audit";
import { assertLinkAllowed, mailPasswordLink } from "../accounts/passwords";
import type { AuditAction } from "../contract/account";
import { clearLock, lockStates, type LockState } from "./lock";

/** Partner companies only: the association's accounts are not the support's. */
const partner = ne(companies.relation, "VB");

function toSupportAccount(row: UserRow, company: CompanyRow, lock: LockState | undefined, now: Date): SupportAccount {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    company: companyRef(company),
    status: isSuspended(row, now) ? "suspended" : "active",
    end_date: row.endDate?.toISOString() ?? null,
    locked: lock?.locked ?? false,
    locked_until: lock?.until?.toISOString() ?? null,
    failed_sign_ins: lock?.failures ?? 0,
    tfa_enabled: row.tfaSecret !== null,
    tfa_setup_required: row.tfaSetupRequired,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function listSupportAccounts(ctx: ApiContext, query: { search?: string; page: number; limit: number }): Promise<SupportAccountList> {
  const db = ctx.db.db;
  const conditions: SQL[] = [partner, notErased];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(companies.name, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(asc(companies.name), asc(users.lastName), asc(users.firstName), asc(users.email))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(where),
  ]);
  const now = ctx.now();
  const locks = await lockStates(db, rows.map((r) => r.user), now, ctx.loginRateLimit);
  return { items: rows.map((r) => toSupportAccount(r.user, r.company, locks.get(r.user.id), now)), total: total?.n ?? 0 };
}

/** The partner account, or FORBIDDEN for malformed, unknown and association ids alike. */
export async function loadPartner(ctx: ApiContext, rawId: string): Promise<{ user: UserRow; company: CompanyRow }> {
  return loadScopedOrForbidden(rawId, parseId.uuid, async (id) => {
    const [row] = await ctx.db.db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.id, id), partner, notErased))
      .limit(1);
    return row;
  });
}

export async function readSupportAccount(ctx: ApiContext, rawId: string): Promise<SupportAccount> {
  const { user, company } = await loadPartner(ctx, rawId);
  const now = ctx.now();
  const locks = await lockStates(ctx.db.db, [user], now, ctx.loginRateLimit);
  return toSupportAccount(user, company, locks.get(user.id), now);
}

const notApplicable = (what: string) => new ApiError("INVALID_PAYLOAD", `Invalid payload. ${what}`);

/** Runs a support action's writes and its audit row (the reason as detail) in one transaction; answers the account afterwards. */
async function act(
  ctx: ApiContext,
  auth: AuthContext,
  meta: SessionMeta,
  target: UserRow & { companyId: number },
  action: AuditAction,
  reason: string,
  write: (tx: Tx, now: Date) => Promise<void>,
): Promise<SupportAccount> {
  const now = ctx.now();
  await ctx.db.db.transaction(async (tx) => {
    await write(tx, now);
    await writeAudit(
      tx,
      { action, companyId: target.companyId, actorId: auth.impersonatedBy ?? auth.user.id, targetId: target.id, ip: meta.ip, userAgent: meta.userAgent, detail: reason },
      now,
    );
  });
  return readSupportAccount(ctx, target.id);
}

export async function unlockAccount(ctx: ApiContext, auth: AuthContext, rawId: string, reason: string, meta: SessionMeta): Promise<SupportAccount> {
  const { user } = await loadPartner(ctx, rawId);
  const lock = (await lockStates(ctx.db.db, [user], ctx.now(), ctx.loginRateLimit)).get(user.id);
  if (!lock?.locked) throw notApplicable("The account is not locked by the sign-in limit.");
  return act(ctx, auth, meta, user, "support_unlock", reason, (tx, now) => clearLock(tx, user, now, ctx.loginRateLimit));
}

/**
 * Clears the second factor (secret, last step, recovery codes) and holds the user at its setup on
 * the next sign-in (users.tfa_setup_required, read by the auth middleware like the company's
 * requirement); every session ends, and the user is told by mail.
 */
export async function resetTfa(ctx: ApiContext, auth: AuthContext, rawId: string, reason: string, meta: SessionMeta): Promise<SupportAccount> {
  const { user } = await loadPartner(ctx, rawId);
  if (user.tfaSecret === null) throw notApplicable("Two-factor authentication is not enabled.");
  const answer = await act(ctx, auth, meta, user, "support_tfa_reset", reason, async (tx) => {
    await tx.update(users).set({ tfaSecret: null, tfaLastStep: null, tfaRecoveryCodes: [], tfaSetupRequired: true }).where(eq(users.id, user.id));
    await queueMail(ctx, tfaResetMail(user, ctx.linkOrigins[0]), undefined, tx);
  });
  await revokeUserSessions(ctx, user.id, "tfa_reset");
  return answer;
}

/** The notice of a support reset of the second factor, in the user's language. */
export function tfaResetMail(user: Pick<UserRow, "email" | "language">, origin: string): LocalisedMail {
  const m = mailTexts(user.language);
  return textMail(user, m.tfaReset.subject, [m.common.greeting, "", m.tfaReset.lead, m.tfaReset.next, "", m.tfaReset.notYou], `${origin}/login`);
}

/** The forgotten-password link (one hour) to the account's address; not for a suspended account. */
export async function sendSupportPasswordLink(ctx: ApiContext, auth: AuthContext, rawId: string, reason: string, resetUrl: string, meta: SessionMeta): Promise<SupportAccount> {
  const base = assertLinkAllowed(ctx, resetUrl);
  const { user } = await loadPartner(ctx, rawId);
  if (isSuspended(user, ctx.now())) throw notApplicable("The account is suspended.");
  await mailPasswordLink(ctx, user, base);
  return act(ctx, auth, meta, user, "support_password_link", reason, async () => {});
}

/** Spec §4: suspending sets end_date = now and ends every session; reactivating clears it. */
export async function setSupportStatus(ctx: ApiContext, auth: AuthContext, rawId: string, status: AccountStatus, reason: string, meta: SessionMeta): Promise<SupportAccount> {
  const { user } = await loadPartner(ctx, rawId);
  const current: AccountStatus = isSuspended(user, ctx.now()) ? "suspended" : "active";
  if (current === status) throw notApplicable(`The account is already ${status}.`);
  const answer = await act(ctx, auth, meta, user, status === "suspended" ? "support_suspend" : "support_reactivate", reason, async (tx, now) => {
    await tx
      .update(users)
      .set({ status, endDate: status === "suspended" ? now : null, updatedAt: now })
      .where(eq(users.id, user.id));
  });
  if (status === "suspended") await revokeUserSessions(ctx, user.id, "suspended");
  return answer;
}
