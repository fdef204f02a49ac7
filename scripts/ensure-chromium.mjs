#!/usr/bin/env node
// Makes sure the Debian Chromium used by Playwright is present (we never run `playwright install`).
// - Found at $CHROMIUM_PATH or /usr/bin/chromium → prints its path and exits 0.
// - Missing, running as root on Debian → installs it with apt-get (CI runs as root on a clean box).
// - Otherwise → prints what to install and exits 1.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";

const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function version(path) {
  const r = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 15_000 });
  return r.status === 0 ? r.stdout.trim() : null;
}

function found(path) {
  const v = version(path);
  console.log(`ensure-chromium: using ${path}${v ? ` (${v})` : ""}`);
  process.exit(0);
}

if (isExecutable(candidate)) found(candidate);

if (process.env.CHROMIUM_PATH) {
  console.error(
    `ensure-chromium: CHROMIUM_PATH is set to "${process.env.CHROMIUM_PATH}", but no executable is there.\n` +
      "Fix the path, or unset CHROMIUM_PATH to use /usr/bin/chromium.",
  );
  process.exit(1);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const isDebian = existsSync("/etc/debian_version");

if (isRoot && isDebian) {
  console.log("ensure-chromium: /usr/bin/chromium missing; installing the Debian package (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    console.log(`$ apt-get ${args.join(" ")}`);
    const r = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (r.error || r.status !== 0) {
      console.error(
        `ensure-chromium: "apt-get ${args.join(" ")}" failed` +
          (r.error ? `: ${r.error.message}` : ` with exit code ${r.status}`),
      );
      process.exit(1);
    }
  }
  if (isExecutable(candidate)) found(candidate);
  console.error(`ensure-chromium: chromium was installed but ${candidate} is still missing.`);
  process.exit(1);
}

console.error(
  [
    `ensure-chromium: Chromium not found at ${candidate}.`,
    "The browser tests use the Debian Chromium package (never `playwright install`). Either:",
    "  sudo apt-get install chromium",
    "or point CHROMIUM_PATH at an existing Chromium/Chrome binary:",
    "  CHROMIUM_PATH=/path/to/chromium npm test",
  ].join("\n"),
);
process.exit(1);
