/**
 * Permission clusters (spec §3, §7 "Accounts and permissions"): a named bundle of page
 * permissions of a supplier company and the company's accounts it applies to. Answer and payload
 * are derived from the description (entities/permission-clusters.ts).
 */
import { z } from "zod";
import { answerSchemaOf, payloadSchemaOf } from "./describe";
import { permissionClusterEntity } from "./entities/permission-clusters";

export { CLUSTER_NAME_MAX, clusterMemberSchema, type ClusterMember } from "./entities/permission-clusters";

/** GET items/permission_cluster(/{id}) */
export const permissionClusterSchema = answerSchemaOf(permissionClusterEntity);
export type PermissionCluster = z.infer<typeof permissionClusterSchema>;

/** GET extranet/editable-permission-clusters: what the caller may edit (drives the menu entry). */
export const editableClusterSchema = z.object({ id: z.number().int(), name: z.string() });
export type EditableCluster = z.infer<typeof editableClusterSchema>;

/** POST / PATCH items/permission_cluster; the version the editor loaded is required on PATCH (checked by the service). */
export const permissionClusterPayloadSchema = payloadSchemaOf(permissionClusterEntity, "update");
export type PermissionClusterPayload = z.infer<typeof permissionClusterPayloadSchema>;
