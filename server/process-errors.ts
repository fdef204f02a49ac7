/**
 * What the process does with an error no request handled (issue 40, decision 0960): every
 * `unhandledRejection` and `uncaughtException` is logged with the id of the request it came from
 * (the request scope below follows the request through its promises and callbacks). A rejection
 * nobody awaited leaves no half-done work behind: the process stays up, so one client cannot take
 * the portal down for everyone. An exception thrown out of a callback may have left a stream, a
 * socket or a connection half-way: the instance stops as on SIGTERM and the supervisor restarts it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "./logger";

/** The request being served, for the lines logged outside of it. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** What a log line may say of the reason: a thrown Response by its status and target, never its body. */
export function describeReason(reason: unknown): Record<string, unknown> {
  if (reason instanceof Response) return { reason: "Response", status: reason.status, location: reason.headers.get("location") ?? undefined };
  if (reason instanceof Error) return { reason: reason.name, error: reason.message, stack: reason.stack };
  return { reason: typeof reason, error: String(reason) };
}

export interface ProcessErrorHandlers {
  unhandledRejection(reason: unknown): void;
  uncaughtException(error: unknown): void;
}

/** The handlers (exported for their test); `stop` ends the instance gracefully with a failure code. */
export function processErrorHandlers(logger: Logger, stop: (reason: string) => void): ProcessErrorHandlers {
  const requestId = () => requestScope.getStore()?.requestId;
  return {
    unhandledRejection(reason) {
      logger.error("unhandledRejection", { requestId: requestId(), ...describeReason(reason) });
    },
    uncaughtException(error) {
      logger.error("uncaughtException", { requestId: requestId(), ...describeReason(error) });
      stop("uncaughtException");
    },
  };
}

export function handleProcessErrors(logger: Logger, stop: (reason: string) => void): void {
  const handlers = processErrorHandlers(logger, stop);
  process.on("unhandledRejection", handlers.unhandledRejection);
  process.on("uncaughtException", handlers.uncaughtException);
}
