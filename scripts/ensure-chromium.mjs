#!/usr/bin/env node
// Makes sure the Debian Chromium used by Playwright is present (we never run `playwright install`).
// - $CHROMIUM_PATH, else Debian's headless shell (/usr/bin/chromium-headless-shell, decision 0523),
//   else /usr/bin/chromium → prints its path and exits 0. playwright.config.ts picks the same one.
// - Headless shell missing, running as root on Debian → installs it with apt-get (CI runs as root
//   on a clean box); if that fails, /usr/bin/chromium (installed the same way) will do.
// - Otherwise → prints what to install and exits 1.
import { spawnSync } from "node:child_process";
import { aptInstall, canInstall, isExecutable } from "./tools.mjs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = "/usr/bin/chromium";

function version(path) {
  const r = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 15_000 });
  return r.status === 0 ? r.stdout.trim() : null;
}

function found(path) {
  const v = version(path);
  console.log(`ensure-chromium: using ${path}${v ? ` (${v})` : ""}`);
  process.exit(0);
}

if (process.env.CHROMIUM_PATH && isExecutable(process.env.CHROMIUM_PATH)) found(process.env.CHROMIUM_PATH);

if (process.env.CHROMIUM_PATH) {
  console.error(
    `ensure-chromium: CHROMIUM_PATH is set to "${process.env.CHROMIUM_PATH}", but no executable is there.\n` +
      `Fix the path, or unset CHROMIUM_PATH to use ${HEADLESS_SHELL} or ${CHROMIUM}.`,
  );
  process.exit(1);
}

if (isExecutable(HEADLESS_SHELL)) found(HEADLESS_SHELL);

if (canInstall) {
  console.log(`ensure-chromium: ${HEADLESS_SHELL} missing; installing the Debian package (apt-get)…`);
  if (aptInstall("ensure-chromium", ["chromium-headless-shell"]) && isExecutable(HEADLESS_SHELL)) found(HEADLESS_SHELL);
  if (isExecutable(CHROMIUM) || (aptInstall("ensure-chromium", ["chromium"]) && isExecutable(CHROMIUM))) found(CHROMIUM);
  console.error("ensure-chromium: neither chromium-headless-shell nor chromium could be installed.");
  process.exit(1);
}

if (isExecutable(CHROMIUM)) {
  found(CHROMIUM);
}

console.error(
  [
    `ensure-chromium: Chromium not found at ${HEADLESS_SHELL} or ${CHROMIUM}.`,
    "The browser tests use the Debian Chromium package (never `playwright install`). Either:",
    "  sudo apt-get install chromium-headless-shell",
    "or point CHROMIUM_PATH at an existing Chromium/Chrome binary:",
    "  CHROMIUM_PATH=/path/to/chromium npm test",
  ].join("\n"),
);
process.exit(1);
