import express from "express";
import { describe, expect, it } from "vitest";
import { cspNonce, helmetFor, securityHeaders } from "./security-headers";

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

describe("security headers, worked out once and replayed", () => {
  async function headersOf(middleware: ReturnType<typeof securityHeaders>): Promise<Record<string, string>[]> {
    const app = express();
    app.disable("x-powered-by");
    app.use(cspNonce());
    app.use(middleware);
    app.get("/", (_req, res) => void res.send("ok"));
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const answers = [];
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        const headers = Object.fromEntries([...res.headers].filter(([name]) => !["date", "etag", "content-length", "content-type", "connection", "keep-alive"].includes(name)));
        answers.push(headers);
      }
      return answers;
    } finally {
      server.close();
    }
  }

  it("sends exactly what helmet sends, each request with its own nonce", async () => {
    const options = { development: false, frameOrigin: "https://zr.example.org" };
    const [first, second] = await headersOf(securityHeaders(options));
    const [helmets] = await headersOf(helmetFor(options));
    const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
    const [a, b, h] = [nonceOf(first!["content-security-policy"]), nonceOf(second!["content-security-policy"]), nonceOf(helmets!["content-security-policy"])];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
    const withNonce = (headers: Record<string, string>, nonce: string | undefined) => ({ ...headers, "content-security-policy": headers["content-security-policy"]!.replaceAll(nonce!, "N") });
    expect(withNonce(first!, a)).toEqual(withNonce(helmets!, h));
    expect(Object.keys(first!).length).toBeGreaterThan(10);
  });
});
