/**
 * The durable job queue (decision 0540): work that must happen later, once, and survive a restart
 * — mails, reminders, planned runs — is a row in `queue_jobs`; a worker of any instance on the
 * same database claims and runs it (worker.ts). Areas queue with `ctx.jobs.enqueue(...)`.
 */
import { EventEmitter } from "node:events";
import type { Database, Db, Tx } from "../db/client";
import { inArray, sql } from "drizzle-orm";
import { queueJobs } from "../db/schema";

export type DbOrTx = Db | Tx;

export interface JobRequest {
  /** a name of the registry in kinds.ts */
  kind: string;
  /** checked by the kind's schema when the job runs; stored as JSON */
  payload: unknown;
  /** not before this time (the schedule clock, `ctx.scheduleNow`); default: at once */
  runAt?: Date;
  /**
   * "Never twice": a job whose key was queued before is not queued again — while the earlier one
   * is pending, running, failed, or done within the last 30 days (housekeeping removes older done
   * jobs). E.g. `reminder:document:42:2026-05-01`.
   */
  key?: string;
}

export interface JobQueue {
  /** queues a job; a job whose `key` was queued before (pending, done or failed) is not queued
   *  again — this is how "never twice" is kept. Pass `tx` to queue inside a transaction. */
  enqueue(job: JobRequest, tx?: DbOrTx): Promise<boolean>; // true when newly queued
  /** queues many jobs in one statement (a digest batch's mails); returns how many were new */
  enqueueAll(jobs: JobRequest[], tx?: DbOrTx): Promise<number>;
}

/**
 * Workers of this process that wait on a database hear of every job queued on it here, so a mail
 * goes out at once instead of at the next poll. Keyed by the Database handle: each test file's
 * database, and each host's, has its own listeners.
 */
const enqueued = new WeakMap<Database, EventEmitter>();

function channelOf(database: Database): EventEmitter {
  let channel = enqueued.get(database);
  if (!channel) enqueued.set(database, (channel = new EventEmitter().setMaxListeners(0)));
  return channel;
}

/** Calls `listener` with the kind of each job queued on `database` in this process; returns the unsubscribe. */
export function onEnqueued(database: Database, listener: (kind: string) => void): () => void {
  const channel = channelOf(database);
  channel.on("enqueued", listener);
  return () => channel.off("enqueued", listener);
}

/** The queue over `database`; `now` is the schedule clock (a job without `runAt` is due at once). */
export function createJobQueue(database: Database, now: () => Date): JobQueue {
  async function enqueueAll(jobs: JobRequest[], tx?: DbOrTx): Promise<number> {
    if (jobs.length === 0) return 0;
    const at = now();
    const inserted = await (tx ?? database.db)
      .insert(queueJobs)
      .values(jobs.map(({ kind, payload, runAt, key }) => ({ kind, payload: payload ?? null, key: key ?? null, runAt: runAt ?? at, createdAt: at })))
      .onConflictDoNothing({ target: queueJobs.key })
      .returning({ id: queueJobs.id, kind: queueJobs.kind });
    // Listeners only take note (a worker wakes on the next turn); inside a transaction the row is
    // visible after the commit, and a worker that looked too early finds it at its next poll.
    for (const kind of new Set(inserted.map((row) => row.kind))) channelOf(database).emit("enqueued", kind);
    return inserted.length;
  }
  return {
    enqueueAll,
    enqueue: async (job, tx) => (await enqueueAll([job], tx)) === 1,
  };
}

/** Per kind: pending and running jobs, and how long the longest-waiting due one has been due (metrics, decision 0961). */
export async function queueStats(database: Database, now: Date): Promise<{ kind: string; pending: number; running: number; oldestDueSeconds: number }[]> {
  const rows = await database.db
    .select({
      kind: queueJobs.kind,
      pending: sql<number>`count(*) filter (where ${queueJobs.status} = 'pending')::int`,
      running: sql<number>`count(*) filter (where ${queueJobs.status} = 'running')::int`,
      oldestDue: sql<string | null>`min(${queueJobs.runAt}) filter (where ${queueJobs.status} = 'pending' and ${queueJobs.runAt} <= ${now.toISOString()}::timestamptz)`,
    })
    .from(queueJobs)
    .where(inArray(queueJobs.status, ["pending", "running"]))
    .groupBy(queueJobs.kind);
  return rows.map((row) => ({
    kind: row.kind,
    pending: Number(row.pending),
    running: Number(row.running),
    oldestDueSeconds: row.oldestDue ? Math.max(0, (now.getTime() - new Date(row.oldestDue).getTime()) / 1000) : 0,
  }));
}
