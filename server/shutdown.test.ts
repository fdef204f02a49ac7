import { createServer, Agent, get } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { keepConnectionsAlive } from "./http/keep-alive";
import { closeServer } from "./shutdown";

describe("closeServer", () => {
  it("ends a keep-alive connection whose request was still running, soon after its answer", async () => {
    const server = createServer((_req, res) => setTimeout(() => res.end("ok"), 300));
    keepConnectionsAlive(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const agent = new Agent({ keepAlive: true });
    const answered = new Promise<void>((resolve) => get({ port: (server.address() as AddressInfo).port, host: "127.0.0.1", agent }, (res) => res.resume().on("end", resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const began = performance.now();
    await closeServer(server);
    await answered;
    // Without the sweep the connection would stay until the keep-alive timeout (65 s).
    expect(performance.now() - began).toBeLessThan(2_000);
    agent.destroy();
  });
});
