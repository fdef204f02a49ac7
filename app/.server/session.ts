/**
 * The `auth.session` cookie: encrypted and signed, HttpOnly, SameSite=Lax, Secure behind https.
 * It holds the token pair (never visible to JavaScript, nor readable from the cookie's value) and
 * one-shot flash messages. No Max-Age: like the original's browser session storage, it ends with
 * the browser session.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { createCookie, createSession, type Session, type SessionStorage } from "@remix-run/node";
import { COOKIES } from "~/lib/cookies";
import type { Toast } from "~/lib/toast";
import type { StoredZrClients } from "~/lib/zr-client";

export const SESSION_COOKIE = COOKIES.session.name;

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
  /** While in the association's support view (decision 0963): the staff screen to return to. */
  parentReturn: string;
  /**
   * Between the password and the second factor (decision 0550): sealed in the cookie like the
   * tokens, ten minutes long, so the code step can repeat the sign-in with the code added.
   */
  tfaPending: { email: string; password: string; redirectTo: string; until: number };
  /** A password link's token, moved out of the URL into the cookie (see /login/resetpassword). */
  passwordToken: string;
  /** The ZR client's permission entries with their apiSessions (spec §4: kept per session, reset on sign-in, logout and switching user). */
  zr: StoredZrClients;
}

export interface SessionFlashData {
  toast: Toast;
}

export type PortalSession = Session<SessionData, SessionFlashData>;
export type PortalSessionStorage = SessionStorage<SessionData, SessionFlashData>;

/**
 * Like Remix' cookie session storage, but the data is sealed with AES-256-GCM (key derived from
 * the session secret) before the cookie signs it: a copied cookie value no longer reveals tokens
 * (audit finding 8). A value that does not open — tampered, or from before — is an empty session.
 */
export function createPortalSessionStorage(secret: string, secure: boolean): PortalSessionStorage {
  const cookie = createCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secure, secrets: [secret] });
  const key = createHash("sha256").update(`auth.session encryption\0${secret}`).digest();
  // Opening a cookie is a pure function of its header: a browser sends the same header on every
  // request until the session changes, and checking the signature (WebCrypto) and decrypting cost
  // ~0.3 ms each time. Kept as JSON so every request gets its own copy; bounded, oldest out.
  const opened = new Map<string, string>();
  return {
    async getSession(cookieHeader, options) {
      let json = cookieHeader && !options ? opened.get(cookieHeader) : undefined;
      if (json === undefined) {
        const sealed: unknown = cookieHeader ? await cookie.parse(cookieHeader, options) : null;
        json = JSON.stringify((typeof sealed === "string" ? open(key, sealed) : null) ?? {});
        if (cookieHeader && !options) {
          if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!);
          opened.set(cookieHeader, json);
        }
      }
      return createSession<SessionData, SessionFlashData>(JSON.parse(json) as SessionData);
    },
    async commitSession(session, options) {
      return cookie.serialize(seal(key, session.data), options);
    },
    async destroySession(_session, options) {
      return cookie.serialize("", { ...options, maxAge: undefined, expires: new Date(0) });
    },
  };
}

const OPENED_MAX = 2_000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer, data: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function open(key: Buffer, sealed: string): Partial<SessionData> | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    const data: unknown = JSON.parse(json);
    return data !== null && typeof data === "object" ? (data as Partial<SessionData>) : null;
  } catch {
    return null;
  }
}

export function tokensFromPair(pair: { access_token: string; refresh_token: string; expires: number }, now = Date.now()): AuthTokens {
  return { access_token: pair.access_token, refresh_token: pair.refresh_token, expires_at: now + pair.expires };
}

/** Refresh a little before expiry so a request never reaches the API with a dying token. */
export const REFRESH_MARGIN_MS = 30_000;

export function refreshDue(tokens: AuthTokens, now = Date.now()): boolean {
  return tokens.expires_at - REFRESH_MARGIN_MS <= now;
}
