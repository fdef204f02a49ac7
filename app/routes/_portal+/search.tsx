/**
 * /search?q=…&area=…: the header search without JavaScript. The server runs the same matcher
 * (app/lib/search/matcher.ts) over the same index the browser would use.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { rethrowUpstream } from "~/.server/content";
import { forbidden, requireUser } from "~/.server/guards";
import { PageTitle } from "~/components/content/page-title";
import { SearchFields, SearchResults } from "~/components/search/search-ui";
import { t } from "~/i18n";
import { accessSubjectOf } from "~/lib/access";
import { searchAreasFor } from "~/lib/search/areas";
import { scopeOf, search } from "~/lib/search/matcher";

export const meta: MetaFunction = () => [{ title: `${t("content.search.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const user = await requireUser(request, context);
  const subject = accessSubjectOf(user);
  // Spec §6: a multi-user account has no search.
  if (subject.multiUser) throw forbidden();
  const areas = searchAreasFor(subject);
  const area = scopeOf(url.searchParams.get("area"), areas);
  const index = q.trim() ? await context.upstream.searchIndex().catch((error: unknown) => rethrowUpstream(request, context, error)) : null;
  return { q, area, areas, results: index ? search(index, q, area) : [] };
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
