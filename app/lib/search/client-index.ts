/**
 * The browser's copy of the search index (spec "Search": local, no server call per term): fetched
 * once per session from /search-index, kept in memory and in sessionStorage under a key that
 * changes with the user and their permissions. An index over its download budget comes as
 * `{perQuery: true}` instead, and each settled term is then asked of /search-index?q=… (decision 0513).
 */
import { useEffect, useMemo, useState } from "react";
import { search, type AreaResult, type SearchIndex, type SearchScope } from "./matcher";

/** What GET /search-index answers: the index, or the note that it is searched per term. */
export type IndexDownload = SearchIndex | { perQuery: true };
/** What GET /search-index?q=…&area=… answers: the server's hits for one term. */
export interface TermResults {
  q: string;
  area: SearchScope;
  results: AreaResult[];
}

const STORAGE_KEY = "partnerportal.search-index";
let memory: { key: string; index: IndexDownload } | null = null;
let inflight: { key: string; promise: Promise<IndexDownload> } | null = null;

function fromStorage(key: string): IndexDownload | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null") as { key?: string; index?: IndexDownload } | null;
    return stored?.key === key && stored.index ? stored.index : null;
  } catch {
    return null;
  }
}

async function fetchIndex(key: string): Promise<IndexDownload> {
  const response = await fetch("/search-index", { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (!response.ok || !response.headers.get("Content-Type")?.includes("application/json")) throw new Error(`search index: ${response.status}`);
  const index = (await response.json()) as IndexDownload;
  memory = { key, index };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // storage full or disabled: the memory copy still serves this page's life
  }
  return index;
}

/** Drops the copy (sign-in screens): on a shared computer the next user must not find the last one's index. */
export function forgetSearchIndex(): void {
  memory = null;
  inflight = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}

export function loadSearchIndex(key: string): Promise<IndexDownload> {
  if (memory?.key === key) return Promise.resolve(memory.index);
  const stored = fromStorage(key);
  if (stored) {
    memory = { key, index: stored };
    return Promise.resolve(stored);
  }
  if (inflight?.key !== key) {
    const promise = fetchIndex(key).finally(() => {
      if (inflight?.promise === promise) inflight = null;
    });
    inflight = { key, promise };
  }
  return inflight.promise;
}

/** The index for `key` once loaded (null meanwhile); `failed` when it could not be fetched. */
export function useSearchIndex(key: string): { index: IndexDownload | null; failed: boolean } {
  const [state, setState] = useState<{ index: IndexDownload | null; failed: boolean }>(() => ({
    index: memory?.key === key ? memory.index : null,
    failed: false,
  }));
  useEffect(() => {
    let live = true;
    loadSearchIndex(key).then(
      (index) => live && setState({ index, failed: false }),
      () => live && setState({ index: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

async function fetchTerm(q: string, area: SearchScope, signal: AbortSignal): Promise<AreaResult[]> {
  const response = await fetch(`/search-index?${new URLSearchParams({ q, area })}`, { headers: { Accept: "application/json" }, credentials: "same-origin", signal });
  if (!response.ok || !response.headers.get("Content-Type")?.includes("application/json")) throw new Error(`search: ${response.status}`);
  return ((await response.json()) as TermResults).results;
}

/**
 * Hits for the settled term: matched over the local index, or asked of the server when the
 * index is searched per term (one request per settled term; a newer term cancels the older).
 * `results` is null while loading.
 */
export function useSearchResults(key: string, term: { q: string; area: SearchScope }): { results: AreaResult[] | null; failed: boolean } {
  const { index, failed } = useSearchIndex(key);
  const perQuery = index !== null && "perQuery" in index;
  const local = useMemo(() => (index && !("perQuery" in index) ? search(index, term.q, term.area) : null), [index, term]);
  const [remote, setRemote] = useState<{ term: typeof term; results: AreaResult[] | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!perQuery || !term.q.trim()) return;
    const abort = new AbortController();
    fetchTerm(term.q, term.area, abort.signal).then(
      (results) => setRemote({ term, results, failed: false }),
      () => abort.signal.aborted || setRemote({ term, results: null, failed: true }),
    );
    return () => abort.abort();
  }, [perQuery, term]);
  if (failed) return { results: null, failed };
  if (!perQuery) return { results: local, failed: false };
  if (!term.q.trim()) return { results: [], failed: false };
  return remote?.term === term ? { results: remote.results, failed: remote.failed } : { results: null, failed: false };
}
