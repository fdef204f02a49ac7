/**
 * PostgreSQL goes away under a running API and comes back (issue 9, faults). The API talks to it
 * through a TCP proxy this test can cut, so the machine's server keeps running for everyone else:
 * while cut, calls answer 503 SERVICE_UNAVAILABLE (not 500) and the readiness ping fails; once
 * restored, the same API answers again without a restart. PostgreSQL runs only (DATABASE_URL).
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app";
import { NO_READ_CACHE } from "../../server/api/cache/read-cache";
import { openDatabase, type Database } from "../../server/api/db/client";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { errorCodeOf, useTestApi } from "./fixture";

const pgUrl = process.env.DATABASE_URL;
const t = useTestApi();

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones. */
function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => s.destroy());
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port))),
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.runIf(pgUrl)("database down", () => {
  let database: Database | undefined;
  const proxy = pgUrl ? cuttableProxy(new URL(pgUrl)) : undefined;
  afterAll(async () => {
    await database?.close().catch(() => {});
    await proxy?.close();
  });

  it("answers 503 while PostgreSQL is away and recovers by itself", async () => {
    const port = await proxy!.listen();
    const viaProxy = new URL(t.databaseUrl!);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(port);
    // The fixture's own schema, reached through the proxy.
    database = await openDatabase({ dataDir: "", databaseUrl: viaProxy.toString(), schema: t.databaseSchema });
    // The hosts' read cache stands aside once its LISTEN connection drops with the server; this checks the database path.
    const api = createApi({ ...t.deps, db: database, readCache: NO_READ_CACHE });
    const { access_token: token } = await t.login(DEMO_USERS.haendler.email);
    const me = (path: string) => api.fetch(new Request(`http://internal${path}`, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "192.0.2.10" } }));

    expect((await me("/api/extranet/users/me")).status).toBe(200);
    proxy!.cut();
    const down = await me("/api/extranet/users/me");
    expect(down.status).toBe(503);
    expect(await errorCodeOf(down)).toBe("SERVICE_UNAVAILABLE");
    await expect(database.ping()).rejects.toThrow();

    proxy!.restore();
    expect((await me("/api/extranet/users/me")).status).toBe(200);
    await database.ping();
  }, 60_000);
});
