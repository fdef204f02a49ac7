/**
 * CSRF defence in depth next to SameSite=Lax: every state-changing request must come from this
 * origin. Browsers say so in Sec-Fetch-Site (or at least Origin); requests without either are
 * not from a browser page and carry no ambient cookie risk.
 */
import type { Request, RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function firstHeader(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(",")[0]?.trim() || undefined;
}

function wholeHeader(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value.join(", ") : value).trim();
}

/** The origin the browser sees, honouring X-Forwarded-* only when TRUST_PROXY says so. */
export function expectedOrigin(req: Pick<Request, "protocol" | "headers" | "app">): string {
  const trusted = Boolean(req.app.get("trust proxy"));
  const host = (trusted && firstHeader(req.headers["x-forwarded-host"])) || req.headers.host || "";
  return `${req.protocol}://${host}`;
}

export function isSameOriginRequest(req: Pick<Request, "protocol" | "headers" | "app" | "method">): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  // Each is one value: a list ("https://portal, https://evil") is no answer and is refused.
  const site = wholeHeader(req.headers["sec-fetch-site"]);
  if (site !== undefined) return site === "same-origin" || site === "none";
  const origin = wholeHeader(req.headers.origin);
  if (origin === undefined) return true;
  return origin === expectedOrigin(req);
}

export function sameOriginOnly(onRefuse: RequestHandler): RequestHandler {
  return (req, res, next) => (isSameOriginRequest(req) ? next() : onRefuse(req, res, next));
}
