/**
 * /Permission-Cluster-Management/{id}: create ("add") or edit a permission cluster — name,
 * permissions from extranet/all-portal-permissions, members from the company's accounts. The save
 * carries the loaded version; a stale one is refused and the form keeps what was typed.
 */
import { entityScreen } from "~/.server/entity-screen";
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { failedSaveReply, idParam, invalidReply, loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { History } from "~/components/editing/history";
import { EntityFields, requiredFields } from "~/components/form/entity-fields";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EditFormActions, EditHeader, FormAlert } from "~/components/form/form-alert";
import { t } from "~/i18n";
import { clusterFormSchema, clusterPayload } from "~/lib/schemas/permission-cluster";
import { entityDefaultsOf } from "#contract/describe";
import { permissionClusterEntity } from "#contract/entities/permission-clusters";
import { displayNameOf } from "#contract/display-name";
import { registerMasterdata } from "~/locales/de/masterdata";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

registerMasterdata();

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.cluster ? t("masterdata.clusters.editTitle") : t("masterdata.clusters.createTitle")} – ${t("portal.title")}` },
];

/** Spec §4 upsert rule: the id 'add' creates, any other id updates. */
const isNew = (id: string | undefined) => id === "add";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "permissionClusters");
  const up = context.upstream;
  const id = isNew(params.id) ? null : idParam(params.id);
  const [cluster, history, permissions, accounts] = await Promise.all([
    id ? loadOrForbidden(() => up.call("permissionCluster", { params: { id: id } })) : null,
    id ? loadOrForbidden(() => up.call("activity", { query: { collection: "permission_cluster", item: String(id) } })) : [],
    loadOrForbidden(() => up.call("grantablePermissions")).then((items) => items.map((i) => i.identifier)),
    loadOrForbidden(() => up.call("accounts")),
  ]);
  return {
    cluster,
    history,
    screen: entityScreen(permissionClusterEntity),
    defaults: entityDefaultsOf(permissionClusterEntity, cluster),
    choices: {
      permissions: permissions.map((p) => ({ value: p, label: t(`account.permissionLabels.${p}`) })),
      members: accounts.map((a) => ({ value: a.id, label: `${displayNameOf(a)} (${a.email})` })),
    },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "permissionClusters");
  const submission = parseWithZod(await request.formData(), { schema: clusterFormSchema });
  if (submission.status !== "success") {
    return invalidReply(submission);
  }
  const id = isNew(params.id) ? null : idParam(params.id);
  try {
    if (id === null) {
      const created = await context.upstream.call("permissionClusterCreate", { body: clusterPayload(submission.value, null) });
      return redirectWithToast(context, `/permission-cluster-management/${created.id}`, { kind: "success", message: t("masterdata.saved") });
    }
    const loaded = await loadOrForbidden(() => context.upstream.call("permissionCluster", { params: { id: id } }));
    await context.upstream.call("permissionClusterUpdate", { params: { id: id }, body: clusterPayload(submission.value, loaded) });
  } catch (error) {
    if (isUpstreamError(error) && error.code === "RECORD_NOT_UNIQUE") {
      return failedSaveReply(submission, error, t("masterdata.clusters.nameTaken"), { name: [t("masterdata.clusters.nameTaken")] });
    }
    return failedSaveReply(submission, error, t("masterdata.clusterSaveFailed"));
  }
  return redirectWithToast(context, `/permission-cluster-management/${id}`, { kind: "success", message: t("masterdata.saved") });
}

export default function PermissionClusterEdit() {
  const { cluster, history, screen, defaults, choices } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { form, fields, saving, reloadHref } = useEditForm<Record<string, unknown>>({ kind: "permission-cluster", record: cluster, defaultValue: defaults, required: requiredFields(screen, !cluster) });
  return (
    <div className="mx-auto max-w-4xl">
      <EditHeader
        backTo="/permission-cluster-management"
        title={cluster ? `${t("masterdata.clusters.editTitle")}: ${cluster.name}` : t("masterdata.clusters.createTitle")}
      />
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
        <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
        <input {...getInputProps(fields.version!, { type: "hidden" })} key={fields.version!.key} />
        <EntityFields screen={screen} fields={fields} choices={choices} isNew={!cluster} />
        <EditFormActions cancelTo="/permission-cluster-management" saving={saving} />
      </Form>
      {cluster ? <History entries={history} /> : null}
    </div>
  );
}
