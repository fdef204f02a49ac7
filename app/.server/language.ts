/**
 * The request's language on the server (decision 0986). The request handler (server/app.ts) picks
 * it before Remix runs and runs the request inside `runInLanguage`; `t`, the plural rules and
 * app/lib/format.ts read it from here through `setLanguageSource`. Work outside a request (a
 * toast in the language just chosen, a test) names its language with `runInLanguage` too.
 *
 * Which language: the `i18n_redirected` cookie, else the browser's Accept-Language, else German.
 * A signed-in user's cookie is set from the account at sign-in and when they choose; where the
 * two differ later, the account's wins (`accountLanguageRedirect`).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { redirect } from "@remix-run/node";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/values";
import { setLanguageSource } from "~/i18n";
import { COOKIES } from "~/lib/cookies";

// One store for the whole process: server/app.ts (the server bundle) and the Remix build each have
// their own copy of this module, and both must see the language the request handler set.
const STORE = Symbol.for("partnerportal.language");
const storage: AsyncLocalStorage<Language> = ((globalThis as Record<symbol, unknown>)[STORE] as AsyncLocalStorage<Language> | undefined) ?? new AsyncLocalStorage<Language>();
(globalThis as Record<symbol, unknown>)[STORE] = storage;

setLanguageSource(requestLanguage);

/** The current request's (or `runInLanguage`'s) language; German outside both. */
export function requestLanguage(): Language {
  return storage.getStore() ?? DEFAULT_LANGUAGE;
}

export function runInLanguage<T>(language: Language, fn: () => T): T {
  return storage.run(language, fn);
}

/** The cookie's language, if it names one. */
export function cookieLanguage(cookieHeader: string | null | undefined): Language | undefined {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${COOKIES.locale.name}=([^;]*)`));
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : undefined;
}

/** The best of our languages in an Accept-Language header (`en-GB,en;q=0.9,de;q=0.8`), by weight. */
export function acceptedLanguage(header: string | null | undefined): Language | undefined {
  let best: { language: Language; q: number } | undefined;
  for (const part of (header ?? "").split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLanguage(primary) || !(q > 0)) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language;
}

/** The language of a request before anything is known of its user: cookie, Accept-Language, German. */
export function languageOfRequest(headers: { cookie?: string | null; acceptLanguage?: string | null }): Language {
  return cookieLanguage(headers.cookie) ?? acceptedLanguage(headers.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** The Set-Cookie value that remembers `language` for a year. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${COOKIES.locale.name}=${language}; Path=/; Max-Age=${COOKIES.locale.maxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Makes a redirect reload the whole document, also when the browser navigates with JavaScript:
 * its texts are those of the language it was loaded in (Remix's `redirectDocument`).
 */
export function reloadingDocument(response: Response): Response {
  response.headers.set("X-Remix-Reload-Document", "true");
  return response;
}

/**
 * A signed-in page whose language is not the account's: the same address again as a whole
 * document, with the cookie set to the account's language (it was chosen on another device).
 * Only for reads; a form post keeps the page's language and the next page follows.
 */
export function accountLanguageRedirect(request: Request, account: Language): Response | null {
  if (account === requestLanguage() || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const url = new URL(request.url);
  // A data request (`/page.data`) reloads the page itself.
  const target = url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length) || "/" : url.pathname;
  url.searchParams.delete("_routes");
  return reloadingDocument(redirect(target + url.search, { headers: { "Set-Cookie": languageCookie(account, url.protocol === "https:") } }));
}

