/**
 * Graceful shutdown on SIGTERM/SIGINT (decision 0962): `/readyz` answers 503 at once while the
 * instance still serves for `delayMs` (a balancer takes it out), then it stops accepting, lets the
 * requests in flight and its running jobs finish for at most `drainMs`, closes the connections
 * still open, hands the jobs still running back to the queue, releases the database and exits.
 */
import type { Server } from "node:http";
import type { Logger } from "./logger";

type ClosableServer = Pick<Server, "close" | "closeIdleConnections"> & Partial<Pick<Server, "closeAllConnections">>;

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
