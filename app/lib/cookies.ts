/**
 * Every cookie the portal sets, in one place (issue 41): the code that sets a cookie takes its name
 * and lifetime from here, and the privacy page (/datenschutz) lists them from here, so the list
 * cannot drift. A unit test (cookies.test.ts) fails when the code sets a cookie this registry does
 * not name. Only what the portal needs: no tracking, no analytics, nothing from another origin.
 */
export interface PortalCookie {
  name: string;
  /** seconds; null: a session cookie, gone when the browser closes */
  maxAgeSeconds: number | null;
}

const YEAR_S = 365 * 24 * 60 * 60;

export const COOKIES = {
  /** the sign-in: encrypted tokens and one-shot messages (app/.server/session.ts) */
  session: { name: "auth.session", maxAgeSeconds: null },
  /** the settings drawer's display choices (app/.server/shell-settings.ts) */
  shell: { name: "portal.shell", maxAgeSeconds: YEAR_S },
  /** read-your-writes across instances, decision 0521 (app/.server/change-seq.ts) */
  changeSeq: { name: "change.seq", maxAgeSeconds: 300 },
  /** the language: detected at the first visit (server/app.ts), chosen, or the account's (app/.server/language.ts, decision 0986) */
  locale: { name: "i18n_redirected", maxAgeSeconds: YEAR_S },
} as const satisfies Record<string, PortalCookie>;

export type CookieKey = keyof typeof COOKIES;
export const COOKIE_KEYS = Object.keys(COOKIES) as CookieKey[];

/** A lifetime as the privacy page states it: the largest whole unit. */
export function lifetimeOf(cookie: PortalCookie): { unit: "session" | "years" | "days" | "hours" | "minutes"; count: number } {
  const s = cookie.maxAgeSeconds;
  if (s === null) return { unit: "session", count: 0 };
  if (s % YEAR_S === 0) return { unit: "years", count: s / YEAR_S };
  if (s % 86_400 === 0) return { unit: "days", count: s / 86_400 };
  if (s % 3600 === 0) return { unit: "hours", count: s / 3600 };
  return { unit: "minutes", count: Math.max(1, Math.round(s / 60)) };
}
