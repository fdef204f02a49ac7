/**
 * /verband/termine: the calendar's events for the Redaktion (issue 39, decision 0955) — upcoming,
 * past and called off, searched by title and place, paged on the server; links to create and to
 * each event.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EVENT_PAGE_SIZE } from "#contract/event-management";
import { EVENT_LIST_VIEWS } from "#contract/values";
import { guardedLoad } from "~/.server/content";
import { enumParam, pageParam, textParam } from "~/.server/query";
import { buttonClass } from "~/components/ui/button";
import { StaffList } from "~/components/staff/staff-list";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerAssociationEvents } from "~/locales/de/association-events";

registerAssociationEvents();

export const meta: MetaFunction = () => [{ title: `${t("association.nav.events")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const view = enumParam(url, "view", EVENT_LIST_VIEWS) ?? "upcoming";
  const search = textParam(url, "search");
  const page = pageParam(url);
  const { data } = await guardedLoad(request, context, "eventManagement", () =>
    context.upstream.call("eventManagementList", { query: { view, search: search || undefined, page, limit: EVENT_PAGE_SIZE } }),
  );
  return {
    view,
    search,
    page,
    limit: EVENT_PAGE_SIZE,
    total: data.total,
    views: EVENT_LIST_VIEWS.map((v) => ({ value: v, label: t(`associationEvents.views.${v}`) })),
    events: data.items.map((e) => ({
      id: e.id,
      title: e.title,
      when: `${formatDateTime(e.date_from)} – ${formatDateTime(e.date_to)}`,
      place: e.location ?? (e.online_url ? t("associationEvents.online") : ""),
      places:
        e.max_participants === null
          ? t("associationEvents.placesOpen", { taken: e.registered_participants })
          : t("associationEvents.placesValue", { taken: e.registered_participants, max: e.max_participants }),
      waiting: e.waiting_participants ? t("associationEvents.waitingValue", { count: e.waiting_participants }) : null,
      status: t(`associationEvents.status.${e.status}`),
    })),
  };
}

export default function EventManagement() {
  const { view, search, page, limit, total, views, events } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <StaffList
      wide
      title={t("association.nav.events")}
      intro={t("associationEvents.intro")}
      actions={
        <Link to="/verband/termine/neu" className={buttonClass("primary")}>
          {t("associationEvents.create")}
        </Link>
      }
      filters={{
        search: { name: "search", label: t("associationEvents.searchHint"), value: search },
        selects: [{ name: "view", label: t("associationEvents.viewsLabel"), value: view, options: views }],
      }}
      paging={{ page, total, limit }}
      table={{
        caption: t("associationEvents.total", { count: total }),
        rows: events,
        rowKey: (e) => e.id,
        empty: t("associationEvents.empty"),
        columns: [
          {
            key: "title",
            header: t("associationEvents.columns.title"),
            cell: (e) => (
              <Link to={`/verband/termine/${e.id}`} className="font-medium text-brand-700 underline">
                {e.title}
              </Link>
            ),
          },
          { key: "when", header: t("associationEvents.columns.when"), cell: (e) => e.when },
          { key: "place", header: t("associationEvents.columns.place"), cell: (e) => e.place },
          {
            key: "places",
            header: t("associationEvents.columns.places"),
            cell: (e) => (
              <>
                {e.places}
                {e.waiting ? <span className="block text-slate-600">{e.waiting}</span> : null}
              </>
            ),
          },
          { key: "status", header: t("associationEvents.columns.status"), cell: (e) => e.status },
        ],
      }}
    />
  );
}
