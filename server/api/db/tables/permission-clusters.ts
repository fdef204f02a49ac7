import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PAGE_PERMISSIONS, type PagePermission } from "../../values/permissions";
import { companies } from "./companies";
import { inList, timestamps } from "./columns";
import { users } from "./users";

/**
 * A named bundle of page permissions that a supplier assigns to accounts of its company
 * (Permission-Cluster-Management). Only clusters marked editable are offered for editing.
 */
export const permissionClusters = pgTable(
  "permission_clusters",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    editable: boolean("editable").notNull().default(true),
    /** optimistic concurrency (editing machinery): bumped by every update */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("permission_clusters_company_id_idx").on(t.companyId),
    uniqueIndex("permission_clusters_company_name_idx").on(t.companyId, t.name),
  ],
);

export const permissionClusterPermissions = pgTable(
  "permission_cluster_permissions",
  {
    clusterId: integer("cluster_id")
      .notNull()
      .references(() => permissionClusters.id, { onDelete: "cascade" }),
    identifier: text("identifier").$type<PagePermission>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clusterId, t.identifier] }),
    check("permission_cluster_permissions_identifier_check", inList(t.identifier, PAGE_PERMISSIONS)),
  ],
);

export const permissionClusterMembers = pgTable(
  "permission_cluster_members",
  {
    clusterId: integer("cluster_id")
      .notNull()
      .references(() => permissionClusters.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.clusterId, t.userId] }), index("permission_cluster_members_user_id_idx").on(t.userId)],
);
