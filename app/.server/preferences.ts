/**
 * Actions on the user's own preferences (favorite brands, news read / important, dashboard
 * layout, notifications seen): validate the form, PATCH users/me, then redirect with a toast.
 */
import { asTradingPartnerView } from "#contract/endpoints/content";
import { parseWithZod } from "~/lib/forms/parse";
import type { AppLoadContext } from "@remix-run/node";
import type { User } from "#contract";
import { t } from "~/i18n";
import { registerAllAreas } from "~/locales/de/all-areas";
import { accessSubjectOf } from "#contract/access";
import { changeLayout, normalizeLayout, widgetsFor } from "~/lib/dashboard";
import { dashboardSchema, favoriteSchema, importantSchema } from "~/lib/schemas/content";
import { redirectWithToast } from "./toast";
import { isUpstreamError } from "./upstream";

// Server-only: its toasts name keys of several areas, whichever route calls it.
registerAllAreas();

/** Where to go after a post: back to the page that posted it (same origin only). */
export function backTo(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

async function save(context: AppLoadContext, run: () => Promise<void>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (isUpstreamError(error) && error.status < 500 && error.status !== 401) return false;
    throw error;
  }
}

export async function toggleFavorite(request: Request, context: AppLoadContext, user: User, formData: FormData) {
  const submission = parseWithZod(formData, { schema: favoriteSchema });
  if (submission.status !== "success") return redirectWithToast(context, backTo(request), { kind: "error", message: t("content.brands.favoriteFailed") });
  const { brandId, favorite } = submission.value;
  const next = favorite ? [...new Set([...user.favorite_brands, brandId])] : user.favorite_brands.filter((id) => id !== brandId);
  const [ok, brand] = await Promise.all([
    save(context, () => context.upstream.call("updateMe", { body: { favorite_brands: next } })),
    context.upstream.call("brand", { params: { id: String(brandId) } }).then(asTradingPartnerView).catch(() => null),
  ]);
  if (!ok || !brand) return redirectWithToast(context, backTo(request), { kind: "error", message: t("content.brands.favoriteFailed") });
  return redirectWithToast(context, backTo(request), {
    kind: "success",
    message: t(favorite ? "content.brands.favoriteAdded" : "content.brands.favoriteRemoved", { name: brand.name }),
  });
}

export async function toggleImportant(request: Request, context: AppLoadContext, user: User, formData: FormData) {
  const submission = parseWithZod(formData, { schema: importantSchema });
  if (submission.status !== "success") return redirectWithToast(context, backTo(request), { kind: "error", message: t("content.news.importantFailed") });
  const { newsId, important } = submission.value;
  const id = String(newsId);
  const list = user.portal_settings.importantNews;
  const next = important ? [...new Set([...list, id])] : list.filter((n) => n !== id);
  const ok = await save(context, () => context.upstream.call("updateMe", { body: { portal_settings: { importantNews: next } } }));
  if (!ok) return redirectWithToast(context, backTo(request), { kind: "error", message: t("content.news.importantFailed") });
  return redirectWithToast(context, backTo(request), { kind: "success", message: t(important ? "content.news.importantAdded" : "content.news.importantRemoved") });
}

/** Spec §4: opening a news detail adds its id to readNews. */
export async function markNewsRead(context: AppLoadContext, user: User, newsId: number): Promise<void> {
  const id = String(newsId);
  if (user.portal_settings.readNews.includes(id)) return;
  await context.upstream.call("updateMe", { body: { portal_settings: { readNews: [...user.portal_settings.readNews, id] } } });
}

/** "alle als gelesen markieren": the important news become read, notificationsSeenAt is now (one PATCH). */
export async function markNotificationsRead(context: AppLoadContext, user: User, to: string) {
  const { readNews, importantNews } = user.portal_settings;
  const ok = await save(context, () =>
    context.upstream.call("updateMe", {
      body: { portal_settings: { readNews: [...new Set([...readNews, ...importantNews])], notificationsSeenAt: new Date().toISOString() } },
    }),
  );
  if (!ok) return redirectWithToast(context, to, { kind: "error", message: t("content.notifications.failed") });
  return redirectWithToast(context, to, { kind: "success", message: t("content.notifications.markedRead") });
}

/** "nach oben" / "nach unten" / "ausblenden" / "einblenden" on the dashboard, kept in portal_settings.dashboard. */
export async function changeDashboard(context: AppLoadContext, user: User, formData: FormData) {
  const submission = parseWithZod(formData, { schema: dashboardSchema });
  const failed = () => redirectWithToast(context, "/dashboard", { kind: "error", message: t("content.dashboard.failed") });
  if (submission.status !== "success") return failed();
  const { intent, widget } = submission.value;
  const allowed = widgetsFor(accessSubjectOf(user));
  if (!allowed.includes(widget)) return failed();
  const dashboard = changeLayout(normalizeLayout(user.portal_settings.dashboard), intent, widget, allowed);
  const ok = await save(context, () => context.upstream.call("updateMe", { body: { portal_settings: { dashboard } } }));
  if (!ok) return failed();
  // Back to the widget that was changed (or to the list of hidden ones).
  const anchor = intent === "hide" ? "#dashboard-hidden" : `#widget-${widget}`;
  return redirectWithToast(context, `/dashboard${anchor}`, { kind: "success", message: t("content.dashboard.saved") });
}
