/**
 * The durable job queue (issue 28, decision 0540) against PGlite and PostgreSQL, with a real SMTP
 * server: a key is queued once; a mail server away for a minute loses nothing; a job that keeps
 * failing ends as failed and is logged; a process killed with queued and claimed jobs leaves them
 * to the next one; two instances on one PostgreSQL run every job once; schedules plan each run
 * once, and a run missed while down once on start; the polling worker wakes on a queued job,
 * keeps to its concurrency and stops cleanly.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMORY, openDatabase, type Database } from "../../server/api/db/client";
import { queueJobs } from "../../server/api/db/schema";
import type { ApiDeps } from "../../server/api/deps";
import { DEFAULT_BACKOFF } from "../../server/api/jobs/backoff";
import type { JobKind, Schedule } from "../../server/api/jobs/kind";
import { createJobQueue } from "../../server/api/jobs/queue";
import { DEFAULT_LEASE_MS, createJobWorker } from "../../server/api/jobs/worker";
import { queueMail } from "../../server/api/mail/send";
import { z } from "zod";
import { useTestApi } from "./fixture";
import { startSmtp, waitForMails, type TestSmtp } from "./smtp";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());

const t = useTestApi({ mailer: { send: (message) => smtp.mailer.send(message) } });
const onPostgres = Boolean(process.env.DATABASE_URL);

/** The file's deps on another database handle (a second instance, or the database after a restart). */
const depsOn = (database: Database, extra: Partial<ApiDeps> = {}): ApiDeps => ({ ...t.deps, db: database, jobs: undefined, ...extra });
const queue = () => createJobQueue(t.database, t.clock.now);
const rows = () => t.database.db.select().from(queueJobs).orderBy(queueJobs.id);
/** The recipients of the SMTP server's messages since `from`. */
const recipients = (from = 0) => smtp.received.slice(from).map((raw) => /^To: (.+)$/m.exec(raw)?.[1]?.trim());

beforeEach(async () => {
  await t.jobs.drain();
  await t.database.db.delete(queueJobs);
});

