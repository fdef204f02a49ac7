/**
 * A news article as partners read it: the partner's /news/{id} and the Redaktion's preview
 * (/verband/news/{id}/vorschau) render the same (decision 0954). Its texts are the content
 * area's: the routes call registerContent().
 */
import type { ReactNode } from "react";
import type { News } from "#contract/content";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { formatDate } from "~/lib/format";
import { registerContent } from "~/locales/de/content";

// The article is shown by the partner's news page and the Redaktion's preview alike.
registerContent();

export function NewsArticle({ news, header, brandLink }: { news: Pick<News, "title" | "date" | "news_group" | "brands" | "abstract" | "text_html" | "image">; header: ReactNode; brandLink: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl">
      {header}
      <p className="text-sm text-slate-600">{[t("content.news.publishedOn", { date: formatDate(news.date) }), news.news_group?.title, ...news.brands.map((b) => b.name)].filter(Boolean).join(" · ")}</p>
      {news.image ? <img src={`/assets/${news.image.id}`} alt={news.image.alt} className="mt-4 max-h-96 w-full rounded object-cover" /> : null}
      <p className="mt-4 text-lg text-slate-800">{news.abstract}</p>
      {/* sanitized on the server (contract/rich-text.ts) */}
      <div className="rich-text mt-4 text-slate-800" dangerouslySetInnerHTML={{ __html: news.text_html }} />
      {brandLink && news.brands.length ? (
        <ul className="mt-6 flex flex-wrap gap-3">
          {news.brands.map((b) => (
            <li key={b.id}>
              <Link to={`/brands/${b.id}`} className="text-brand-700 underline">
                {b.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
