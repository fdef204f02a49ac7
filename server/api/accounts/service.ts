/**
 * Account management (spec §7 "Accounts and permissions"): the accounts of the caller's company,
 * creation with an invitation mail, activation/suspension and page permissions. The company is
 * always the caller's; permissions only within what that company's user type may hold.
 */
import { and, asc, eq, gt, ilike, inArray, isNull, or } from "drizzle-orm";
import { containsPattern } from "../db/like";
import { isUniqueViolation } from "../db/violations";
import type { Account, AccountCreatePayload, AccountPatchPayload } from "../contract/account";
import { allowedPermissionsOf, type PagePermission } from "../contract/permissions";
import { unknownPasswordHash } from "../auth/passwords";
import { revokeUserSessions, type AuthContext, type SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { Db, Tx } from "../db/client";
import { emailChanges, userPermissions, notErased, users, type UserRow } from "../db/schema";
import { ApiError, forbidden } from "../http/errors";
import { isSuspended } from "../users/account-status";
import { companyRef, findUserByEmail } from "../users/service";
import { writeAudit } from "./audit";
import { assertLinkAllowed, issuePasswordLink } from "./passwords";
import { queueMail, textMail, type LocalisedMail } from "../mail/send";
import { mailTexts } from "../locales/mails";

/** Account management needs the ACCOUNTMANAGEMENT page permission (spec §6). */
export function requireAccountManager(auth: AuthContext): void {
  if (!auth.permissions.has("ACCOUNTMANAGEMENT")) throw forbidden();
}

/** The user type's permissions, narrowed to those the association allowed the company (decision 0953). */
export function grantableFor(auth: AuthContext): readonly PagePermission[] {
  return allowedPermissionsOf(auth.company);
}

function assertGrantable(auth: AuthContext, permissions: readonly PagePermission[]): void {
  const grantable = grantableFor(auth);
  if (permissions.some((p) => !grantable.includes(p))) throw forbidden();
}

async function permissionsByUser(db: Db, ids: string[]): Promise<Map<string, PagePermission[]>> {
  const map = new Map<string, PagePermission[]>(ids.map((id) => [id, []]));
  if (!ids.length) return map;
  const rows = await db.select().from(userPermissions).where(inArray(userPermissions.userId, ids));
  for (const row of rows) map.get(row.userId)?.push(row.identifier);
  return map;
}

/** The newest address waiting for its confirmation link, per user (decision 0557). */
async function pendingEmailsByUser(db: Db, ids: string[], now: Date): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ userId: emailChanges.userId, newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(inArray(emailChanges.userId, ids), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .orderBy(asc(emailChanges.createdAt));
  return new Map(rows.map((r) => [r.userId, r.newEmail]));
}

function toAccount(row: UserRow, auth: AuthContext, permissions: PagePermission[], now: Date, pendingEmail: string | null): Account {
  const held = new Set(permissions);
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    status: isSuspended(row, now) ? "suspended" : "active",
    end_date: row.endDate?.toISOString() ?? null,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    tfa_enabled: row.tfaSecret !== null,
    pending_email: pendingEmail,
    company: companyRef(auth.company),
    // Stable order: the grantable list's.
    permissions: grantableFor(auth).filter((p) => held.has(p)),
  };
}

export async function listAccounts(ctx: ApiContext, auth: AuthContext, search?: string): Promise<Account[]> {
  const conditions = [eq(users.companyId, auth.company.id), notErased];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))!);
  }
  const rows = await ctx.db.db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  const now = ctx.now();
  const ids = rows.map((r) => r.id);
  const [perms, pending] = await Promise.all([permissionsByUser(ctx.db.db, ids), pendingEmailsByUser(ctx.db.db, ids, now)]);
  return rows.map((r) => toAccount(r, auth, perms.get(r.id) ?? [], now, pending.get(r.id) ?? null));
}

export async function findRow(db: Db, auth: AuthContext, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.companyId, auth.company.id), notErased)).limit(1);
  return row;
}

export async function findAccount(ctx: ApiContext, auth: AuthContext, id: string): Promise<Account | undefined> {
  const row = await findRow(ctx.db.db, auth, id);
  if (!row) return undefined;
  const now = ctx.now();
  const [perms, pending] = await Promise.all([permissionsByUser(ctx.db.db, [row.id]), pendingEmailsByUser(ctx.db.db, [row.id], now)]);
  return toAccount(row, auth, perms.get(row.id) ?? [], now, pending.get(row.id) ?? null);
}

export const actorFields = (auth: AuthContext, meta: SessionMeta) => ({
  companyId: auth.company.id,
  actorId: auth.impersonatedBy ?? auth.user.id,
  onBehalfOfId: auth.impersonatedBy ? auth.user.id : null,
  ip: meta.ip,
  userAgent: meta.userAgent,
});

/** The refusal of an e-mail address another account already has (Directus' wording). */
export const emailTaken = () => new ApiError("RECORD_NOT_UNIQUE", 'Value for field "email" in collection "directus_users" has to be unique.');

