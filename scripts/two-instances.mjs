#!/usr/bin/env node
// Two portal instances (portal + embedded API each) behind nginx, against one PostgreSQL
// (issue 10 "Beyond one machine", docs/decisions/0510). nginx runs in the foreground with its own
// prefix, pid and logs under a temporary folder: the system's nginx service and /etc/nginx stay
// untouched. The script waits until every part answers, prints one line starting with "ready:",
// and on SIGINT/SIGTERM (or when one part dies) stops everything it started.
//
//   npm run build
//   DATABASE_URL=postgres://user@host/db node scripts/two-instances.mjs
//
// Environment (everything else is handed to both instances as it is):
//   DATABASE_URL    required: the one shared store (PGlite is one process's database)
//   LISTEN_PORT     nginx's port (8080); INSTANCE_PORTS the instances' ports (3001,3002)
//   NGINX_ADDRESS   source address nginx connects to the instances from (127.0.0.2); the
//                   instances' TRUST_PROXY names it, so only nginx's X-Forwarded-For counts
//   SESSION_SECRET, JWT_SECRET   shared by both; generated for this run when unset
//   DATA_DIR        the shared folder for uploaded files and the outbox; a temporary one when unset
//   NGINX           the nginx binary (default: nginx on PATH, else /usr/sbin/nginx)
//   KEEP_TEMP=1     keep the temporary folder (logs) after stopping
// `--check` only tells whether DATABASE_URL, nginx and the build are there (exit 0, else 2 and why).
//
// Drills (tests/e2e/two-instances.spec.ts) steer single instances through stdin, one command a line,
// each answered by one line on stdout once done:
//   stop a    SIGTERM (the graceful stop, decision 0962), waits for the exit   → "stopped a <code>"
//   kill a    SIGKILL, a crash                                                → "killed a"
//   start a   starts it again, waits until /readyz answers and nginx sends it
//             requests again (fail_timeout after its refusals)              → "started a"
// An instance that exits without such a command still stops everything.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findNginx } from "./tools.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;

function fail(message) {
  process.stderr.write(`two-instances: ${message}\n`);
  process.exit(2);
}

const databaseUrl = env.DATABASE_URL;
if (!databaseUrl) fail("DATABASE_URL is not set: several instances need one PostgreSQL to share");
const nginx = findNginx();
if (!nginx) fail("nginx not found (Debian: apt-get install nginx), or set NGINX");
const server = path.join(root, "server-build/index.js");
if (!existsSync(server)) fail("no server build: run `npm run build` first");
// `--check`: only whether everything needed is there (the browser suite asks before it starts us).
if (process.argv.includes("--check")) process.exit(0);

const listenPort = Number(env.LISTEN_PORT || 8080);
const instancePorts = (env.INSTANCE_PORTS || "3001,3002").split(",").map(Number);
const nginxAddress = env.NGINX_ADDRESS || "127.0.0.2";
const temp = mkdtempSync(path.join(os.tmpdir(), "partnerportal-two-"));
// nginx's workers drop root privileges and must reach their temp folders below this one.
chmodSync(temp, 0o755);
const dataDir = env.DATA_DIR || path.join(temp, "data");
const secrets = {
  SESSION_SECRET: env.SESSION_SECRET || randomBytes(32).toString("base64url"),
  JWT_SECRET: env.JWT_SECRET || randomBytes(32).toString("base64url"),
};

/** @type {{ name: string, child: import("node:child_process").ChildProcess, log: string, steered?: boolean }[]} */
const parts = [];
let stopping = false;

function launch(name, command, args, childEnv) {
  const log = path.join(temp, `${name}.log`);
  const fd = openSync(log, "a");
  const child = spawn(command, args, { cwd: root, env: childEnv, stdio: ["ignore", fd, fd] });
  const part = { name, child, log };
  const at = parts.findIndex((p) => p.name === name);
  if (at >= 0) parts[at] = part;
  else parts.push(part);
  child.once("exit", (code, signal) => {
    if (stopping || part.steered) return;
    process.stderr.write(`two-instances: ${name} exited (${signal ?? code}); its log:\n${tail(log)}\n`);
    void stopAll(1);
  });
  return child;
}

function tail(file) {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-20).join("\n");
  } catch {
    return "(no log)";
  }
}

