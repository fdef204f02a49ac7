/**
 * The ZR client's rules (spec §3, §4, §7, §9), free of server code so they are unit-tested alone:
 * permission entries kept per session and user, shown as tabs sorted by sort; which screen needs
 * what; where a screen's frame points.
 */
import type { ZrPermissionEntry } from "#contract/zr";
import type { PortalRouteId } from "./route-registry";

export interface ZrClientEntry extends ZrPermissionEntry {
  apiSession: string;
}

/** What the session keeps: the entries and whose they are (spec §4: reset on switching user). */
export interface StoredZrClients {
  userId: string;
  entries: ZrClientEntry[];
  /** epoch ms of the logon: apiSessions (stay=1) last a working day, so the list is renewed before */
  fetchedAt: number;
}

/** Renew the apiSessions well before the ZR system's 12 hours run out. */
export const ZR_ENTRIES_MAX_AGE_MS = 11 * 60 * 60 * 1000;

/** Spec §9: the frame appears after this delay. */
export const ZR_FRAME_DELAY_MS = 500;

export const ZR_SCREENS = {
  zrList: "list",
  zrReceiptSearch: "receipt-search",
  zrUpload: "upload",
  zrSalesReport: "sales-report",
  zrStatistic: "statistic",
  zrTradingPartner: "trading-partner",
} as const satisfies Partial<Record<PortalRouteId, string>>;
export type ZrRouteId = keyof typeof ZR_SCREENS;
export type ZrScreen = (typeof ZR_SCREENS)[ZrRouteId];

/** The route of a screen named in the URL (any case), or null for an unknown one. */
export function zrRouteOf(screen: string): ZrRouteId | null {
  const wanted = screen.toLowerCase();
  return (Object.keys(ZR_SCREENS) as ZrRouteId[]).find((id) => ZR_SCREENS[id] === wanted) ?? null;
}

/** Tabs in the order of `sort`, then by name so equal sorts stay stable. */
export function sortEntries<T extends Pick<ZrPermissionEntry, "sort" | "tabName" | "accid">>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.sort - b.sort || a.tabName.localeCompare(b.tabName, "de") || a.accid.localeCompare(b.accid));
}

/**
 * The stored entries, if they are this user's. Spec §4: the list is fetched only when empty, and
 * a different user (impersonation, switching back) never sees the previous user's list.
 */
export function storedEntriesFor(stored: StoredZrClients | undefined, userId: string, now = Date.now()): ZrClientEntry[] | null {
  if (!stored || stored.userId !== userId || stored.entries.length === 0) return null;
  if (now - stored.fetchedAt > ZR_ENTRIES_MAX_AGE_MS) return null;
  return stored.entries;
}

/** The chosen tab: the one named by ?accid=, else the first. */
export function chosenEntry<T extends { accid: string }>(entries: readonly T[], accid: string | null): T | undefined {
  return entries.find((e) => e.accid === accid) ?? entries[0];
}

/**
 * Where a screen's frame points: the ZR system's base (empty for the embedded simulator, which is
 * same-origin) + /sam/s/{apiSession}/{screen} (decision 0900).
 */
export function frameUrl(base: string, apiSession: string, screen: ZrScreen): string {
  return `${base.replace(/\/+$/, "")}/sam/s/${encodeURIComponent(apiSession)}/${screen}`;
}

/** The origin the CSP allows for frames: the ZR system's, or the portal's own for the simulator. */
export function frameOrigin(base: string | undefined): string | null {
  return base ? new URL(base).origin : null;
}
