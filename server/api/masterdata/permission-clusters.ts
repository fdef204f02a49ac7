/**
 * Permission clusters (spec §7 "Accounts and permissions"): the editable clusters of the caller's
 * supplier company, created and updated with permissions from the grantable list and members
 * from the company's accounts. Non-editable clusters, other companies' clusters, unknown and
 * malformed ids all answer FORBIDDEN; updates carry the loaded version and are audited. The scope
 * and the permissions' and members' junctions are the description's (binding.ts).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { EditableCluster, PermissionCluster, PermissionClusterPayload } from "../contract/permission-clusters";
import { displayNameOf } from "../contract/user";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { permissionClusterMembers, permissionClusterPermissions, permissionClusters, users } from "../db/schema";
import { isUniqueViolation } from "../db/violations";
import { grantableFor } from "../accounts/service";
import { recordActivity } from "../editing/audit";
import { assertCurrentVersion } from "../editing/conflict";
import { ApiError, forbidden } from "../http/errors";
import { permissionClusterEntity } from "../contract/entities/permission-clusters";
import { bindEntity, checkHooks, hookFieldsOf, lockInScope, recordScopeOf, scopeOf, writeHooks } from "./binding";
import { selectColumnsOf, toColumns } from "./entity-columns";

const GERMAN = new Intl.Collator("de");
const byName = <T extends { name: string }>(a: T, b: T) => GERMAN.compare(a.name, b.name);

type Payload = Partial<PermissionClusterPayload>;

/**
 * The company's editable clusters (the scope, narrowed), and their junctions (the description's
 * hooks), each replaced as a whole: permissions outside the grantable list and members outside
 * the company are FORBIDDEN, like guessed ids.
 */
export const permissionClusterBinding = bindEntity(permissionClusterEntity, {
  table: permissionClusters,
  narrow: eq(permissionClusters.editable, true),
  hooks: {
    permissions: {
      load: async (db, auth, ids) => {
        const rows = await db.select().from(permissionClusterPermissions).where(inArray(permissionClusterPermissions.clusterId, ids));
        const order = grantableFor(auth);
        return (id) => {
          const held = new Set(rows.filter((p) => p.clusterId === id).map((p) => p.identifier));
          return { permissions: order.filter((p) => held.has(p)) };
        };
      },
      check: (_db, auth, p: Payload) => {
        const grantable = grantableFor(auth);
        if (p.permissions?.some((x) => !grantable.includes(x))) throw forbidden();
      },
      write: async (tx, clusterId, p: Payload) => {
        if (!p.permissions) return;
        await tx.delete(permissionClusterPermissions).where(eq(permissionClusterPermissions.clusterId, clusterId));
        const unique = [...new Set(p.permissions)];
        if (unique.length) await tx.insert(permissionClusterPermissions).values(unique.map((identifier) => ({ clusterId, identifier })));
      },
    },
    members: {
      load: async (db, _auth, ids) => {
        const rows = await db
          .select({ clusterId: permissionClusterMembers.clusterId, id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(permissionClusterMembers)
          .innerJoin(users, eq(users.id, permissionClusterMembers.userId))
          .where(inArray(permissionClusterMembers.clusterId, ids))
          .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
        return (id) => ({
          members: rows.filter((m) => m.clusterId === id).map((m) => ({ id: m.id, email: m.email, name: displayNameOf({ first_name: m.firstName, last_name: m.lastName, email: m.email }) })),
        });
      },
      check: async (db, auth, p: Payload) => {
        const members = [...new Set(p.members ?? [])];
        if (!members.length) return;
        const found = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.companyId, auth.company.id), inArray(users.id, members)));
        if (found.length !== members.length) throw forbidden();
      },
      write: async (tx, clusterId, p: Payload) => {
        if (!p.members) return;
        await tx.delete(permissionClusterMembers).where(eq(permissionClusterMembers.clusterId, clusterId));
        const unique = [...new Set(p.members)];
        if (unique.length) await tx.insert(permissionClusterMembers).values(unique.map((userId) => ({ clusterId, userId })));
      },
    },
  },
});

/** GET extranet/editable-permission-clusters */
export async function listEditableClusters(db: Db, auth: AuthContext): Promise<EditableCluster[]> {
  const rows = await db.select({ id: permissionClusters.id, name: permissionClusters.name }).from(permissionClusters).where(scopeOf(permissionClusterBinding, auth.company.id));
  return rows.sort(byName);
}

async function loadClusters(db: Db, auth: AuthContext, id?: number): Promise<PermissionCluster[]> {
  const rows = (await db
    .select(selectColumnsOf(permissionClusterEntity, permissionClusters))
    .from(permissionClusters)
    .where(id === undefined ? scopeOf(permissionClusterBinding, auth.company.id) : recordScopeOf(permissionClusterBinding, auth.company.id, id))) as unknown as { id: number; name: string; version: number }[];
  const hooked = await hookFieldsOf(permissionClusterBinding, db, auth, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, ...(hooked(r.id) as Pick<PermissionCluster, "permissions" | "members">) })).sort(byName);
}

/** GET items/permission_cluster: the editable clusters of the caller's company, sorted by name. */
export const listClusters = (db: Db, auth: AuthContext) => loadClusters(db, auth);

export async function findCluster(db: Db, auth: AuthContext, id: number): Promise<PermissionCluster | undefined> {
  return (await loadClusters(db, auth, id))[0];
}

const nameTaken = () => new ApiError("RECORD_NOT_UNIQUE", 'Value for field "name" in collection "permission_cluster" has to be unique.');

/** Runs a write, turning a duplicate cluster name of the company into RECORD_NOT_UNIQUE. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const delta = ({ version: _version, ...rest }: PermissionClusterPayload) => rest;

export async function createCluster(ctx: ApiContext, auth: AuthContext, p: PermissionClusterPayload): Promise<PermissionCluster> {
  if (!p.name) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. name: Required.");
  const db = ctx.db.db;
  await checkHooks(permissionClusterBinding, db, auth, p);
  const id = await uniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(permissionClusters)
        .values({ ...toColumns(permissionClusterEntity, p), name: p.name!, companyId: auth.company.id, editable: true })
        .returning({ id: permissionClusters.id });
      await writeHooks(permissionClusterBinding, tx, row!.id, p);
      await recordActivity(tx, auth, ctx.now(), { action: "create", collection: "permission_cluster", item: row!.id, delta: delta(p) });
      return row!.id;
    }),
  );
  return (await findCluster(db, auth, id))!;
}

export async function updateCluster(ctx: ApiContext, auth: AuthContext, id: number, p: PermissionClusterPayload): Promise<PermissionCluster> {
  const db = ctx.db.db;
  await uniqueName(() =>
    db.transaction(async (tx) => {
      const current = await lockInScope(tx, permissionClusterBinding, auth.company.id, id);
      if (!current) throw forbidden();
      assertCurrentVersion(current.version, p.version);
      await checkHooks(permissionClusterBinding, tx, auth, p);
      await tx
        .update(permissionClusters)
        .set({ ...toColumns(permissionClusterEntity, p), version: current.version + 1 })
        .where(eq(permissionClusters.id, id));
      await writeHooks(permissionClusterBinding, tx, id, p);
      await recordActivity(tx, auth, ctx.now(), { action: "update", collection: "permission_cluster", item: id, delta: delta(p) });
    }),
  );
  return (await findCluster(db, auth, id))!;
}
