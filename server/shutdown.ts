/**
 * Graceful shutdown on SIGTERM/SIGINT (decision 0962): `/readyz` answers 503 at once while the
 * instance still serves for `delayMs` (a balancer takes it out), then it stops accepting, lets the
 * requests in flight and its running jobs finish for at most `drainMs`, closes the connections
 * still open, hands the jobs still running back to the queue, releases the database and exits.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "./logger";

type ClosableServer = Pick<Server, "close" | "closeIdleConnections"> & Partial<Pick<Server, "closeAllConnections">>;

/** How long a connection must have waited since its last answer before a stopping instance closes it. */
export const IDLE_BEFORE_CLOSE_MS = 2_000;

/**
 * Makes `server.closeIdleConnections()` (which Node's `close()` calls too) close only connections
 * that answered a request at least IDLE_BEFORE_CLOSE_MS ago and wait for the next. Node's own rule
 * closes every connection without a request in progress — also one whose client has just sent a
 * request that Node, busy, has not read yet: that request fails, and behind nginx a form post is
 * never sent again (a 502). nginx closes its idle connections after 500 ms (keepalive_timeout in
 * deploy/nginx) and, while stopping, every answer closes its connection (`Connection: close`), so
 * those leave by themselves; the drain's deadline closes what is left (decision 0970).
 */
export function closeOnlyLongIdleConnections(server: Pick<Server, "on" | "closeIdleConnections">, idleMs = IDLE_BEFORE_CLOSE_MS): void {
  const sockets = new Set<Socket>();
  /** when each connection's last answer ended; absent while a request is in progress or none came yet */
  const idleSince = new WeakMap<Socket, number>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req, res) => {
    const socket = req.socket;
    idleSince.delete(socket);
    res.once("close", () => idleSince.set(socket, Date.now()));
  });
  server.closeIdleConnections = () => {
    const now = Date.now();
    for (const socket of sockets) {
      const since = idleSince.get(socket);
      if (since !== undefined && now - since >= idleMs) socket.destroy();
    }
  };
}

/**
 * Stops accepting connections and resolves once every open one has ended. A connection whose
 * request is still running becomes idle (keep-alive, ./http/keep-alive.ts: 65 s) only after its
 * answer, so idle connections are closed again until none is left, not just once. At `deadline`
 * (a Date.now() time) the connections still open are closed whatever they do.
 */
export function closeServer(server: ClosableServer, everyMs = 100, deadline?: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => {
      server.closeIdleConnections();
      if (deadline !== undefined && Date.now() >= deadline) server.closeAllConnections?.();
    }, everyMs);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export interface ShutdownOptions {
  /** ms the instance keeps serving after the signal while it reports not ready */
  delayMs?: number;
  /** ms requests in flight and running jobs get once the instance stopped accepting */
  drainMs?: number;
  /** stops the background work (job worker): what still runs at `deadline` goes back to the queue */
  stopWork?: (deadline: number) => Promise<void>;
  /** releases the database (after the requests and the work ended) */
  release: () => Promise<void>;
}

export interface Shutdown {
  /** ends the instance gracefully from elsewhere (an uncaught exception, decision 0960) with exit code `code` */
  stop(reason: string, code?: number): void;
  /** true from the signal on: /readyz answers 503 */
  draining(): boolean;
}

/** Stops on SIGTERM/SIGINT; see the module comment. */
export function shutdownGracefully(server: ClosableServer, logger: Logger, { delayMs = 0, drainMs = 10_000, stopWork, release }: ShutdownOptions): Shutdown {
  let stopping = false;
  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal: reason, delayMs, drainMs });
    // The last resort, should releasing hang.
    setTimeout(() => process.exit(1), delayMs + drainMs + 5_000).unref();
    setTimeout(() => {
      const deadline = Date.now() + drainMs;
      void Promise.all([closeServer(server, 100, deadline), stopWork?.(deadline)])
        .then(() => release())
        .then(
          () => process.exit(code),
          (error: unknown) => {
            logger.error("shutdown failed", { error: error instanceof Error ? error.message : String(error) });
            process.exit(1);
          },
        );
    }, delayMs);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return { stop, draining: () => stopping };
}
