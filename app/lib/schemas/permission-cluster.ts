/**
 * The permission-cluster form (/Permission-Cluster-Management/{id}) and the payload of
 * items/permission_cluster, derived from the description (contract/entities/permission-clusters.ts).
 */
import type { z } from "zod";
import { entityFormSchemaOf } from "#contract/describe";
import { permissionClusterEntity } from "#contract/entities/permission-clusters";
import type { PermissionCluster, PermissionClusterPayload } from "#contract/permission-clusters";
import { entityPayload } from "../entities/payload";

export const clusterFormSchema = entityFormSchemaOf(permissionClusterEntity);
export type ClusterForm = z.infer<typeof clusterFormSchema>;

/** POST (loaded null) or PATCH body: lists are replaced as a whole, an emptied list is sent as []. */
export function clusterPayload(form: ClusterForm, loaded: PermissionCluster | null): PermissionClusterPayload {
  return entityPayload(permissionClusterEntity, form, loaded) as PermissionClusterPayload;
}
