/**
 * The association's member companies (issue 39, decision 0953): every partner company (never the
 * association's own, relation VB: FORBIDDEN like an unknown id), created with a unique customer
 * number, edited against the loaded version, suspended (no account of the company signs in, every
 * running session ends) and reactivated with a reason in the audit trail, and its first account
 * manager invited with the account invitation mail.
 */
import { and, asc, eq, ilike, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { countCapOf } from "../contract/counted";
import type { CompanyStatus } from "../contract/entities/member-company";
import type { FirstAccountPayload, MemberCompany, MemberCompanyCreatePayload, MemberCompanyListItem, MemberCompanyListQuery, MemberCompanyPatchPayload } from "../contract/member-companies";
import { allowedPermissionsOf, GRANTABLE_PERMISSIONS, userTypeOf, type PagePermission, type PartnerRelation } from "../contract/permissions";
import type { AuthContext, SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { Db, Tx } from "../db/client";
import { countAlong } from "../db/count-up-to";
import { containsPattern } from "../db/like";
import { qualified } from "../db/qualified";
import { isUniqueViolation } from "../db/violations";
import { authSessions, companies, permissionClusterPermissions, permissionClusters, notErased, userPermissions, users, type CompanyRow, type UserRow } from "../db/schema";
import { ApiError, forbidden } from "../http/errors";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { findUserByEmail } from "../users/service";
import { writeAudit, type AuditEvent } from "../accounts/audit";
import { assertLinkAllowed } from "../accounts/passwords";
import { emailTaken, invitedUser, mailInvitation } from "../accounts/service";

/** Partner companies only: the association's own is the Administration's. */
export const partnerCompany = ne(companies.relation, "VB");

export const customerNumberTaken = () =>
  new ApiError("RECORD_NOT_UNIQUE", 'Value for field "customer_number" in collection "member_company" has to be unique.', {}, { field: "customer_number" });

/** A permission outside the relation's is refused, naming the field. */
export const permissionNotAllowed = (permission: string) =>
  new ApiError("INVALID_PAYLOAD", `Invalid payload. ${permission} cannot be allowed for this relation.`, {}, { reason: "PERMISSION_NOT_ALLOWED", field: "allowed_permissions" });

/**
 * The allowed list as stored: within the relation's permissions (else refused), account management
 * always (the company's first manager needs it), in the order of PAGE_PERMISSIONS; null given: all.
 */
export function normaliseAllowed(relation: PartnerRelation, given: readonly PagePermission[] | null | undefined): PagePermission[] {
  const grantable = GRANTABLE_PERMISSIONS[userTypeOf(relation)];
  if (!given) return [...grantable];
  const outside = given.find((p) => !grantable.includes(p));
  if (outside) throw permissionNotAllowed(outside);
  return grantable.filter((p) => p === "ACCOUNTMANAGEMENT" || given.includes(p));
}

/** The columns of the list (decision 0989); the whole record adds its master data and permissions. */
const listColumns = { id: companies.id, customerNumber: companies.customerNumber, name: companies.name, relation: companies.relation, city: companies.city, suspendedAt: companies.suspendedAt };
type ListedRow = Pick<CompanyRow, keyof typeof listColumns>;

function toListItem(row: ListedRow, accounts: number): MemberCompanyListItem {
  return {
    id: row.id,
    customer_number: row.customerNumber,
    name: row.name,
    relation: row.relation as PartnerRelation,
    city: row.city,
    status: row.suspendedAt ? "suspended" : "active",
    accounts,
  };
}

export function toMemberCompany(row: CompanyRow, accounts: number): MemberCompany {
  return {
    ...toListItem(row, accounts),
    street: row.street,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    email: row.email,
    website: row.website,
    allowed_permissions: [...allowedPermissionsOf(row)],
    version: row.version,
  };
}

/** A company's accounts (not erased), counted within the statement that reads the company: the list reads its page in one statement. */
const accountCount = sql<number>`(select count(*) from ${users} where ${qualified(users.companyId)} = ${qualified(companies.id)} and ${notErased})`.mapWith(Number);

async function accountCounts(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: companies.id, n: accountCount }).from(companies).where(inArray(companies.id, ids));
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function listMemberCompanies(ctx: ApiContext, query: MemberCompanyListQuery & { page: number; limit: number }) {
  const db = ctx.db.db;
  const conditions: SQL[] = [partnerCompany];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(companies.name, pattern), ilike(companies.customerNumber, pattern), ilike(companies.city, pattern))!);
  }
  if (query.relation) conditions.push(eq(companies.relation, query.relation));
  if (query.status) conditions.push(query.status === "suspended" ? isNotNull(companies.suspendedAt) : isNull(companies.suspendedAt));
  const where = and(...conditions);
  const counting = countAlong(companies, where, countCapOf(query.page, query.limit));
  const rows = await db
    .select({ ...listColumns, accounts: accountCount, matching: counting.column })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const counted = await counting.of(db, rows, query.page);
  return { items: rows.map((r) => toListItem(r, r.accounts)), ...counted };
}

