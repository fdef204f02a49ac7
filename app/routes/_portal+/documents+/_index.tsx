/** /documents: fuzzy name search (spec §5), filters by brand, type, SAM tag, class and validity, paginated. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { DOCUMENT_CLASSES, DOCUMENT_VALIDITIES } from "#contract/values";
import { guardedLoad } from "~/.server/content";
import { enumParam, intParam, pageParam, textParam } from "~/.server/query";
import { DocumentList } from "~/components/content/document-list";
import { FilterBar } from "~/components/content/filter-bar";
import { PageTitle } from "~/components/content/page-title";
import { Pagination } from "~/components/content/pagination";
import { t } from "~/i18n";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction = () => [{ title: `${t("content.documents.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = {
    search: textParam(url, "search"),
    brand_name: textParam(url, "brand"),
    document_type: intParam(url, "type"),
    sam_tag: intParam(url, "tag"),
    class: enumParam(url, "class", DOCUMENT_CLASSES),
    validity: enumParam(url, "validity", DOCUMENT_VALIDITIES),
  };
  const { data } = await guardedLoad(request, context, "documents", () =>
    context.upstream.call("documentList", { query: { ...filters, page: pageParam(url), limit: 10 } }),
  );
  return { list: data, filters };
}

export default function Documents() {
  const { list, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("content.documents.title")} />
      <FilterBar
        search={[
          { name: "search", label: t("content.documents.search"), value: filters.search },
          { name: "brand", label: t("content.documents.brand"), value: filters.brand_name },
        ]}
        selects={[
          { name: "type", label: t("content.documents.type"), value: String(filters.document_type ?? ""), options: list.document_types.map((d) => ({ value: String(d.id), label: d.title })) },
          { name: "tag", label: t("content.documents.tag"), value: String(filters.sam_tag ?? ""), options: list.sam_tags.map((s) => ({ value: String(s.id), label: s.name })) },
          { name: "class", label: t("content.documents.class"), value: filters.class ?? "", options: DOCUMENT_CLASSES.map((c) => ({ value: c, label: c })) },
          { name: "validity", label: t("content.documents.validity"), value: filters.validity ?? "", options: DOCUMENT_VALIDITIES.map((v) => ({ value: v, label: t(`content.documents.validities.${v}`) })) },
        ]}
      />
      <p className="mb-3 text-sm text-slate-600">{t("content.list.results", { count: list.total })}</p>
      <DocumentList documents={list.items} />
      <Pagination page={list.page} total={list.total} limit={list.limit} />
    </div>
  );
}
