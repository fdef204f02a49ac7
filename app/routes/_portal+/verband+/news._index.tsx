/**
 * /verband/news: every news item of the association for the Redaktion (issue 39, decision 0954),
 * paged, searchable by title or teaser and filtered by status; a title opens the item.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NEWS_STATUSES } from "#contract/news-audience";
import { guardedLoad } from "~/.server/content";
import { enumParam, pageParam, textParam } from "~/.server/query";
import { buttonClass } from "~/components/ui/button";
import { countCaption, StaffList } from "~/components/staff/staff-list";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerAssociationNews } from "~/locales/de/association-news";

registerAssociationNews();

const PAGE_SIZE = 50;

export const meta: MetaFunction = () => [{ title: `${t("association.nav.news")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = textParam(url, "suche");
  const status = enumParam(url, "status", NEWS_STATUSES);
  const page = pageParam(url);
  const { data } = await guardedLoad(request, context, "editorialNews", () =>
    context.upstream.call("editorialNewsList", { query: { search: search || undefined, status, page, limit: PAGE_SIZE } }),
  );
  return {
    search,
    status: status ?? "",
    page,
    limit: PAGE_SIZE,
    total: data.total,
    capped: data.capped,
    items: data.items.map((n) => ({
      id: n.id,
      title: n.title,
      status: n.status,
      when: n.status === "planned" && n.publish_at ? formatDateTime(n.publish_at) : n.status === "published" || n.status === "unpublished" ? formatDateTime(n.published_on) : "",
      userTypes: n.user_types,
    })),
  };
}

export default function EditorialNews() {
  const { search, status, page, limit, total, capped, items } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <StaffList
      title={t("association.nav.news")}
      intro={t("associationNews.intro")}
      actions={
        <Link to="/verband/news/neu" className={buttonClass("primary")}>
          {t("associationNews.create")}
        </Link>
      }
      filters={{
        selects: [{ name: "status", label: t("associationNews.statusFilter"), value: status, allLabel: t("associationNews.allStatuses"), options: NEWS_STATUSES.map((s) => ({ value: s, label: t(`associationNews.status.${s}`) })) }],
        search: { name: "suche", label: t("associationNews.searchHint"), value: search },
      }}
      paging={{ page, total, limit, capped }}
      table={{
        caption: countCaption("associationNews.total", { total, capped }),
        rows: items,
        rowKey: (n) => String(n.id),
        empty: t("associationNews.empty"),
        columns: [
          {
            key: "title",
            header: t("associationNews.columns.title"),
            cell: (n) => (
              <Link to={`/verband/news/${n.id}`} className="font-medium text-brand-700 underline">
                {n.title}
              </Link>
            ),
          },
          { key: "status", header: t("associationNews.columns.status"), cell: (n) => t(`associationNews.status.${n.status}`) },
          { key: "when", header: t("associationNews.columns.published"), cell: (n) => n.when, className: "whitespace-nowrap" },
          { key: "audience", header: t("associationNews.columns.audience"), cell: (n) => n.userTypes.map((u) => t(`associationNews.userTypes.${u}`)).join(", ") },
        ],
      }}
    />
  );
}