async function findPartnerCompany(db: Db | Tx, id: number, lock = false): Promise<CompanyRow | undefined> {
  const q = db.select().from(companies).where(and(eq(companies.id, id), partnerCompany)).limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

/** The partner company, or FORBIDDEN for malformed, unknown and association ids alike. */
export async function loadMemberCompany(ctx: ApiContext, rawId: string): Promise<CompanyRow> {
  return loadScopedOrForbidden(rawId, parseId.integer, (id) => findPartnerCompany(ctx.db.db, id));
}

export async function readMemberCompany(ctx: ApiContext, rawId: string): Promise<MemberCompany> {
  const row = await loadMemberCompany(ctx, rawId);
  const counts = await accountCounts(ctx.db.db, [row.id]);
  return toMemberCompany(row, counts.get(row.id) ?? 0);
}

const staffEvent = (auth: AuthContext, meta: SessionMeta, companyId: number) => ({ companyId, actorId: auth.impersonatedBy ?? auth.user.id, ip: meta.ip, userAgent: meta.userAgent });

/** The master data columns of a payload (what both a create and an update write). */
function masterData(p: Partial<Record<"street" | "zip" | "city" | "country" | "phone" | "email" | "website" | "name", string | null | undefined>>) {
  const out: Partial<CompanyRow> = {};
  for (const key of ["name", "street", "zip", "city", "phone", "email", "website"] as const) if (p[key] !== undefined) out[key] = p[key] as string;
  if (p.country !== undefined) out.country = p.country ?? "DE";
  return out;
}

export async function createMemberCompany(ctx: ApiContext, auth: AuthContext, payload: MemberCompanyCreatePayload, meta: SessionMeta): Promise<MemberCompany> {
  const relation = payload.relation as PartnerRelation;
  const allowed = normaliseAllowed(relation, payload.allowed_permissions);
  const now = ctx.now();
  try {
    const row = await ctx.db.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(companies)
        .values({ ...masterData(payload), name: payload.name, relation, customerNumber: payload.customer_number, allowedPermissions: allowed })
        .returning();
      await writeAudit(tx, { action: "company_created", ...staffEvent(auth, meta, created!.id), detail: `${created!.customerNumber} ${created!.name}` }, now);
      return created!;
    });
    return toMemberCompany(row, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw customerNumberTaken();
    throw error;
  }
}

/**
 * Removes what the company's accounts and permission clusters hold beyond its allowed list (the
 * association narrowed it): set-based, in the caller's transaction.
 */
export async function withdrawDisallowed(tx: Tx, companyIds: number[], allowedOf: (companyId: number) => readonly PagePermission[]): Promise<void> {
  for (const companyId of companyIds) {
    const allowed = [...allowedOf(companyId)];
    const keep = allowed.length ? notInArray(userPermissions.identifier, allowed) : sql`true`;
    await tx.delete(userPermissions).where(and(keep, inArray(userPermissions.userId, tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)))));
    const keepCluster = allowed.length ? notInArray(permissionClusterPermissions.identifier, allowed) : sql`true`;
    await tx
      .delete(permissionClusterPermissions)
      .where(and(keepCluster, inArray(permissionClusterPermissions.clusterId, tx.select({ id: permissionClusters.id }).from(permissionClusters).where(eq(permissionClusters.companyId, companyId)))));
  }
}

