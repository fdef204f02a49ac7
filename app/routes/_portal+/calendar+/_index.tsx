/** /Calendar: upcoming and past events (date_from – date_to, DD.MM.YYYY), paginated. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ErrorNotice } from "~/components/ui/error-notice";
import { useTranslation } from "~/i18n";
import { enumParam, guardedLoad, intParam, nullWhenFailed } from "~/.server/content";
import { PageTitle } from "~/components/content/page-title";
import { Pagination } from "~/components/content/pagination";
import { t } from "~/i18n";
import { formatDate } from "~/lib/format";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction = () => [{ title: `${t("content.calendar.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const when = enumParam(url, "when", ["upcoming", "past"] as const) ?? "upcoming";
  const page = intParam(url, "page") ?? 1;
  const { data } = await guardedLoad(
    request,
    context,
    "calendar",
    // Spec §8: a failed calendar fetch (fetchCalendar) is a message on the page, not the error page.
    () => nullWhenFailed(context.upstream.call("calendarList", { query: { when, page, limit: 10 } })),
    t("content.calendar.forbidden"),
  );
  return { list: data ?? { items: [], total: 0, page, limit: 10 }, when, failed: data === null };
}

export default function CalendarIndex() {
  const { list, when, failed } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tab = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${active ? "bg-brand-600 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`;
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("content.calendar.title")} />
      <nav aria-label={t("content.calendar.title")} className="mb-4 flex gap-2">
        <Link to="?" className={tab(when === "upcoming")} aria-current={when === "upcoming" ? "page" : undefined}>
          {t("content.calendar.upcoming")}
        </Link>
        <Link to="?when=past" className={tab(when === "past")} aria-current={when === "past" ? "page" : undefined}>
          {t("content.calendar.past")}
        </Link>
      </nav>
      <ErrorNotice message={failed && t("content.calendar.fetchCalendar")} className="mb-4" />
      {!failed && list.items.length === 0 ? <p className="text-slate-600">{t("content.list.empty")}</p> : null}
      <ul className="space-y-3">
        {list.items.map((event) => (
          <li key={event.id} className="rounded-lg bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-600">
              {t("content.calendar.date", { from: formatDate(event.date_from), to: formatDate(event.date_to) })}
              {event.location ? ` · ${event.location}` : ""}
            </p>
            <h2 className="text-lg font-semibold">
              <Link to={`/calendar/${event.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                {event.title}
              </Link>
            </h2>
            <p className="text-slate-700">{event.abstract}</p>
          </li>
        ))}
      </ul>
      <Pagination page={list.page} total={list.total} limit={list.limit} />
    </div>
  );
}
