/**
 * GET extranet/dashboard (issue 4): the entries of the widgets the portal shows, in one call —
 * one sign-in check and no list totals or filter facets, instead of one list call per widget.
 * Each widget needs what its own list needs (spec §6); asking for one the caller may not open is
 * FORBIDDEN, like calling that list.
 */
import { DASHBOARD_WIDGET_SIZE, type Dashboard, type DashboardWidget } from "../contract/portal";
import type { Db } from "../db/client";
import { forbidden } from "../http/errors";
import { BRAND_ACCESS, CALENDAR_ACCESS, meets, NEWS_ACCESS, type ContentCaller, type Requirement } from "./access";
import { favoriteBrands } from "./brands";
import { listEvents } from "./calendar";
import { latestDocuments, type DocumentViewer } from "./documents";
import { newsItems } from "./news";

const REQUIREMENT: Record<DashboardWidget, Requirement> = {
  importantNews: NEWS_ACCESS,
  latestNews: NEWS_ACCESS,
  events: CALENDAR_ACCESS,
  favoriteBrands: BRAND_ACCESS,
  documents: {},
};

export async function dashboard(db: Db, caller: ContentCaller, viewer: DocumentViewer, widgets: readonly DashboardWidget[], now: Date): Promise<Dashboard> {
  if (widgets.some((w) => !meets(caller, REQUIREMENT[w]))) throw forbidden();
  const user = caller.auth.user;
  const limit = DASHBOARD_WIDGET_SIZE;
  const load: Record<DashboardWidget, () => Promise<Dashboard[DashboardWidget]>> = {
    importantNews: () => newsItems(db, user, { limit, important: true, read: false }),
    latestNews: () => newsItems(db, user, { limit }),
    events: () => listEvents(db, now, { page: 1, limit, when: "upcoming", home: true }).then((page) => page.items),
    favoriteBrands: () => favoriteBrands(db, user.favoriteBrands),
    documents: () => latestDocuments(db, viewer, limit),
  };
  const entries = await Promise.all(widgets.map(async (w) => [w, await load[w]()] as const));
  return Object.fromEntries(entries);
}
