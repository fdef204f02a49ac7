/**
 * /Permission-Cluster-Management/{id}: create ("add") or edit a permission cluster — name,
 * permissions from extranet/all-portal-permissions, members from the company's accounts. The save
 * carries the loaded version; a stale one is refused and the form keeps what was typed.
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { failedSaveReply, idParam, invalidReply, loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { History } from "~/components/editing/history";
import { ChoiceGroup } from "~/components/form/choice-fields";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EditFormActions, EditHeader, FormAlert } from "~/components/form/form-alert";
import { TextField } from "~/components/form/text-field";
import { t } from "~/i18n";
import { clusterDefaults } from "~/lib/form-values/permission-cluster";
import { clusterFormSchema, clusterPayload, type ClusterForm } from "~/lib/schemas/permission-cluster";
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
    id ? loadOrForbidden(() => up.permissionCluster(id)) : null,
    id ? loadOrForbidden(() => up.activity("permission_cluster", id)) : [],
    loadOrForbidden(() => up.call("grantablePermissions")).then((items) => items.map((i) => i.identifier)),
    loadOrForbidden(() => up.call("accounts")),
  ]);
  return { cluster, history, permissions, accounts: accounts.map((a) => ({ id: a.id, name: `${displayNameOf(a)} (${a.email})` })) };
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
      const created = await context.upstream.createPermissionCluster(clusterPayload(submission.value, null));
      return redirectWithToast(context, `/permission-cluster-management/${created.id}`, { kind: "success", message: t("masterdata.saved") });
    }
    const loaded = await loadOrForbidden(() => context.upstream.permissionCluster(id));
    await context.upstream.updatePermissionCluster(id, clusterPayload(submission.value, loaded));
  } catch (error) {
    if (isUpstreamError(error) && error.code === "RECORD_NOT_UNIQUE") {
      return failedSaveReply(submission, error, t("masterdata.clusters.nameTaken"), { name: [t("masterdata.clusters.nameTaken")] });
    }
    return failedSaveReply(submission, error, t("masterdata.clusterSaveFailed"));
  }
  return redirectWithToast(context, `/permission-cluster-management/${id}`, { kind: "success", message: t("masterdata.saved") });
}

export default function PermissionClusterEdit() {
  const { cluster, history, permissions, accounts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { form, fields, saving, reloadHref } = useEditForm<ClusterForm>({ kind: "permission-cluster", record: cluster, defaultValue: clusterDefaults(cluster), required: ["name"] });
  return (
    <div className="mx-auto max-w-4xl">
      <EditHeader
        backTo="/permission-cluster-management"
        title={cluster ? `${t("masterdata.clusters.editTitle")}: ${cluster.name}` : t("masterdata.clusters.createTitle")}
      />
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
        <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
        <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} />
        <div className="space-y-6 rounded-lg bg-white p-4 shadow-sm">
          <TextField meta={fields.name} label={t("masterdata.clusters.name")} autoComplete="off" />
          <div>
            <ChoiceGroup
              meta={fields.permissions}
              legend={t("masterdata.clusters.permissions")}
              type="checkbox"
              options={permissions.map((p) => ({ value: p, label: t(`account.permissionLabels.${p}`) }))}
            />
            <p className="mt-1 text-sm text-slate-600">{t("masterdata.clusters.permissionsHint")}</p>
          </div>
          <div>
            {accounts.length ? (
              <ChoiceGroup meta={fields.members} legend={t("masterdata.clusters.members")} type="checkbox" options={accounts.map((a) => ({ value: a.id, label: a.name }))} />
            ) : (
              <p>{t("masterdata.clusters.noAccounts")}</p>
            )}
            <p className="mt-1 text-sm text-slate-600">{t("masterdata.clusters.membersHint")}</p>
          </div>
        </div>
        <EditFormActions cancelTo="/permission-cluster-management" saving={saving} />
      </Form>
      {cluster ? <History entries={history} /> : null}
    </div>
  );
}
