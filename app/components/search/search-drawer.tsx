/**
 * The search drawer (`?panel=suche&q=…&area=…`): with JavaScript the term is matched in the
 * browser over the index fetched once per session, 600 ms after the last keystroke (or asked of
 * the server then, when the index is over its download budget, decision 0513). Its form is
 * the same GET to /search, so without JavaScript it leads to the server-rendered results.
 */
import { useEffect, useRef, useState } from "react";
import { FULL_SEARCH_AREAS } from "#contract/search-areas";
import { useTranslation } from "~/i18n";
import { useSearchResults } from "~/lib/search/client-index";
import { scopeOf, type SearchArea, type SearchScope } from "~/lib/search/matcher";
import { Drawer } from "../ui/drawer";
import { Link } from "../ui/link";
import { SEARCH_DEBOUNCE_MS, SearchFields, SearchForm, SearchResults } from "./search-ui";

/** The full search (/search) on the drawer's term; the header's areas that are areas there too are kept. */
export function fullSearchHref(q: string, area: SearchScope): string {
  const params = new URLSearchParams({ q: q.trim() });
  if ((FULL_SEARCH_AREAS as readonly string[]).includes(area)) params.set("area", area);
  return `/search?${params.toString()}`;
}

export function SearchDrawer({ closeTo, q, area, areas, indexKey }: { closeTo: string; q: string; area: string | null; areas: readonly SearchArea[]; indexKey: string }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState<{ q: string; area: SearchScope }>({ q, area: scopeOf(area, areas) });
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(term), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term]);
  const { results, failed } = useSearchResults(indexKey, settled);
  const caretPlaced = useRef(false);
  return (
    <Drawer id="suche" title={t("content.search.title")} closeTo={closeTo} initialFocus="#drawer-search-q">
      <SearchForm
        label={t("content.search.title")}
        className="mb-5 flex flex-wrap items-end gap-3"
        onTerm={(next, submitted) => {
          const value = { q: next.q, area: scopeOf(next.area, areas) };
          setTerm(value);
          // Enter runs the search at once.
          if (submitted) setSettled(value);
        }}
        onFocus={(event) => {
          // Opened while typing in the header: continue at the end of the term.
          const field = event.target;
          if (caretPlaced.current || !(field instanceof HTMLInputElement) || field.type !== "search") return;
          caretPlaced.current = true;
          field.setSelectionRange(field.value.length, field.value.length);
        }}
      >
        <SearchFields id="drawer-search" q={q} area={term.area} areas={areas} />
      </SearchForm>
      <div aria-live="polite">{failed ? <p className="text-red-700">{t("content.search.failed")}</p> : <SearchResults q={settled.q} results={results} />}</div>
      {settled.q.trim() ? (
        <p className="mt-5 border-t border-slate-200 pt-4">
          <Link to={fullSearchHref(settled.q, settled.area)} className="font-medium text-brand-700 underline">
            {t("content.search.allResults")}
          </Link>
        </p>
      ) : null}
    </Drawer>
  );
}
