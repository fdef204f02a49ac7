/** Drawers of the signed-in layout are URL state: `?panel=<name>`. */
export const PANELS = ["navigation", "darstellung", "hilfe", "suche"] as const;
export type PanelName = (typeof PANELS)[number];

export function panelOf(search: string): PanelName | null {
  const value = new URLSearchParams(search).get("panel");
  return (PANELS as readonly string[]).includes(value ?? "") ? (value as PanelName) : null;
}

/** The same location with the panel opened (or closed when `panel` is null). */
export function withPanel(pathname: string, search: string, panel: PanelName | null): string {
  const params = new URLSearchParams(search);
  if (panel) params.set("panel", panel);
  else params.delete("panel");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Parameters of the search drawer (`?panel=suche&q=…&area=…`). */
const SEARCH_PARAMS = ["q", "area"] as const;

/** The same location with the search drawer open on term `q` in `area` ("all" is left out). */
export function withSearchPanel(pathname: string, search: string, q: string, area: string): string {
  const params = new URLSearchParams(search);
  params.set("panel", "suche");
  params.set("q", q);
  if (area && area !== "all") params.set("area", area);
  else params.delete("area");
  return `${pathname}?${params.toString()}`;
}

/** The location without any drawer, and without the search drawer's parameters. */
export function withoutPanels(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  if (params.get("panel") === "suche") for (const name of SEARCH_PARAMS) params.delete(name);
  return withPanel(pathname, params.toString(), null);
}
