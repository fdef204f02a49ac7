/**
 * What ./load-context.ts hands every loader and action: the session read once for this
 * HTTP request (tokens already refreshed if they were due), an upstream client acting as the
 * signed-in user, and the per-request bits the document needs.
 */
import type { Authenticator } from "remix-auth";
import type { User } from "#contract";
import type { Toast } from "~/lib/toast";
import type { AuthTokens, PortalSession, PortalSessionStorage } from "./session";
import type { UpstreamClient } from "./upstream";
import type { ZrConnection } from "./zr-connection";

export interface PortalContext {
  requestId: string;
  cspNonce: string;
  session: PortalSession;
  sessionStorage: PortalSessionStorage;
  authenticator: Authenticator<AuthTokens>;
  /** Acts with the session's access token, or anonymously when signed out. */
  upstream: UpstreamClient;
  signedIn: boolean;
  /** Signed in as a sub-account; the parent's tokens are kept aside in the session. */
  impersonating: boolean;
  /** The refresh token was refused during this request: the user has to sign in again. */
  sessionExpired: boolean;
  /** GET /extranet/users/me, fetched at most once per HTTP request. */
  getUser(): Promise<User>;
  /** Where this request was posted (as received, `?index` kept): a 503 page offers to send a form there again. */
  formAction: string;
  /** The central-settlement system the ZR screens frame (simulator or ZR_BASE_URL); null when none is set up. */
  zr: ZrConnection | null;
  /** DIGITAL_SHOWROOM_URL: the menu's external link */
  showroomUrl: string | null;
  /** The flash toast of the previous redirect, if any (consumed by this request). */
  toast: Toast | null;
}

declare module "@remix-run/server-runtime" {
  // Types of loader/action data as single fetch delivers them.
  interface Future {
    v3_singleFetch: true;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PortalContext {}
}