export async function updateMemberCompany(ctx: ApiContext, auth: AuthContext, rawId: string, payload: MemberCompanyPatchPayload, meta: SessionMeta): Promise<MemberCompany> {
  const current = await loadMemberCompany(ctx, rawId);
  const now = ctx.now();
  const row = await ctx.db.db.transaction(async (tx) => {
    const locked = await findPartnerCompany(tx, current.id, true);
    if (!locked) throw forbidden();
    if (locked.version !== payload.version) throw new ApiError("RECORD_CONFLICT");
    const changes = masterData(payload);
    if (payload.allowed_permissions !== undefined) changes.allowedPermissions = normaliseAllowed(locked.relation as PartnerRelation, payload.allowed_permissions);
    const changed = Object.keys(changes).filter((k) => JSON.stringify(changes[k as keyof CompanyRow]) !== JSON.stringify(locked[k as keyof CompanyRow]));
    if (!changed.length) return locked;
    const [updated] = await tx
      .update(companies)
      .set({ ...changes, version: locked.version + 1 })
      .where(eq(companies.id, locked.id))
      .returning();
    if (changes.allowedPermissions) await withdrawDisallowed(tx, [locked.id], () => changes.allowedPermissions!);
    await writeAudit(tx, { action: "company_changed", ...staffEvent(auth, meta, locked.id), detail: changed.join(", ") }, now);
    return updated!;
  });
  const counts = await accountCounts(ctx.db.db, [row.id]);
  return toMemberCompany(row, counts.get(row.id) ?? 0);
}

/** Ends every running session of the company's accounts (one statement). */
async function endCompanySessions(db: Db | Tx, companyId: number, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: "company_suspended" })
    .where(and(isNull(authSessions.revokedAt), inArray(authSessions.userId, db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)))));
}

/** Suspends (every session ends, no account signs in) or reactivates the company; the reason goes into the audit trail. */
export async function setMemberCompanyStatus(ctx: ApiContext, auth: AuthContext, rawId: string, status: CompanyStatus, reason: string, meta: SessionMeta): Promise<MemberCompany> {
  const current = await loadMemberCompany(ctx, rawId);
  const now = ctx.now();
  const row = await ctx.db.db.transaction(async (tx) => {
    const locked = (await findPartnerCompany(tx, current.id, true))!;
    if ((locked.suspendedAt ? "suspended" : "active") === status) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. The company is already ${status}.`);
    const [updated] = await tx
      .update(companies)
      .set({ suspendedAt: status === "suspended" ? now : null, version: locked.version + 1 })
      .where(eq(companies.id, locked.id))
      .returning();
    if (status === "suspended") await endCompanySessions(tx, locked.id, now);
    await writeAudit(tx, { action: status === "suspended" ? "company_suspended" : "company_reactivated", ...staffEvent(auth, meta, locked.id), detail: reason }, now);
    return updated!;
  });
  const counts = await accountCounts(ctx.db.db, [row.id]);
  return toMemberCompany(row, counts.get(row.id) ?? 0);
}

/** The first manager's permissions: account management and whatever else the company is allowed. */
export const firstManagerPermissions = (company: Pick<CompanyRow, "relation" | "allowedPermissions">): PagePermission[] => {
  const allowed = allowedPermissionsOf(company);
  return allowed.includes("ACCOUNTMANAGEMENT") ? [...allowed] : ["ACCOUNTMANAGEMENT", ...allowed];
};

/** A company that has accounts gets its further ones from its own account management. */
export const hasAccounts = () => new ApiError("INVALID_PAYLOAD", "Invalid payload. The company already has accounts.", {}, { reason: "HAS_ACCOUNTS" });

export async function inviteFirstAccount(ctx: ApiContext, auth: AuthContext, rawId: string, payload: FirstAccountPayload, meta: SessionMeta): Promise<{ id: string; email: string }> {
  const base = assertLinkAllowed(ctx, payload.invite_url);
  const company = await loadMemberCompany(ctx, rawId);
  if (await findUserByEmail(ctx.db.db, payload.email)) throw emailTaken();
  const now = ctx.now();
  try {
    const row: UserRow = await ctx.db.db.transaction(async (tx) => {
      // one first manager per company, also when two staff members invite at once
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`first-account:${company.id}`}))`);
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, company.id)).limit(1);
      if (existing) throw hasAccounts();
      const [created] = await tx
        .insert(users)
        // the first manager starts in the inviting staff member's language, like the mail (decision 0987)
        .values(await invitedUser(auth, { email: payload.email, firstName: payload.first_name, lastName: payload.last_name, companyId: company.id }))
        .returning();
      await tx.insert(userPermissions).values(firstManagerPermissions(company).map((identifier) => ({ userId: created!.id, identifier })));
      const event: AuditEvent = { action: "account_created", ...staffEvent(auth, meta, company.id), targetId: created!.id, detail: "first account manager" };
      await writeAudit(tx, event, now);
      await mailInvitation(ctx, company, created!, base, tx);
      return created!;
    });
    return { id: row.id, email: row.email };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
