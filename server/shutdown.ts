/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let open requests finish,
 * release the database, exit. A stuck request cannot hold the process longer than 10 s.
 */
import type { Server } from "node:http";
import type { Logger } from "./logger";

export function shutdownGracefully(server: Pick<Server, "close" | "closeIdleConnections">, logger: Logger, release: () => Promise<void>) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      release().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
