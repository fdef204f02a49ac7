/**
 * The permission-cluster form (/Permission-Cluster-Management/{id}): name, permissions from the
 * grantable list, members from the company's accounts; the payload of items/permission_cluster.
 */
import { z } from "zod";
import { CLUSTER_NAME_MAX, type PermissionCluster, type PermissionClusterPayload } from "#contract/permission-clusters";
import { PAGE_PERMISSIONS } from "#contract/permissions";
import { t } from "~/i18n";
import { preparePayload } from "../editing/payload";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export const clusterFormSchema = z.object({
  version: z.coerce.number().int().optional(),
  name: z
    .string({ required_error: t("masterdata.clusters.nameRequired") })
    .trim()
    .min(1, t("masterdata.clusters.nameRequired"))
    .max(CLUSTER_NAME_MAX, t("masterdata.contacts.tooLong")),
  permissions: z.array(z.enum(PAGE_PERMISSIONS)).max(PAGE_PERMISSIONS.length).default([]),
  members: z.array(z.string().uuid()).max(1000).default([]),
});
export type ClusterForm = z.infer<typeof clusterFormSchema>;


/** POST (loaded null) or PATCH body: lists are replaced as a whole, an emptied list is sent as []. */
export function clusterPayload(form: ClusterForm, loaded: PermissionCluster | null): PermissionClusterPayload {
  const { version, ...fields } = form;
  const payload = preparePayload(fields, loaded ? { loaded: { name: loaded.name, permissions: loaded.permissions, members: loaded.members.map((m) => m.id) } } : {});
  return (loaded ? { ...payload, version } : payload) as PermissionClusterPayload;
}
