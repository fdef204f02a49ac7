/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let open requests finish,
 * release the database, exit. A stuck request cannot hold the process longer than 10 s.
 */
import type { Server } from "node:http";
import type { Logger } from "./logger";

type ClosableServer = Pick<Server, "close" | "closeIdleConnections">;

/**
 * Stops accepting connections and resolves once every open one has ended. A connection whose
 * request is still running becomes idle (keep-alive, ./http/keep-alive.ts: 65 s) only after its
 * answer, so idle connections are closed again until none is left, not just once.
 */
export function closeServer(server: ClosableServer, everyMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), everyMs);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Stops on SIGTERM/SIGINT; the returned `stop` ends the instance the same way from elsewhere (an
 * uncaught exception, decision 0960), with exit code `code` once the database is released.
 */
export function shutdownGracefully(server: ClosableServer, logger: Logger, release: () => Promise<void>): (reason: string, code?: number) => void {
  let stopping = false;
  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal: reason });
    setTimeout(() => process.exit(1), 10_000).unref();
    void closeServer(server).then(() =>
      release().then(
        () => process.exit(code),
        () => process.exit(1),
      ),
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return stop;
}
