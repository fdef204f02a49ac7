import { createServer, Agent, get } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { keepConnectionsAlive } from "./http/keep-alive";
import { closeOnlyLongIdleConnections, closeServer, watchRotation } from "./shutdown";

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

describe("closeOnlyLongIdleConnections", () => {
  it("leaves a connection whose request is not read yet, and closes one idle since its answer", async () => {
    const server = createServer((_req, res) => res.end("ok"));
    closeOnlyLongIdleConnections(server, 200);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    // One that answered a request and then waits; one that has not sent its request yet.
    const served = await new Promise<Socket>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
      socket.once("data", () => resolve(socket));
    });
    const fresh = await new Promise<Socket>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => resolve(socket));
    });
    const servedClosed = new Promise((resolve) => served.once("close", resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await servedClosed;
    // The fresh one still gets its answer after the close (Node's own rule would have reset it).
    const answer = new Promise<string>((resolve) => fresh.once("data", (chunk: Buffer) => resolve(chunk.toString())));
    fresh.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    await closed;
  });
});

describe("watchRotation", () => {
  it("counts the instance out from settleMs after a refused read until fail_timeout may have ended", () => {
    const rotation = watchRotation({ settleMs: 300, outForMs: 1_500 });
    const t0 = Date.now();
    expect(rotation.takenOut(t0 + 1_000), "no read refused: nginx may still send").toBe(false);
    rotation.refused();
    expect(rotation.takenOut(t0 + 100), "too soon: what nginx dispatched before may still arrive").toBe(false);
    expect(rotation.takenOut(t0 + 400)).toBe(true);
    expect(rotation.takenOut(t0 + 1_600), "the refusal is older than fail_timeout allows").toBe(false);
  });
});
