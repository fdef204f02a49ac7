/** /permission-cluster-management/export.csv — the cluster list as the screen shows it (resource route). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/.server/csv";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { clusterMembersText, clusterPermissionsText } from "~/lib/permission-clusters";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "permissionClusters");
  const clusters = await loadOrForbidden(() => context.upstream.call("permissionClusters", { query: { sort: "name" } }));
  return csvResponse(
    "berechtigungscluster.csv",
    [
      { header: t("masterdata.clusters.name"), value: (c) => c.name },
      { header: t("masterdata.clusters.permissions"), value: clusterPermissionsText },
      { header: t("masterdata.clusters.members"), value: clusterMembersText },
    ],
    clusters,
  );
}
