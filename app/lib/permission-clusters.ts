/** How a permission cluster reads in the list and in its CSV export (the same text in both). */
import type { PermissionCluster } from "#contract/permission-clusters";
import { t } from "~/i18n";
import { registerMasterdata } from "~/locales/de/masterdata";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

registerMasterdata();

export function clusterPermissionsText(c: Pick<PermissionCluster, "permissions">): string {
  return c.permissions.map((p) => t(`account.permissionLabels.${p}`)).join(", ") || t("masterdata.clusters.none");
}

export function clusterMembersText(c: Pick<PermissionCluster, "members">): string {
  return c.members.map((m) => m.name).join(", ") || t("masterdata.clusters.none");
}
