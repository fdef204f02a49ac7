/**
 * Housekeeping: rows that only ever grow are removed once nobody can need them any more —
 * ended sign-in sessions (with their refresh tokens), failed sign-ins outside every rate-limit
 * window, used or expired password and e-mail confirmation links, and finished jobs of the queue (decision 0540). Runs at
 * start and then hourly (see `scheduleHousekeeping`).
 */
import { and, eq, isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import type { LogFn } from "../log";
import { authSessions, emailChanges, loginFailures, passwordTokens, queueJobs } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ended sessions stay listed in the account settings for this long (who signed in where). */
export const ENDED_SESSION_RETENTION_DAYS = 30;
/** Used or expired password links are kept briefly so a late click gets "link expired", not "unknown". */
export const PASSWORD_LINK_RETENTION_DAYS = 7;
/** Done jobs keep their key this long, so a job queued again by key within it is still refused. */
export const DONE_JOB_RETENTION_DAYS = 30;
/** Jobs that failed for good stay for an administrator to look into (last_error) this long. */
export const FAILED_JOB_RETENTION_DAYS = 90;

export interface HousekeepingSettings {
  /** the longest rate-limit window in seconds; older failures no longer count */
  loginWindowSeconds: number;
}

export interface HousekeepingResult {
  sessions: number;
  loginFailures: number;
  passwordLinks: number;
  /** used or expired e-mail confirmation links (decision 0557), kept as long as password links */
  emailLinks: number;
  /** done and failed jobs past their retention */
  jobs: number;
  /** images uploaded before issue 27 processed in this run (files/normalize.ts) */
  storedImages?: number;
}

export async function runHousekeeping(db: Db, now: Date, settings: HousekeepingSettings): Promise<HousekeepingResult> {
  const sessionCutoff = new Date(now.getTime() - ENDED_SESSION_RETENTION_DAYS * DAY_MS);
  const failureCutoff = new Date(now.getTime() - settings.loginWindowSeconds * 1000);
  const linkCutoff = new Date(now.getTime() - PASSWORD_LINK_RETENTION_DAYS * DAY_MS);
  const doneCutoff = new Date(now.getTime() - DONE_JOB_RETENTION_DAYS * DAY_MS);
  const failedCutoff = new Date(now.getTime() - FAILED_JOB_RETENTION_DAYS * DAY_MS);
  // Independent tables: one round trip each, in parallel. Refresh tokens go with their session (cascade).
  const [sessions, failures, links, emailLinks, finishedJobs] = await Promise.all([
    db
      .delete(authSessions)
      .where(or(lt(authSessions.expiresAt, sessionCutoff), and(isNotNull(authSessions.revokedAt), lt(authSessions.revokedAt, sessionCutoff))))
      .returning({ id: authSessions.id }),
    db.delete(loginFailures).where(lt(loginFailures.failedAt, failureCutoff)).returning({ id: loginFailures.id }),
    db
      .delete(passwordTokens)
      .where(or(lt(passwordTokens.expiresAt, linkCutoff), and(isNotNull(passwordTokens.usedAt), lt(passwordTokens.usedAt, linkCutoff))))
      .returning({ id: passwordTokens.id }),
    db
      .delete(emailChanges)
      .where(or(lt(emailChanges.expiresAt, linkCutoff), and(isNotNull(emailChanges.usedAt), lt(emailChanges.usedAt, linkCutoff))))
      .returning({ id: emailChanges.id }),
    db
      .delete(queueJobs)
      .where(or(and(eq(queueJobs.status, "done"), lt(queueJobs.finishedAt, doneCutoff)), and(eq(queueJobs.status, "failed"), lt(queueJobs.finishedAt, failedCutoff))))
      .returning({ id: queueJobs.id }),
  ]);
  return { sessions: sessions.length, loginFailures: failures.length, passwordLinks: links.length, emailLinks: emailLinks.length, jobs: finishedJobs.length };
}

export interface HousekeepingSchedule {
  stop(): void;
}

/** Runs `task` soon after start and then every `intervalMs`; a failure is logged, never thrown. */
export function scheduleHousekeeping(
  task: () => Promise<HousekeepingResult>,
  log: LogFn,
  intervalMs = 60 * 60 * 1000,
): HousekeepingSchedule {
  const run = () =>
    task().then(
      (removed) => log("info", "housekeeping done", { ...removed }),
      (error: unknown) => log("warn", "housekeeping failed", { error }),
    );
  const first = setTimeout(run, 30_000);
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
