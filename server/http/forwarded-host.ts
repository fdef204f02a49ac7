/**
 * X-Forwarded-Host decides the host the portal builds links with (the Remix request URL, the
 * expected origin), so it is believed only from a proxy TRUST_PROXY names, and only when it names
 * a host of PUBLIC_URL (without PUBLIC_URL: a loopback host, as for reset links). Any other
 * forwarded host is refused with 400 before anything reads it, never used to build a link.
 */
import type { Request, RequestHandler } from "express";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether `host` (host[:port] as a header carries it) is one under which users reach the portal. */
export function isPublicHost(host: string, publicUrls: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  if (url.host !== host.toLowerCase() || url.pathname !== "/" || url.username || url.password) return false;
  if (publicUrls.length === 0) return LOOPBACK.has(url.hostname);
  return publicUrls.some((u) => {
    const pub = new URL(u);
    return pub.hostname === url.hostname && (url.port === "" || url.port === pub.port);
  });
}

/** Whether the request's direct peer is a proxy TRUST_PROXY names (Express' compiled `trust proxy`). */
function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get("trust proxy fn") as ((address: string, hop: number) => boolean) | undefined;
  return Boolean(trust?.(req.socket.remoteAddress ?? "", 0));
}

export function forwardedHostOnlyFromTrustedProxy(publicUrls: readonly string[], onRefuse: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const header = req.headers["x-forwarded-host"];
    if (header === undefined) return next();
    const hosts = (Array.isArray(header) ? header.join(",") : header).split(",").map((h) => h.trim());
    const believed = fromTrustedProxy(req) && hosts.every((h) => isPublicHost(h, publicUrls));
    return believed ? next() : onRefuse(req, res, next);
  };
}
