/** Initial values of the permission-cluster form; zod-free, because the screen loads it. */
import type { PermissionCluster } from "#contract/permission-clusters";

export function clusterDefaults(cluster: PermissionCluster | null) {
  return {
    version: cluster?.version,
    name: cluster?.name ?? "",
    permissions: cluster?.permissions ?? [],
    members: cluster?.members.map((m) => m.id) ?? [],
  };
}
