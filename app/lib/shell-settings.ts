/**
 * Visual preferences of the signed-in layout (spec §2 settings drawer), kept in a cookie.
 * Shared with the browser bundle, so no validation library here: the schemas live in
 * app/.server/shell-settings.ts.
 */
export const SIDEBAR_COLORS = ["dark", "light", "brand"] as const;
export type SidebarColor = (typeof SIDEBAR_COLORS)[number];

export interface ShellSettings {
  navbarFixed: boolean;
  sidebarMini: boolean;
  sidebarColor: SidebarColor;
}

export const DEFAULT_SHELL_SETTINGS: ShellSettings = { navbarFixed: true, sidebarMini: false, sidebarColor: "dark" };
