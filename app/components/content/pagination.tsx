/** Previous / next links for a paginated list; the page lives in the URL (?page=), other filters stay. */
import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";

export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** `capped`: more rows match than were counted (decision 0992), so the last page is not known yet. */
export function Pagination({ page, total, limit, capped = false }: { page: number; total: number; limit: number; capped?: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const link = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50";
  return (
    <nav aria-label={t("content.list.pagination")} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageHref(search, page - 1)} className={link} rel="prev">
          {t("content.list.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">{t(capped ? "content.list.pageOfMore" : "content.list.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={pageHref(search, page + 1)} className={link} rel="next">
          {t("content.list.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
