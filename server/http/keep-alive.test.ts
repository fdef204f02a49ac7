import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { FRONT_IDLE_TIMEOUT_MS, keepConnectionsAlive } from "./keep-alive";

describe("keepConnectionsAlive", () => {
  it("outlasts the proxy's idle connections, and waits for headers longer than for the next request", () => {
    const server = createServer();
    expect(server.keepAliveTimeout).toBeLessThan(FRONT_IDLE_TIMEOUT_MS);
    keepConnectionsAlive(server);
    expect(server.keepAliveTimeout).toBeGreaterThan(FRONT_IDLE_TIMEOUT_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
