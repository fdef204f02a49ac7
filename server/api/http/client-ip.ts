import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import proxyaddr from "proxy-addr";

/** Express' `trust proxy` setting (TRUST_PROXY): false, true, a hop count, or proxy addresses/subnets. */
export type TrustProxySetting = boolean | number | string[];

export type ClientIpOf = (c: Context) => string | null;

/**
 * How the API learns the client's address. Nothing a client sends is believed on its own:
 * - a request the portal's Express app handed over (`/api/*` in embedded mode) carries the address
 *   Express resolved under TRUST_PROXY (`incoming.ip`); its raw X-Forwarded-For is ignored;
 * - a request on the API's own socket (`npm run start:api`) honours X-Forwarded-For only through
 *   the proxies `trustProxy` names, walking from the socket address as Express does;
 * - an in-process call without a socket (the embedded portal's upstream client, which builds the
 *   header itself) is believed when `trustForwardedFor` says the host sets it.
 */
export function clientIpResolver(options: { trustForwardedFor: boolean; trustProxy?: TrustProxySetting }): ClientIpOf {
  const trust = compileTrust(options.trustProxy ?? false);
  return (c) => {
    const incoming = (c.env as { incoming?: IncomingMessage & { ip?: unknown } } | undefined)?.incoming;
    if (incoming) {
      if (typeof incoming.ip === "string") return incoming.ip;
      return incoming.socket?.remoteAddress ? proxyaddr(incoming, trust) : null;
    }
    if (!options.trustForwardedFor) return null;
    // The host wrote this header itself (a client cannot reach an in-process call): its first entry is the client.
    return c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || null;
  };
}

function compileTrust(setting: TrustProxySetting): (address: string, hop: number) => boolean {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}
