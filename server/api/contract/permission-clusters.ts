/**
 * Permission clusters (spec §3, §7 "Accounts and permissions"): a named bundle of page
 * permissions of a supplier company and the company's accounts it applies to.
 */
import { z } from "zod";
import { rowVersion } from "./ids";
import { PAGE_PERMISSIONS } from "./permissions";

export const clusterMemberSchema = z.object({ id: z.string().uuid(), name: z.string(), email: z.string() });
export type ClusterMember = z.infer<typeof clusterMemberSchema>;

/** GET items/permission_cluster(/{id}) */
export const permissionClusterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** in the order of PAGE_PERMISSIONS */
  permissions: z.array(z.enum(PAGE_PERMISSIONS)),
  /** sorted by name */
  members: z.array(clusterMemberSchema),
  version: z.number().int(),
});
export type PermissionCluster = z.infer<typeof permissionClusterSchema>;

/** GET extranet/editable-permission-clusters: what the caller may edit (drives the menu entry). */
export const editableClusterSchema = z.object({ id: z.number().int(), name: z.string() });
export type EditableCluster = z.infer<typeof editableClusterSchema>;

export const CLUSTER_NAME_MAX = 100;

/** POST / PATCH items/permission_cluster; the version the editor loaded is required on PATCH. */
export const permissionClusterPayloadSchema = z
  .object({
    name: z.string().trim().min(1).max(CLUSTER_NAME_MAX).optional(),
    permissions: z.array(z.enum(PAGE_PERMISSIONS)).max(PAGE_PERMISSIONS.length).optional(),
    /** account ids of the caller's company */
    members: z.array(z.string().uuid()).max(1000).optional(),
    version: rowVersion.optional(),
  })
  .strict();
export type PermissionClusterPayload = z.infer<typeof permissionClusterPayloadSchema>;
