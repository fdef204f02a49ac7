/**
 * The header search on the server (decision 0513): the user's permission-scoped index from the
 * API, matched by the same matcher the browser runs. Serves the /search page (no JavaScript), the
 * index download and, when the index would exceed its download budget, the per-term answers.
 */
import type { AppLoadContext } from "@remix-run/node";
import { gzipSync } from "node:zlib";
import { rethrowUpstream } from "./content";
import { enumParam, textParam, TEXT_PARAM_MAX } from "./query";
import { SEARCH_AREAS } from "#contract/portal";
import { forbidden, requireUser } from "./guards";
import { accessSubjectOf } from "#contract/access";
import { fullSearchAreasFor, type FullSearchAnswer, type FullSearchArea } from "#contract/search";
import { searchAreasFor } from "~/lib/search/areas";
import type { IndexDownload } from "~/lib/search/client-index";
import { areasOf, scopeOf, search, type AreaResult, type SearchIndex, type SearchScope } from "~/lib/search/matcher";

/** Issue 10: the index a user downloads is at most this many bytes gzip; a larger one is searched per term. */
export const INDEX_BUDGET_GZIP_BYTES = 150 * 1024;
/** Longest term matched (the search fields' maxlength). */
export const MAX_TERM_LENGTH = 100;

/**
 * The search's query (`q`, `area`; decision 0553): a term of at most 200 characters (searched for its
 * first MAX_TERM_LENGTH) and an area of the search, else the 400 page.
 */
export function searchQueryOf(url: URL): { q: string; area: SearchScope | undefined } {
  textParam(url, "q", TEXT_PARAM_MAX);
  // Untrimmed: the browser matches the answer to the term it sent.
  return { q: (url.searchParams.get("q") ?? "").slice(0, MAX_TERM_LENGTH), area: enumParam(url, "area", ["all", ...SEARCH_AREAS] as const) };
}

/** The signed-in user as a searcher; spec §6: a multi-user account has no search. */
async function requireSearchSubject(request: Request, context: AppLoadContext) {
  const subject = accessSubjectOf(await requireUser(request, context));
  if (subject.multiUser) throw forbidden();
  return subject;
}

/** The signed-in user's areas of the header search. */
export async function requireSearcher(request: Request, context: AppLoadContext) {
  return searchAreasFor(await requireSearchSubject(request, context));
}

export function upstreamSearchIndex(request: Request, context: AppLoadContext): Promise<SearchIndex> {
  return context.upstream.call("searchIndex").catch((error: unknown) => rethrowUpstream(request, context, error));
}

/** Hits for a term in an area the index holds ("all" for any other), matched over the user's own index. */
export async function searchOnServer(request: Request, context: AppLoadContext, q: string, rawArea: string | null): Promise<{ area: SearchScope; results: AreaResult[] }> {
  const term = q.slice(0, MAX_TERM_LENGTH);
  if (!term.trim()) return { area: "all", results: [] };
  const index = await upstreamSearchIndex(request, context);
  const area = scopeOf(rawArea, areasOf(index));
  return { area, results: search(index, term, area) };
}

/**
 * What the browser downloads: the index as JSON, or `{"perQuery":true}` when its gzip size would
 * exceed the budget; the browser then asks for each term. Gzip is measured, not estimated from
 * the raw size: hand-written texts compress about 3:1, the large set's generated ones 9:1.
 */
export function indexDownload(index: SearchIndex, budget = INDEX_BUDGET_GZIP_BYTES): string {
  const json = JSON.stringify(index);
  if (gzipSync(json).byteLength <= budget) return json;
  return JSON.stringify({ perQuery: true } satisfies IndexDownload);
}

/** The signed-in user's areas of the full search (/search, issue 30). */
export async function requireFullSearcher(request: Request, context: AppLoadContext): Promise<FullSearchArea[]> {
  return fullSearchAreasFor(await requireSearchSubject(request, context));
}

/** One page of the full search; the API answers only what the user may open. */
export function fullSearchPage(request: Request, context: AppLoadContext, query: { q: string; area?: FullSearchArea; page: number }): Promise<FullSearchAnswer> {
  return context.upstream.call("fullSearch", { query }).catch((error: unknown) => rethrowUpstream(request, context, error));
}
