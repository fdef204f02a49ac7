import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnv } from "./config";

describe("config", () => {
  it("needs no variable at all for the embedded default", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      ACCESS_TOKEN_TTL: 900,
      REFRESH_TOKEN_TTL: 604_800,
      REFRESH_GRACE_SECONDS: 10,
      TRUST_PROXY: false,
      SEED_DEMO: true,
      COOKIE_SECURE: "auto",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("parses numbers, booleans and proxy settings", () => {
    const PUBLIC_URL = "https://partner.example.org";
    const env = parseEnv({ PORT: "8080", SEED_DEMO: "false", TRUST_PROXY: "1", PUBLIC_URL, ACCESS_TOKEN_TTL: "60" });
    expect(env).toMatchObject({ PORT: 8080, SEED_DEMO: false, TRUST_PROXY: 1, ACCESS_TOKEN_TTL: 60 });
    expect(parseEnv({ TRUST_PROXY: "true", PUBLIC_URL }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.1, loopback", PUBLIC_URL }).TRUST_PROXY).toEqual(["10.0.0.1", "loopback"]);
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("refuses bad values with a message naming the variable", () => {
    // Behind a proxy the portal cannot tell where users reach it: mails would link nowhere (decision 0960).
    for (const TRUST_PROXY of ["1", "true", "loopback"]) expect(() => parseEnv({ TRUST_PROXY })).toThrow(/PUBLIC_URL: is required when TRUST_PROXY is set/);
    expect(parseEnv({ TRUST_PROXY: "false" }).PUBLIC_URL).toEqual([]);
    expect(() => parseEnv({ PORT: "achtzig" })).toThrow(ConfigError);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SESSION_SECRET: "kurz" })).toThrow(/SESSION_SECRET/);
  });

  it("generates secrets once under DATA_DIR and reuses them", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-config-"));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.secrets).toEqual(second.secrets);
    expect(first.secrets.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8"))).toEqual(first.secrets);
    expect(first.embedded).toBe(true);
  });

  it("gives instances starting together on one DATA_DIR the same secrets", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-config-"));
    // Separate processes, each released only when all are loaded, then generating and writing on first start.
    const barrier = mkdtempSync(path.join(tmpdir(), "portal-barrier-"));
    const script = (n: number) => `import(${JSON.stringify(path.resolve("server/config.ts"))}).then(({ loadConfig }) => {
      const fs = require("node:fs");
      fs.writeFileSync(${JSON.stringify(path.join(barrier, "ready-"))} + ${n}, "");
      while (!fs.existsSync(${JSON.stringify(path.join(barrier, "go"))}));
      console.log(JSON.stringify(loadConfig({ DATA_DIR: ${JSON.stringify(dir)} }).secrets));
    });`;
    const start = (n: number) =>
      new Promise<string>((resolve, reject) =>
        execFile(path.resolve("node_modules/.bin/tsx"), ["--eval", script(n)], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
      );
    const running = Promise.all([start(1), start(2), start(3)]);
    while (readdirSync(barrier).length < 3) await new Promise((r) => setTimeout(r, 20));
    writeFileSync(path.join(barrier, "go"), "");
    const results = await running;
    const secrets = results.map((r) => JSON.parse(r) as unknown);
    expect(secrets[1]).toEqual(secrets[0]);
    expect(secrets[2]).toEqual(secrets[0]);
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8"))).toEqual(secrets[0]);
    expect(readdirSync(dir)).toEqual(["secrets.json"]);
  }, 20_000);

  it("prefers secrets from the environment and never writes them to disk", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-config-"));
    const secret = "x".repeat(40);
    const config = loadConfig({ DATA_DIR: dir, SESSION_SECRET: secret, UPSTREAM_URL: "https://api.example.org" });
    expect(config.secrets.sessionSecret).toBe(secret);
    expect(config.embedded).toBe(false);
    expect(readFileSync(path.join(dir, "secrets.json"), "utf8")).not.toContain(secret);
  });
});
