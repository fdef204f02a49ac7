/**
 * Route guards: signed in (else to /login with the return path), allowed by the route registry
 * (else 403 'Keine Berechtigung!'). The API enforces the same rules again on every call.
 */
import { redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import type { User } from "#contract";
import { accessSubjectOf } from "#contract/access";
import { canAccess, type PortalRouteId } from "~/lib/route-registry";
import { loginPath } from "~/lib/safe-redirect";
import { t } from "~/i18n";
import { keptInputOf } from "~/lib/kept-input";
import { isUnavailable, isUpstreamError, unavailableResponse } from "./upstream";
import { accountLanguageRedirect } from "./language";

function returnPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Ends the session locally and sends the user to sign in, back to where they were afterwards. */
export async function redirectToLogin(request: Request, context: AppLoadContext, expired: boolean): Promise<never> {
  context.session.unset("auth");
  // Spec §4: the ZR client list goes with the session.
  context.session.unset("zr");
  const toast = expired ? { kind: "info" as const, message: t("login.sessionExpired") } : context.toast;
  if (toast) context.session.flash("toast", toast);
  throw redirect(loginPath(returnPath(request)), {
    headers: { "Set-Cookie": await context.sessionStorage.commitSession(context.session) },
  });
}

/**
 * The signed-in user. Until they have accepted the terms of use (spec §4; impersonation excepted)
 * every page, form post and download sends them to the terms screen instead, so nothing is read or
 * changed before; only that screen itself passes `beforeTerms`. Before that, a user whose company
 * requires two-factor sign-in and who has none yet is sent to its setup (decision 0551; only that
 * screen passes `beforeTfa`). The API refuses the same calls.
 */
export async function requireUser(request: Request, context: AppLoadContext, options: { beforeTerms?: boolean; beforeTfa?: boolean } = {}): Promise<User> {
  if (!context.signedIn) return redirectToLogin(request, context, context.sessionExpired);
  let user: User;
  try {
    user = await context.getUser();
  } catch (error) {
    if (isUpstreamError(error) && error.status === 401) return redirectToLogin(request, context, true);
    if (isUnavailable(error)) throw await unavailableKeepingInput(request, context, error);
    throw error;
  }
  // The account's language wins over this browser's cookie (chosen on another device); support acting as a partner keeps its own.
  const reload = context.impersonating ? null : accountLanguageRedirect(request, user.language);
  if (reload) throw reload;
  if (!options.beforeTfa && tfaSetupPending(user, context)) throw redirect(TFA_SETUP_PATH);
  if (!options.beforeTerms && !user.accepted_agb && !context.impersonating) throw redirect(TERMS_PATH);
  return user;
}

/** A form posted while the API is down: its 503 carries the input, so the error page can send it again. */
async function unavailableKeepingInput(request: Request, context: AppLoadContext, error: Response): Promise<Response> {
  if (request.method === "GET" || request.method === "HEAD" || request.bodyUsed) return error;
  const form = await request.formData().catch(() => null);
  const kept = form ? keptInputOf(context.formAction, form) : undefined;
  return kept ? unavailableResponse(kept) : error;
}

export const TERMS_PATH = "/nutzungsbedingungen";
export const TFA_SETUP_PATH = "/zwei-faktor-einrichten";

/**
 * The company requires two-factor sign-in, or the association's support reset it (decision 0952),
 * and the user has none yet (an impersonation is covered by the parent's sign-in).
 */
export function tfaSetupPending(user: User, context: AppLoadContext): boolean {
  return (user.tfa_required || user.tfa_setup_required) && !user.tfa_enabled && !context.impersonating;
}

/** 403 'Keine Berechtigung!'; `description` replaces the generic explanation (e.g. the calendar's). */
export function forbidden(description?: string): Response {
  return new Response(description ?? t("errors.forbidden"), { status: 403, statusText: "Forbidden" });
}

/** The signed-in user, if the route registry lets them open `routeId`; else a 403 response. */
export async function requireRoute(request: Request, context: AppLoadContext, routeId: PortalRouteId, forbiddenText?: string): Promise<User> {
  const user = await requireUser(request, context);
  if (!canAccess(accessSubjectOf(user), routeId)) throw forbidden(forbiddenText);
  return user;
}
