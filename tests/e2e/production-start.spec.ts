// `npm start` must serve with React's production build: the server is started here as `npm start`
// starts it (built bundle, no NODE_ENV) and its start-up line says which React build it loaded.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test } from "./fixtures";
import { seededDataDir } from "./seeded-data";

test("the built server runs React's production build without NODE_ENV", { tag: "@js-only" }, async () => {
  // The port follows the suite's own.
  test.setTimeout(90_000);
  const dataDir = seededDataDir("start");
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(Number(process.env.E2E_PORT || 3100) + 90), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info" };
  delete env.NODE_ENV;
  const server = spawn(process.execPath, ["server-build/index.js"], { env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  try {
    const started = await new Promise<Record<string, unknown>>((resolve, reject) => {
      let buffered = "";
      server.stdout.on("data", (chunk: Buffer) => {
        buffered += chunk.toString();
        const line = buffered.split("\n").find((l) => l.includes('"Partnerportal listening"'));
        if (line) resolve(JSON.parse(line) as Record<string, unknown>);
      });
      server.once("exit", (code) => reject(new Error(`server exited with ${code} before listening`)));
    });
    expect(started.react).toBe("production");
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