async function answers(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!stopping) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Waits until nginx sends requests to the instance on `port` again (after fail_timeout, see the site). */
async function inRotation(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    const upstream = await fetch(`http://127.0.0.1:${listenPort}/healthz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.headers.get("x-upstream") ?? "", () => "");
    if (upstream.split(", ").at(-1) === `127.0.0.1:${port}`) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!stopping) throw new Error(`nginx did not send requests to port ${port} within ${timeoutMs / 1000} s`);
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // nginx first, so no request reaches an instance that is going away; SIGTERM drains the instances.
  for (const { child } of [...parts].reverse()) {
    if (exited(child)) continue;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await gone;
    clearTimeout(timer);
  }
  if (env.KEEP_TEMP) process.stdout.write(`two-instances: logs kept in ${temp}\n`);
  else rmSync(temp, { recursive: true, force: true });
  process.exit(code);
}

process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));

const instanceUrls = instancePorts.map((port) => `http://127.0.0.1:${port}`);
const letters = instancePorts.map((_, i) => String.fromCharCode(97 + i));
function launchInstance(i) {
  const port = instancePorts[i];
  launch(`instance-${letters[i]}`, process.execPath, [server], {
    ...env,
    ...secrets,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: nginxAddress,
    // behind a proxy the instances must be told where users reach them (decision 0960)
    PUBLIC_URL: env.PUBLIC_URL || `http://127.0.0.1:${listenPort}`,
  });
}
instancePorts.forEach((_, i) => launchInstance(i));

/** One stdin command (see the header); answers one line, or "error <command>: <why>". */
async function steer(line) {
  const [command, letter] = line.trim().split(/\s+/);
  const i = letters.indexOf(letter ?? "");
  const part = parts.find((p) => p.name === `instance-${letter}`);
  if (i < 0 || !part) return `error ${line}: no such instance`;
  if (command === "start") {
    if (!exited(part.child)) return `error ${line}: still running`;
    launchInstance(i);
    await answers(`${instanceUrls[i]}/readyz`, 90_000);
    await inRotation(instancePorts[i], 30_000);
    return `started ${letter}`;
  }
  if (command !== "stop" && command !== "kill") return `error ${line}: unknown command`;
  if (exited(part.child)) return `error ${line}: not running`;
  part.steered = true;
  const gone = new Promise((resolve) => part.child.once("exit", (code, signal) => resolve(signal ?? code)));
  part.child.kill(command === "stop" ? "SIGTERM" : "SIGKILL");
  const how = await gone;
  return command === "stop" ? `stopped ${letter} ${how}` : `killed ${letter}`;
}

const nginxDir = path.join(temp, "nginx");
mkdirSync(nginxDir);
const site = readFileSync(path.join(root, "deploy/nginx/partnerportal.conf"), "utf8")
  .replace(/^( *)__UPSTREAM_SERVERS__$/m, (_, indent) => instancePorts.map((port) => `${indent}server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join("\n"))
  .replace(/^( *listen )__LISTEN__;$/m, (_, directive) => `${directive}127.0.0.1:${listenPort};`);
writeFileSync(path.join(nginxDir, "partnerportal.conf"), site);
writeFileSync(
  path.join(nginxDir, "nginx.conf"),
  `worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 256; }
http {
    access_log ${nginxDir}/access.log;
    client_body_temp_path ${nginxDir}/client_body;
    proxy_temp_path ${nginxDir}/proxy;
    fastcgi_temp_path ${nginxDir}/fastcgi;
    uwsgi_temp_path ${nginxDir}/uwsgi;
    scgi_temp_path ${nginxDir}/scgi;
    # nginx's own address on this one machine, as a separate proxy host would have one.
    proxy_bind ${nginxAddress};
    # Which instance answered (for checks and curiosity; leave it out in production).
    add_header X-Upstream $upstream_addr always;
    include ${nginxDir}/partnerportal.conf;
}
`,
);

try {
  await Promise.all(instanceUrls.map((url) => answers(`${url}/readyz`, 90_000)));
  launch("nginx", nginx, ["-p", `${nginxDir}/`, "-c", `${nginxDir}/nginx.conf`, "-e", `${nginxDir}/error.log`, "-g", "daemon off;"], env);
  await answers(`http://127.0.0.1:${listenPort}/readyz`, 15_000);
} catch (error) {
  process.stderr.write(`two-instances: ${error instanceof Error ? error.message : String(error)}\n`);
  for (const { name, log } of parts) process.stderr.write(`── ${name}:\n${tail(log)}\n`);
  await stopAll(1);
}
if (!stopping) {
  process.stdout.write(`ready: nginx http://127.0.0.1:${listenPort} → ${instanceUrls.join(", ")} (logs in ${temp})\n`);
  // One command at a time, in order: a drill waits for each answer anyway.
  let queue = Promise.resolve();
  createInterface({ input: process.stdin }).on("line", (line) => {
    queue = queue.then(() => steer(line).catch((error) => `error ${line}: ${error instanceof Error ? error.message : String(error)}`)).then((answer) => void process.stdout.write(`${answer}\n`));
  });
}
