/**
 * /Document-Review: a supplier's documents for review with their status, or — for the
 * association's reviewers — the submitted documents of every supplier. Filters by status, brand
 * and document type (a GET form, so it works without JavaScript), paginated. The tab "Läuft bald
 * ab" lists the approved documents whose validity ends within 30 days, soonest first (issue 28).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import type { ReviewDocument, ReviewStatus } from "#contract/review";
import { REVIEW_STATUSES } from "#contract/values";
import { guardedLoad } from "~/.server/content";
import { enumParam, intParam, pageParam } from "~/.server/query";
import { FilterBar } from "~/components/content/filter-bar";
import { Pagination } from "~/components/content/pagination";
import { PageTitle } from "~/components/content/page-title";
import { StatusBadge } from "~/components/review/status-badge";
import { buttonClass } from "~/components/ui/button";
import { DataTable, type DataColumn } from "~/components/ui/data-table";
import { Icon } from "~/components/ui/icon";
import { t } from "~/i18n";
import { formatDate } from "~/lib/format";
import { registerReview } from "~/locales/de/review";

registerReview();

export const meta: MetaFunction = () => [{ title: `${t("content.review.title")} – ${t("portal.title")}` }];

/** The status filter: "eingereicht" stands for the three statuses the supplier sees as one. */
const STATUS_FILTER = ["draft", "submitted", "in_progress", "needs_feedback", "approved", "denied"] as const satisfies readonly (ReviewStatus | "submitted")[];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = {
    status: enumParam(url, "status", [...STATUS_FILTER, ...REVIEW_STATUSES]),
    brand: intParam(url, "brand"),
    document_type: intParam(url, "type"),
    expiring: enumParam(url, "expiring", ["true", "false"]) === "true",
  };
  const { expiring, ...rest } = filters;
  const query = { ...rest, ...(expiring ? { expiring: "true" as const, status: undefined } : {}), page: pageParam(url) };
  const { user, data } = await guardedLoad(request, context, "documentReview", () => context.upstream.call("reviewDocuments", { query }));
  return { list: data, filters, supplier: user.company.relation !== "HP" && !data.reviewer };
}

export default function DocumentReview() {
  const { list, filters, supplier } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns: DataColumn<ReviewDocument>[] = [
    {
      key: "name",
      header: t("content.review.name"),
      cell: (d) => (
        <>
          <Link to={`/document-review/${d.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {d.name}
          </Link>
          {d.version_of ? <span className="block text-xs text-slate-600">{t("content.review.versionOf")} „{d.version_of.name}“</span> : null}
        </>
      ),
    },
    ...(list.reviewer ? [{ key: "company", header: t("content.review.supplier"), cell: (d: ReviewDocument) => d.company.name }] : []),
    { key: "type", header: t("content.review.documentType"), cell: (d) => d.document_type?.title ?? "–" },
    { key: "brands", header: t("content.review.brands"), cell: (d) => d.responsibleBrands.map((b) => b.name).join(", ") },
    { key: "class", header: t("content.review.class"), cell: (d) => d.class },
    {
      key: "validity",
      header: `${t("content.review.validFrom")} – ${t("content.review.validTo")}`,
      className: "whitespace-nowrap",
      cell: (d) => `${formatDate(d.valid_from) || "–"} – ${formatDate(d.valid_to) || "–"}`,
    },
    { key: "uploaded", header: t("content.documents.uploadedOn"), className: "whitespace-nowrap", cell: (d) => formatDate(d.uploaded_on) },
    { key: "status", header: t("content.review.status"), cell: (d) => <StatusBadge status={d.status} reviewer={list.reviewer} /> },
  ];
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle
        title={list.reviewer ? t("content.review.queueTitle") : t("content.review.title")}
        intro={list.reviewer ? t("content.review.queueIntro") : t("content.review.intro")}
        actions={
          supplier ? (
            <Link to="/document-review/new" className={buttonClass("primary")}>
              <Icon name="document" className="h-4 w-4" />
              {t("content.review.upload")}
            </Link>
          ) : null
        }
      />
      <nav aria-label={t("content.review.title")} className="mb-4 flex gap-2">
        <Link to="/document-review" aria-current={filters.expiring ? undefined : "page"} className={buttonClass(filters.expiring ? "ghost" : "secondary")}>
          {t("content.review.allTab")}
        </Link>
        <Link to="/document-review?expiring=true" aria-current={filters.expiring ? "page" : undefined} className={buttonClass(filters.expiring ? "secondary" : "ghost")}>
          {t("content.review.expiringTab")}
        </Link>
      </nav>
      {filters.expiring ? <p className="mb-4 text-slate-700">{t("content.review.expiringIntro")}</p> : null}
      <FilterBar
        selects={[
          ...(filters.expiring
            ? []
            : [
                {
                  name: "status",
                  label: t("content.review.status"),
                  value: filters.status ?? "",
                  options: STATUS_FILTER.map((s) => ({ value: s, label: t(`content.review.statuses.${s}`) })),
                },
              ]),
          { name: "brand", label: t("content.review.brands"), value: String(filters.brand ?? ""), options: list.brands.map((b) => ({ value: String(b.id), label: b.name })) },
          {
            name: "type",
            label: t("content.review.documentType"),
            value: String(filters.document_type ?? ""),
            options: list.document_types.map((d) => ({ value: String(d.id), label: d.title })),
          },
        ]}
      >
        {filters.expiring ? <input type="hidden" name="expiring" value="true" /> : null}
      </FilterBar>
      <p className="mb-3 text-sm text-slate-600">{t("content.list.results", { count: list.total })}</p>
      <DataTable
        caption={filters.expiring ? t("content.review.expiringTab") : t("content.review.title")}
        columns={columns}
        rows={list.items}
        rowKey={(d) => d.id}
        empty={<p className="text-slate-600">{t("content.review.empty")}</p>}
      />
      <Pagination page={list.page} total={list.total} limit={list.limit} />
    </div>
  );
}
