/**
 * /verband/firmen: the association's member companies (Partnerverwaltung, issue 39, decision 0953),
 * paged, searchable by name, customer number or city and filtered by relation and status; links
 * to create one, to the CSV import and to each company.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { COMPANY_PAGE_SIZE, COMPANY_STATUSES } from "#contract/values";
import { PARTNER_RELATIONS } from "#contract/permissions";
import { guardedLoad } from "~/.server/content";
import { enumParam, pageParam, textParam } from "~/.server/query";
import { buttonClass } from "~/components/ui/button";
import { countCaption, StaffList } from "~/components/staff/staff-list";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { registerAssociationCompanies } from "~/locales/de/association-companies";

registerAssociationCompanies();

export const meta: MetaFunction = () => [{ title: `${t("association.nav.companies")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = textParam(url, "suche");
  const relation = enumParam(url, "beziehung", PARTNER_RELATIONS);
  const status = enumParam(url, "status", COMPANY_STATUSES);
  const page = pageParam(url);
  const { data } = await guardedLoad(request, context, "memberCompanies", () =>
    context.upstream.call("memberCompanies", { query: { search: search || undefined, relation, status, page, limit: COMPANY_PAGE_SIZE } }),
  );
  return {
    search,
    relation: relation ?? "",
    status: status ?? "",
    page,
    limit: COMPANY_PAGE_SIZE,
    total: data.total,
    capped: data.capped,
    companies: data.items.map((c) => ({ id: c.id, number: c.customer_number, name: c.name, relation: c.relation, city: c.city, status: c.status, accounts: c.accounts })),
  };
}

export default function MemberCompanies() {
  const { search, relation, status, page, limit, total, capped, companies } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <StaffList
      title={t("association.nav.companies")}
      intro={t("memberCompanies.list.intro")}
      actions={
        <div className="flex flex-wrap gap-3">
          <Link to="/verband/firmen/import" className={buttonClass("secondary")}>
            {t("memberCompanies.list.import")}
          </Link>
          <Link to="/verband/firmen/neu" className={buttonClass("primary")}>
            {t("memberCompanies.list.create")}
          </Link>
        </div>
      }
      filters={{
        selects: [
          { name: "beziehung", label: t("memberCompanies.list.relation"), value: relation, allLabel: t("memberCompanies.list.all"), options: PARTNER_RELATIONS.map((r) => ({ value: r, label: t(`memberCompanies.relations.${r}`) })) },
          { name: "status", label: t("memberCompanies.list.status"), value: status, allLabel: t("memberCompanies.list.all"), options: COMPANY_STATUSES.map((s) => ({ value: s, label: t(`memberCompanies.statuses.${s}`) })) },
        ],
        search: { name: "suche", label: t("memberCompanies.list.searchHint"), value: search },
      }}
      paging={{ page, total, limit, capped }}
      table={{
        caption: countCaption("memberCompanies.list.total", { total, capped }),
        rows: companies,
        rowKey: (c) => String(c.id),
        empty: t("memberCompanies.list.empty"),
        columns: [
          { key: "number", header: t("memberCompanies.list.customerNumber"), cell: (c) => c.number ?? t("memberCompanies.list.noNumber"), className: "whitespace-nowrap" },
          {
            key: "name",
            header: t("memberCompanies.list.name"),
            cell: (c) => (
              <Link to={`/verband/firmen/${c.id}`} className="font-medium text-brand-700 underline">
                {c.name}
              </Link>
            ),
          },
          { key: "relation", header: t("memberCompanies.list.relation"), cell: (c) => t(`memberCompanies.relations.${c.relation}`) },
          { key: "city", header: t("memberCompanies.list.city"), cell: (c) => c.city ?? "" },
          {
            key: "status",
            header: t("memberCompanies.list.status"),
            cell: (c) => (c.status === "suspended" ? <span className="rounded bg-red-100 px-2 py-0.5 text-red-900">{t("memberCompanies.statuses.suspended")}</span> : t("memberCompanies.statuses.active")),
          },
          { key: "accounts", header: t("memberCompanies.list.accounts"), cell: (c) => c.accounts },
        ],
      }}
    />
  );
}
