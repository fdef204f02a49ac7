/**
 * Graceful shutdown on SIGTERM/SIGINT (decision 0962): `/readyz` answers 503 at once while the
 * instance still serves for `delayMs` (a balancer takes it out; behind nginx, see TAKE_OUT, until
 * nginx has taken it out), then it stops accepting, lets the
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
 * Taking a stopping instance out of nginx before it stops accepting (decision 0970). A connection
 * nginx opens in the very moment the listening socket closes is already in the kernel's accept
 * queue, with a request sent on it: the close resets it, and nginx answers a form post 502 (it never
 * sends a post twice). Open-source nginx reads no `/readyz` and learns only from failures, so while
 * stopping the instance answers reads that come through the proxy with 504 (`refused`, see
 * server/app.ts): nginx sends such a read to the other instance (`proxy_next_upstream … http_504`,
 * safe for reads) and leaves this one out for `fail_timeout` (2 s, deploy/nginx). Form posts are
 * still served. `settleMs` after a refusal, what nginx dispatched before it took the instance out
 * has arrived; the listening socket closes right after the event loop has accepted what is queued
 * (see shutdownGracefully), while nginx sends nothing new, and nginx's next attempts are refused
 * connections, which it safely sends elsewhere, posts too. Without a refusal (no read came) the
 * instance cannot know nginx left it out, and waits `maxWaitMs`.
 */
export const TAKE_OUT = {
  /** what nginx dispatched before it read the refusal arrives within this */
  settleMs: 300,
  /** nginx's `fail_timeout` (deploy/nginx), minus a margin: a refusal older than this may be forgotten */
  outForMs: 1_500,
  /** the longest a stopping instance waits for a refusal, after SHUTDOWN_DELAY */
  maxWaitMs: 5_000,
};

export interface Rotation {
  /** a read was answered 504 so that the proxy takes the instance out */
  refused(): void;
  /** true while the proxy has certainly left the instance out (see TAKE_OUT) */
  takenOut(now?: number): boolean;
}

export function watchRotation({ settleMs, outForMs }: Pick<typeof TAKE_OUT, "settleMs" | "outForMs"> = TAKE_OUT): Rotation {
  let lastRefusal = -Infinity;
  return {
    refused() {
      lastRefusal = Date.now();
    },
    takenOut(now = Date.now()) {
      return now - lastRefusal >= settleMs && now - lastRefusal < outForMs;
    },
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
  /** behind a proxy: after `delayMs`, stop accepting only once it took the instance out (TAKE_OUT.maxWaitMs at most) */
  takenOut?: () => boolean;
}

export interface Shutdown {
  /** ends the instance gracefully from elsewhere (an uncaught exception, decision 0960) with exit code `code` */
  stop(reason: string, code?: number): void;
  /** true from the signal on: /readyz answers 503 */
  draining(): boolean;
}

/** Stops on SIGTERM/SIGINT; see the module comment. */
export function shutdownGracefully(server: ClosableServer, logger: Logger, { delayMs = 0, drainMs = 10_000, stopWork, release, takenOut }: ShutdownOptions): Shutdown {
  let stopping = false;
  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal: reason, delayMs, drainMs });
    const outWaitMs = takenOut ? TAKE_OUT.maxWaitMs : 0;
    // The last resort, should releasing hang.
    setTimeout(() => process.exit(1), delayMs + outWaitMs + drainMs + 5_000).unref();
    // Checked once more in the check phase, right after the poll phase has accepted the connections
    // queued so far: a busy event loop leaves them in the kernel's queue, and the close would reset them.
    const waitUntilOut = (since: number): Promise<void> =>
      new Promise((resolve) => {
        const check = setInterval(() => {
          const waited = Date.now() - since >= outWaitMs;
          if (!takenOut || waited) {
            if (takenOut && !takenOut()) logger.warn("stopped accepting before the proxy took the instance out", { waitedMs: outWaitMs });
            clearInterval(check);
            resolve();
          } else if (takenOut()) {
            setImmediate(() => {
              if (!takenOut()) return;
              clearInterval(check);
              resolve();
            });
          }
        }, 25);
      });
    const drain = () => {
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
    };
    setTimeout(() => void waitUntilOut(Date.now()).then(drain), delayMs);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return { stop, draining: () => stopping };
}
