/**
 * Who may read GET /metrics (decision 0961): a bearer of METRICS_TOKEN, or a scraper whose own
 * address TRUST_PROXY lists. `clientAddress` is the address resolved under TRUST_PROXY: a request
 * that came *through* the proxy resolves to its client's, so nobody gets there by way of nginx.
 * Refused: 403 when a token is configured (the caller may hold it), else 404.
 */
import { timingSafeEqual } from "node:crypto";
import proxyaddr from "proxy-addr";

export interface MetricsAccess {
  /** METRICS_TOKEN */
  token?: string;
  /** TRUST_PROXY: only a list of addresses names any; true or a hop count names none */
  trustProxy: boolean | number | string[];
}

/** Whether a bearer token equals `token`, in constant time. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** 200 when the caller may scrape, else the status to refuse with. */
export function metricsAccess({ token, trustProxy }: MetricsAccess): (authorization: string | undefined, clientAddress: string | undefined) => 200 | 403 | 404 {
  const trusted = Array.isArray(trustProxy) && trustProxy.length > 0 ? proxyaddr.compile(trustProxy) : undefined;
  return (authorization, clientAddress) => {
    if (trusted && clientAddress && trusted(clientAddress, 0)) return 200;
    if (token && tokenMatches(authorization, token)) return 200;
    return token ? 403 : 404;
  };
}
