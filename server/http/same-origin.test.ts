import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./same-origin";

function req(method: string, headers: Record<string, string>, { trustProxy = false, protocol = "http" } = {}) {
  return { method, headers, protocol, app: { get: () => trustProxy } } as never;
}

describe("isSameOriginRequest", () => {
  it("lets safe methods through", () => {
    expect(isSameOriginRequest(req("GET", { "sec-fetch-site": "cross-site" }))).toBe(true);
  });
  it("trusts Sec-Fetch-Site when the browser sends it", () => {
    expect(isSameOriginRequest(req("POST", { "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(req("POST", { "sec-fetch-site": "none" }))).toBe(true);
    expect(isSameOriginRequest(req("POST", { "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(req("POST", { "sec-fetch-site": "same-site" }))).toBe(false);
  });
  it("compares Origin with the host otherwise", () => {
    expect(isSameOriginRequest(req("POST", { origin: "http://portal.local:3000", host: "portal.local:3000" }))).toBe(true);
    expect(isSameOriginRequest(req("POST", { origin: "http://evil.example", host: "portal.local:3000" }))).toBe(false);
    expect(isSameOriginRequest(req("POST", { origin: "null", host: "portal.local:3000" }))).toBe(false);
  });
  it("refuses a list where one value belongs", () => {
    const host = "portal.local:3000";
    expect(isSameOriginRequest(req("POST", { origin: "http://portal.local:3000, http://evil.example", host }))).toBe(false);
    expect(isSameOriginRequest(req("POST", { origin: "http://portal.local:3000,http://portal.local:3000", host }))).toBe(false);
    expect(isSameOriginRequest(req("POST", { "sec-fetch-site": "same-origin, cross-site", host }))).toBe(false);
  });
  it("uses X-Forwarded-Host only behind a trusted proxy", () => {
    const headers = { origin: "https://partner.example.org", host: "10.0.0.5:3000", "x-forwarded-host": "partner.example.org" };
    expect(isSameOriginRequest(req("POST", headers, { trustProxy: true, protocol: "https" }))).toBe(true);
    expect(isSameOriginRequest(req("POST", headers, { trustProxy: false, protocol: "https" }))).toBe(false);
  });
  it("allows non-browser clients that send neither header", () => {
    expect(isSameOriginRequest(req("POST", { host: "portal.local" }))).toBe(true);
  });
});
