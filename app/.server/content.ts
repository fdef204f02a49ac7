/**
 * Loader plumbing for the content screens: the route guard and the screen's upstream calls start
 * together (no waterfall); the guard's answer wins, and API refusals become the portal's 403/404.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { User } from "#contract";
import type { PortalRouteId } from "~/lib/route-registry";
import { t } from "~/i18n";
import { forbidden, redirectToLogin, requireRoute } from "./guards";
import { started } from "./started";
import { isUpstreamError } from "./upstream";

/**
 * A call whose failure the page can show in place (decision 0524): null when the API answered a
 * 5xx; signed out, refused and unreachable pass on as everywhere.
 */
export function nullWhenFailed<T>(call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => (isUpstreamError(error) && error.status >= 500 ? null : Promise.reject(error)));
}

export async function guardedLoad<T>(
  request: Request,
  context: AppLoadContext,
  routeId: PortalRouteId,
  load: (user: Promise<User>) => Promise<T>,
  forbiddenText?: string,
): Promise<{ user: User; data: T }> {
  const userPromise = requireRoute(request, context, routeId, forbiddenText);
  // `load` may read the query before its call starts: a malformed value must not throw past the guard.
  const dataPromise = started(() => load(userPromise));
  // The guard decides first; a rejected data call must not surface as unhandled meanwhile.
  dataPromise.catch(() => undefined);
  const user = await userPromise;
  try {
    return { user, data: await dataPromise };
  } catch (error) {
    return rethrowUpstream(request, context, error, forbiddenText);
  }
}

export async function rethrowUpstream(request: Request, context: AppLoadContext, error: unknown, forbiddenText?: string): Promise<never> {
  if (isUpstreamError(error)) {
    if (error.status === 401) return redirectToLogin(request, context, true);
    if (error.status === 403) throw forbidden(forbiddenText);
    if (error.status === 404) throw new Response(t("errors.notFound"), { status: 404 });
  }
  throw error;
}

