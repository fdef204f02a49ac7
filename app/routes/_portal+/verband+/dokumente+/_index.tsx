/**
 * /verband/dokumente: the association's own documents for the Redaktion (issue 39, decision 0958),
 * paged, searchable, filtered by category and state (valid, upcoming, expired, archived), with the
 * link to upload a new one and to each document; the CSV export of the filtered list (export[.]csv.tsx).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ASSOCIATION_DOCUMENT_STATES } from "#contract/document-audience";
import { guardedLoad } from "~/.server/content";
import { associationDocumentFiltersOf, associationDocumentQueryOf } from "~/.server/association-documents";
import { audienceText, validityText } from "~/components/association-documents/parts";
import { buttonClass } from "~/components/ui/button";
import { StaffList } from "~/components/staff/staff-list";
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
  return (
    <StaffList
      title={t("associationDocuments.title")}
      intro={t("associationDocuments.intro")}
      actions={
        <Link to="/verband/dokumente/neu" className={buttonClass("primary")}>
          {t("associationDocuments.upload")}
        </Link>
      }
      filters={{
        search: { name: "suche", label: t("associationDocuments.searchHint"), value: filters.search },
        selects: [
          { name: "kategorie", label: t("associationDocuments.category"), value: filters.category ? String(filters.category) : "", allLabel: t("associationDocuments.allCategories"), options: categories.map((c) => ({ value: String(c.id), label: c.title })) },
          { name: "stand", label: t("associationDocuments.state"), value: filters.state ?? "", allLabel: t("associationDocuments.states.all"), options: ASSOCIATION_DOCUMENT_STATES.map((s) => ({ value: s, label: t(`associationDocuments.states.${s}`) })) },
        ],
      }}
      paging={{ page, total, limit }}
      table={{
        caption: t("associationDocuments.total", { count: total }),
        csv: { href: `/verband/dokumente/export.csv${search}`, label: t("associationDocuments.export") },
        rows: documents,
        rowKey: (d) => d.id,
        empty: t("associationDocuments.empty"),
        columns: [
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
        ],
      }}
    />
  );
}
