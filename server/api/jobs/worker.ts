/**
 * The worker (decision 0540): claims due jobs of `queue_jobs` with `FOR UPDATE SKIP LOCKED`, so
 * several instances on one database never claim the same job; runs them with bounded concurrency;
 * retries failures with backoff; claims again a job whose lease ran out (its process died). It
 * polls every second, at once when this process queues a job, and queues each planned run of the
 * schedules once by key. All its times are the schedule clock (`ctx.scheduleNow`).
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, notInArray, or, sql } from "drizzle-orm";
import { queueJobs } from "../db/schema";
import { resolveDeps, type ApiContext, type ApiDeps } from "../deps";
import { DEFAULT_BACKOFF, retryDelay, type BackoffPolicy } from "./backoff";
import type { JobKind, Schedule } from "./kind";
import { JOB_KINDS } from "./kinds";
import { latestPlannedRun, scheduleKey } from "./planning";
import { onEnqueued } from "./queue";
import { metrics } from "../metrics";
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
  /**
   * stops polling and waits for the running jobs; with `handBackAt` (a Date.now() time) only until
   * then: the jobs still running are handed back to the queue for another instance (decision 0962)
   */
  stop(options?: { handBackAt?: number }): Promise<void>;
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
  /** the running jobs, by the promise that ends with each */
  const running = new Map<Promise<void>, JobRow>();
  /** a job label: a kind of the registry, never a string read from the table */
  const kindLabel = (kind: string) => (kinds[kind] ? kind : "unknown");
  /** the planned run last queued per schedule: planning again is pure arithmetic until the next one is due */
  const planned = new Map<string, number>();

  /** how many of each kind run now (for the kinds' `maxRunning`) */
  const runningOfKind = new Map<string, number>();
  const cappedKinds = Object.entries(kinds).filter(([, kind]) => kind.maxRunning !== undefined);

  async function claimSome(limit: number, skipKinds: string[]): Promise<JobRow[]> {
    const now = ctx.scheduleNow();
    const due = db
      .select({ id: queueJobs.id })
      .from(queueJobs)
      .where(
        and(
          or(and(eq(queueJobs.status, "pending"), lte(queueJobs.runAt, now)), and(eq(queueJobs.status, "running"), lt(queueJobs.lockedUntil, now))),
          skipKinds.length > 0 ? notInArray(queueJobs.kind, skipKinds) : undefined,
        ),
      )
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

  /**
   * Claims up to `limit` due jobs, oldest first, none of a kind beyond its `maxRunning`. With a
   * capped kind still below its cap, one at a time, so a batch never overshoots it.
   */
  async function claim(limit: number): Promise<JobRow[]> {
    const taken = new Map(runningOfKind);
    const result: JobRow[] = [];
    while (result.length < limit) {
      const full = cappedKinds.filter(([name, kind]) => (taken.get(name) ?? 0) >= kind.maxRunning!).map(([name]) => name);
      const oneAtATime = cappedKinds.length > full.length;
      const claimed = await claimSome(oneAtATime ? 1 : limit - result.length, full);
      if (claimed.length === 0) break;
      for (const job of claimed) taken.set(job.kind, (taken.get(job.kind) ?? 0) + 1);
      result.push(...claimed);
    }
    return result;
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
      metrics.job(kindLabel(job.kind), "retried");
      await settle(job, { status: "pending", runAt, lastError: error });
    } else {
      ctx.log("error", "job failed for good", fields);
      metrics.job(kindLabel(job.kind), "failed");
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
    // like a write request's answer (app.ts): readers must not be served what the job just changed
    if (kind.changesData) await ctx.readCache.afterWrite();
    // A done job keeps no payload: mails carry one-time links, and nothing reads it again.
    await settle(job, { status: "done", finishedAt: ctx.scheduleNow(), lastError: null, payload: {} });
    metrics.job(kindLabel(job.kind), "done");
  }

  /**
   * Gives this worker's claims of `jobs` back: pending again, due now, the attempt not counted. Their
   * runs here can no longer settle them (settle asks for this worker's claim), so a job another
   * instance takes is recorded once.
   */
  async function handBack(jobs: JobRow[]): Promise<void> {
    if (jobs.length === 0) return;
    const handed = await db
      .update(queueJobs)
      .set({ status: "pending", runAt: ctx.scheduleNow(), attempts: sql`greatest(${queueJobs.attempts} - 1, 0)`, lockedUntil: null, lockedBy: null })
      .where(and(inArray(queueJobs.id, jobs.map((job) => job.id)), eq(queueJobs.status, "running"), eq(queueJobs.lockedBy, workerId)))
      .returning({ id: queueJobs.id, kind: queueJobs.kind });
    for (const job of handed) metrics.job(kindLabel(job.kind), "handed_back");
    ctx.log("info", "jobs handed back to the queue", { ids: handed.map((job) => job.id) });
  }

  /** Runs one job to its end; a failure to record the outcome (database gone) leaves it to the lease. */
  function track(job: JobRow): Promise<void> {
    runningOfKind.set(job.kind, (runningOfKind.get(job.kind) ?? 0) + 1);
    const done = runJob(job)
      .catch((error: unknown) => ctx.log("warn", "job outcome not recorded", { id: job.id, kind: job.kind, error: messageOf(error) }))
      .finally(() => {
        running.delete(done);
        runningOfKind.set(job.kind, runningOfKind.get(job.kind)! - 1);
      });
    running.set(done, job);
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
  /** the poll under way: a claim it makes after `stop` began still runs, and `stop` waits for it */
  let ticking: Promise<void> | undefined;
  let again = false;
  let failing = false;
  let stopping: Promise<void> | undefined;

  /** Fills the free slots; runs again when a job ends or one is queued meanwhile. */
  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (ticking) {
      again = true;
      return ticking;
    }
    ticking = (async () => {
      try {
        await planSchedules();
        const free = concurrency - running.size;
        if (free > 0) for (const job of await claim(free)) void track(job).then(wake);
        if (failing) ctx.log("info", "job queue polls again");
        failing = false;
      } catch (error) {
        // once per outage, not once a second while the database is away
        if (!failing) ctx.log("warn", "job queue poll failed", { error: messageOf(error) });
        failing = true;
      } finally {
        ticking = undefined;
      }
      if (again) {
        again = false;
        wake();
      }
    })();
    return ticking;
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
      stopping = undefined;
      // A job of a kind whose slots are all taken waits for one of them to end (which wakes the
      // worker anyway): a digest run queues thousands of mails, each would cost a claim for nothing.
      unsubscribe = onEnqueued(ctx.db, (kind) => {
        const cap = kinds[kind]?.maxRunning;
        if (cap === undefined || (runningOfKind.get(kind) ?? 0) < cap) wake();
      });
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      wake();
    },
    stop(options = {}) {
      // The first stop decides: a later call (closing the database) waits for it, not for jobs handed back.
      stopping ??= stopWorker(options);
      return stopping;
    },
  };

  async function stopWorker({ handBackAt }: { handBackAt?: number }): Promise<void> {
    stopped = true;
    clearInterval(timer);
    unsubscribe?.();
    await ticking;
    if (handBackAt === undefined) {
      while (running.size > 0) await Promise.all(running.keys());
      return;
    }
    while (running.size > 0 && Date.now() < handBackAt) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(running.keys()), new Promise((resolve) => (timeout = setTimeout(resolve, handBackAt - Date.now())))]);
      clearTimeout(timeout);
    }
    await handBack([...running.values()]).catch((error: unknown) => ctx.log("warn", "jobs not handed back; their lease runs out", { error: messageOf(error) }));
  }
}
