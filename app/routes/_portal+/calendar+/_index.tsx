/**
 * /Calendar: upcoming and past events (date_from – date_to, DD.MM.YYYY), paginated, each marked
 * "angemeldet" when the user's company is registered; ?when=registered is "Meine Anmeldungen"
 * (issue 28): the company's registrations, upcoming first, then past.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ErrorNotice } from "~/components/ui/error-notice";
import { useTranslation } from "~/i18n";
import { guardedLoad, nullWhenFailed } from "~/.server/content";
import { enumParam, pageParam } from "~/.server/query";
import { PageTitle } from "~/components/content/page-title";
import { Pagination } from "~/components/content/pagination";
import { t } from "~/i18n";
import { formatDate } from "~/lib/format";
import { CALENDAR_VIEWS, type CalendarView } from "#contract/values";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction = () => [{ title: `${t("content.calendar.title")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const when = enumParam(url, "when", CALENDAR_VIEWS) ?? "upcoming";
  const page = pageParam(url);
  const { data } = await guardedLoad(
    request,
    context,
    "calendar",
    // Spec §8: a failed calendar fetch (fetchCalendar) is a message on the page, not the error page.
    () => nullWhenFailed(context.upstream.call("calendarList", { query: { when, page, limit: 10 } })),
    t("content.calendar.forbidden"),
  );
  // "vergangen" in Meine Anmeldungen is judged when the page is made, so server and browser agree.
  return { list: { ...(data ?? { items: [], total: 0, page, limit: 10 }), asOf: new Date().toISOString() }, when, failed: data === null };
}

/**
 * A state beside the event's title: plain words, not colour alone, read right after the heading.
 * Outside the heading, so the title link does not stand in running text (axe link-in-text-block).
 */
function Badge({ tone, children }: { tone: string; children: string }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-medium ${tone}`}>{children}</span>;
}
const VIEW_HREF: Record<CalendarView, string> = { upcoming: "?", past: "?when=past", registered: "?when=registered" };

export default function CalendarIndex() {
  const { list, when, failed } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tab = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${active ? "bg-brand-600 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`;
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("content.calendar.title")} />
      <nav aria-label={t("content.calendar.views")} className="mb-4 flex flex-wrap gap-2">
        {CALENDAR_VIEWS.map((view) => (
          <Link key={view} to={VIEW_HREF[view]} className={tab(when === view)} aria-current={when === view ? "page" : undefined}>
            {t(`content.calendar.${view}`)}
          </Link>
        ))}
      </nav>
      <ErrorNotice message={failed && t("content.calendar.fetchCalendar")} className="mb-4" />
      {!failed && list.items.length === 0 ? <p className="text-slate-600">{when === "registered" ? t("content.calendar.registeredEmpty") : t("content.list.empty")}</p> : null}
      <ul className="space-y-3" data-testid="calendar-list">
        {list.items.map((event) => (
          <li key={event.id} className="rounded-lg bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-600">
              {t("content.calendar.date", { from: formatDate(event.date_from), to: formatDate(event.date_to) })}
              {event.location ? ` · ${event.location}` : ""}
            </p>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h2 className="text-lg font-semibold">
                <Link to={`/calendar/${event.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {event.title}
                </Link>
              </h2>
              {event.registered ? <Badge tone="bg-green-100 text-green-900">{t("content.calendar.badge.registered")}</Badge> : null}
              {event.cancelled ? <Badge tone="bg-red-100 text-red-900">{t("content.calendar.badge.cancelled")}</Badge> : null}
              {when === "registered" && Date.parse(event.date_to) < Date.parse(list.asOf) ? <Badge tone="bg-slate-100 text-slate-800">{t("content.calendar.badge.over")}</Badge> : null}
            </div>
            <p className="text-slate-700">{event.abstract}</p>
          </li>
        ))}
      </ul>
      <Pagination page={list.page} total={list.total} limit={list.limit} />
    </div>
  );
}
