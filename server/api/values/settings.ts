/** A user's stored portal settings (contract/user.ts: portalSettingsSchema reads them). Zod-free; the database and the contract import it (decision 0966). */
export interface PortalSettings {
  readNews: string[];
  importantNews: string[];
  /** dashboard widget order and hidden widgets (issue 4) */
  dashboard?: { order: string[]; hidden: string[] } | undefined;
  /** when the notifications were last marked read (issue 4) */
  notificationsSeenAt?: string | undefined;
}
