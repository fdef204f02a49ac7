/**
 * The association's staff administration and its first administrator (issue 39, decision 0951):
 * the staff as the Administration sees them, invitation, roles and status, and the one-time setup
 * link that creates an administrator where none exists.
 */
import { z } from "zod";
import { ACCOUNT_STATUSES, PASSWORD_MIN_LENGTH } from "./account";
import { pagingQuery } from "./content";
import { STAFF_ROLES } from "./permissions";

const name = z.string().trim().min(1).max(100);
const roles = z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length);

/** A staff member of the association. */
export const staffMemberSchema = z.object({
  id: z.string().uuid(),
  email: z.string().email(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** in STAFF_ROLES order */
  roles,
  status: z.enum(ACCOUNT_STATUSES),
  /** ISO timestamp of the last own sign-in; null: invited, never signed in */
  last_login_at: z.string().nullable(),
  /** the loaded state (updated_at); a change carries it and is refused once it is stale */
  version: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Page size of the staff list (paged on the server like the association's other lists). */
export const STAFF_PAGE_SIZE = 50;
export const staffListQuerySchema = z
  .object({ search: z.string().trim().max(100).optional(), page: pagingQuery.page, limit: z.coerce.number().int().min(1).max(200).default(STAFF_PAGE_SIZE) })
  .strict();
export type StaffListQuery = z.output<typeof staffListQuerySchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema), total: z.number().int() });
export type StaffList = z.infer<typeof staffListSchema>;

export const staffInvitePayloadSchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    first_name: name,
    last_name: name,
    roles: roles.min(1),
    /** the page that receives `?token=` and lets the invited member set a password */
    invite_url: z.string().url(),
  })
  .strict();
export type StaffInvitePayload = z.input<typeof staffInvitePayloadSchema>;

export const staffPatchPayloadSchema = z
  .object({
    roles: roles.optional(),
    status: z.enum(ACCOUNT_STATUSES).optional(),
    version: z.string().min(1).max(64),
  })
  .strict();
export type StaffPatchPayload = z.input<typeof staffPatchPayloadSchema>;

const setupToken = z.string().min(1).max(200);

export const setupCheckPayloadSchema = z.object({ token: setupToken }).strict();
/** A valid setup link; `email` is fixed when the link was issued for an address (the CLI's). */
export const setupCheckResultSchema = z.object({ email: z.string().nullable(), company: z.string() });

export const setupCompletePayloadSchema = z
  .object({
    token: setupToken,
    email: z.string().trim().toLowerCase().email().max(254),
    first_name: name,
    last_name: name,
    password: z.string().min(PASSWORD_MIN_LENGTH).max(256),
    accept_terms: z.literal(true),
  })
  .strict();
export type SetupCompletePayload = z.input<typeof setupCompletePayloadSchema>;
export const setupCompleteResultSchema = z.object({ email: z.string() });
