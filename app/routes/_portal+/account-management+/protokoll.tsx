/** /Account-Management/protokoll: the company's audit log (who, on behalf of whom, when, from where). */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { formatDateTime } from "~/lib/format";

export const meta: MetaFunction = () => [{ title: `${t("account.management.auditHeading")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "accountManagement");
  const entries = await context.upstream.auditLog();
  return {
    company: user.company.name,
    entries: entries.map((e) => ({
      id: e.id,
      when: formatDateTime(e.created_at),
      action: t(`account.auditActions.${e.action}`),
      actor: e.actor?.name ?? null,
      onBehalfOf: e.on_behalf_of?.name ?? null,
      target: e.target ? `${e.target.name} (${e.target.email})` : null,
      ip: e.ip,
    })),
  };
}

export default function AuditLog() {
  const { company, entries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const nobody = t("account.management.auditNobody");
  return (
    <div className="mx-auto max-w-6xl">
      <Link to="/account-management" className="text-sm text-brand-700 underline">
        {t("account.management.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">{t("account.management.auditHeading")}</h1>
      <p className="mt-2 text-slate-700">{t("account.management.auditIntro", { company })}</p>
      {entries.length === 0 ? (
        <p className="mt-6">{t("account.management.auditEmpty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="p-3">{t("account.management.auditWhen")}</th>
                <th scope="col" className="p-3">{t("account.management.auditAction")}</th>
                <th scope="col" className="p-3">{t("account.management.auditActor")}</th>
                <th scope="col" className="p-3">{t("account.management.auditTarget")}</th>
                <th scope="col" className="p-3">{t("account.management.auditFrom")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100">
                  <td className="whitespace-nowrap p-3">{e.when}</td>
                  <td className="p-3">{e.action}</td>
                  <td className="p-3">
                    {e.actor ?? nobody}
                    {e.onBehalfOf ? <span className="block text-slate-600">{t("account.management.auditOnBehalf", { name: e.onBehalfOf })}</span> : null}
                  </td>
                  <td className="p-3">{e.target ?? nobody}</td>
                  <td className="p-3">{e.ip ?? nobody}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
