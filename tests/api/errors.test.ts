import { describe, expect, it, vi } from "vitest";
import { createApi } from "../../server/api/app";
import type { Database } from "../../server/api/db/client";
import { DEMO_PASSWORD } from "../../server/api/seed/demo";
import { errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();

describe("envelope and errors", () => {
  it.each([
    ["GET", "/api/gibt-es-nicht"],
    ["POST", "/api/auth/unbekannt"],
    ["GET", "/api/auth/login"],
    ["DELETE", "/api/extranet/users/me"],
    ["GET", "/api"],
  ])("%s %s → 404 ROUTE_NOT_FOUND", async (method, path) => {
    const res = await t.request(method, path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      errors: [{ message: `Route ${path} doesn't exist.`, extensions: { code: "ROUTE_NOT_FOUND" } }],
    });
  });

  it("answers an unexpected failure with 500 INTERNAL_SERVER_ERROR, logged but without details", async () => {
    const log = vi.fn();
    const failing = {
      ...t.database,
      db: new Proxy(t.database.db, {
        get() {
          throw new Error("connection to 10.0.0.5 refused at db.internal");
        },
      }),
    } as Database;
    const api = createApi({ ...t.deps, db: failing, log });
    const res = await api.fetch(
      new Request("http://internal/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "haendler@example.com", password: DEMO_PASSWORD }),
      }),
    );
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      errors: [{ message: "An unexpected error occurred.", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
    });
    expect(body).not.toContain("10.0.0.5");
    expect(log).toHaveBeenCalledWith(
      "error",
      "unhandled error in API",
      expect.objectContaining({ path: "/api/auth/login", error: expect.stringContaining("10.0.0.5") }),
    );
  });

  it("serves Directus' ping and a health check", async () => {
    const ping = await t.request("GET", "/api/server/ping");
    expect(ping.status).toBe(200);
    expect(await ping.text()).toBe("pong");
    const health = await t.request("GET", "/api/server/health");
    expect(await health.json()).toEqual({ status: "ok" });
  });

  it("answers 503 SERVICE_UNAVAILABLE from the health check when the database is down", async () => {
    const api = createApi({ ...t.deps, db: { ...t.database, ping: () => Promise.reject(new Error("down")) } });
    const res = await api.fetch(new Request("http://internal/api/server/health"));
    expect(res.status).toBe(503);
    expect(await errorCodeOf(res)).toBe("SERVICE_UNAVAILABLE");
  });
});
