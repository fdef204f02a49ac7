/**
 * Security headers with an enforced Content-Security-Policy. Scripts need the per-request nonce
 * (Remix's inline hydration scripts carry it), and so does an inline <style> (the script-free
 * previews carry their own stylesheet); nothing is loaded from third-party hosts.
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
}

/**
 * `frameOrigin`: the external ZR system (ZR_BASE_URL) the ZR screens frame; frames may show that
 * origin and nothing else. Unset, the ZR-Simulator is the portal's own origin (decision 0900).
 */
const requestNonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;

export function securityHeaders({ development, frameOrigin }: { development: boolean; frameOrigin?: string | null }): RequestHandler {
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
    referrerPolicy: { policy: "same-origin" },
  });
}
