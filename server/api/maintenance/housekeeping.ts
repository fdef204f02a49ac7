/**
 * Housekeeping: nothing is kept longer than its retention (issue 41, decision 0972) — ended sign-in
 * sessions (with their refresh tokens) and the audit log's sign-in records, failed sign-ins outside
 * every rate-limit window, used or expired one-time links (password, invitation, e-mail
 * confirmation, setup), finished jobs of the queue (decision 0540), the rest of the audit log, and
 * the mails of the outbox folder. Runs at start and then hourly (see `scheduleHousekeeping`), so
 * each retention is applied at least daily.
 */
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { and, getTableName, inArray, isNotNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { LogFn } from "../log";
import { auditLog, authSessions, emailChanges, loginFailures, passwordTokens, queueJobs, refreshTokens, setupTokens } from "../db/schema";
import { DEFAULT_RETENTION, SIGN_IN_AUDIT_ACTIONS, daysBefore, type RetentionSettings } from "./retention";

export interface HousekeepingSettings {
  /** the longest rate-limit window in seconds; older failures no longer count */
  loginWindowSeconds: number;
  /** the retention periods; default: decision 0972's */
  retention?: RetentionSettings;
  /** the outbox folder (DATA_DIR/outbox); its .eml files go after `retention.outboxDays` */
  outboxDir?: string;
  /**
   * Vacuum and analyse each table rows were removed from. PGlite has no autovacuum (one backend,
   * no background workers): without this its tables keep every removed row's space, and counts and
   * plans read them, for good. On PostgreSQL autovacuum does it.
   */
  vacuum?: boolean;
}

export interface HousekeepingResult {
  sessions: number;
  loginFailures: number;
  passwordLinks: number;
  /** used or expired e-mail confirmation links (decision 0557), kept as long as password links */
  emailLinks: number;
  /** used or expired setup links of the association's administrators (decision 0951) */
  setupLinks: number;
  /** done and failed jobs past their retention */
  jobs: number;
  /** the audit log's sign-in records past the session retention */
  signInRecords: number;
  /** other audit log entries past the audit retention */
  auditEntries: number;
  /** mails of the outbox folder past their retention */
  outboxMails: number;
  /** images of the association's forms no record took, past RETENTION_UNUSED_UPLOADS_DAYS (files/unused.ts) */
  unusedImages?: number;
  /** data exports' ZIPs nobody can fetch any more, and their rows past the links' retention (privacy/exports.ts) */
  exportFiles?: number;
  exportRows?: number;
  /** images uploaded before issue 27 processed in this run (files/normalize.ts) */
  storedImages?: number;
}

export async function runHousekeeping(db: Db, now: Date, settings: HousekeepingSettings): Promise<HousekeepingResult> {
  const retention = settings.retention ?? DEFAULT_RETENTION;
  const sessionCutoff = daysBefore(now, retention.sessionsDays);
  const failureCutoff = new Date(now.getTime() - settings.loginWindowSeconds * 1000);
  const linkCutoff = daysBefore(now, retention.linksDays);
  const jobCutoff = daysBefore(now, retention.jobsDays);
  const auditCutoff = daysBefore(now, retention.auditDays);
  /** a used or expired one-time link whose last moment of use lies before the cutoff */
  const linkGone = (t: typeof passwordTokens | typeof emailChanges | typeof setupTokens) => or(lt(t.expiresAt, linkCutoff), and(isNotNull(t.usedAt), lt(t.usedAt, linkCutoff)));
  // Independent tables: one round trip each, in parallel. Refresh tokens go with their session (cascade).
  const [sessions, failures, links, emailLinks, setupLinks, finishedJobs, signInRecords, auditEntries, outboxMails] = await Promise.all([
    db
      .delete(authSessions)
      .where(or(lt(authSessions.expiresAt, sessionCutoff), and(isNotNull(authSessions.revokedAt), lt(authSessions.revokedAt, sessionCutoff))))
      .returning({ id: authSessions.id }),
    db.delete(loginFailures).where(lt(loginFailures.failedAt, failureCutoff)).returning({ id: loginFailures.id }),
    db.delete(passwordTokens).where(linkGone(passwordTokens)).returning({ id: passwordTokens.id }),
    db.delete(emailChanges).where(linkGone(emailChanges)).returning({ id: emailChanges.id }),
    db.delete(setupTokens).where(linkGone(setupTokens)).returning({ id: setupTokens.id }),
    db
      .delete(queueJobs)
      .where(and(inArray(queueJobs.status, ["done", "failed"]), lt(queueJobs.finishedAt, jobCutoff)))
      .returning({ id: queueJobs.id }),
    db
      .delete(auditLog)
      .where(and(inArray(auditLog.action, [...SIGN_IN_AUDIT_ACTIONS]), lt(auditLog.createdAt, sessionCutoff)))
      .returning({ id: auditLog.id }),
    db
      .delete(auditLog)
      .where(and(notInArray(auditLog.action, [...SIGN_IN_AUDIT_ACTIONS]), lt(auditLog.createdAt, auditCutoff)))
      .returning({ id: auditLog.id }),
    settings.outboxDir ? removeOldFiles(settings.outboxDir, daysBefore(now, retention.outboxDays)) : 0,
  ]);
  if (settings.vacuum) {
    const emptied = [
      ...(sessions.length ? [authSessions, refreshTokens] : []),
      ...(failures.length ? [loginFailures] : []),
      ...(links.length ? [passwordTokens] : []),
      ...(emailLinks.length ? [emailChanges] : []),
      ...(setupLinks.length ? [setupTokens] : []),
      ...(finishedJobs.length ? [queueJobs] : []),
      ...(signInRecords.length || auditEntries.length ? [auditLog] : []),
    ];
    // One after the other: VACUUM runs outside a transaction, one table at a time.
    for (const table of emptied) await db.execute(sql.raw(`vacuum (analyze) "${getTableName(table)}"`));
  }
  return {
    sessions: sessions.length,
    loginFailures: failures.length,
    passwordLinks: links.length,
    emailLinks: emailLinks.length,
    setupLinks: setupLinks.length,
    jobs: finishedJobs.length,
    signInRecords: signInRecords.length,
    auditEntries: auditEntries.length,
    outboxMails,
  };
}

/** Removes the folder's .eml files last written before `cutoff`; a missing folder holds none. */
async function removeOldFiles(dir: string, cutoff: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= cutoff.getTime()) continue;
    // Another instance on the same DATA_DIR may have removed it a moment ago.
    if (await unlink(file).then(() => true, () => false)) removed++;
  }
  return removed;
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