export async function createAccount(ctx: ApiContext, auth: AuthContext, payload: AccountCreatePayload & { permissions: PagePermission[] }, meta: SessionMeta): Promise<Account> {
  assertGrantable(auth, payload.permissions);
  const inviteBase = assertLinkAllowed(ctx, payload.invite_url);
  if (await findUserByEmail(ctx.db.db, payload.email)) throw emailTaken();
  const now = ctx.now();
  let row: UserRow;
  try {
    row = await ctx.db.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values(await invitedUser(auth, { email: payload.email, firstName: payload.first_name || null, lastName: payload.last_name || null, companyId: auth.company.id }))
        .returning();
      if (payload.permissions.length) {
        await tx.insert(userPermissions).values(payload.permissions.map((identifier) => ({ userId: created!.id, identifier })));
      }
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await writeAudit(ctx.db.db, { action: "account_created", targetId: row.id, ...actorFields(auth, meta) }, now);
  await mailInvitation(ctx, auth.company, row, inviteBase);
  return toAccount(row, auth, payload.permissions, now, null);
}

/** An invited account's row: nobody knows its password (the invitation link sets the real one), and it starts in the inviter's language (decision 0987). */
export async function invitedUser(inviter: AuthContext, person: { email: string; firstName: string | null; lastName: string | null; companyId: number }) {
  return { ...person, passwordHash: await unknownPasswordHash(), language: inviter.user.language };
}

/**
 * Issues an invitation link (seven days) and queues the mail that carries it, in the account's
 * language (an invited account starts in its inviter's: decision 0987); `tx` holds the link with
 * the caller's other writes.
 */
export async function mailInvitation(ctx: ApiContext, company: { name: string }, row: Pick<UserRow, "id" | "email" | "language">, base: URL, tx?: Tx): Promise<void> {
  const link = await issuePasswordLink(ctx, row, "invite", base, tx);
  await queueMail(ctx, invitationMail(company, row, link), undefined, tx);
}

/** The account invitation: the link sets the password (seven days, once); also the company import's (decision 0953). */
export function invitationMail(company: { name: string }, to: Pick<UserRow, "email" | "language">, link: string): LocalisedMail {
  const m = mailTexts(to.language);
  return textMail(to, m.invitation.subject, [m.common.greeting, "", m.invitation.lead(company.name), "", link, "", m.invitation.then], link);
}

export async function patchAccount(ctx: ApiContext, auth: AuthContext, id: string, payload: AccountPatchPayload, meta: SessionMeta): Promise<Account> {
  const row = await findRow(ctx.db.db, auth, id);
  if (!row) throw forbidden();
  const now = ctx.now();
  const changes: Partial<UserRow> = {};
  if (payload.first_name !== undefined) changes.firstName = payload.first_name || null;
  if (payload.last_name !== undefined) changes.lastName = payload.last_name || null;
  const statusChange = payload.status && payload.status !== (isSuspended(row, now) ? "suspended" : "active") ? payload.status : undefined;
  if (statusChange) {
    // A manager cannot lock themselves out of their own company's administration.
    if (row.id === auth.user.id) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. You cannot change the status of your own account.");
    changes.status = statusChange;
    changes.endDate = statusChange === "suspended" ? now : null;
  }
  if (payload.permissions) assertGrantable(auth, payload.permissions);

  await ctx.db.db.transaction(async (tx) => {
    if (Object.keys(changes).length) await tx.update(users).set(changes).where(eq(users.id, row.id));
    if (payload.permissions) {
      await tx.delete(userPermissions).where(eq(userPermissions.userId, row.id));
      if (payload.permissions.length) await tx.insert(userPermissions).values(payload.permissions.map((identifier) => ({ userId: row.id, identifier })));
    }
  });
  if (statusChange) {
    if (statusChange === "suspended") await revokeUserSessions(ctx, row.id, "suspended");
    await writeAudit(ctx.db.db, { action: "account_status", targetId: row.id, detail: statusChange, ...actorFields(auth, meta) }, now);
  }
  const renamed = (changes.firstName !== undefined && changes.firstName !== row.firstName) || (changes.lastName !== undefined && changes.lastName !== row.lastName);
  if (renamed) {
    const name = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(" ") || "–";
    const detail = `${name(row.firstName, row.lastName)} → ${name(changes.firstName === undefined ? row.firstName : changes.firstName, changes.lastName === undefined ? row.lastName : changes.lastName)}`;
    await writeAudit(ctx.db.db, { action: "account_name", targetId: row.id, detail, ...actorFields(auth, meta) }, now);
  }
  if (payload.permissions) {
    await writeAudit(ctx.db.db, { action: "account_permissions", targetId: row.id, detail: payload.permissions.join(", ") || "–", ...actorFields(auth, meta) }, now);
  }
  return (await findAccount(ctx, auth, row.id))!;
}
