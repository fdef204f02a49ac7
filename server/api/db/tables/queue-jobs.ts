import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { inList, timestamptz } from "./columns";

export const JOB_STATUSES = ["pending", "running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable job queue (jobs/queue.ts, decision 0540; the career postings are the table `jobs`): mails, reminders and planned runs wait
 * here until a worker of any instance claims them (`FOR UPDATE SKIP LOCKED`). A `running` job
 * whose lease (`locked_until`) ran out was held by a process that died: it is claimed again.
 * `key` keeps "never twice": a second job with the same key is not queued.
 */
export const queueJobs = pgTable(
  "queue_jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    key: text("key").unique("queue_jobs_key_unique"),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    runAt: timestamptz("run_at").notNull(),
    /** claims so far, the running one included */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lockedUntil: timestamptz("locked_until"),
    lockedBy: text("locked_by"),
    createdAt: timestamptz("created_at").notNull(),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [
    // what a worker claims: due pending jobs, and running ones whose lease ran out
    index("queue_jobs_due_idx").on(t.runAt).where(sql`${t.status} = 'pending'`),
    index("queue_jobs_lease_idx").on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    // housekeeping removes finished jobs by age
    index("queue_jobs_finished_idx").on(t.status, t.finishedAt),
    check("queue_jobs_status_check", inList(t.status, JOB_STATUSES)),
  ],
);
