/**
 * `npm run start:api`: the API alone over HTTP (port PORT, default 8055 as Directus), for running
 * portal and API as separate services. X-Forwarded-For is trusted only when TRUST_PROXY is set.
 */
import { serve } from "@hono/node-server";
import { ConfigError, loadConfig } from "../config";
import { createLogger } from "../logger";
import { createApi } from "./app";
import { depsFromConfig, openDatabaseFromConfig } from "./embedded";

const DEFAULT_PORT = 8055;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.env.LOG_LEVEL);
  // config.env.PORT defaults to the portal's port; the API alone keeps Directus' default.
  const port = process.env.PORT ? config.env.PORT : DEFAULT_PORT;

  const database = await openDatabaseFromConfig(config, logger);
  const api = createApi(depsFromConfig(config, database, config.env.TRUST_PROXY !== false, logger));

  const server = serve({ fetch: api.fetch, port, hostname: config.env.HOST }, (info) => {
    logger.info("Partnerportal API listening", { url: `http://localhost:${info.port}/api`, database: database.kind });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await database.close();
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`${text}\n`);
  process.exit(1);
});
