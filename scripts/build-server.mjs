#!/usr/bin/env node
// Bundles the production server with esbuild (runs after `remix build`, see the "build" script):
//   server/index.ts          → server-build/index.js   (HTTP entry: Express + Remix + API)
//   server/api/standalone.ts → server-build/api.js     (API alone)
// Local TypeScript is bundled; every npm package stays external (resolved from node_modules at
// run time). SQL migrations are copied to server-build/migrations.
import { build } from "esbuild";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "server-build");
const entries = [
  { in: "server/index.ts", out: "index" },
  { in: "server/api/standalone.ts", out: "api" },
];
const migrations = path.join(root, "server/api/db/migrations");

const missing = entries.filter((e) => !existsSync(path.join(root, e.in)));
if (missing.length > 0) {
  console.error(
    `build-server: entry file(s) missing: ${missing.map((e) => e.in).join(", ")}\n` +
      "Create them (see ARCHITECTURE.md) before building the server bundle.",
  );
  process.exit(1);
}

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const started = Date.now();
try {
  await build({
    absWorkingDir: root,
    entryPoints: entries.map((e) => ({ in: e.in, out: e.out })),
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
} catch {
  // esbuild has already printed the errors.
  console.error("build-server: esbuild failed");
  process.exit(1);
}

if (existsSync(migrations)) {
  cpSync(migrations, path.join(outdir, "migrations"), { recursive: true });
}

console.log(
  `build-server: ${entries.map((e) => `${e.in} → server-build/${e.out}.js`).join(", ")}` +
    `${existsSync(migrations) ? ", migrations copied" : ""} (${Date.now() - started} ms)`,
);
