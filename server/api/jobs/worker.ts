/**
 * The worker (decision 0540): claims due jobs of `queue_jobs` with `FOR UPDATE SKIP LOCKED`, so
 * several instances on one database never claim the same job; runs them with bounded concurrency;
 * retries failures with backoff; claims again a job whose lease ran out (its process died). It
 * polls every second, at once when this process queues a job, and queues each planned run of the
 * schedules once by key. All its times are the schedule clock (`ctx.scheduleNow`).
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { queueJobs } from "../db/schema";
import { resolveDeps, type ApiContext, type ApiDeps } from "../deps";
import { DEFAULT_BACKOFF, retryDelay, type BackoffPolicy } from "./backoff";
import type { JobKind, Schedule } from "./kind";
import { JOB_KINDS } from "./kinds";
import { latestPlannedRun, scheduleKey } from "./planning";
import { onEnqueued } from "./queue";
import { SCHEDULE_JOB, scheduleJobKind } from "./schedule-job";
import { SCHEDULES } from "./schedules";

export interface JobWorkerOptions {
  /** default: the registry of kinds.ts */
  kinds?: Readonly<Record<string, JobKind>>;
  /** default: the table of schedules.ts */
  schedules?: readonly Schedule[];
  /** jobs run at the same time by this worker */
  concurrency?: number;
  pollMs?: number;
  /** how long a claimed job is this worker's; after that another worker may claim it again */
  leaseMs?: number;
  backoff?: BackoffPolicy;
  /** jitter source (tests) */
  random?: () => number;
}

export interface JobWorker {
  /** runs due jobs until none is left; returns how many ran (tests call it instead of polling) */
  drain(): Promise<number>;
  /** queues the latest planned run of each schedule unless it was queued before */
  planSchedules(): Promise<void>;
  /** polls until `stop` */
  start(): void;
  /** stops polling and waits for the running jobs */
  stop(): Promise<void>;
}

type JobRow = typeof queueJobs.$inferSelect;

export const DEFAULT_LEASE_MS = 5 * 60_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobWorker(deps: ApiDeps, options: JobWorkerOptions = {}): JobWorker {
  const ctx: ApiContext = resolveDeps(deps);
  const db = ctx.db.db;
  const schedules = options.schedules ?? SCHEDULES;
  const kinds: Readonly<Record<string, JobKind>> = { ...(options.kinds ?? JOB_KINDS), ...(options.schedules ? { [SCHEDULE_JOB]: scheduleJobKind(options.schedules) } : {}) };
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const random = options.random ?? Math.random;
  // Tells this worker's claims apart from other instances' (and from its own earlier life).
  const workerId = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const running = new Set<Promise<void>>();
  /** the planned run last queued per schedule: planning again is pure arithmetic until the next one is due */
  const planned = new Map<string, number>();

  async function claim(limit: number): Promise<JobRow[]> {
    const now = ctx.scheduleNow();
    const due = db
      .select({ id: queueJobs.id })
      .from(queueJobs)
      .where(or(and(eq(queueJobs.status, "pending"), lte(queueJobs.runAt, now)), and(eq(queueJobs.status, "running"), lt(queueJobs.lockedUntil, now))))
      .orderBy(asc(queueJobs.runAt), asc(queueJobs.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(queueJobs)
      .set({ status: "running", attempts: sql`${queueJobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + leaseMs), lockedBy: workerId })
      .where(inArray(queueJobs.id, due))
      .returning();
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  /** Ends this worker's claim; a claim that ran out and went to another worker is left to it. */
  async function settle(job: JobRow, changes: Partial<JobRow>): Promise<void> {
    await db
      .update(queueJobs)
      .set({ lockedUntil: null, lockedBy: null, ...changes })
      .where(and(eq(queueJobs.id, job.id), eq(queueJobs.status, "running"), eq(queueJobs.lockedBy, workerId)));
  }

  async function fail(job: JobRow, error: string, retry: boolean): Promise<void> {
    const now = ctx.scheduleNow();
    const fields = { id: job.id, kind: job.kind, key: job.key, attempt: job.attempts, error };
    if (retry && job.attempts < backoff.maxAttempts) {
      const runAt = new Date(now.getTime() + retryDelay(backoff, job.attempts, random));
      ctx.log("warn", "job failed, retried later", { ...fields, runAt: runAt.toISOString() });
      await settle(job, { status: "pending", runAt, lastError: error });
    } else {
      ctx.log("error", "job failed for good", fields);
      await settle(job, { status: "failed", finishedAt: now, lastError: error });
    }
  }

  async function runJob(job: JobRow): Promise<void> {
    const kind = kinds[job.kind];
    if (!kind) return fail(job, `unknown job kind ${job.kind}`, false);
    const payload = kind.payload.safeParse(job.payload);
    if (!payload.success) return fail(job, `payload does not fit: ${payload.error.message}`, false);
    try {
      await kind.run(payload.data, ctx);
    } catch (error) {
      return fail(job, messageOf(error), true);
    }
    // A done job keeps no payload: mails carry one-time links, and nothing reads it again.
    await settle(job, { status: "done", finishedAt: ctx.scheduleNow(), lastError: null, payload: {} });
  }

  /** Runs one job to its end; a failure to record the outcome (database gone) leaves it to the lease. */
  function track(job: JobRow): Promise<void> {
    const done = runJob(job)
      .catch((error: unknown) => ctx.log("warn", "job outcome not recorded", { id: job.id, kind: job.kind, error: messageOf(error) }))
      .finally(() => running.delete(done));
    running.add(done);
    return done;
  }

  async function planSchedules(): Promise<void> {
    const now = ctx.scheduleNow();
    for (const schedule of schedules) {
      const plannedFor = latestPlannedRun(schedule.at, now);
      if (planned.get(schedule.name) === plannedFor.getTime()) continue;
      // The latest planned run only: after a downtime the missed one runs once, older ones are past.
      await ctx.jobs.enqueue({ kind: SCHEDULE_JOB, payload: { name: schedule.name, plannedFor: plannedFor.toISOString() }, key: scheduleKey(schedule.name, plannedFor), runAt: plannedFor });
      planned.set(schedule.name, plannedFor.getTime());
    }
  }

  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await claim(concurrency);
      if (claimed.length === 0) return ran;
      ran += claimed.length;
      await Promise.all(claimed.map(track));
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let stopped = true;
  let ticking = false;
  let again = false;

  /** Fills the free slots; runs again when a job ends or one is queued meanwhile. */
  async function tick(): Promise<void> {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      await planSchedules();
      const free = concurrency - running.size;
      if (free > 0) for (const job of await claim(free)) void track(job).then(wake);
    } catch (error) {
      ctx.log("warn", "job queue poll failed", { error: messageOf(error) });
    } finally {
      ticking = false;
    }
    if (again) {
      again = false;
      wake();
    }
  }

  function wake(): void {
    if (!stopped) setImmediate(() => void tick());
  }

  return {
    drain,
    planSchedules,
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = onEnqueued(ctx.db, wake);
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe?.();
      await Promise.all(running);
    },
  };
}
