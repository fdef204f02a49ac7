/**
 * The association's support on partner accounts and its audit view (issue 39, decision 0952):
 * the account list and detail staff with Partnerverwaltung see, the support actions (each with a
 * reason), and the filtered audit trail. Shared by the API and the portal's upstream client.
 */
import { z } from "zod";
import { ACCOUNT_STATUSES, AUDIT_ACTIONS, auditEntrySchema } from "./account";
import { countedShape } from "./counted";
import { companyRefSchema } from "./user";

/** The longest reason a support action carries into the audit trail. */
export const SUPPORT_REASON_MAX = 500;
/** Rows of one page of the account list and of the audit view. */
export const SUPPORT_PAGE_SIZE = 50;
/** The most rows the audit view's CSV export holds (narrow the filter for the rest). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = z.coerce.number().int().min(1).max(200).default(SUPPORT_PAGE_SIZE);

export const supportAccountListQuerySchema = z
  .object({ search: z.string().trim().max(100).optional(), page, limit })
  .strict();
export type SupportAccountListQuery = z.input<typeof supportAccountListQuerySchema>;

/** A partner account as the association's support sees it. */
export const supportAccountSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company: companyRefSchema,
  status: z.enum(ACCOUNT_STATUSES),
  /** ISO timestamp from which the account counts as suspended; null while active */
  end_date: z.string().nullable(),
  /** the sign-in limit holds the account: as many failed sign-ins in the window as allowed */
  locked: z.boolean(),
  /** ISO timestamp when the limit lets the account try again by itself; null when not locked */
  locked_until: z.string().nullable(),
  /** failed sign-ins of the account within the current window */
  failed_sign_ins: z.number().int(),
  tfa_enabled: z.boolean(),
  /** the association reset the second factor: the user sets it up again at the next sign-in */
  tfa_setup_required: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type SupportAccount = z.infer<typeof supportAccountSchema>;

export const supportAccountListSchema = z.object({ items: z.array(supportAccountSchema), total: z.number().int() });
export type SupportAccountList = z.infer<typeof supportAccountListSchema>;

const reason = z.string().trim().min(1).max(SUPPORT_REASON_MAX);
export const supportReasonPayloadSchema = z.object({ reason }).strict();
export const supportPasswordLinkPayloadSchema = z.object({ reason, reset_url: z.string().url() }).strict();
export const supportStatusPayloadSchema = z.object({ reason, status: z.enum(ACCOUNT_STATUSES) }).strict();

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "not a date");

/**
 * The audit view's filters: part of a company's name, part of a user's e-mail or name (the actor or
 * the affected account), the action, the period (days, Europe/Berlin, both ends included). Text
 * rather than choices: a select of every company and user would not stay usable (decision 0517).
 */
export const auditViewQuerySchema = z
  .object({
    company: z.string().trim().max(100).optional(),
    user: z.string().trim().max(100).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: day.optional(),
    to: day.optional(),
    page,
    limit: z.coerce.number().int().min(1).max(1000).default(SUPPORT_PAGE_SIZE),
  })
  .strict();
export type AuditViewQuery = z.input<typeof auditViewQuerySchema>;

/** A row of the audit view and its CSV: the entry with its company, without the browser (user_agent), which neither shows (decision 0989). */
export const auditViewEntrySchema = auditEntrySchema.omit({ user_agent: true }).extend({ company: z.object({ id: z.number().int(), name: z.string() }).nullable() });
export type AuditViewEntry = z.infer<typeof auditViewEntrySchema>;
export const auditViewSchema = z.object({
  items: z.array(auditViewEntrySchema),
  ...countedShape,
});
export type AuditView = z.infer<typeof auditViewSchema>;
