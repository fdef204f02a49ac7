import type { Context } from "hono";

/**
 * The client's IP for rate limits and the session list. X-Forwarded-For is only believed when
 * the host says so (a trusted proxy, or the in-process portal, which sets it itself); otherwise
 * the socket address from @hono/node-server is used when there is one.
 */
export function clientIp(c: Context, trustForwardedFor: boolean): string | null {
  if (trustForwardedFor) {
    const first = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (first) return first;
  }
  return remoteAddress(c.env);
}

function remoteAddress(env: unknown): string | null {
  // @hono/node-server passes { incoming: IncomingMessage } as the env; fetch() callers pass nothing.
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}
