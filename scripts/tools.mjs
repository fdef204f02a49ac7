// Finding and installing the programs the test run and scripts/two-instances.mjs start themselves
// (Chromium, nginx, promtool): scripts/ensure-chromium.mjs and scripts/ensure-nginx.mjs install them with
// apt-get when they are missing and this runs as root on Debian (CI runs as root on a clean box).
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** $NGINX, else nginx on PATH, else /usr/sbin/nginx (not on a normal user's PATH); undefined when none is there. */
export function findNginx(env = process.env) {
  const candidates = env.NGINX ? [env.NGINX] : [...(env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, "nginx")), "/usr/sbin/nginx"];
  return candidates.find(isExecutable);
}

/** $PROMTOOL, else promtool on PATH, else /usr/bin/promtool (Debian's prometheus package); undefined when none is there. */
export function findPromtool(env = process.env) {
  const candidates = env.PROMTOOL ? [env.PROMTOOL] : [...(env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, "promtool")), "/usr/bin/promtool"];
  return candidates.find(isExecutable);
}

/** Whether aptInstall may be tried: root on Debian (or a Debian derivative). */
export const canInstall = typeof process.getuid === "function" && process.getuid() === 0 && existsSync("/etc/debian_version");

let updated = false;

function aptGet(tag, args) {
  console.log(`$ apt-get ${args.join(" ")}`);
  const r = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (r.error || r.status !== 0) {
    console.error(`${tag}: "apt-get ${args.join(" ")}" failed` + (r.error ? `: ${r.error.message}` : ` with exit code ${r.status}`));
    return false;
  }
  return true;
}

/** apt-get install, non-interactive; when that fails, `apt-get update` (once per process) and again. */
export function aptInstall(tag, packages) {
  const install = ["install", "-y", ...packages];
  if (aptGet(tag, install)) return true;
  if (updated) return false;
  updated = true;
  return aptGet(tag, ["update"]) && aptGet(tag, install);
}

const POLICY = "/usr/sbin/policy-rc.d";
const SAVED = `${POLICY}.partnerportal-saved`;

/** Runs `install` with a policy-rc.d that refuses to start any service (exit 101, invoke-rc.d's "forbidden"). */
export function withoutServiceStarts(script, install) {
  // Left over by a run that was killed in between: the original goes back first.
  if (existsSync(SAVED)) renameSync(SAVED, POLICY);
  const had = existsSync(POLICY);
  if (had) renameSync(POLICY, SAVED);
  writeFileSync(POLICY, `#!/bin/sh\n# ${script}: no service starts while it installs.\nexit 101\n`, { mode: 0o755 });
  try {
    return install();
  } finally {
    rmSync(POLICY, { force: true });
    if (had) renameSync(SAVED, POLICY);
  }
}
