/** The end of a sign-in, shared by the password form and the two-factor step. */
import { redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import { t } from "~/i18n";
import type { AuthTokens } from "./session";
import { isUpstreamError } from "./upstream";
import { languageCookie, reloadingDocument, requestLanguage } from "./language";

/** How long the two-factor step waits after the password (decision 0550). */
export const TFA_STEP_MS = 10 * 60 * 1000;

export async function completeSignIn(request: Request, context: AppLoadContext, tokens: AuthTokens, redirectTo: string | undefined): Promise<Response> {
  // Signing in over an existing session ends that one upstream first.
  const previous = context.session.get("auth");
  if (previous) await context.upstream.call("logout", { body: { refresh_token: previous.refresh_token } }).catch(() => undefined);

  // A new session on every sign-in: nothing of the previous cookie carries over (nor a pending second step).
  const session = await context.sessionStorage.getSession();
  session.set("auth", tokens);
  const headers = new Headers({ "Set-Cookie": await context.sessionStorage.commitSession(session) });
  // The account's language from now on (decision 0986); the portal layout corrects it should this fail.
  const language = await context.upstream
    .withToken(tokens.access_token)
    .call("me")
    .then((user) => user.language, () => undefined);
  if (language) headers.append("Set-Cookie", languageCookie(language, new URL(request.url).protocol === "https:"));
  const response = redirect(safeRedirect(redirectTo), { headers });
  // The browser holds the sign-in page's texts: another language needs the next page whole.
  return language && language !== requestLanguage() ? reloadingDocument(response) : response;
}

/** The German message and status of a refused sign-in. */
export function failureMessage(error: unknown): { message: string; status: number } {
  if (isUpstreamError(error)) {
    if (error.code === "INVALID_CREDENTIALS") return { message: t("login.failed"), status: 401 };
    if (error.code === "REQUESTS_EXCEEDED") return { message: t("login.rateLimited"), status: 429 };
    if (error.code === "INVALID_OTP") return { message: t("loginTfa.failed"), status: 401 };
    if (error.code === "USER_SUSPENDED") return { message: t("login.suspended"), status: 401 };
  }
  return { message: t("login.unavailable"), status: 503 };
}
