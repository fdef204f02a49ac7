/** News teasers with category, brand, date and read / important markers. */
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n";
import type { News } from "#contract";
import { formatDate } from "~/lib/format";
import { registerContent } from "~/locales/de/content";

registerContent();

export function NewsList({ news, actions, level = 2 }: { news: News[]; actions?: (item: News) => ReactNode; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = level === 3 ? "h3" : "h2";
  if (news.length === 0) return <p className="text-slate-600">{t("content.list.empty")}</p>;
  return (
    <ul className="space-y-3">
      {news.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-3 rounded-lg bg-white p-4 shadow-sm">
          <div className="min-w-0">
            <p className="text-sm text-slate-600">
              {[formatDate(item.date), item.news_group?.title, item.brand?.name].filter(Boolean).join(" · ")}
            </p>
            <Heading className={`text-lg ${item.read ? "font-medium" : "font-bold"}`}>
              <Link to={`/news/${item.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                {item.title}
              </Link>
            </Heading>
            <p className="text-slate-700">{item.abstract}</p>
            <p className="mt-1 flex gap-2 text-xs">
              <span className={`rounded px-2 py-0.5 ${item.read ? "bg-slate-100 text-slate-700" : "bg-brand-100 text-brand-900"}`}>
                {item.read ? t("content.news.read") : t("content.news.unread")}
              </span>
              {item.isImportant ? <span className="rounded bg-red-100 px-2 py-0.5 text-red-900">{t("content.news.important")}</span> : null}
            </p>
          </div>
          {actions?.(item)}
        </li>
      ))}
    </ul>
  );
}
