/**
 * Pieces of the header search (spec "Search"): the term + area fields (one GET form to /search
 * without JavaScript) and the results as linked lists per area, shared by the search drawer and
 * the /search page.
 */
import { Link } from "~/components/ui/link";
import type { FocusEvent, ReactNode, Ref } from "react";
import { useTranslation } from "~/i18n";
import { formatDate } from "~/lib/format";
import type { AreaResult, SearchArea, SearchScope } from "~/lib/search/matcher";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";

/**
 * Spec §9: the search runs 600 ms after the last keystroke. Here rather than beside the index, so
 * the header's search box does not bring the index and its matcher into every page's first visit.
 */
export const SEARCH_DEBOUNCE_MS = 600;

export function SearchFields({
  id,
  q,
  area,
  areas,
  compact = false,
  inputRef,
}: {
  /** prefix of the field ids (the header, drawer and page forms may coexist) */
  id: string;
  q: string;
  area: SearchScope;
  areas: readonly SearchArea[];
  /** header: labels for screen readers only, icon button */
  compact?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const label = compact ? "sr-only" : "block text-sm font-medium text-slate-800";
  const field = `${compact ? "h-control-sm" : "mt-1 h-control"} rounded-md border border-slate-300 bg-white px-3`;
  return (
    <>
      <div className={compact ? "" : "min-w-[12rem] flex-1"}>
        <label htmlFor={`${id}-q`} className={label}>
          {t("content.search.label")}
        </label>
        <input
          ref={inputRef}
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          autoComplete="off"
          className={`${field} ${compact ? "w-40 xl:w-56" : "block w-full"}`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-area`} className={label}>
          {t("content.search.area")}
        </label>
        <select id={`${id}-area`} name="area" defaultValue={area} className={`${field} ${compact ? "max-w-[11rem]" : "block"}`}>
          <option value="all">{t("content.search.areas.all")}</option>
          {areas.map((a) => (
            <option key={a} value={a}>
              {t(`content.search.areas.${a}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass(compact ? "ghost" : "primary", compact ? "sm" : "md")} aria-label={compact ? t("content.search.submit") : undefined}>
        {compact ? <Icon name="search" className="h-4 w-4" /> : t("content.search.submit")}
      </button>
    </>
  );
}

export function SearchResults({ q, results }: { q: string; results: AreaResult[] | null }) {
  const { t } = useTranslation();
  if (!q.trim()) return <p className="text-slate-600">{t("content.search.hint")}</p>;
  if (results === null) return <p className="text-slate-600">{t("content.search.loading")}</p>;
  if (results.length === 0) return <p className="text-slate-600">{t("content.search.noResults")}</p>;
  return (
    <div className="space-y-5">
      {results.map(({ area, hits }) => (
        <section key={area} aria-labelledby={`search-area-${area}`}>
          <h3 id={`search-area-${area}`} className="font-semibold text-slate-900">
            {t(`content.search.areas.${area}`)}
          </h3>
          <ul className="mt-2 space-y-2">
            {hits.map((hit) => (
              <li key={hit.id}>
                <Link to={hit.link} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {hit.title}
                </Link>
                {hit.detail || hit.date ? (
                  <span className="block text-sm text-slate-600">{[hit.date ? formatDate(hit.date) : null, hit.detail].filter(Boolean).join(" · ")}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export interface SearchTerm {
  q: string;
  area: string;
}

/**
 * The search form: without JavaScript a GET to /search. With JavaScript it reports the term on
 * every change (`submitted` false) and on Enter (`submitted` true) instead of navigating.
 */
export function SearchForm({
  label,
  className,
  onTerm,
  onFocus,
  children,
}: {
  label: string;
  className: string;
  onTerm: (term: SearchTerm, submitted: boolean) => void;
  onFocus?: (event: FocusEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const read = (form: HTMLFormElement): SearchTerm => {
    const data = new FormData(form);
    return { q: String(data.get("q") ?? ""), area: String(data.get("area") ?? "all") };
  };
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onTerm(read(event.currentTarget), true);
      }}
      onChange={(event) => onTerm(read(event.currentTarget), false)}
      onFocus={onFocus}
    >
      {children}
    </form>
  );
}
