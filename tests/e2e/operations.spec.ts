// Running it for real (issue 40): the metrics Prometheus scrapes (decision 0961) and the graceful
// stop on SIGTERM (decision 0962), each on a built server this spec starts itself (PGlite under a
// DATA_DIR of its own, a free port). Not a browser test: it runs once, in the "js" project.
import { spawnSync, type ChildProcess } from "node:child_process";
import { accessSync, constants, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startProcess, stopProcess } from "./processes";
import { startSmtp } from "../api/smtp";
import { seededDataDir } from "./seeded-data";

const TOKEN = "metrics-test-token-0123456789";
const secrets = { JWT_SECRET: "operations-test-jwt-secret-0123456789abcd", SESSION_SECRET: "operations-test-session-secret-0123456789" };

/** $PROMTOOL, else promtool on PATH, else Debian's /usr/bin/promtool (scripts/tools.mjs looks the same way). */
function findPromtool(): string | undefined {
  const candidates = process.env.PROMTOOL ? [process.env.PROMTOOL] : [...(process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, "promtool")), "/usr/bin/promtool"];
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startPortal(dataDir: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const port = await freePort();
  const child = await startProcess("server-build/index.js", { HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "info", METRICS_TOKEN: TOKEN, ...secrets, ...env }, "Partnerportal listening");
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output };
}