describe("job queue", () => {
  it("queues a key once, sends text and HTML with attachments and headers, and keeps no payload when done", async () => {
    const before = smtp.received.length;
    const message = {
      language: "de" as const,
      to: "einmal@example.com",
      subject: "Einladung: Hausmesse",
      text: "Guten Tag,\n\nSie sind eingeladen: https://portal.example/kalender/7.\n\n<b>kein HTML</b>",
      link: "https://portal.example/kalender/7",
      attachments: [{ filename: "hausmesse.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar" }],
      headers: { "List-Unsubscribe": "<https://portal.example/abmelden>" },
    };
    expect(await queueMail({ jobs: queue() }, message, "mail:einladung:7")).toBe(true);
    expect(await queueMail({ jobs: queue() }, message, "mail:einladung:7")).toBe(false);
    expect(await t.jobs.drain()).toBe(1);
    // done, it is still refused by key
    expect(await queueMail({ jobs: queue() }, message, "mail:einladung:7")).toBe(false);
    expect(await t.jobs.drain()).toBe(0);

    expect(recipients(before)).toEqual(["einmal@example.com"]);
    const raw = smtp.received.at(-1)!;
    expect(raw).toContain("multipart/alternative");
    expect(raw).toMatch(/Content-Type: text\/calendar/);
    expect(raw).toContain("hausmesse.ics");
    expect(raw).toContain("List-Unsubscribe: <https://portal.example/abmelden>");
    // the HTML part escapes the text and links the address
    const html = raw.replace(/=\r?\n/g, ""); // quoted-printable soft line breaks
    expect(html).toContain("&lt;b&gt;kein HTML&lt;/b&gt;");
    expect(html).toMatch(/<a href=3D"https:\/\/portal\.example\/kalender\/7"/);

    const [job] = await rows();
    expect(job).toMatchObject({ kind: "mail", key: "mail:einladung:7", status: "done", attempts: 1, payload: {}, lockedBy: null });
  });

  it("queues inside a transaction: a rollback queues nothing", async () => {
    await t.database.db
      .transaction(async (tx) => {
        await queueMail({ jobs: queue() }, { language: "de", to: "nie@example.com", subject: "x", text: "x", link: "" }, undefined, tx);
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await rows()).toEqual([]);
  });

  it("keeps mails while the mail server is away for a minute and sends each once after it is back", async () => {
    const before = smtp.received.length;
    await smtp.stop();
    const log = vi.fn();
    const worker = createJobWorker({ ...t.deps, log }, { random: () => 0 });
    for (const n of [1, 2, 3]) await queueMail({ jobs: queue() }, { language: "de", to: `warten-${n}@example.com`, subject: `Nachricht ${n}`, text: "Guten Tag", link: "" });
    // a minute of the queue's clock, the worker polling every ten seconds: every attempt fails
    for (let s = 0; s < 60; s += 10) {
      await worker.drain();
      t.clock.advance(10);
    }
    expect(smtp.received.length).toBe(before);
    const waiting = await rows();
    expect(waiting.every((j) => j.status === "pending" && j.attempts === 2 && j.lastError)).toBe(true);
    expect(log).toHaveBeenCalledWith("warn", "job failed, retried later", expect.objectContaining({ kind: "mail", attempt: 1 }));

    await smtp.restart();
    // the next retry comes due with the backoff (attempt 2: one minute after it)
    for (let s = 0; s < 120 && smtp.received.length < before + 3; s += 10) {
      await worker.drain();
      t.clock.advance(10);
    }
    expect(recipients(before).sort()).toEqual(["warten-1@example.com", "warten-2@example.com", "warten-3@example.com"]);
    expect((await rows()).map((j) => j.status)).toEqual(["done", "done", "done"]);
  });

  it("gives a job up after the last attempt, as failed and logged as an error", async () => {
    const log = vi.fn();
    const kinds: Record<string, JobKind> = {
      broken: {
        payload: z.object({ n: z.number() }),
        run: async () => {
          throw new Error("kaputt");
        },
      },
    };
    const worker = createJobWorker({ ...t.deps, log }, { kinds, random: () => 0 });
    await queue().enqueue({ kind: "broken", payload: { n: 1 } });
    await queue().enqueue({ kind: "broken", payload: { n: "not a number" } });
    await queue().enqueue({ kind: "unknown", payload: {} });
    // the attempts span more than an hour of the queue's clock
    for (let minute = 0; minute < 70; minute++) {
      await worker.drain();
      t.clock.advance(60);
    }
    await worker.drain();
    const [broken, misfit, unknown] = await rows();
    expect(broken).toMatchObject({ status: "failed", attempts: DEFAULT_BACKOFF.maxAttempts, lastError: "kaputt" });
    expect(broken!.finishedAt!.getTime() - broken!.createdAt.getTime()).toBeGreaterThan(60 * 60_000);
    // a payload that does not fit, or an unknown kind, fails at once
    expect(misfit).toMatchObject({ status: "failed", attempts: 1 });
    expect(misfit!.lastError).toMatch(/^payload does not fit/);
    expect(unknown).toMatchObject({ status: "failed", attempts: 1, lastError: "unknown job kind unknown" });
    expect(log.mock.calls.filter(([level, msg]) => level === "error" && msg === "job failed for good")).toHaveLength(3);
  });

  it("runs the jobs of a process killed while holding them after the restart, each once", async () => {
    const before = smtp.received.length;
    const dataDir = onPostgres ? MEMORY : mkdtempSync(path.join(os.tmpdir(), "partnerportal-jobs-crash-"));
    try {
      // the killed process: five mails queued, two of them claimed and being sent
      await runAndKill({
        JOBS_DATA_DIR: dataDir,
        JOBS_DATABASE_URL: t.databaseUrl ?? "",
        JOBS_SCHEMA: t.databaseSchema ?? "",
        JOBS_NOW: t.clock.now().toISOString(),
        JOBS_COUNT: "5",
        JOBS_CLAIM: "2",
      });
      // the restart: PostgreSQL is still there; PGlite's folder is opened again by the new process
      const database = onPostgres ? t.database : await openDatabase({ dataDir });
      try {
        const worker = createJobWorker(depsOn(database));
        const held = await database.db.select().from(queueJobs).where(eq(queueJobs.status, "running"));
        expect(held).toHaveLength(2);
        // at once the three still queued; the two claimed ones when the dead process's lease has run out
        expect(await worker.drain()).toBe(3);
        t.clock.advance(DEFAULT_LEASE_MS / 1000 + 1);
        expect(await worker.drain()).toBe(2);
        await waitForMails(smtp.received, before + 5);
        expect(recipients(before).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `crash-${i}@example.com`));
        const after = await database.db.select({ status: queueJobs.status, attempts: queueJobs.attempts }).from(queueJobs);
        expect(after.every((j) => j.status === "done")).toBe(true);
        expect(after.map((j) => j.attempts).sort()).toEqual([1, 1, 1, 2, 2]);
      } finally {
        if (!onPostgres) await database.close();
      }
    } finally {
      if (!onPostgres) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.runIf(onPostgres)("runs every job exactly once with two instances on one PostgreSQL", async () => {
    const before = smtp.received.length;
    const second = await openDatabase({ dataDir: MEMORY, databaseUrl: t.databaseUrl, schema: t.databaseSchema });
    try {
      const instances = [createJobWorker(depsOn(t.database)), createJobWorker(depsOn(second))];
      const queues = [queue(), createJobQueue(second, t.clock.now)];
      for (let i = 0; i < 40; i++) await queueMail({ jobs: queues[i % 2]! }, { language: "de", to: `beide-${i}@example.com`, subject: `Nachricht ${i}`, text: "Guten Tag", link: "" });
      const ran = await Promise.all(instances.map((w) => w.drain()));
      expect(ran[0]! + ran[1]!).toBe(40);
      await waitForMails(smtp.received, before + 40);
      const got = recipients(before);
      expect(got).toHaveLength(40);
      expect(new Set(got).size).toBe(40);
      expect((await rows()).every((j) => j.status === "done" && j.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  }, 60_000);

  it("plans each schedule run once across instances, in Berlin time on the schedule clock, and a missed one once on start", async () => {
    const runs: string[] = [];
    const schedules: Schedule[] = [{ name: "morgens", at: { hour: 7, minute: 0 }, run: async (_ctx, plannedFor) => void runs.push(plannedFor.toISOString()) }];
    // the schedule clock, not the session clock (TEST_CLOCK in the browser tests)
    let scheduleNow = new Date("2026-03-28T09:00:00Z");
    const deps = { ...t.deps, scheduleNow: () => scheduleNow };
    const instanceA = createJobWorker(deps, { schedules });
    const instanceB = createJobWorker(deps, { schedules });
    await instanceA.planSchedules();
    await instanceB.planSchedules();
    await Promise.all([instanceA.drain(), instanceB.drain()]);
    expect(runs).toEqual(["2026-03-28T06:00:00.000Z"]);

    // over the switch to summer time: 07:00 is 05:00Z
    scheduleNow = new Date("2026-03-29T05:00:00Z");
    await instanceB.planSchedules();
    await instanceA.drain();
    expect(runs).toEqual(["2026-03-28T06:00:00.000Z", "2026-03-29T05:00:00.000Z"]);

    // down for three days: the restarted instance queues the latest missed run only
    scheduleNow = new Date("2026-04-01T12:00:00Z");
    const restarted = createJobWorker(deps, { schedules });
    await restarted.planSchedules();
    await restarted.planSchedules();
    await restarted.drain();
    expect(runs.slice(2)).toEqual(["2026-04-01T05:00:00.000Z"]);
    expect((await rows()).map((j) => j.key)).toEqual([
      "schedule:morgens:2026-03-28T06:00:00.000Z",
      "schedule:morgens:2026-03-29T05:00:00.000Z",
      "schedule:morgens:2026-04-01T05:00:00.000Z",
    ]);
  });

  it("forgets cached reads after a job that changes data, as a write request does", async () => {
    const afterWrite = vi.fn(async () => undefined);
    const kinds: Record<string, JobKind> = {
      expire: { payload: z.object({}), changesData: true, run: async () => {} },
      note: { payload: z.object({}), run: async () => {} },
    };
    const worker = createJobWorker({ ...t.deps, readCache: { ...t.deps.readCache!, afterWrite } }, { kinds });
    await queue().enqueue({ kind: "note", payload: {} });
    await worker.drain();
    expect(afterWrite).not.toHaveBeenCalled();
    await queue().enqueue({ kind: "expire", payload: {} });
    await worker.drain();
    expect(afterWrite).toHaveBeenCalledTimes(1);
  });

  it("wakes the polling worker when a job is queued, keeps to its concurrency and stops after the running jobs", async () => {
    let active = 0;
    let most = 0;
    const done: number[] = [];
    const kinds: Record<string, JobKind> = {
      slow: {
        payload: z.object({ n: z.number() }),
        run: async (payload) => {
          most = Math.max(most, ++active);
          await new Promise((r) => setTimeout(r, 30));
          active--;
          done.push((payload as { n: number }).n);
        },
      },
    };
    // a poll a minute: only the wake-up can start the jobs in time
    const worker = createJobWorker(t.deps, { kinds, concurrency: 3, pollMs: 60_000 });
    worker.start();
    try {
      for (let n = 0; n < 10; n++) await queue().enqueue({ kind: "slow", payload: { n } });
      for (let waited = 0; done.length < 10 && waited < 10_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(most).toBe(3);
      await queue().enqueue({ kind: "slow", payload: { n: 10 } });
      await new Promise((r) => setImmediate(r));
    } finally {
      await worker.stop();
    }
    // stop waited for the job it had started
    expect(active).toBe(0);
    expect(await t.database.db.select().from(queueJobs).where(eq(queueJobs.status, "running"))).toEqual([]);
  });

  it("keeps a kind to its slots: a backlog of bulk mail waiting on the pace never holds up a password mail", async () => {
    const ran: string[] = [];
    let bulkActive = 0;
    let bulkMost = 0;
    let releaseBulk!: () => void;
    const bulkGate = new Promise<void>((r) => (releaseBulk = r));
    const kinds: Record<string, JobKind> = {
      // stands for the paced bulk mail: each run waits until the test lets the pace go on
      bulk: {
        payload: z.object({ n: z.number() }),
        maxRunning: 1,
        run: async (payload) => {
          bulkMost = Math.max(bulkMost, ++bulkActive);
          await bulkGate;
          bulkActive--;
          ran.push(`bulk ${(payload as { n: number }).n}`);
        },
      },
      mail: { payload: z.object({}), maxRunning: 2, run: async () => void ran.push("mail") },
    };
    const worker = createJobWorker(t.deps, { kinds, concurrency: 4, pollMs: 60_000 });
    worker.start();
    try {
      for (let n = 0; n < 20; n++) await queue().enqueue({ kind: "bulk", payload: { n } });
      // queued after the whole backlog, and due later: it still goes out while the backlog waits
      t.clock.advance(1);
      await queue().enqueue({ kind: "mail", payload: {} });
      for (let waited = 0; !ran.includes("mail") && waited < 5_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(ran).toEqual(["mail"]);
      expect(bulkActive).toBe(1);
      releaseBulk();
      for (let waited = 0; ran.length < 21 && waited < 10_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(ran).toHaveLength(21);
      expect(bulkMost).toBe(1);
    } finally {
      releaseBulk();
      await worker.stop();
    }
  });
});

/** Starts tests/api/jobs-child.ts, waits until it holds its claimed jobs, and kills it (SIGKILL). */
async function runAndKill(env: Record<string, string>): Promise<void> {
  const script = fileURLToPath(new URL("./jobs-child.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("claimed")) resolve();
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("exit", (code) => reject(new Error(`jobs-child exited with ${code}:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}
