/**
 * /Account-Management: the company's accounts with status, two-factor, search and links to detail
 * and creation; the company's two-factor requirement (decision 0551).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { displayNameOf } from "#contract/display-name";
import { textParam } from "~/.server/query";
import { requireRoute } from "~/.server/guards";
import { guardedLoad } from "~/.server/content";
import { saveFailure } from "~/.server/editing";
import { redirectWithToast } from "~/.server/toast";
import { CheckboxField } from "~/components/form/choice-fields";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { SectionCard } from "~/components/ui/section-card";
import { t } from "~/i18n";
import { formatDate } from "~/lib/format";
import { tfaRequirementSchema } from "~/lib/schemas/account";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.management.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = textParam(new URL(request.url), "suche");
  const {
    user,
    data: [accounts, policy],
  } = await guardedLoad(request, context, "accountManagement", () => Promise.all([context.upstream.call("accounts", { query: { search: search || undefined } }), context.upstream.call("tfaPolicy")]));
  return {
    company: user.company.name,
    tfaRequired: policy.tfa_required,
    search,
    accounts: accounts.map((a) => ({
      id: a.id,
      name: displayNameOf(a),
      email: a.email,
      status: a.status,
      since: formatDate(a.end_date),
      tfa: a.tfa_enabled,
      permissions: a.permissions.map((p) => t(`account.permissionLabels.${p}`)).join(", "),
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "accountManagement");
  const submission = parseWithZod(await request.formData(), { schema: tfaRequirementSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const required = submission.value.tfa_required === "on";
  try {
    await context.upstream.call("tfaPolicyUpdate", { body: { tfa_required: required } });
  } catch (error) {
    return redirectWithToast(context, "/account-management", { kind: "error", message: saveFailure(error, t("masterdata.saveFailed")).message });
  }
  return redirectWithToast(context, "/account-management", { kind: "success", message: t(required ? "account.tfa.requiredOn" : "account.tfa.requiredOff") });
}

/** The company's two-factor requirement: one checkbox, a plain form post. */
function TfaRequirementForm({ company, required }: { company: string; required: boolean }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof tfaRequirementSchema>>({
    id: "tfa-required",
    lastResult: useActionData<typeof action>()?.result,
    defaultValue: { tfa_required: required ? "on" : undefined },
  });
  return (
    <SectionCard id="tfa-required" heading={t("account.tfa.requiredHeading")} intro={t("account.tfa.requiredIntro")} className="mt-6">
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-wrap items-end gap-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="tfa-required" />
        <CheckboxField meta={fields.tfa_required} label={t("account.tfa.requiredLabel", { company })} />
        <button type="submit" className={buttonClass("secondary")}>
          {t("account.tfa.requiredSave")}
        </button>
      </Form>
    </SectionCard>
  );
}

export default function AccountManagement() {
  const { company, tfaRequired, search, accounts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t("account.management.pageTitle")}</h1>
          <p className="mt-2 text-slate-700">{t("account.management.intro", { company })}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/account-management/protokoll" className={buttonClass("secondary")}>
            {t("account.management.auditLink")}
          </Link>
          <Link to="/account-management/new" className={buttonClass("primary")}>
            {t("account.management.create")}
          </Link>
        </div>
      </div>

      <TfaRequirementForm key={String(tfaRequired)} company={company} required={tfaRequired} />

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="account-search" className="block text-sm font-medium text-slate-800">
            {t("account.management.search")}
          </label>
          <input
            id="account-search"
            type="search"
            name="suche"
            defaultValue={search}
            aria-describedby="account-search-hint"
            className="mt-1 block h-control w-72 rounded-md border border-slate-300 px-3"
          />
          <p id="account-search-hint" className="mt-1 text-sm text-slate-600">
            {t("account.management.searchHint")}
          </p>
        </div>
        <button type="submit" className={buttonClass("secondary", "md", "mb-6")}>
          {t("account.management.searchSubmit")}
        </button>
        {search ? (
          <Link to="/account-management" className="mb-6 text-sm text-brand-600 underline">
            {t("account.management.searchReset")}
          </Link>
        ) : null}
      </Form>

      <DataTable
        className="mt-4"
        caption={t("account.management.count", { count: accounts.length })}
        rows={accounts}
        rowKey={(a) => a.id}
        empty={t("account.management.empty")}
        columns={[
          { key: "name", header: t("account.management.name"), cell: (a) => a.name, className: "font-medium" },
          { key: "email", header: t("account.management.email"), cell: (a) => a.email },
          {
            key: "status",
            header: t("account.management.status"),
            cell: (a) =>
              a.status === "active" ? (
                <span className="rounded bg-green-100 px-2 py-0.5 text-green-900">{t("account.management.statusActive")}</span>
              ) : (
                <span className="rounded bg-slate-200 px-2 py-0.5 text-slate-900">{t("account.management.statusSuspended", { date: a.since })}</span>
              ),
          },
          { key: "tfa", header: t("account.tfa.sessionColumn"), cell: (a) => (a.tfa ? t("account.tfa.columnOn") : t("account.tfa.columnOff")) },
          { key: "permissions", header: t("account.management.permissions"), cell: (a) => a.permissions || t("account.management.noPermissions"), className: "text-slate-700" },
          {
            key: "details",
            header: <span className="sr-only">{t("account.management.details")}</span>,
            cell: (a) => (
              <Link to={`/account-management/${a.id}`} className="text-brand-700 underline" aria-label={t("account.management.detailsLabel", { name: a.name })}>
                {t("account.management.details")}
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
