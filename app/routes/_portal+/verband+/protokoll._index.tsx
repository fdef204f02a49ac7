/**
 * /verband/protokoll: the audit trail of every company for the association (Partnerverwaltung and
 * Administration, issue 39, decision 0952): filters in the URL (company, user, action, period),
 * paged on the server, exported as CSV with the same filters.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { AUDIT_ACTIONS } from "#contract/account";
import { SUPPORT_PAGE_SIZE } from "#contract/support";
import { auditFiltersOf, loadAuditView } from "~/.server/audit-view";
import { guardedLoad } from "~/.server/content";
import { pageParam } from "~/.server/query";
import { countCaption, StaffList } from "~/components/staff/staff-list";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerAccountScreens } from "~/locales/de/account-screens";
import { registerSupport } from "~/locales/de/support";
import { auditPersonLabel } from "~/lib/audit-person";
import { wordsOf } from "~/lib/text-key";

registerSupport();
registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("association.nav.audit")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = auditFiltersOf(url);
  const page = pageParam(url);
  const { data } = await guardedLoad(request, context, "auditTrail", () => loadAuditView(context, filters, page, SUPPORT_PAGE_SIZE));
  return {
    filters,
    page,
    limit: SUPPORT_PAGE_SIZE,
    total: data.total,
    capped: data.capped,
    periodInvalid: Boolean(filters.from && filters.to && filters.to < filters.from),
    actions: AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`account.auditActions.${a}`) })),
    entries: data.items.map((e) => ({
      id: e.id,
      when: formatDateTime(e.created_at),
      action: t(`account.auditActions.${e.action}`),
      company: e.company?.name ?? null,
      actor: auditPersonLabel(e.actor),
      onBehalfOf: e.on_behalf_of?.name ?? null,
      target: auditPersonLabel(e.target),
      // an entry the API wrote as a text key (the company import's counts) in the user's words
      detail: e.detail === null ? null : wordsOf(e.detail),
      ip: e.ip,
    })),
  };
}

export default function AuditTrail() {
  const { filters, page, limit, total, capped, periodInvalid, actions, entries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { search } = useLocation();
  const nobody = t("support.audit.nobody");
  const dateField = "mt-1 block h-control rounded-md border border-slate-300 bg-white px-3";
  return (
    <StaffList
      wide
      title={t("association.nav.audit")}
      intro={t("support.audit.intro")}
      filters={{
        search: [
          { name: "company", label: t("support.audit.companyHint"), value: filters.company },
          { name: "user", label: t("support.audit.userHint"), value: filters.user },
        ],
        selects: [{ name: "action", label: t("support.audit.action"), value: filters.action ?? "", options: actions, allLabel: t("support.audit.allActions") }],
        children: (["from", "to"] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-800">
              {t(`support.audit.${name}`)}
            </label>
            <input id={`filter-${name}`} type="date" name={name} defaultValue={filters[name] ?? ""} className={dateField} />
          </div>
        )),
      }}
      notes={
        periodInvalid ? (
          <p role="alert" className="mb-4 font-medium text-red-800">
            {t("support.audit.periodInvalid")}
          </p>
        ) : null
      }
      paging={{ page, total, limit, capped }}
      table={{
        caption: countCaption("support.audit.total", { total, capped }),
        csv: { href: `/verband/protokoll/export.csv${search}`, label: t("support.audit.export") },
        rows: entries,
        rowKey: (e) => e.id,
        empty: t("support.audit.empty"),
        columns: [
          { key: "when", header: t("support.audit.when"), cell: (e) => e.when, className: "whitespace-nowrap" },
          { key: "action", header: t("support.audit.action"), cell: (e) => e.action },
          { key: "company", header: t("support.audit.company"), cell: (e) => e.company ?? nobody },
          {
            key: "actor",
            header: t("support.audit.actor"),
            cell: (e) => (
              <>
                {e.actor ?? nobody}
                {e.onBehalfOf ? <span className="block text-slate-600">{t("support.audit.onBehalf", { name: e.onBehalfOf })}</span> : null}
              </>
            ),
          },
          { key: "target", header: t("support.audit.target"), cell: (e) => e.target ?? nobody },
          { key: "detail", header: t("support.audit.detail"), cell: (e) => e.detail ?? nobody },
          { key: "ip", header: t("support.audit.from_"), cell: (e) => e.ip ?? nobody },
        ],
      }}
    />
  );
}
