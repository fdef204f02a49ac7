/**
 * The header's notifications dropdown (issue 4): review decisions on the user's submissions
 * (issue 11), a supplier's documents whose validity ends soon (issue 28, linked to uploading the
 * new version), unread important news, and the news, documents ("neue Version" when a new version
 * replaced one) and events new since the last "alle als gelesen markieren" (the same the digest
 * mails name, issue 28), each linked; and the user's data exports ready to download (issue 41). A <details> menu and a plain form post, so
 * it works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import type { Notifications } from "#contract/portal";
import type { ReviewStatus } from "#contract/review";
import { formatDate } from "~/lib/format";
import { DisclosureMenu } from "../ui/disclosure-menu";
import { Icon } from "../ui/icon";
import { CachedPart } from "./cached-part";

export function NotificationsMenu({ notifications, redirectTo }: { notifications: Notifications | null; redirectTo: string }) {
  const { t } = useTranslation();
  const news = notifications?.important_news ?? [];
  const documents = notifications?.documents ?? [];
  const decisions = notifications?.review_decisions ?? [];
  const expiring = notifications?.expiring_documents ?? [];
  const exports = notifications?.data_exports ?? [];
  const count = news.length + documents.length + decisions.length + expiring.length + exports.length + (notifications?.news.length ?? 0) + (notifications?.events.length ?? 0);
  return (
    <DisclosureMenu
      summaryLabel={count ? `${t("header.notifications")}: ${t("content.notifications.count", { count })}` : t("header.notifications")}
      summary={
        <span className="relative">
          <Icon name="bell" />
          {count ? (
            <span aria-hidden="true" className="absolute -right-2 -top-2 min-w-[1.1rem] rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-[1.1rem] text-white">
              {count}
            </span>
          ) : null}
        </span>
      }
    >
      <p className="px-4 py-2 text-sm font-semibold text-slate-900">{t("header.notifications")}</p>
      {count === 0 ? <p className="px-4 pb-2 text-sm text-slate-600">{t("header.noNotifications")}</p> : null}
      {count ? <NotificationLists notifications={notifications!} /> : null}
      {count ? (
        <Form method="post" action="/notifications" className="mt-2 border-t border-slate-100 px-4 pt-2">
          <input type="hidden" name="intent" value="mark-read" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className="flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
            <Icon name="check" className="h-4 w-4" />
            {t("content.notifications.markAllRead")}
          </button>
        </Form>
      ) : null}
    </DisclosureMenu>
  );
}

/**
 * The lists: a function of the notifications alone, the same for every page a user opens
 * and for everyone with the same news and documents, so the server renders them once per content
 * and copies them (decision 0535).
 */
function NotificationLists({ notifications }: { notifications: Notifications }) {
  const { t } = useTranslation();
  const { important_news: news, documents, review_decisions: decisions, expiring_documents: expiring, news: newNews, events, data_exports: exports } = notifications;
  return (
    <CachedPart
      name="notifications"
      tag="div"
      keyOf={() => notifications}
      render={(mark) => (
        // up to ten entries per list: they scroll within the menu, so the button below stays in reach
        <div {...mark} className="max-h-[60vh] overflow-y-auto">
          {/* the ZIP is a download, not a page: the browser fetches it itself */}
          <NotificationList
            title={t("content.notifications.dataExports")}
            download
            items={exports.map((e) => ({ id: e.id, label: t("content.notifications.dataExport", { name: e.name }), sub: t("content.notifications.dataExportUntil", { date: formatDate(e.expires_at) }), link: e.link }))}
          />
          <NotificationList
            title={t("content.review.notificationsTitle")}
            items={decisions.map((d) => ({
              id: d.id,
              label: t("content.review.notification", { name: d.name, status: t(`content.review.statuses.${d.status as ReviewStatus}`) }),
              sub: formatDate(d.date),
              link: d.link,
            }))}
          />
          <NotificationList
            title={t("content.notifications.expiring")}
            items={expiring.map((d) => ({ id: d.id, label: d.name, sub: t("content.notifications.expiresOn", { date: formatDate(d.valid_to) }), link: d.link }))}
          />
          <NotificationList title={t("content.notifications.importantNews")} items={news.map((n) => ({ id: n.id, label: n.title, link: n.link }))} />
          <NotificationList title={t("content.notifications.newNews")} items={newNews.map((n) => ({ id: n.id, label: n.title, sub: formatDate(n.date), link: n.link }))} />
          <NotificationList
            title={t("content.notifications.newEvents")}
            items={events.map((e) => ({ id: e.id, label: e.title, sub: t("content.notifications.startsOn", { date: formatDate(e.starts_at) }), link: e.link }))}
          />
          <NotificationList
            title={t("content.notifications.newDocuments")}
            items={documents.map((d) => ({
              id: d.id,
              label: d.name,
              sub: t(d.new_version ? "content.notifications.newVersion" : "content.notifications.uploadedOn", { date: formatDate(d.uploaded_on) }),
              link: d.link,
            }))}
          />
        </div>
      )}
    />
  );
}

function NotificationList({ title, items, download = false }: { title: string; items: { id: number | string; label: string; sub?: string; link: string }[]; download?: boolean }) {
  if (items.length === 0) return null;
  return (
    <>
      <p className="px-4 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.link} reloadDocument={download || undefined} className="block px-4 py-1.5 text-sm text-brand-700 underline-offset-2 hover:bg-slate-50 hover:underline">
              {item.label}
              {item.sub ? <span className="block text-xs text-slate-600">{item.sub}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
