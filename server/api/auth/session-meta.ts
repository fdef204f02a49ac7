/**
 * Who starts or changes a session, and from where: what sessions and the audit log store. A module
 * of its own, so the API's dependencies (deps.ts) name it without importing the session code.
 */
export interface SessionMeta {
  userAgent: string | null;
  /** as stored in the session and the audit log: shortened unless LOG_FULL_IP (decision 0973) */
  ip: string | null;
  /** the whole address, counted by the sign-in rate limit for its window and never stored longer */
  rateLimitIp?: string | null;
  impersonatedBy?: string | null;
  /** the sign-in passed the second factor */
  tfa?: boolean;
  /** the association's support view: every write is refused (decision 0963) */
  readOnly?: boolean;
}
