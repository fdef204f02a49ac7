/**
 * The browser's copy of the search index (spec "Search": local, no server call per term): fetched
 * once per session from /search-index, kept in memory and in sessionStorage under a key that
 * changes with the user and their permissions.
 */
import { useEffect, useState } from "react";
import type { SearchIndex } from "./matcher";

const STORAGE_KEY = "partnerportal.search-index";
/** Spec §9: the search runs 600 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 600;

let memory: { key: string; index: SearchIndex } | null = null;
let inflight: { key: string; promise: Promise<SearchIndex> } | null = null;

function fromStorage(key: string): SearchIndex | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null") as { key?: string; index?: SearchIndex } | null;
    return stored?.key === key && stored.index ? stored.index : null;
  } catch {
    return null;
  }
}

async function fetchIndex(key: string): Promise<SearchIndex> {
  const response = await fetch("/search-index", { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (!response.ok || !response.headers.get("Content-Type")?.includes("application/json")) throw new Error(`search index: ${response.status}`);
  const index = (await response.json()) as SearchIndex;
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

export function loadSearchIndex(key: string): Promise<SearchIndex> {
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
export function useSearchIndex(key: string): { index: SearchIndex | null; failed: boolean } {
  const [state, setState] = useState<{ index: SearchIndex | null; failed: boolean }>(() => ({
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
