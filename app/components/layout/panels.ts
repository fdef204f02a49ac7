/** Drawers of the signed-in layout are URL state: `?panel=<name>`. */
export const PANELS = ["navigation", "darstellung", "hilfe"] as const;
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
