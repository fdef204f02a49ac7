/**
 * /Permission-Cluster-Management (supplier with editable clusters): the clusters the user may
 * edit (GET items/permission_cluster, sorted by name) with their permissions and members, a CSV
 * export of exactly that list and the way to create one.
 */
import { entityScreen } from "~/.server/entity-screen";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { t } from "~/i18n";
import { clusterMembersText, clusterPermissionsText } from "~/lib/permission-clusters";
import type { ReactNode } from "react";
import type { PermissionCluster } from "#contract/permission-clusters";
import { permissionClusterEntity } from "#contract/entities/permission-clusters";
import { registerMasterdata } from "~/locales/de/masterdata";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

registerMasterdata();

export const meta: MetaFunction = () => [{ title: `${t("masterdata.clusters.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "permissionClusters");
  return { clusters: await loadOrForbidden(() => context.upstream.call("permissionClusters", { query: { sort: "name" } })), columns: entityScreen(permissionClusterEntity).columns };
}

export default function PermissionClusterManagement() {
  const { clusters, columns } = useLoaderData<typeof loader>();
  // The description's list columns (decision 0527), each cell as the cluster reads (the same text as the export).
  const cells: Record<string, (c: PermissionCluster) => ReactNode> = {
    name: (c) => (
      <Link to={`/permission-cluster-management/${c.id}`} className="font-medium text-brand-700 underline" aria-label={t("masterdata.clusters.editLabel", { name: c.name })}>
        {c.name}
      </Link>
    ),
    permissions: clusterPermissionsText,
    members: clusterMembersText,
  };
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t("masterdata.clusters.pageTitle")}</h1>
        <Link to="/permission-cluster-management/add" className={buttonClass("primary")}>
          {t("masterdata.clusters.add")}
        </Link>
      </div>
      <p className="mt-1 text-slate-600">{t("masterdata.clusters.intro")}</p>
      <DataTable
        className="mt-6"
        caption={t("masterdata.clusters.pageTitle")}
        rows={clusters}
        rowKey={(c) => c.id}
        empty={t("masterdata.clusters.empty")}
        csv={{ href: "/permission-cluster-management/export.csv", label: t("masterdata.exportCsv") }}
        columns={columns.map((f) => ({ key: f.name, header: f.label, cell: cells[f.name]! }))}
      />
    </div>
  );
}
