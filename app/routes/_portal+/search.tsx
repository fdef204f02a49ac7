/**
 * /search?q=…&area=…&page=…: the full search (issue 30, decision 0561), a GET form that works
 * without JavaScript. The header's search box leads here without JavaScript, and its drawer's
 * "Alle Ergebnisse anzeigen" with it. Ranked hits of every area the user may open, 20 a page,
 * with excerpts whose matching words are marked.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FULL_SEARCH_AREA_CAP, FULL_SEARCH_AREAS, FULL_SEARCH_MAX_TERM, FULL_SEARCH_PAGE_SIZE } from "#contract/search";
import { enumParam, pageParam, textParam } from "~/.server/query";
import { fullSearchPage, requireFullSearcher } from "~/.server/search";
import { FilterBar } from "~/components/content/filter-bar";
import { PageTitle } from "~/components/content/page-title";
import { Pagination } from "~/components/content/pagination";
import { FullSearchResults } from "~/components/search/full-search-results";
import { t, useTranslation } from "~/i18n";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction = () => [{ title: `${t("content.search.title")} – ${t("portal.title")}` }];

const LAST_PAGE = FULL_SEARCH_AREA_CAP / FULL_SEARCH_PAGE_SIZE;
const HEADER_ONLY_AREAS = ["all", "suppliers"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = textParam(url, "q", FULL_SEARCH_MAX_TERM);
  // The header's form (without JavaScript) sends its own areas: "all" and "suppliers" are no
  // areas here, so everything is searched; anything else is a malformed address.
  const asked = enumParam(url, "area", [...FULL_SEARCH_AREAS, ...HEADER_ONLY_AREAS]);
  const area = FULL_SEARCH_AREAS.find((a) => a === asked);
  const page = Math.min(pageParam(url), LAST_PAGE);
  // The guard and the search together (no waterfall): the API searches only the areas the user
  // may open, so an area of the URL the user has not is answered with no hits.
  const areasPromise = requireFullSearcher(request, context);
  const resultPromise = q ? fullSearchPage(request, context, { q, area, page }) : Promise.resolve(null);
  resultPromise.catch(() => undefined);
  const areas = await areasPromise;
  return { q, area: area ?? "", areas, result: await resultPromise };
}

export default function SearchPage() {
  const { q, area, areas, result } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const countOf = new Map(result?.counts.map((c) => [c.area, c]));
  const capped = result?.counts.some((c) => c.capped) ?? false;
  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle title={t("content.search.title")} intro={t("content.fullSearch.intro")} />
      <FilterBar
        key={`${q}|${area}`}
        search={{ name: "q", label: t("content.fullSearch.term"), value: q }}
        selects={[
          {
            name: "area",
            label: t("content.fullSearch.area"),
            value: area,
            allLabel: t("content.fullSearch.allAreas"),
            options: areas.map((a) => {
              const label = t(`content.fullSearch.areas.${a}`);
              const count = countOf.get(a);
              if (!count || area) return { value: a, label };
              return { value: a, label: t(count.capped ? "content.fullSearch.areaCapped" : "content.fullSearch.areaCount", { area: label, count: count.total }) };
            }),
          },
        ]}
      />
      <section aria-labelledby="search-results-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="search-results-title" className="mb-1 text-lg font-semibold">
          {q ? t("content.fullSearch.resultsFor", { q }) : t("content.fullSearch.results")}
        </h2>
        {!result ? (
          <p className="text-slate-600">{t("content.fullSearch.hint")}</p>
        ) : result.items.length === 0 ? (
          <p className="text-slate-600">{t("content.fullSearch.noResults", { q })}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600">
              {result.corrected ? t("content.fullSearch.corrected", { q, corrected: result.corrected }) : capped ? t("content.fullSearch.capped", { count: result.total }) : t("content.fullSearch.count", { count: result.total })}
            </p>
            <FullSearchResults items={result.items} />
          </>
        )}
      </section>
      {result ? <Pagination page={result.page} total={Math.min(result.total, FULL_SEARCH_AREA_CAP)} limit={result.limit} /> : null}
    </div>
  );
}
