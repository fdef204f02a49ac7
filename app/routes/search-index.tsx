/**
 * GET /search-index: the header search's index as compact JSON for the browser, which fetches it
 * once per session (app/lib/search/client-index.ts). The API holds only the areas the user may
 * open. Over its download budget the answer is `{"perQuery":true}`, and the browser asks
 * GET /search-index?q=…&area=… per term instead, matched here over the same index (decision 0513).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { indexDownload, upstreamSearchIndex, requireSearcher, searchOnServer, searchQueryOf } from "~/.server/search";
import type { TermResults } from "~/lib/search/client-index";

const json = (body: string) => new Response(body, { headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, no-store" } });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSearcher(request, context);
  const url = new URL(request.url);
  if (url.searchParams.has("q")) {
    const { q, area: rawArea } = searchQueryOf(url);
    const { area, results } = await searchOnServer(request, context, q, rawArea ?? null);
    return json(JSON.stringify({ q, area, results } satisfies TermResults));
  }
  return json(indexDownload(await upstreamSearchIndex(request, context)));
}
