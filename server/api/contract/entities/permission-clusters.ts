/**
 * Permission cluster (spec §3, §7 "Accounts and permissions"; decisions 0304, 0527): a named
 * bundle of page permissions of a supplier company and the company's accounts it applies to.
 * Permissions come from the grantable list, members from the company's accounts (the API checks
 * both); lists are replaced as a whole. Names are unique per company.
 */
import { z } from "zod";
import { PAGE_PERMISSIONS } from "../permissions";
import { defineEntity, field, TOO_LONG } from "../describe";

export const clusterMemberSchema = z.object({ id: z.string().uuid(), name: z.string(), email: z.string() });
export type ClusterMember = z.infer<typeof clusterMemberSchema>;

export const CLUSTER_NAME_MAX = 100;

export const permissionClusterEntity = defineEntity({
  name: "permission_cluster",
  scope: "company",
  /** the junctions, each replaced as a whole: permissions from the grantable list, members from the company's accounts */
  hooks: { permissions: { fields: ["permissions"] }, members: { fields: ["members"] } },
  labels: { one: "descriptions.permissionCluster.one", many: "descriptions.permissionCluster.many" },
  sections: { cluster: "" },
  fields: {
    name: field.text("descriptions.permissionCluster.name", { max: CLUSTER_NAME_MAX, required: "descriptions.permissionCluster.nameRequired", tooLong: TOO_LONG, section: "cluster", autoComplete: "off" }),
    /** in the order of PAGE_PERMISSIONS */
    permissions: field.choices("descriptions.permissionCluster.permissions", {
      section: "cluster",
      hint: "descriptions.permissionCluster.permissionsHint",
      column: false,
      item: z.enum(PAGE_PERMISSIONS),
      max: PAGE_PERMISSIONS.length,
      answer: z.array(z.enum(PAGE_PERMISSIONS)),
    }),
    /** account ids of the caller's company; answered sorted by name */
    members: field.choices("descriptions.permissionCluster.members", {
      section: "cluster",
      hint: "descriptions.permissionCluster.membersHint",
      empty: "descriptions.permissionCluster.membersEmpty",
      column: false,
      item: z.string().uuid(),
      max: 1000,
      answer: z.array(clusterMemberSchema),
    }),
  },
  list: { columns: ["name", "permissions", "members"], export: ["name", "permissions", "members"] },
  versionRequired: false,
});
