/**
 * GET extranet/dashboard (issue 4): the entries of the widgets the portal shows, in one call —
 * one sign-in check and no list totals or filter facets, instead of one list call per widget.
 * Each widget needs what its own list needs (spec §6); asking for one the caller may not open is
 * FORBIDDEN, like calling that list.
 */
import { DASHBOARD_WIDGET_SIZE, type Dashboard, type DashboardWidget } from "../contract/portal";
import type { Db } from "../db/client";
import { forbidden } from "../http/errors";
import { access, WIDGET_RULES, type AccessSubject } from "../contract/access";
import { documentViewerOf, type ContentCaller } from "./caller";
import { favoriteBrands } from "./brands";
import { listEvents } from "./calendar";
import { latestDocuments } from "./documents";
import { newsItems } from "./news";

export async function dashboard(db: Db, subject: AccessSubject, caller: ContentCaller, widgets: readonly DashboardWidget[], now: Date): Promise<Dashboard> {
  const user = caller.auth.user;
  const viewer = documentViewerOf(caller);
  if (widgets.some((w) => !access[WIDGET_RULES[w]](subject))) throw forbidden();
  const limit = DASHBOARD_WIDGET_SIZE;
  const load: Record<DashboardWidget, () => Promise<Dashboard[DashboardWidget]>> = {
    importantNews: () => newsItems(db, caller, { limit, important: true, read: false }),
    latestNews: () => newsItems(db, caller, { limit }),
    events: () => listEvents(db, now, { companyId: user.companyId, userType: subject.userType, permissions: subject.permissions }, { page: 1, limit, when: "upcoming", home: true }).then((page) => page.items),
    favoriteBrands: () => favoriteBrands(db, user.favoriteBrands),
    documents: () => latestDocuments(db, viewer, limit, now),
  };
  const entries = await Promise.all(widgets.map(async (w) => [w, await load[w]()] as const));
  return Object.fromEntries(entries);
}
