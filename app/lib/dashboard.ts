/**
 * Dashboard widgets (issue 4): which a user may see (spec §6) and the saved layout
 * (portal_settings.dashboard: order and hidden). Moves are among the widgets the user sees.
 */
import { widgetsFor } from "#contract/access";
import { DASHBOARD_WIDGETS, type DashboardWidget } from "./schemas/content";

export { DASHBOARD_WIDGETS, type DashboardWidget, widgetsFor };

export interface DashboardLayout {
  order: DashboardWidget[];
  hidden: DashboardWidget[];
}

const isWidget = (id: string): id is DashboardWidget => (DASHBOARD_WIDGETS as readonly string[]).includes(id);

/** The saved layout made whole: known widgets only, each once, missing ones appended in default order. */
export function normalizeLayout(saved: { order: string[]; hidden: string[] } | undefined): DashboardLayout {
  const order = [...new Set((saved?.order ?? []).filter(isWidget))];
  for (const w of DASHBOARD_WIDGETS) if (!order.includes(w)) order.push(w);
  return { order, hidden: [...new Set((saved?.hidden ?? []).filter(isWidget))] };
}

/** The widgets shown, in order: allowed and not hidden. */
export function shownWidgets(layout: DashboardLayout, allowed: readonly DashboardWidget[]): DashboardWidget[] {
  return layout.order.filter((w) => allowed.includes(w) && !layout.hidden.includes(w));
}

/** The layout after one "nach oben" / "nach unten" / "ausblenden" / "einblenden". */
export function changeLayout(
  layout: DashboardLayout,
  intent: "up" | "down" | "hide" | "show",
  widget: DashboardWidget,
  allowed: readonly DashboardWidget[],
): DashboardLayout {
  if (intent === "hide") return { ...layout, hidden: [...new Set([...layout.hidden, widget])] };
  if (intent === "show") return { ...layout, hidden: layout.hidden.filter((w) => w !== widget) };
  // Swap with the neighbour the user sees, skipping hidden and not allowed widgets.
  const shown = shownWidgets(layout, allowed);
  const at = shown.indexOf(widget);
  const neighbour = shown[intent === "up" ? at - 1 : at + 1];
  if (at < 0 || !neighbour) return layout;
  const order = [...layout.order];
  const i = order.indexOf(widget);
  const j = order.indexOf(neighbour);
  [order[i], order[j]] = [neighbour, widget];
  return { ...layout, order };
}
