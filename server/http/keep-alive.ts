/**
 * How long an idle client connection stays open. Node's default is 5 s, but nginx keeps its
 * upstream connections (deploy/nginx, `keepalive`) for 60 s and reuses one that Node may be closing
 * at that very moment: the request on it fails (502 behind nginx, ECONNRESET for a direct client).
 * The server therefore waits longer than any client in front of it; the headers timeout must exceed
 * the keep-alive one (Node's rule). Graceful shutdown closes idle connections itself (./shutdown.ts).
 */
import type { Server } from "node:http";

/** nginx's upstream keepalive_timeout default, and what common load balancers use */
export const FRONT_IDLE_TIMEOUT_MS = 60_000;
export const KEEP_ALIVE_TIMEOUT_MS = FRONT_IDLE_TIMEOUT_MS + 5_000;
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

export function keepConnectionsAlive(server: Pick<Server, "keepAliveTimeout" | "headersTimeout">): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
