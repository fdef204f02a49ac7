// The browser tests' server (playwright.config.ts): the built server on a copy of a data folder
// that was seeded once for the run (E2E_TEMPLATE_DIR: the built server started on it empty and
// stopped again). The servers that specs start themselves copy the same folder
// (tests/e2e/seeded-data.ts) instead of migrating and seeding their own, which costs each of them
// 20 to 60 s of this 2-core machine; a copy costs under a second.
import { spawn } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SERVER = path.resolve("server-build/index.js");
const template = process.env.E2E_TEMPLATE_DIR;

/** Starts the built server on `dir` (any free port), waits until it listens, and stops it gracefully. */
async function seed(dir) {
  const env = { ...process.env, DATA_DIR: dir, PORT: "0", LOG_LEVEL: "info", SHUTDOWN_DELAY: "0" };
  const child = spawn(process.execPath, [SERVER], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-8000));
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      keep(chunk);
      if (output.includes("Partnerportal listening")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`seeding the browser tests' data folder: the server exited with ${code}\n${output}`)));
  });
  child.kill("SIGTERM");
  const code = await exited;
  if (code !== 0) throw new Error(`seeding the browser tests' data folder: the server stopped with ${code}\n${output}`);
}

if (template && !existsSync(path.join(template, "secrets.json"))) {
  await seed(template);
  cpSync(template, process.env.DATA_DIR, { recursive: true });
}
await import(pathToFileURL(SERVER).href);
