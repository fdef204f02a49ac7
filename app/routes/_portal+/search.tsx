/**
 * /search?q=…&area=…: the header search without JavaScript. The server runs the same matcher
 * (app/lib/search/matcher.ts) over the same index the browser would use.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { requireSearcher, searchOnServer, searchQueryOf } from "~/.server/search";
import { PageTitle } from "~/components/content/page-title";
import { SearchFields, SearchResults } from "~/components/search/search-ui";
import { t } from "~/i18n";
import { scopeOf } from "~/lib/search/matcher";

export const meta: MetaFunction = () => [{ title: `${t("content.search.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { q, area: rawArea } = searchQueryOf(url);
  const areas = await requireSearcher(request, context);
  const { results } = await searchOnServer(request, context, q, rawArea ?? null);
  return { q, area: scopeOf(rawArea, areas), areas, results };
}

export default function SearchPage() {
  const { q, area, areas, results } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle title={t("content.search.title")} intro={t("content.search.intro")} />
      <Form method="get" role="search" aria-label={t("content.search.title")} className="mb-6 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm" key={`${q}|${area}`}>
        <SearchFields id="page-search" q={q} area={area} areas={areas} />
      </Form>
      <section aria-labelledby="search-results-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="search-results-title" className="mb-3 text-lg font-semibold">
          {q.trim() ? t("content.search.resultsFor", { q }) : t("content.search.title")}
        </h2>
        <SearchResults q={q} results={results} />
      </section>
    </div>
  );
}
