/**
 * HTTP entry: `npm start` runs portal, embedded API and PGlite in one process on one port.
 * With UPSTREAM_URL set, only the portal runs and it fronts that API.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { broadcastDevReady } from "@remix-run/node";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { createPortalServer } from "./app";
import { createEmbeddedApi } from "./api/embedded";
import { closeOnlyLongIdleConnections, shutdownGracefully, watchRotation, type Shutdown } from "./shutdown";
import { handleProcessErrors } from "./process-errors";
import { collectProcessMetrics } from "./api/metrics";
import { keepConnectionsAlive } from "./http/keep-alive";
import { loadedReactBuild } from "./react-build";
import { createZrSimulator } from "./zr/app";
import { identifyViaApi } from "./zr/sessions";
import { stylesheetsOf } from "./zr/stylesheets";

const BUILD_PATH = path.resolve("build/index.js");
const VERSION_PATH = path.resolve("build/version.txt");

async function importBuild(): Promise<ServerBuild> {
  if (!existsSync(BUILD_PATH)) throw new Error("No Remix build found: run `npm run build` first.");
  return (await import(`${pathToFileURL(BUILD_PATH).href}?t=${Date.now()}`)) as ServerBuild;
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.env.LOG_LEVEL);
  collectProcessMetrics();
  const development = config.env.NODE_ENV === "development";
  // React chose its build at its first import, from NODE_ENV: the built entry (server-build/index.js,
  // written by scripts/build-server.mjs) defaults it to production before importing this server.

  const embedded = config.embedded ? await createEmbeddedApi(config, logger) : undefined;
  const upstreamPing = async () => {
    const res = await fetch(new URL("/api/server/ping", config.env.UPSTREAM_URL), { signal: AbortSignal.timeout(3000) });
    if (!res.ok) throw new Error(`upstream answered ${res.status}`);
  };

  let build = await importBuild();
  const react = await loadedReactBuild();
  if (!development && react === "development") logger.warn("React development build loaded in production mode");
  // The ZR-Simulator needs the embedded database; with ZR_BASE_URL the portal frames that system instead.
  const zrSimulator =
    embedded && !config.env.ZR_BASE_URL
      ? createZrSimulator({ db: embedded.database.db, identify: identifyViaApi((request) => embedded.api.fetch(request)), stylesheets: async () => stylesheetsOf(build) })
      : undefined;
  const lifecycle: { shutdown?: Shutdown } = {};
  // Behind a proxy, a stopping instance gets itself taken out before it stops accepting (decision 0970).
  const rotation = config.env.TRUST_PROXY !== false && config.env.TRUST_PROXY !== 0 ? watchRotation() : undefined;
  const app = createPortalServer({
    config,
    logger,
    // A function makes Remix derive its route tables and static handler anew on every request;
    // only development needs that (the build is swapped on rebuild).
    build: development ? async () => build : build,
    api: embedded?.api,
    zrSimulator: zrSimulator && { fetch: async (request) => zrSimulator.fetch(request) },
    // From SIGTERM on, not ready: a balancer takes the instance out while it still serves (decision 0962).
    ready: () => (lifecycle.shutdown?.draining() ? Promise.reject(new Error("shutting down")) : embedded ? embedded.database.ping() : upstreamPing()),
    draining: () => lifecycle.shutdown?.draining() ?? false,
    rotation,
  });

  const server = app.listen(config.env.PORT, config.env.HOST, () => {
    logger.info("Partnerportal listening", {
      url: `http://localhost:${config.env.PORT}`,
      react,
      mode: config.embedded ? `embedded API (${embedded?.database.kind})` : `upstream ${config.env.UPSTREAM_URL}`,
    });
    if (development) void broadcastDevReady(build);
  });

  if (development) {
    const { watch } = await import("chokidar");
    watch(VERSION_PATH, { ignoreInitial: true }).on("all", async () => {
      build = await importBuild();
      void broadcastDevReady(build);
    });
  }

  keepConnectionsAlive(server);
  closeOnlyLongIdleConnections(server);
  const shutdown = (lifecycle.shutdown = shutdownGracefully(server, logger, {
    delayMs: config.env.SHUTDOWN_DELAY * 1000,
    drainMs: config.env.SHUTDOWN_TIMEOUT * 1000,
    stopWork: embedded?.stopWork,
    release: async () => embedded?.database.close(),
    takenOut: rotation && (() => rotation.takenOut()),
  }));
  const { stop } = shutdown;
  handleProcessErrors(logger, (reason) => stop(reason, 1));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
