/**
 * /Dashboard: the widgets the user may see (important unread news, latest news, upcoming events
 * shown on the homepage, favorite brands, newest documents) in the user's order; "nach oben",
 * "nach unten", "ausblenden" and "einblenden" are plain form posts kept in portal_settings.dashboard.
 * The widgets are the same for everyone with the same content, so the server renders them once per
 * content and address and copies them (decision 0535).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { PartMark } from "~/components/layout/cached-part";
// Undefined in the browser (a `.server` module), where the widgets simply render.
import { ServerCachedPart } from "~/components/layout/cached-part.server";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { displayNameOf } from "#contract/display-name";
import { requireRoute, requireUser } from "~/.server/guards";
import { changeDashboard } from "~/.server/preferences";
import { isUpstreamError } from "~/.server/upstream";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";
import { accessSubjectOf } from "#contract/access";
import { normalizeLayout, shownWidgets, widgetsFor, type DashboardWidget } from "~/lib/dashboard";
import { formatDate } from "~/lib/format";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction = () => [{ title: `${t("dashboard.pageTitle")} – ${t("portal.title")}` }];

interface WidgetItem {
  id: number;
  title: string;
  link: string;
  /** second line: date, company, brand */
  detail: string;
  unread?: boolean;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "dashboard");
  const subject = accessSubjectOf(user);
  const allowed = widgetsFor(subject);
  const layout = normalizeLayout(user.portal_settings.dashboard);
  const shown = shownWidgets(layout, allowed);
  // One call for all shown widgets; if it fails, each widget says so instead of failing the page.
  const entries = shown.length
    ? await context.upstream.call("dashboard", { query: { widgets: shown.join(",") } }).catch((error: unknown) => {
        if (isUpstreamError(error) && error.status === 401) throw error;
        return null;
      })
    : {};
  const newsItems = (list: { id: number; title: string; date: string; brand: { name: string } | null; read: boolean }[]) =>
    list.map((n) => ({ id: n.id, title: n.title, link: `/news/${n.id}`, detail: [formatDate(n.date), n.brand?.name].filter(Boolean).join(" · "), unread: !n.read }));
  const items = <T,>(list: T[] | undefined, map: (list: T[]) => WidgetItem[]) => (entries === null ? null : list ? map(list) : undefined);
  const data: Record<DashboardWidget, WidgetItem[] | null | undefined> = {
    importantNews: items(entries?.importantNews, newsItems),
    latestNews: items(entries?.latestNews, newsItems),
    events: items(entries?.events, (list) =>
      list.map((e) => ({ id: e.id, title: e.title, link: `/calendar/${e.id}`, detail: t("content.calendar.date", { from: formatDate(e.date_from), to: formatDate(e.date_to) }) })),
    ),
    favoriteBrands: items(entries?.favoriteBrands, (list) => list.map((b) => ({ id: b.id, title: b.name, link: `/brands/${b.id}`, detail: b.company.name }))),
    documents: items(entries?.documents, (list) =>
      list.map((d) => ({ id: d.id, title: d.name, link: `/documents/${d.id}`, detail: [formatDate(d.uploaded_on), d.document_type?.title].filter(Boolean).join(" · ") })),
    ),
  };
  return {
    name: displayNameOf(user),
    company: user.company.name,
    type: t("dashboard.typeValue", { type: t(`dashboard.userType.${subject.userType}`), relation: user.company.relation }),
    widgets: shown.map((id) => ({ id, items: data[id] ?? null })),
    hidden: layout.order.filter((w) => allowed.includes(w) && layout.hidden.includes(w)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const [user, formData] = await Promise.all([requireUser(request, context), request.formData()]);
  return changeDashboard(context, user, formData);
}

const MORE_LINKS: Record<DashboardWidget, string> = {
  importantNews: "/news",
  latestNews: "/news",
  events: "/calendar",
  favoriteBrands: "/brands",
  documents: "/documents",
};

export default function Dashboard() {
  const { name, company, type, widgets, hidden } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const widgetList = (mark: PartMark) => (
    <ol {...mark} className="mt-6 grid gap-4 md:grid-cols-2">
      {widgets.map((widget, i) => (
        <Widget key={widget.id} id={widget.id} first={i === 0} last={i === widgets.length - 1}>
          <WidgetList items={widget.items} />
        </Widget>
      ))}
    </ol>
  );
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold text-slate-900">{t("dashboard.greeting", { name })}</h1>
      <p className="mt-2 text-slate-700">
        {t("dashboard.company", { company })} {t("dashboard.typeLabel")}: {type}
      </p>
      {ServerCachedPart ? (
        // The widgets' forms post to this address (search included); everything else is their content.
        <ServerCachedPart name="dashboard-widgets" tag="ol" keyOf={() => [pathname, search, widgets]} render={widgetList} />
      ) : (
        widgetList({})
      )}
      <section id="dashboard-hidden" aria-labelledby="dashboard-hidden-title" className="mt-8">
        <h2 id="dashboard-hidden-title" className="text-lg font-semibold text-slate-900">
          {t("content.dashboard.hidden")}
        </h2>
        {hidden.length ? (
          <ul className="mt-2 flex flex-wrap gap-3">
            {hidden.map((id) => (
              <li key={id}>
                <Form method="post" preventScrollReset className="flex items-center gap-2 rounded-md bg-white px-3 py-2 shadow-sm">
                  <input type="hidden" name="widget" value={id} />
                  <span>{t(`content.dashboard.widgets.${id}`)}</span>
                  <button type="submit" name="intent" value="show" className={buttonClass("secondary", "sm")} aria-label={t("content.dashboard.show", { name: t(`content.dashboard.widgets.${id}`) })}>
                    {t("content.dashboard.showShort")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">{t("content.dashboard.hiddenNone")}</p>
        )}
      </section>
    </div>
  );
}

function Widget({ id, first, last, children }: { id: DashboardWidget; first: boolean; last: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`content.dashboard.widgets.${id}`);
  const controls = [
    { intent: "up", show: !first, text: t("content.dashboard.up"), label: t("content.dashboard.moveUp", { name: title }) },
    { intent: "down", show: !last, text: t("content.dashboard.down"), label: t("content.dashboard.moveDown", { name: title }) },
    { intent: "hide", show: true, text: t("content.dashboard.hideShort"), label: t("content.dashboard.hide", { name: title }) },
  ].filter((c) => c.show);
  return (
    <li id={`widget-${id}`} className="flex flex-col rounded-lg bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h2 id={`widget-${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Form method="post" preventScrollReset className="flex gap-1">
          <input type="hidden" name="widget" value={id} />
          {controls.map((c) => (
            <button key={c.intent} type="submit" name="intent" value={c.intent} className={buttonClass("ghost", "sm", "px-2")} aria-label={c.label}>
              {c.text}
            </button>
          ))}
        </Form>
      </div>
      <div className="flex-1">{children}</div>
      <p className="mt-3 text-sm">
        <Link to={MORE_LINKS[id]} className="text-brand-700 underline" aria-label={`${title}: ${t("content.dashboard.all")}`}>
          {t("content.dashboard.all")}
        </Link>
      </p>
    </li>
  );
}

function WidgetList({ items }: { items: WidgetItem[] | null }) {
  const { t } = useTranslation();
  if (items === null) return <p className="text-red-700">{t("content.dashboard.loadFailed")}</p>;
  if (items.length === 0) return <p className="text-slate-600">{t("content.dashboard.nothing")}</p>;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.link} className={`text-brand-700 underline-offset-2 hover:underline ${item.unread ? "font-semibold" : "font-medium"}`}>
            {item.title}
          </Link>
          {item.detail ? <span className="block text-sm text-slate-600">{item.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}
