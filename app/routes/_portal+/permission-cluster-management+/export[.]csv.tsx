/** /permission-cluster-management/export.csv — the cluster list as the screen shows it (resource route). */
import { entityScreen } from "~/.server/entity-screen";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/.server/csv";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { clusterMembersText, clusterPermissionsText } from "~/lib/permission-clusters";
import { registerMasterdata } from "~/locales/de/masterdata";
import type { PermissionCluster } from "#contract/permission-clusters";
import { permissionClusterEntity } from "#contract/entities/permission-clusters";

registerMasterdata();

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "permissionClusters");
  const clusters = await loadOrForbidden(() => context.upstream.call("permissionClusters", { query: { sort: "name" } }));
  const values: Record<string, (c: PermissionCluster) => string> = { name: (c) => c.name, permissions: clusterPermissionsText, members: clusterMembersText };
  return csvResponse(
    "berechtigungscluster.csv",
    // The description's export columns (decision 0527), each as the list shows it.
    entityScreen(permissionClusterEntity).export.map((f) => ({ header: f.label, value: values[f.name]! })),
    clusters,
  );
}
