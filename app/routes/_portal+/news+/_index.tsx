/** /News (spec §2): category ('Alle' by default) and brand filter, read / important, paginated. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { flagParam, intParam, pageParam, textParam } from "~/.server/query";
import { requireRoute } from "~/.server/guards";
import { toggleImportant } from "~/.server/preferences";
import { FilterBar } from "~/components/content/filter-bar";
import { ImportantButton } from "~/components/content/important-button";
import { NewsList } from "~/components/content/news-list";
import { PageTitle } from "~/components/content/page-title";
import { Pagination } from "~/components/content/pagination";
import { t } from "~/i18n";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction = () => [{ title: `${t("content.news.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // "ungelesen" / "wichtig" are yes-only checkboxes: unchecked means no filter, not "read" / "not important".
  const filters = {
    title: textParam(url, "q"),
    news_group: intParam(url, "category"),
    brand_name: textParam(url, "brand"),
    read: flagParam(url, "unread") ? ("false" as const) : undefined,
    important: flagParam(url, "important") ? ("true" as const) : undefined,
  };
  const { data } = await guardedLoad(request, context, "news", () =>
    context.upstream.call("newsList", { query: { ...filters, page: pageParam(url), limit: 10 } }),
  );
  return { list: data, filters };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRoute(request, context, "news");
  return toggleImportant(request, context, user, await request.formData());
}

export default function NewsIndex() {
  const { list, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("content.news.title")} />
      <FilterBar
        search={[
          { name: "q", label: t("content.news.search"), value: filters.title },
          { name: "brand", label: t("content.news.brand"), value: filters.brand_name },
        ]}
        checks={[
          { name: "unread", label: t("content.news.unread"), checked: filters.read === "false" },
          { name: "important", label: t("content.news.important"), checked: filters.important === "true" },
        ]}
        selects={[{ name: "category", label: t("content.news.category"), value: String(filters.news_group ?? ""), options: list.groups.map((g) => ({ value: String(g.id), label: g.title })) }]}
      />
      <p className="mb-3 text-sm text-slate-600">{t("content.list.results", { count: list.total })}</p>
      <NewsList news={list.items} actions={(item) => <ImportantButton newsId={item.id} title={item.title} isImportant={item.isImportant} />} />
      <Pagination page={list.page} total={list.total} limit={list.limit} />
    </div>
  );
}
