/**
 * Whether an error means the database cannot be reached (stopped, restarting, network cut), as
 * opposed to a fault of the request or the code. Such errors answer 503 SERVICE_UNAVAILABLE, so
 * the portal shows its "temporarily unavailable" page and everyone retries, instead of a 500.
 */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  // PostgreSQL: connection exceptions (08…), shutdown and start-up (57P01–57P03)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
]);

const CONNECTION_MESSAGES = /Connection terminated|connection timeout|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error in `cause`; follow the chain a few steps.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
  }
  return false;
}
