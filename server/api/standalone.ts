/**
 * `npm run start:api`: the API alone over HTTP (port PORT, default 8055 as Directus), for running
 * portal and API as separate services. X-Forwarded-For is believed only through the proxies TRUST_PROXY names
 * (set it to the portal's address when portals forward their clients' addresses).
 */
import { serve } from "@hono/node-server";
import { ConfigError, DEFAULT_PORT as PORTAL_DEFAULT_PORT, loadConfig } from "../config";
import type { Server } from "node:http";
import { createLogger } from "../logger";
import { shutdownGracefully } from "../shutdown";
import { handleProcessErrors } from "../process-errors";
import { keepConnectionsAlive } from "../http/keep-alive";
import { createApi } from "./app";
import { createHostReadCache, depsFromConfig, openDatabaseFromConfig, startHousekeeping, startJobWorker } from "./embedded";

const DEFAULT_PORT = 8055;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.env.LOG_LEVEL);
  // config.env.PORT defaults to the portal's port; the API alone keeps Directus' default.
  const port = process.env.PORT ? config.env.PORT : DEFAULT_PORT;

  const database = await openDatabaseFromConfig(config, logger);
  const readCache = await createHostReadCache(config, database, logger);
  // PORT is the API's own here; mails link to the portal (PUBLIC_URL, else the portal's default port).
  const deps = { ...depsFromConfig(config, database, false, logger, PORTAL_DEFAULT_PORT), readCache: readCache.cache };
  const api = createApi(deps);
  startHousekeeping(config, database, logger);
  const worker = startJobWorker(deps);

  const server = serve({ fetch: api.fetch, port, hostname: config.env.HOST }, (info) => {
    logger.info("Partnerportal API listening", { url: `http://localhost:${info.port}/api`, database: database.kind });
  });

  keepConnectionsAlive(server as Server);
  const stop = shutdownGracefully(server as Server, logger, async () => {
    await worker.stop();
    await readCache.close();
    await database.close();
  });
  handleProcessErrors(logger, (reason) => stop(reason, 1));
}

main().catch((error: unknown) => {
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`${text}\n`);
  process.exit(1);
});
