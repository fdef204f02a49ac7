/**
 * Loader plumbing for the content screens: the route guard and the screen's upstream calls start
 * together (no waterfall); the guard's answer wins, and API refusals become the portal's 403/404.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { User } from "#contract";
import type { PortalRouteId } from "~/lib/route-registry";
import { t } from "~/i18n";
import { forbidden, redirectToLogin, requireRoute } from "./guards";
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
  const dataPromise = load(userPromise);
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

/** Positive integer of a search parameter, else undefined. */
export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * A free-text filter from a search parameter (a list's search field): trimmed, at most `max`
 * characters, without NUL, which PostgreSQL cannot store and the API therefore refuses with a 400.
 * A pasted filter is not worth an error page. (URL decoding already turns broken UTF-8 into U+FFFD,
 * so no lone surrogate arrives this way.)
 */
export function textParam(url: URL, name: string, max = 100): string {
  return (url.searchParams.get(name) ?? "").slice(0, max).replaceAll("\u0000", "").trim();
}

/** One of `values` from a search parameter, else undefined. */
export function enumParam<T extends string>(url: URL, name: string, values: readonly T[]): T | undefined {
  const raw = url.searchParams.get(name);
  return values.find((v) => v === raw);
}
