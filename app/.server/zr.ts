/**
 * The portal's side of the ZR client (spec §7 "ZR client", decision 0900): the permission entries
 * from the API, one POST /sam/logon per entry for its apiSession, kept in the session cookie until
 * sign-in, logout or a switch of user, and the frame URL of the chosen tab.
 */
import { enumParam } from "./query";
import { data, type AppLoadContext } from "@remix-run/node";
import { t } from "~/i18n";
import { routeById } from "~/lib/route-registry";
import { safeRedirect } from "~/lib/safe-redirect";
import { chosenEntry, frameUrl, sortEntries, storedEntriesFor, ZR_SCREENS, type ZrClientEntry, type ZrRouteId } from "~/lib/zr-client";
import { requireRoute } from "./guards";
import { isUnavailable, isUpstreamError } from "./upstream";
import type { PortalSession } from "./session";
import { ZrUnavailableError } from "./zr-connection";

export type { ZrConnection } from "./zr-connection";

/** Spec §4: the ZR client list is reset on sign-in, logout and switching user. */
export function resetZrClients(session: PortalSession): void {
  session.unset("zr");
}

export interface ZrTab {
  accid: string;
  tabName: string;
  brandName: string;
  federation: string;
}

type ZrState = { state: "ready"; tabs: ZrTab[]; accid: string; frameSrc: string } | { state: "noAccounts" | "unavailable" | "notConfigured" };

const tabOf = (e: ZrClientEntry): ZrTab => ({ accid: e.accid, tabName: e.tabName, brandName: e.brand_name, federation: e.federation });

/** Where the back button leads: the portal page the user came from, else the dashboard. */
function backTarget(request: Request): string {
  const referer = request.headers.get("referer");
  const here = new URL(request.url);
  if (!referer) return "/dashboard";
  try {
    const from = new URL(referer);
    if (from.origin !== here.origin || from.pathname.toLowerCase() === here.pathname.toLowerCase()) return "/dashboard";
    return safeRedirect(from.pathname + from.search, "/dashboard");
  } catch {
    return "/dashboard";
  }
}

/** The loader of every ZR screen: guard, entries (fetched only when empty), the chosen tab's frame. */
export async function loadZrScreen(request: Request, context: AppLoadContext, routeId: ZrRouteId) {
  const user = await requireRoute(request, context, routeId, t("zr.forbidden"));
  const screen = ZR_SCREENS[routeId];
  const backTo = backTarget(request);
  // The screen's title key travels with the data: the browser then needs no route registry here.
  const labelKey = routeById(routeId).labelKey;
  const answer = (state: ZrState, headers?: HeadersInit) => data({ ...state, screen, labelKey, backTo }, headers ? { headers } : undefined);
  if (!context.zr) return answer({ state: "notConfigured" });

  let entries = storedEntriesFor(context.session.get("zr"), user.id);
  let headers: HeadersInit | undefined;
  if (!entries) {
    const token = context.session.get("auth")?.access_token ?? "";
    try {
      const granted = await context.upstream.call("zrClientPermissions");
      const permissions = sortEntries(granted.success ? granted.permissions : []);
      if (permissions.length === 0) return answer({ state: "noAccounts" });
      const zr = context.zr;
      entries = await Promise.all(permissions.map(async (p) => ({ ...p, apiSession: await zr.logon(token, p.accid) })));
    } catch (error) {
      if (error instanceof ZrUnavailableError || isUnavailable(error) || (isUpstreamError(error) && error.status >= 500)) {
        return answer({ state: "unavailable" });
      }
      throw error;
    }
    context.session.set("zr", { userId: user.id, entries, fetchedAt: Date.now() });
    headers = { "Set-Cookie": await context.sessionStorage.commitSession(context.session) };
  }
  // A tab the user does not have (or a malformed one) is the 400 page; none chosen is the first.
  const chosen = chosenEntry(entries, enumParam(new URL(request.url), "accid", entries.map((e) => e.accid)) ?? null)!;
  return answer({ state: "ready", tabs: entries.map(tabOf), accid: chosen.accid, frameSrc: frameUrl(context.zr.frameBase, chosen.apiSession, screen) }, headers);
}
