/**
 * The header's search box with area selector (spec §2 header, "Search"). Without JavaScript it is
 * a GET form to /search. With JavaScript, Enter or a 600 ms pause in typing opens the search
 * drawer on the term, where the browser matches it over the cached index.
 */
import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n";
import type { SearchArea } from "~/lib/search/matcher";
import { withSearchPanel } from "../layout/panels";
import { SEARCH_DEBOUNCE_MS, SearchFields, SearchForm, type SearchTerm } from "./search-ui";

export function HeaderSearch({ areas }: { areas: readonly SearchArea[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = ({ q, area }: SearchTerm) => {
    if (!q.trim()) return;
    navigate(withSearchPanel(pathname, search, q.trim(), area), { preventScrollReset: true });
  };

  return (
    <SearchForm
      label={t("content.search.headerLabel")}
      className="hidden items-center gap-1 md:flex"
      onTerm={(term, submitted) => {
        window.clearTimeout(timer.current);
        if (submitted) open(term);
        else timer.current = window.setTimeout(() => open(term), SEARCH_DEBOUNCE_MS);
      }}
    >
      <SearchFields id="header-search" q="" area="all" areas={areas} compact />
    </SearchForm>
  );
}
