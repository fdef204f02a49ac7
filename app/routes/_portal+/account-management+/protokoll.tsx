/** /Account-Management/protokoll: the company's audit log (who, on behalf of whom, when, from where). */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BackLinkTitle } from "~/components/content/page-title";
import { useTranslation } from "~/i18n";
import { DataTable } from "~/components/ui/data-table";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerAccountScreens } from "~/locales/de/account-screens";
import { auditPersonLabel } from "~/lib/audit-person";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.management.auditHeading")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "accountManagement");
  const entries = await context.upstream.call("auditLog");
  return {
    company: user.company.name,
    entries: entries.map((e) => ({
      id: e.id,
      when: formatDateTime(e.created_at),
      action: t(`account.auditActions.${e.action}`),
      actor: e.actor?.name ?? null,
      onBehalfOf: e.on_behalf_of?.name ?? null,
      target: auditPersonLabel(e.target),
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
      <BackLinkTitle backTo="/account-management" backLabel={t("account.management.back")}>
        {t("account.management.auditHeading")}
      </BackLinkTitle>
      <p className="mt-2 text-slate-700">{t("account.management.auditIntro", { company })}</p>
      <DataTable
        className="mt-6"
        caption={t("account.management.auditHeading")}
        rows={entries}
        rowKey={(e) => e.id}
        empty={t("account.management.auditEmpty")}
        columns={[
          { key: "when", header: t("account.management.auditWhen"), cell: (e) => e.when, className: "whitespace-nowrap" },
          { key: "action", header: t("account.management.auditAction"), cell: (e) => e.action },
          {
            key: "actor",
            header: t("account.management.auditActor"),
            cell: (e) => (
              <>
                {e.actor ?? nobody}
                {e.onBehalfOf ? <span className="block text-slate-600">{t("account.management.auditOnBehalf", { name: e.onBehalfOf })}</span> : null}
              </>
            ),
          },
          { key: "target", header: t("account.management.auditTarget"), cell: (e) => e.target ?? nobody },
          { key: "ip", header: t("account.management.auditFrom"), cell: (e) => e.ip ?? nobody },
        ]}
      />
    </div>
  );
}
