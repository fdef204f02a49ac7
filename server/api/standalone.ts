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
import { clientIpResolver } from "./http/client-ip";
import { collectProcessMetrics, metricsText } from "./metrics";
import { metricsAccess } from "./metrics-access";
import { createHostReadCache, depsFromConfig, openDatabaseFromConfig, startHousekeeping, startJobWorker } from "./embedded";

const DEFAULT_PORT = 8055;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.env.LOG_LEVEL);
  collectProcessMetrics();
  // config.env.PORT defaults to the portal's port; the API alone keeps Directus' default.
  const port = process.env.PORT ? config.env.PORT : DEFAULT_PORT;

  const database = await openDatabaseFromConfig(config, logger);
  const readCache = await createHostReadCache(config, database, logger);
  // PORT is the API's own here; mails link to the portal (PUBLIC_URL, else the portal's default port).
  const deps = { ...depsFromConfig(config, database, false, logger, PORTAL_DEFAULT_PORT), readCache: readCache.cache };
  const api = createApi(deps);
  startHousekeeping(config, database, logger);
  const worker = config.env.RUN_JOBS ? startJobWorker(deps) : undefined;

  // GET /metrics beside /api (decision 0961): the worker unit's jobs and mails are scraped here.
  const allowed = metricsAccess({ token: config.env.METRICS_TOKEN, trustProxy: config.env.TRUST_PROXY });
  const clientOf = clientIpResolver({ trustForwardedFor: false, trustProxy: config.env.TRUST_PROXY });
  const fetch = async (request: Request, env: unknown) => {
    if (new URL(request.url).pathname !== "/metrics") return api.fetch(request, env);
    const status = allowed(request.headers.get("authorization") ?? undefined, clientOf({ env, req: { header: () => undefined } } as never) ?? undefined);
    if (status !== 200) return new Response(status === 403 ? "Forbidden\n" : "Not Found\n", { status, headers: { "Cache-Control": "no-store" } });
    const { contentType, body } = await metricsText();
    return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
  };
  const server = serve({ fetch, port, hostname: config.env.HOST }, (info) => {
    logger.info("Partnerportal API listening", { url: `http://localhost:${info.port}/api`, database: database.kind });
  });

  keepConnectionsAlive(server as Server);
  const { stop } = shutdownGracefully(server as Server, logger, {
    delayMs: config.env.SHUTDOWN_DELAY * 1000,
    drainMs: config.env.SHUTDOWN_TIMEOUT * 1000,
    stopWork: async (deadline) => worker?.stop({ handBackAt: deadline }),
    release: async () => {
      await worker?.stop();
      await readCache.close();
      await database.close();
    },
  });
  handleProcessErrors(logger, (reason) => stop(reason, 1));
}

main().catch((error: unknown) => {
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`${text}\n`);
  process.exit(1);
});
