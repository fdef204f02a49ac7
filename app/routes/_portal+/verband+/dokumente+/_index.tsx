/**
 * /verband/dokumente: the association's own documents for the Redaktion (issue 39, decision 0958),
 * paged, searchable, filtered by category and state (valid, upcoming, expired, archived), with the
 * link to upload a new one and to each document; the CSV export of the filtered list (export[.]csv.tsx).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { ASSOCIATION_DOCUMENT_STATES } from "#contract/document-audience";
import { guardedLoad } from "~/.server/content";
import { associationDocumentFiltersOf, associationDocumentQueryOf } from "~/.server/association-documents";
import { Pagination } from "~/components/content/pagination";
import { audienceText, validityText } from "~/components/association-documents/parts";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { formatDate } from "~/lib/format";
import { registerAssociationDocuments } from "~/locales/de/association-documents";
import { registerContent } from "~/locales/de/content";

registerAssociationDocuments();
registerContent();

export const meta: MetaFunction = () => [{ title: `${t("associationDocuments.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = associationDocumentFiltersOf(url);
  const { data: list } = await guardedLoad(request, context, "associationDocuments", () =>
    context.upstream.call("associationDocuments", { query: associationDocumentQueryOf(filters, filters.page) }),
  );
  return {
    filters,
    categories: list.document_types,
    total: list.total,
    page: list.page,
    limit: list.limit,
    documents: list.items.map((d) => ({
      id: d.id,
      name: d.name,
      category: d.document_type?.name ?? "",
      class: d.class,
      audience: audienceText(d.audience_user_types, d.audience_permissions),
      validity: validityText(d.valid_from, d.valid_to),
      published: formatDate(d.uploaded_on),
      version: d.version,
      archived: d.archived_on !== null,
    })),
  };
}

export default function AssociationDocuments() {
  const { filters, categories, documents, total, page, limit } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation();
  const filtered = Boolean(filters.search || filters.category || filters.state);
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t("associationDocuments.title")}</h1>
          <p className="mt-2 text-slate-700">{t("associationDocuments.intro")}</p>
        </div>
        <Link to="/verband/dokumente/neu" className={buttonClass("primary")}>
          {t("associationDocuments.upload")}
        </Link>
      </div>

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="documents-search" className="block text-sm font-medium text-slate-800">
            {t("associationDocuments.search")}
          </label>
          <input id="documents-search" type="search" name="suche" defaultValue={filters.search} placeholder={t("associationDocuments.searchHint")} className="mt-1 block h-control w-64 rounded-md border border-slate-300 px-3" />
        </div>
        <div>
          <label htmlFor="documents-category" className="block text-sm font-medium text-slate-800">
            {t("associationDocuments.category")}
          </label>
          <select id="documents-category" name="kategorie" defaultValue={filters.category ?? ""} className="mt-1 block h-control rounded-md border border-slate-300 px-3">
            <option value="">{t("associationDocuments.allCategories")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="documents-state" className="block text-sm font-medium text-slate-800">
            {t("associationDocuments.state")}
          </label>
          <select id="documents-state" name="stand" defaultValue={filters.state ?? ""} className="mt-1 block h-control rounded-md border border-slate-300 px-3">
            <option value="">{t("associationDocuments.states.all")}</option>
            {ASSOCIATION_DOCUMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`associationDocuments.states.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("associationDocuments.filter")}
        </button>
        {filtered ? (
          <Link to="/verband/dokumente" className="text-sm text-brand-600 underline">
            {t("associationDocuments.reset")}
          </Link>
        ) : null}
      </Form>

      <DataTable
        className="mt-4"
        caption={t("associationDocuments.total", { count: total })}
        csv={{ href: `/verband/dokumente/export.csv${search}`, label: t("associationDocuments.export") }}
        rows={documents}
        rowKey={(d) => d.id}
        empty={t("associationDocuments.empty")}
        columns={[
          {
            key: "name",
            header: t("associationDocuments.name"),
            className: "font-medium",
            cell: (d) => (
              <>
                <Link to={`/verband/dokumente/${d.id}`} className="text-brand-700 underline" aria-label={t("associationDocuments.editLabel", { name: d.name })}>
                  {d.name}
                </Link>
                {d.archived ? <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs text-slate-700">{t("associationDocuments.archivedBadge")}</span> : null}
              </>
            ),
          },
          { key: "category", header: t("associationDocuments.category"), cell: (d) => d.category },
          { key: "class", header: t("associationDocuments.class"), cell: (d) => t(`associationDocuments.classes.${d.class}`) },
          { key: "audience", header: t("associationDocuments.audience"), cell: (d) => d.audience },
          { key: "validity", header: t("associationDocuments.validity"), cell: (d) => d.validity },
          { key: "published", header: t("associationDocuments.published"), cell: (d) => `${d.published} · ${t("associationDocuments.version", { version: d.version })}` },
        ]}
      />
      <Pagination page={page} total={total} limit={limit} />
    </div>
  );
}
