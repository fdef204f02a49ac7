// The durable job queue in the built API (issue 28, decision 0540): a password mail queued while
// the mail server is away stays queued when the process is killed (SIGKILL), and after the mail
// server and the process are back it arrives, once. The schedule clock (TEST_CLOCK) is moved past
// the retry's backoff instead of waiting for it. No browser needed: one project runs it.
import type { ChildProcess } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtp, type TestSmtp } from "../api/smtp";
import { expect, test } from "./fixtures";
import { startProcess, stopProcess } from "./processes";
import { seededDataDir } from "./seeded-data";

test("a queued mail survives a killed process and a mail server that was away, and arrives once", { tag: "@js-only" }, async ({ request }) => {
  test.setTimeout(120_000);
  // Derived from the suite's port beside faults.spec.ts's, so suites of two worktrees do not collide.
  const API_PORT = Number(process.env.E2E_PORT || 3100) + 87;
  const dataDir = seededDataDir("jobs");
  let smtp: TestSmtp | undefined;
  let api: ChildProcess | undefined;
  let output = "";
  const start = async () => {
    api = await startProcess("server-build/api.js", {
      PORT: String(API_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      JWT_SECRET: "jobs-test-jwt-secret-0123456789abcdef01",
      SMTP_URL: `smtp://127.0.0.1:${smtp!.port}`,
      TEST_CLOCK: "1",
    });
    api.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  };
  try {
    smtp = await startSmtp();
    await smtp.stop(); // the mail server is away
    await start();

    const asked = await request.post(`http://127.0.0.1:${API_PORT}/api/auth/password/request`, {
      data: { email: "leser@example.com", reset_url: `http://127.0.0.1:${API_PORT}/login/resetpassword` },
    });
    expect(asked.status()).toBe(204);
    // the worker tried at once and failed: the mail waits for its retry
    await expect.poll(() => output, { timeout: 15_000 }).toContain("job failed, retried later");

    const killed = new Promise((resolve) => api!.once("exit", resolve));
    api!.kill("SIGKILL");
    await killed;

    await smtp.restart();
    // past the retry's backoff on the schedule clock, then the process again
    writeFileSync(path.join(dataDir, "test-clock"), new Date(Date.now() + 5 * 60_000).toISOString());
    await start();
    // The schedules run on the moved clock too (the demo certificate's expiry reminder): count the reset mail.
    const resets = () => smtp!.received.filter((mail) => mail.includes("To: leser@example.com") && mail.includes("Passwort_zur"));
    await expect.poll(() => resets().length, { timeout: 15_000 }).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 2000)); // nothing more comes
    expect(resets()).toHaveLength(1);
    // its one-time link (quoted-printable: soft line breaks undone)
    expect(resets()[0]!.replace(/=\r?\n/g, "")).toMatch(/\/login\/resetpassword\?token=3D[A-Za-z0-9_-]{20,}/);
  } finally {
    await stopProcess(api);
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
