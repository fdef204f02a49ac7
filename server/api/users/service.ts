/** Reading users in the shapes of contract/user.ts. */
import { and, asc, eq, inArray } from "drizzle-orm";
import { PAGE_PERMISSIONS, type PagePermission } from "../contract/permissions";
import type { CompanyRef, SubUser, User } from "../contract/user";
import type { AuthContext } from "../auth/sessions";
import type { Db } from "../db/client";
import { companies, userPermissions, users, userSubUsers, type CompanyRow, type UserRow } from "../db/schema";

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export function companyRef(company: Pick<CompanyRow, "id" | "name" | "relation">): CompanyRef {
  return { id: company.id, name: company.name, relation: company.relation };
}

const subUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  company: { id: companies.id, name: companies.name, relation: companies.relation },
};

type SubUserRecord = { id: string; firstName: string | null; lastName: string | null; email: string; company: CompanyRef };

function toSubUser(row: SubUserRecord): SubUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    company: companyRef(row.company),
  };
}

/** The sub-accounts of a parent account, with their companies, ordered by name. */
export async function listSubUsers(db: Db, parentUserId: string): Promise<SubUser[]> {
  const rows = await db
    .select(subUserColumns)
    .from(userSubUsers)
    .innerJoin(users, eq(users.id, userSubUsers.childUserId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(userSubUsers.parentUserId, parentUserId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  return rows.map(toSubUser);
}

/** One user in the sub_user shape, if it is among `allowedIds`. */
export async function findUserSummary(db: Db, id: string, allowedIds: readonly string[]): Promise<SubUser | undefined> {
  const [row] = await db
    .select(subUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), inArray(users.id, [...allowedIds])))
    .limit(1);
  return row ? toSubUser(row) : undefined;
}

export async function listPermissions(db: Db, userId: string): Promise<PagePermission[]> {
  const rows = await db
    .select({ identifier: userPermissions.identifier })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  const held = new Set(rows.map((r) => r.identifier));
  // Stable, documented order (spec §6) rather than insertion order.
  return PAGE_PERMISSIONS.filter((p) => held.has(p));
}

/** GET /extranet/users/me: the signed-in user as contract/user.ts `userSchema` describes it. */
export async function loadMe(db: Db, auth: AuthContext): Promise<User> {
  const { user, company } = auth;
  const permissions = [...auth.permissions];
  const subUsers = await listSubUsers(db, user.id);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    avatar: user.avatar,
    company: companyRef(company),
    pagePermissions: permissions.map((identifier) => ({ identifier })),
    account_type: user.accountType,
    sub_user: subUsers,
    portal_settings: {
      readNews: user.portalSettings.readNews ?? [],
      importantNews: user.portalSettings.importantNews ?? [],
      ...(user.portalSettings.dashboard ? { dashboard: user.portalSettings.dashboard } : {}),
      ...(user.portalSettings.notificationsSeenAt ? { notificationsSeenAt: user.portalSettings.notificationsSeenAt } : {}),
    },
    favorite_brands: user.favoriteBrands,
    accepted_agb: user.acceptedAgb?.toISOString() ?? null,
    staff_roles: user.staffRoles,
    tfa_enabled: user.tfaSecret !== null,
    tfa_required: company.tfaRequired,
    tfa_setup_required: user.tfaSetupRequired,
    language: user.language,
  };
}
