/**
 * Company scope of a caller and the "load scoped or FORBIDDEN" helper every collection uses:
 * an id that is malformed, unknown or outside the caller's scope all get the same 403, so
 * nothing about other companies' records can be probed.
 */
import { eq } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { Db } from "../db/client";
import { users, userSubUsers } from "../db/schema";
import { forbidden } from "./errors";

export interface AccessScope {
  /** the caller and its sub-accounts */
  userIds: string[];
  /** the caller's company and those of its sub-accounts */
  companyIds: number[];
}

export async function accessScope(db: Db, auth: AuthContext): Promise<AccessScope> {
  const children = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(userSubUsers)
    .innerJoin(users, eq(users.id, userSubUsers.childUserId))
    .where(eq(userSubUsers.parentUserId, auth.user.id));
  return {
    userIds: [auth.user.id, ...children.map((c) => c.id)],
    companyIds: [...new Set([auth.company.id, ...children.map((c) => c.companyId)])],
  };
}

/** Path-id parsers: undefined for anything malformed. */
export const parseId = {
  integer(raw: string): number | undefined {
    if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined;
    const n = Number(raw);
    return n <= 2_147_483_647 ? n : undefined;
  },
  uuid(raw: string): string | undefined {
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw) ? raw.toLowerCase() : undefined;
  },
};

/**
 * Parses `rawId` and loads the record through `load`, which must apply the caller's scope in its
 * query. A parse failure or a missing record throws FORBIDDEN.
 */
export async function loadScopedOrForbidden<Id, T>(
  rawId: string,
  parse: (raw: string) => Id | undefined,
  load: (id: Id) => Promise<T | undefined>,
): Promise<T> {
  const id = parse(rawId);
  if (id === undefined) throw forbidden();
  const record = await load(id);
  if (record === undefined) throw forbidden();
  return record;
}
