/**
 * getLoadContext: per HTTP request, read the session cookie once, refresh the access token if it
 * is due (single-flighted across parallel requests), append the rotated cookie to the response,
 * and hand loaders an upstream client acting as the user (and asking for the user's own writes,
 * decision 0521).
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "@remix-run/node";
import type { User } from "#contract";
import { formActionOf } from "~/lib/kept-input";
import { createAuthenticator } from "./auth";
import { trackChanges } from "./change-seq";
import "./context";
import { ExpiredAuthSessionError } from "./expired-session";
import { createSingleFlightRefresher } from "./refresh";
import { createPortalSessionStorage, refreshDue, tokensFromPair, type PortalSessionStorage } from "./session";
import { isUnavailable, UpstreamClient, type Transport } from "./upstream";
import type { ZrConnection } from "./zr-connection";

/*
 * This module is the portal's entry for its host (server/app.ts): getLoadContext, and the few
 * portal rules the host applies before a request reaches Remix. The host imports nothing else of app/.
 */
export type { Transport } from "./upstream";
export { createZrConnection } from "./zr-connection";
export { frameOrigin } from "~/lib/zr-client";
export { safeRedirect } from "~/lib/safe-redirect";
export { documentBodyOf } from "./document-body";
export { COOKIES } from "~/lib/cookies";
// The request handler picks each request's language before Remix runs (decision 0986).
export { cookieLanguage, languageCookie, languageOfRequest, runInLanguage } from "./language";

/** What the host's logger offers (server/logger.ts); the portal uses only `info`. */
interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
}

export interface LoadContextOptions {
  transport: Transport;
  upstreamBaseUrl: string;
  sessionSecret: string;
  /** "auto": Secure cookies when the request came over https (req.secure honours TRUST_PROXY). */
  cookieSecure: "auto" | "true" | "false";
  logger: Logger;
  /** the ZR system the ZR screens frame; null when none is set up */
  zr?: ZrConnection | null;
  /** the digital showroom the menu links (DIGITAL_SHOWROOM_URL) */
  showroomUrl?: string | null;
}

type RequestLike = Pick<ExpressRequest, "headers" | "method" | "ip" | "secure"> & { path?: string; originalUrl?: string };
type ResponseLike = Pick<ExpressResponse, "append" | "locals"> & Partial<Pick<ExpressResponse, "headersSent">>;

/** COOKIE_SECURE: `auto` marks cookies Secure when the request came over https (via a trusted proxy too). */
export function cookiesSecure(setting: "auto" | "true" | "false", req: { secure: boolean }): boolean {
  return setting === "auto" ? req.secure : setting === "true";
}

export function createGetLoadContext(options: LoadContextOptions) {
  const storages = {
    secure: createPortalSessionStorage(options.sessionSecret, true),
    plain: createPortalSessionStorage(options.sessionSecret, false),
  };
  const authenticators = {
    secure: createAuthenticator(storages.secure),
    plain: createAuthenticator(storages.plain),
  };
  const anonymous = new UpstreamClient({ transport: options.transport, baseUrl: options.upstreamBaseUrl });
  const refresh = createSingleFlightRefresher((token) => anonymous.call("refresh", { body: { refresh_token: token, mode: "json" } }));

  return async function getLoadContext(req: RequestLike, res: ResponseLike): Promise<AppLoadContext> {
    const secure = cookiesSecure(options.cookieSecure, req);
    const kind = secure ? "secure" : "plain";
    const sessionStorage: PortalSessionStorage = storages[kind];
    const session = await sessionStorage.getSession(req.headers.cookie);
    const requestId = String(res.locals.requestId ?? "");
    let changed = false;
    let sessionExpired = false;

    let tokens = session.get("auth");
    if (tokens && refreshDue(tokens)) {
      try {
        tokens = tokensFromPair(await refresh(tokens.refresh_token));
        session.set("auth", tokens);
        changed = true;
      } catch (error) {
        // The API is down: the session stays as it is (no new cookie), and the page's own calls answer 503.
        if (!isUnavailable(error)) {
          if (!(error instanceof ExpiredAuthSessionError)) throw error;
          options.logger.info(error.message, { requestId });
          session.unset("auth");
          tokens = undefined;
          sessionExpired = true;
          changed = true;
        }
      }
    }

    // While impersonating, the parent pair is kept alive too, so returning to it works (spec §7: mode json).
    const parent = session.get("parent");
    if (tokens && parent && refreshDue(parent)) {
      try {
        session.set("parent", tokensFromPair(await refresh(parent.refresh_token)));
        changed = true;
      } catch (error) {
        if (!isUnavailable(error)) {
          if (!(error instanceof ExpiredAuthSessionError)) throw error;
          options.logger.info(error.message, { requestId, parent: true });
          // Without the parent there is no way back: the whole session ends.
          for (const key of ["auth", "parent", "parentName", "parentReturn"] as const) session.unset(key);
          tokens = undefined;
          sessionExpired = true;
          changed = true;
        }
      }
    }

    // A flash toast is shown by the GET that follows the redirect; consuming it needs a new cookie.
    let toast = null;
    // Not by Remix's lazy route discovery (/__manifest) nor by file streams: those GETs run
    // alongside the page and would swallow the toast before the page's loaders see it.
    const path = req.path ?? "";
    const showsPage = !path.startsWith("/__manifest") && !path.startsWith("/assets/");
    if (req.method === "GET" && showsPage && session.has("toast")) {
      toast = session.get("toast") ?? null;
      changed = true;
    }
    if (changed) res.append("Set-Cookie", await sessionStorage.commitSession(session));

    // Set on whatever this request answers (redirect, fetcher answer, page); a write's answer arrives
    // before any of it is sent. A request with two writes sends two cookies: the later, higher one wins.
    const changes = trackChanges(req.headers.cookie, secure, (setCookie) => {
      if (!res.headersSent) res.append("Set-Cookie", setCookie);
    });
    const upstream = new UpstreamClient({
      transport: options.transport,
      baseUrl: options.upstreamBaseUrl,
      accessToken: tokens?.access_token,
      clientIp: req.ip,
      requestId,
      userAgent: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : undefined,
      changes,
    });
    let user: Promise<User> | undefined;

    return {
      requestId,
      cspNonce: String(res.locals.cspNonce ?? ""),
      session,
      sessionStorage,
      authenticator: authenticators[kind],
      upstream,
      signedIn: Boolean(tokens),
      impersonating: Boolean(tokens && session.get("parent")),
      sessionExpired,
      getUser: () => (user ??= upstream.call("me")),
      formAction: formActionOf(req.originalUrl ?? path),
      zr: options.zr ?? null,
      showroomUrl: options.showroomUrl ?? null,
      toast,
    };
  };
}