const scrape = async (origin: string) => {
  const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

/** Every label value of the text. */
const labelValues = (text: string) => [...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => ({ name: name!, value: value! }));

test.describe("operations @js-only", () => {
  test.describe.configure({ timeout: 360_000 });

  test("GET /metrics: only with the token, by route pattern and endpoint name, never a raw URL; promtool accepts it", async () => {
    const dataDir = seededDataDir("metrics");
    const portal = await startPortal(dataDir);
    try {
      const { origin } = portal;
      // Traffic: pages (with ids and hostile queries), a failed sign-in, in-process API calls, a 404.
      for (const url of ["/login", "/brands/987654?panel=%3Cx%3E", "/news?page=abc", "/no-such-page/555444", "/healthz", "/sw.js"]) {
        await (await fetch(origin + url, { redirect: "manual" })).arrayBuffer();
      }
      const failed = await fetch(`${origin}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "niemand@example.org", password: "falsch-falsch-falsch" }) });
      expect(failed.status).toBe(401);
      await (await fetch(`${origin}/api/items/news/424242`)).arrayBuffer();

      expect((await fetch(`${origin}/metrics`)).status).toBe(403);
      expect((await fetch(`${origin}/metrics`, { headers: { authorization: "Bearer wrong-token-0123456789" } })).status).toBe(403);
      const text = await scrape(origin);

      for (const family of [
        "partnerportal_http_request_duration_seconds_bucket",
        "partnerportal_api_request_duration_seconds_bucket",
        "partnerportal_db_query_duration_seconds",
        "partnerportal_db_pool_wait_seconds",
        "partnerportal_db_pool_connections",
        "partnerportal_jobs_queued",
        "partnerportal_jobs_oldest_due_age_seconds",
        "partnerportal_jobs_finished_total",
        "partnerportal_mails_total",
        "partnerportal_read_cache_requests_total",
        "partnerportal_sign_in_failures_total",
        "nodejs_eventloop_lag_seconds",
        "nodejs_heap_size_used_bytes",
        "process_resident_memory_bytes",
      ]) {
        expect(text, family).toContain(family);
      }
      expect(text).toMatch(/partnerportal_sign_in_failures_total\{reason="credentials"\} [1-9]/);
      expect(text).toMatch(/partnerportal_http_request_duration_seconds_count\{route="routes\/[^"]+",method="GET",status="\dxx"\} [1-9]/);
      expect(text).toMatch(/partnerportal_http_request_duration_seconds_count\{route="static",method="GET",status="2xx"\} [1-9]/);
      expect(text).toMatch(/partnerportal_api_request_duration_seconds_count\{endpoint="login",method="POST",status="4xx",caller="http"\} 1/);
      expect(text).toMatch(/partnerportal_api_request_duration_seconds_count\{endpoint="\w+",method="GET",status="\dxx",caller="in_process"\} [1-9]/);
      // Cardinality: no label holds a path, an id or a query the clients sent.
      for (const { name, value } of labelValues(text)) {
        expect(value, `${name}="${value}"`).not.toMatch(/^\/|\?|987654|555444|424242|abc|%3C|<x>/);
      }

      const promtool = findPromtool();
      if (!promtool) {
        if (process.env.CI) throw new Error("promtool is missing on CI (scripts/ensure-promtool.mjs installs it)");
        test.skip(true, "promtool is missing: node scripts/ensure-promtool.mjs installs it (root on Debian)");
        return;
      }
      const checked = spawnSync(promtool, ["check", "metrics"], { input: text, encoding: "utf8" });
      expect(`${checked.stdout}${checked.stderr}`.trim()).toBe("");
      expect(checked.status).toBe(0);
    } finally {
      await stopProcess(portal.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("promtool accepts the alert rules of deploy/ (docs/deploy.md)", () => {
    const promtool = findPromtool();
    if (!promtool) {
      if (process.env.CI) throw new Error("promtool is missing on CI (scripts/ensure-promtool.mjs installs it)");
      test.skip(true, "promtool is missing: node scripts/ensure-promtool.mjs installs it (root on Debian)");
      return;
    }
    const checked = spawnSync(promtool, ["check", "rules", "deploy/alert-rules.yml"], { encoding: "utf8" });
    expect(checked.stdout + checked.stderr).toContain("SUCCESS");
    expect(checked.status).toBe(0);
  });

  test("SIGTERM: /readyz 503 first, the request in flight completes, a running job goes back to the queue and runs once, exit 0", async () => {
    const dataDir = seededDataDir("stop");
    // A mail server that accepts and never greets: the mail job stays running.
    const hanging = new Set<net.Socket>();
    const silent = net.createServer((socket) => void hanging.add(socket.on("error", () => {})));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as net.AddressInfo).port;
    const smtp = await startSmtp();
    let portal: Awaited<ReturnType<typeof startPortal>> | undefined;
    try {
      portal = await startPortal(dataDir, { SMTP_URL: `smtp://127.0.0.1:${silentPort}`, SHUTDOWN_DELAY: "2", SHUTDOWN_TIMEOUT: "4" });
      const { origin, child } = portal;
      const asked = await fetch(`${origin}/api/auth/password/request`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "haendler@example.com", reset_url: `${origin}/reset-password` }) });
      expect(asked.status).toBe(204);
      const runningMails = async () => Number((await scrape(origin)).match(/partnerportal_jobs_queued\{kind="mail",status="running"\} (\d+)/)?.[1] ?? 0);
      await expect.poll(runningMails, { timeout: 20_000 }).toBeGreaterThan(0);
      // (the first start may have queued mails of its own: all of them hang)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const handedBack = await runningMails();

      // A request in flight: its body arrives only after the signal.
      const port = Number(new URL(origin).port);
      const body = "email=x%40example.org&password=falsch";
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      await new Promise<void>((resolve) => socket.once("connect", resolve));
      socket.write(`POST /login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await fetch(`${origin}/readyz`)).status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      // Stopped accepting by now; the request in flight still gets its answer.
      await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
      socket.write(body.slice(10));
      await closed;
      // The sign-in action ran to its end and answered: the wrong password's German refusal.
      expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
      expect(answer).toContain("E-Mail-Adresse und Passwort stimmen nicht überein");
      expect(await exited).toBe(0);
      expect(portal.output()).toContain("jobs handed back to the queue");

      // Started again with a mail server that answers: the handed-back mail goes out, once.
      portal = await startPortal(dataDir, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(handedBack);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(smtp.received).toHaveLength(handedBack);
      expect(smtp.received.filter((raw) => /^To: haendler@example\.com/m.test(raw))).toHaveLength(1);
    } finally {
      await stopProcess(portal?.child);
      for (const socket of hanging) socket.destroy();
      silent.close();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
