/**
 * Security headers with an enforced Content-Security-Policy. Scripts need the per-request nonce
 * (Remix's inline hydration scripts carry it), and so does an inline <style> (the script-free
 * previews carry their own stylesheet); nothing is loaded from third-party hosts.
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** 16 random bytes per request, drawn from a pool filled 256 requests at a time (the same randomness, fewer calls). */
export function cspNonce(): RequestHandler {
  let pool = randomBytes(0);
  let at = 0;
  return (_req, res, next) => {
    if (at + 16 > pool.length) {
      pool = randomBytes(16 * 256);
      at = 0;
    }
    res.locals.cspNonce = pool.toString("base64", at, (at += 16));
    next();
  };
}

/**
 * `frameOrigin`: the external ZR system (ZR_BASE_URL) the ZR screens frame; frames may show that
 * origin and nothing else. Unset, the ZR-Simulator is the portal's own origin (decision 0900).
 */
const requestNonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;

export function securityHeaders({ development, frameOrigin }: { development: boolean; frameOrigin?: string | null }): RequestHandler {
  return replayed(helmetFor({ development, frameOrigin }));
}

const NONCE_STAND_IN = "\u0000nonce\u0000";

/**
 * helmet's headers depend on the request only through the nonce: they are worked out once, with a
 * stand-in for it, and each request gets them with its own nonce put in (one header set per name
 * instead of thirteen middleware calls and a policy string built anew).
 */
function replayed(middleware: RequestHandler): RequestHandler {
  const set: [string, string[]][] = [];
  const removed: string[] = [];
  let done = false;
  const recorder = {
    locals: { cspNonce: NONCE_STAND_IN },
    setHeader: (name: string, value: unknown) => set.push([name, String(value).split(NONCE_STAND_IN)]),
    removeHeader: (name: string) => removed.push(name),
  };
  middleware({ headers: {} } as never, recorder as never, () => (done = true));
  if (!done || set.length === 0) throw new Error("security headers: helmet did not answer synchronously");
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, parts] of set) res.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(res.locals.cspNonce as string));
    next();
  };
}

/** helmet itself with the portal's options (the tests compare the replay with it). */
export function helmetFor({ development, frameOrigin }: { development: boolean; frameOrigin?: string | null }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", requestNonce],
        styleSrc: ["'self'", requestNonce],
        // React renders a few computed widths (loading bar) as style attributes.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: development ? ["'self'", "ws://localhost:*", "ws://127.0.0.1:*"] : ["'self'"],
        frameSrc: frameOrigin ? [frameOrigin] : ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent by hsts() only for requests that came over https (a plain-http answer must not carry it).
    strictTransportSecurity: false,
    referrerPolicy: { policy: "same-origin" },
  });
}

/** helmet's own default policy (a year, subdomains included). */
export const HSTS_POLICY = "max-age=31536000; includeSubDomains";

/**
 * Strict-Transport-Security only when the request came over https, directly or as a proxy TRUST_PROXY
 * names says in X-Forwarded-Proto (Express' `req.secure` honours exactly that); never over plain http.
 */
export function hsts(): RequestHandler {
  return (req, res, next) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS_POLICY);
    next();
  };
}
