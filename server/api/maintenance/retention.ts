/**
 * How long personal data is kept (issue 41, decision 0972). The defaults are the decision's; an
 * operator changes them with the RETENTION_* settings (server/config.ts). Housekeeping applies them.
 */
export interface RetentionSettings {
  /** ended sign-in sessions and the audit log's sign-in records (sign-in, failed sign-in, sign-out) */
  sessionsDays: number;
  /** mails written to DATA_DIR/outbox when no mail server is set */
  outboxDays: number;
  /** finished jobs of the queue, done or failed for good */
  jobsDays: number;
  /** used or expired one-time links: invitations, password, e-mail confirmation and setup links */
  linksDays: number;
  /** every other audit log entry */
  auditDays: number;
  /** an image of the association's forms that no record uses (the form was never saved; decision 0975) */
  unusedUploadsDays: number;
  /** a suspended account is offered for erasure after this many months */
  suspendedMonths: number;
}

export const DEFAULT_RETENTION: RetentionSettings = {
  sessionsDays: 90,
  outboxDays: 30,
  jobsDays: 30,
  linksDays: 7,
  auditDays: 730,
  unusedUploadsDays: 1,
  suspendedMonths: 12,
};

/** The audit log's sign-in records, kept as long as the sessions they belong to. */
export const SIGN_IN_AUDIT_ACTIONS = ["login", "login_failed", "logout"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Calendar months back, in UTC: an account suspended on 31.03. is due on 31.03. a year later, not a day early. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The settings from the parsed environment (server/config.ts). */
export function retentionFromEnv(env: {
  RETENTION_SESSIONS_DAYS: number;
  RETENTION_OUTBOX_DAYS: number;
  RETENTION_JOBS_DAYS: number;
  RETENTION_LINKS_DAYS: number;
  RETENTION_AUDIT_DAYS: number;
  RETENTION_UNUSED_UPLOADS_DAYS: number;
  RETENTION_SUSPENDED_MONTHS: number;
}): RetentionSettings {
  return {
    sessionsDays: env.RETENTION_SESSIONS_DAYS,
    outboxDays: env.RETENTION_OUTBOX_DAYS,
    jobsDays: env.RETENTION_JOBS_DAYS,
    linksDays: env.RETENTION_LINKS_DAYS,
    auditDays: env.RETENTION_AUDIT_DAYS,
    unusedUploadsDays: env.RETENTION_UNUSED_UPLOADS_DAYS,
    suspendedMonths: env.RETENTION_SUSPENDED_MONTHS,
  };
}
