/**
 * The association's staff administration (issue 39, decision 0951): the staff of the caller's own
 * company (relation VB), invited with roles through the account invitation link, re-roled,
 * suspended and reactivated. The last active administrator can neither lose the role nor be
 * suspended, or nobody could administrate the staff any more.
 */
import { and, arrayContains, asc, count, eq, gt, ilike, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { GRANTABLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from "../contract/permissions";
import type { StaffInvitePayload, StaffList, StaffListQuery, StaffMember, StaffPatchPayload } from "../contract/staff";
import { revokeUserSessions, type AuthContext, type SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { DbOrTx } from "../jobs/queue";
import { containsPattern } from "../db/like";
import { isUniqueViolation } from "../db/violations";
import { notErased, userPermissions, users, type UserRow } from "../db/schema";
import { ApiError, forbidden } from "../http/errors";
import { isSuspended } from "../users/account-status";
import { findUserByEmail } from "../users/service";
import { writeAudit } from "../accounts/audit";
import { assertLinkAllowed } from "../accounts/passwords";
import { actorFields, emailTaken, invitedUser, mailInvitation } from "../accounts/service";

/** The refusal that would leave the association without an active administrator. */
export const lastAdministrator = () =>
  new ApiError("INVALID_PAYLOAD", "Invalid payload. The last active administrator keeps the role and stays active.", {}, { reason: "LAST_ADMINISTRATOR" });

const ordered = (roles: readonly StaffRole[]): StaffRole[] => STAFF_ROLES.filter((r) => roles.includes(r));

function toMember(row: UserRow, now: Date): StaffMember {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    roles: ordered(row.staffRoles),
    status: isSuspended(row, now) ? "suspended" : "active",
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    version: row.updatedAt.toISOString(),
  };
}

/** One page of the caller's staff, by name, with the count of all that match. */
export async function listStaff(ctx: ApiContext, auth: AuthContext, query: StaffListQuery): Promise<StaffList> {
  const conditions: SQL[] = [eq(users.companyId, auth.company.id), notErased];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.db.select({ n: count() }).from(users).where(where),
  ]);
  const now = ctx.now();
  return { items: rows.map((r) => toMember(r, now)), total: total?.n ?? 0 };
}

async function findStaffRow(db: DbOrTx, auth: AuthContext, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.companyId, auth.company.id), notErased)).limit(1);
  return row;
}

export async function findStaffMember(ctx: ApiContext, auth: AuthContext, id: string): Promise<StaffMember | undefined> {
  const row = await findStaffRow(ctx.db.db, auth, id);
  return row && toMember(row, ctx.now());
}

/** Creates the account in the caller's company with its roles and the staff's reading permissions, and mails the invitation. */
export async function inviteStaff(ctx: ApiContext, auth: AuthContext, payload: StaffInvitePayload, meta: SessionMeta): Promise<StaffMember> {
  const base = assertLinkAllowed(ctx, payload.invite_url);
  if (await findUserByEmail(ctx.db.db, payload.email)) throw emailTaken();
  const now = ctx.now();
  try {
    const row = await ctx.db.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          ...(await invitedUser(auth, { email: payload.email, firstName: payload.first_name, lastName: payload.last_name, companyId: auth.company.id })),
          staffRoles: ordered(payload.roles),
        })
        .returning();
      await tx.insert(userPermissions).values(GRANTABLE_PERMISSIONS.VB.map((identifier) => ({ userId: created!.id, identifier })));
      await writeAudit(tx, { action: "account_created", targetId: created!.id, detail: ordered(payload.roles).join(", "), ...actorFields(auth, meta) }, now);
      await mailInvitation(ctx, auth.company, created!, base, tx);
      return created!;
    });
    return toMember(row, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Another active administrator of the company than `exceptId`. */
async function otherActiveAdministrator(db: DbOrTx, companyId: number, exceptId: string, now: Date): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        ne(users.id, exceptId),
        eq(users.status, "active"),
        or(isNull(users.endDate), gt(users.endDate, now)),
        arrayContains(users.staffRoles, ["ADMINISTRATION"]),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Roles and status of a staff member, against the loaded version. Serialised per company by an
 * advisory lock, so two administrators removing each other at once cannot both succeed.
 */
export async function updateStaff(ctx: ApiContext, auth: AuthContext, id: string, payload: StaffPatchPayload, meta: SessionMeta): Promise<StaffMember> {
  const now = ctx.now();
  const result = await ctx.db.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-admin:${auth.company.id}`}))`);
    const row = await findStaffRow(tx, auth, id);
    if (!row) throw forbidden();
    if (row.updatedAt.toISOString() !== payload.version) throw new ApiError("RECORD_CONFLICT");
    const wasActive = !isSuspended(row, now);
    const roles = payload.roles ? ordered(payload.roles) : ordered(row.staffRoles);
    const status = payload.status ?? (wasActive ? "active" : "suspended");
    const rolesChanged = roles.join() !== ordered(row.staffRoles).join();
    const statusChanged = status !== (wasActive ? "active" : "suspended");
    if (statusChanged && row.id === auth.user.id) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. You cannot change the status of your own account.");
    const wasAdministrator = wasActive && row.staffRoles.includes("ADMINISTRATION");
    const staysAdministrator = status === "active" && roles.includes("ADMINISTRATION");
    if (wasAdministrator && !staysAdministrator && !(await otherActiveAdministrator(tx, auth.company.id, row.id, now))) throw lastAdministrator();
    if (!rolesChanged && !statusChanged) return { row, statusChanged, rolesChanged };
    const [updated] = await tx
      .update(users)
      .set({ staffRoles: roles, ...(statusChanged ? { status, endDate: status === "suspended" ? now : null } : {}) })
      .where(eq(users.id, row.id))
      .returning();
    if (rolesChanged) await writeAudit(tx, { action: "staff_roles", targetId: row.id, detail: roles.join(", ") || "–", ...actorFields(auth, meta) }, now);
    if (statusChanged) await writeAudit(tx, { action: "account_status", targetId: row.id, detail: status, ...actorFields(auth, meta) }, now);
    return { row: updated!, statusChanged, rolesChanged };
  });
  // Roles are read with each request's session; a suspension also ends the sessions.
  if (result.statusChanged && result.row.status === "suspended") await revokeUserSessions(ctx, result.row.id, "suspended");
  return toMember(result.row, now);
}
