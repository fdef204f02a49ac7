import express from "express";
import { describe, expect, it } from "vitest";
import { forwardedHostOnlyFromTrustedProxy, isPublicHost } from "./forwarded-host";
import { hsts } from "./security-headers";

/** A portal-like app under `trustProxy`, answering with the host and protocol it would build links with. */
async function ask(trustProxy: boolean | string, publicUrls: string[], headers: Record<string, string>) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(hsts());
  app.use(forwardedHostOnlyFromTrustedProxy(publicUrls, (_req, res) => void res.status(400).send("abgelehnt")));
  app.get("/", (req, res) => void res.send(`${req.protocol}://${req.hostname}`));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return { status: res.status, body: await res.text(), hsts: res.headers.get("strict-transport-security") };
  } finally {
    server.close();
  }
}

const PUBLIC = ["https://partner.example.org"];

describe("X-Forwarded-Host", () => {
  it("is believed from a proxy TRUST_PROXY names when it is a PUBLIC_URL host", async () => {
    expect(await ask("loopback", PUBLIC, { "x-forwarded-host": "partner.example.org", "x-forwarded-proto": "https" })).toMatchObject({ status: 200, body: "https://partner.example.org" });
  });
  it("answers 400 for any other host, or from a peer TRUST_PROXY does not name", async () => {
    expect((await ask("loopback", PUBLIC, { "x-forwarded-host": "evil.example.com" })).status).toBe(400);
    expect((await ask("loopback", PUBLIC, { "x-forwarded-host": "partner.example.org, evil.example.com" })).status).toBe(400);
    expect((await ask(false, PUBLIC, { "x-forwarded-host": "partner.example.org" })).status).toBe(400);
    expect((await ask("10.0.0.1", PUBLIC, { "x-forwarded-host": "partner.example.org" })).status).toBe(400);
    expect(await ask(false, PUBLIC, {})).toMatchObject({ status: 200, body: "http://127.0.0.1" });
  });
  it("compares host and port exactly; without PUBLIC_URL only loopback hosts", () => {
    expect(isPublicHost("PARTNER.example.org", PUBLIC)).toBe(true);
    expect(isPublicHost("partner.example.org:8443", PUBLIC)).toBe(false);
    expect(isPublicHost("partner.example.org:8443", ["https://partner.example.org:8443"])).toBe(true);
    for (const hostile of ["partner.example.org.evil.com", "evil.com/partner.example.org", "user@partner.example.org", "", "%00"]) {
      expect([hostile, isPublicHost(hostile, PUBLIC)]).toEqual([hostile, false]);
    }
    expect(isPublicHost("localhost:3000", [])).toBe(true);
    expect(isPublicHost("partner.example.org", [])).toBe(false);
  });
});

describe("HSTS", () => {
  it("is sent for https through a trusted proxy, never over plain http", async () => {
    expect((await ask("loopback", PUBLIC, { "x-forwarded-proto": "https" })).hsts).toMatch(/max-age=\d{7,}/);
    expect((await ask("loopback", PUBLIC, {})).hsts).toBeNull();
    expect((await ask(false, PUBLIC, { "x-forwarded-proto": "https" })).hsts).toBeNull();
  });
});
