import express from "express";
import { describe, expect, it } from "vitest";
import { cspNonce, securityHeaders } from "./security-headers";

async function cspOf(frameOrigin?: string | null): Promise<string> {
  const app = express();
  app.use(cspNonce());
  app.use(securityHeaders({ development: false, frameOrigin }));
  app.get("/", (_req, res) => void res.send("ok"));
  const server = app.listen(0);
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return res.headers.get("content-security-policy") ?? "";
  } finally {
    server.close();
  }
}

describe("CSP frame-src (decision 0900)", () => {
  it("allows the portal's own origin for the embedded ZR-Simulator", async () => {
    expect(await cspOf(undefined)).toContain("frame-src 'self';");
  });
  it("allows exactly the ZR system's origin when ZR_BASE_URL is set, and nothing else", async () => {
    const csp = await cspOf("https://zr.example.org");
    expect(csp).toContain("frame-src https://zr.example.org;");
    expect(csp).not.toMatch(/frame-src[^;]*'self'/);
  });
});
