/**
 * The `auth.session` cookie: signed, HttpOnly, SameSite=Lax, Secure behind https. It holds the
 * token pair (never visible to JavaScript) and one-shot flash messages. No Max-Age: like the
 * original's browser session storage, it ends with the browser session.
 */
import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import type { Toast } from "~/lib/toast";

export const SESSION_COOKIE = "auth.session";

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
  /** epoch milliseconds when the access token expires */
  expires_at: number;
}

export interface SessionData {
  auth: AuthTokens;
  /** While impersonating: the parent account's own pair, kept aside (spec §4 Session). */
  parent: AuthTokens;
  /** While impersonating: the parent's name for the hint bar. */
  parentName: string;
  /** A password link's token, moved out of the URL into the cookie (see /login/resetpassword). */
  passwordToken: string;
}

export interface SessionFlashData {
  toast: Toast;
}

export type PortalSession = Session<SessionData, SessionFlashData>;
export type PortalSessionStorage = SessionStorage<SessionData, SessionFlashData>;

export function createPortalSessionStorage(secret: string, secure: boolean): PortalSessionStorage {
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: { name: SESSION_COOKIE, httpOnly: true, sameSite: "lax", path: "/", secure, secrets: [secret] },
  });
}

export function tokensFromPair(pair: { access_token: string; refresh_token: string; expires: number }, now = Date.now()): AuthTokens {
  return { access_token: pair.access_token, refresh_token: pair.refresh_token, expires_at: now + pair.expires };
}

/** Refresh a little before expiry so a request never reaches the API with a dying token. */
export const REFRESH_MARGIN_MS = 30_000;

export function refreshDue(tokens: AuthTokens, now = Date.now()): boolean {
  return tokens.expires_at - REFRESH_MARGIN_MS <= now;
}
