/**
 * /Account-Management/{id}: one account of the company: page permissions, activate or deactivate
 * (deactivation confirmed by a second form, `?bestaetigen=deaktivieren`, spec §4 Account).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { parseWithZod } from "@conform-to/zod";
import { useTranslation } from "~/i18n";
import { displayNameOf } from "#contract/display-name";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { PermissionCheckboxes } from "~/components/form/permission-checkboxes";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";
import { formatDate, formatDateTime } from "~/lib/format";
import { accountChangeSchema } from "~/lib/schemas/account";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.management.pageTitle")} – ${t("portal.title")}` }];

const CONFIRM = "deaktivieren";

/** 403 for other companies' and unknown ids: the API answers FORBIDDEN, the portal passes it on. */
async function loadAccount(context: LoaderFunctionArgs["context"], id: string) {
  try {
    return await context.upstream.call("account", { params: { id } });
  } catch (error) {
    if (isUpstreamError(error) && error.status === 403) throw new Response(t("errors.forbidden"), { status: 403 });
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "accountManagement");
  const [account, grantable] = await Promise.all([loadAccount(context, params.id ?? ""), context.upstream.call("grantablePermissions").then((items) => items.map((i) => i.identifier))]);
  return {
    account: { ...account, name: displayNameOf(account), since: formatDate(account.end_date), lastLogin: account.last_login_at ? formatDateTime(account.last_login_at) : null },
    own: account.id === user.id,
    grantable,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireRoute(request, context, "accountManagement");
  const id = params.id ?? "";
  const here = `/account-management/${id}`;
  const submission = parseWithZod(await request.formData(), { schema: accountChangeSchema });
  if (submission.status !== "success") return redirectWithToast(context, here, { kind: "error", message: t("account.saveFailed") });
  const account = await loadAccount(context, id);
  const name = displayNameOf(account);
  const value = submission.value;
  try {
    if (value.intent === "permissions") {
      await context.upstream.call("accountUpdate", { params: { id }, body: { permissions: value.permissions } });
      return redirectWithToast(context, here, { kind: "success", message: t("account.saved") });
    }
    await context.upstream.call("accountUpdate", { params: { id }, body: { status: value.intent === "activate" ? "active" : "suspended" } });
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    return redirectWithToast(context, here, { kind: "error", message: t("account.saveFailed") });
  }
  const message = value.intent === "activate" ? t("account.management.activated", { name }) : t("account.management.deactivated", { name });
  return redirectWithToast(context, here, { kind: "success", message });
}

export default function AccountDetail() {
  const { account, own, grantable } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const confirming = params.get("bestaetigen") === CONFIRM && account.status === "active" && !own;
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link to="/account-management" className="text-sm text-brand-700 underline">
          {t("account.management.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-slate-900">{t("account.management.detailHeading", { name: account.name })}</h1>
        <p className="mt-1 text-slate-700">{account.email}</p>
        <p className="mt-1 text-sm text-slate-600">{account.lastLogin ? t("account.management.lastLogin", { date: account.lastLogin }) : t("account.management.neverLoggedIn")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("account.tfa.detail", { state: account.tfa_enabled ? t("account.tfa.columnOn") : t("account.tfa.columnOff") })}</p>
      </div>

      <section aria-labelledby="status-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="status-heading" className="text-lg font-semibold">
          {t("account.management.statusHeading")}
        </h2>
        <p className="mt-2">
          {account.status === "active" ? t("account.management.statusIsActive") : t("account.management.statusIsSuspended", { date: account.since })}
        </p>
        {own ? (
          <p className="mt-2 text-sm text-slate-600">{t("account.management.ownAccount")}</p>
        ) : account.status === "suspended" ? (
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="activate" className={buttonClass("primary")}>
              {t("account.management.activate")}
            </button>
          </Form>
        ) : confirming ? (
          <Form method="post" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4" role="alertdialog" aria-labelledby="confirm-text">
            <p id="confirm-text" className="text-red-900">
              {t("account.management.confirmDeactivate", { name: account.name })}
            </p>
            <div className="mt-3 flex gap-3">
              <button type="submit" name="intent" value="deactivate" className={buttonClass("primary", "md", "bg-red-700 hover:bg-red-800")}>
                {t("account.management.confirmDeactivateSubmit")}
              </button>
              <Link to={`/account-management/${account.id}`} replace className={buttonClass("secondary")}>
                {t("account.management.cancel")}
              </Link>
            </div>
          </Form>
        ) : (
          <Link to={`?bestaetigen=${CONFIRM}`} replace className={buttonClass("secondary", "md", "mt-4")}>
            {t("account.management.deactivate")}
          </Link>
        )}
      </section>

      <section aria-labelledby="permissions-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="permissions-heading" className="text-lg font-semibold">
          {t("account.management.permissionsLegend")}
        </h2>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="permissions" />
          <PermissionCheckboxes idPrefix="edit" grantable={grantable} checked={account.permissions} legend={t("account.management.permissions")} />
          <button type="submit" className={buttonClass("primary")}>
            {t("account.management.savePermissions")}
          </button>
        </Form>
      </section>
    </div>
  );
}
