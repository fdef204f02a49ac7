/**
 * Accounts, passwords, terms of use, sessions, impersonation and the audit log (spec §3 Account,
 * §4 Account/Terms/Session, §5 password rules, §7 Session and Accounts): payloads and entities
 * shared by the API and the portal's upstream client.
 */
import { z } from "zod";
import { AUDIT_ACTIONS, type AuditAction } from "../values/audit";
import { PAGE_PERMISSIONS } from "./permissions";
import { preferencesPayloadSchema } from "./content";
import { companyRefSchema } from "./user";
import { TERMS_VERSION } from "./values";

/** Spec §5 / §9: password minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

export { TERMS_VERSION };

export const ACCOUNT_STATUSES = ["active", "suspended"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export { AUDIT_ACTIONS, type AuditAction };

const password = z.string().min(PASSWORD_MIN_LENGTH).max(256);
const name = z.string().trim().max(100).nullable();

/** An account of the caller's company as account management sees it. */
export const accountSchema = z.object({
  id: z.string().uuid(),
  email: z.string().email(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  /** ISO timestamp from which the account counts as suspended; null while active */
  end_date: z.string().nullable(),
  /** ISO timestamp of the account's last own sign-in; null if it never signed in */
  last_login_at: z.string().nullable(),
  company: companyRefSchema,
  permissions: z.array(z.enum(PAGE_PERMISSIONS)),
  /** two-factor sign-in is on (decision 0550) */
  tfa_enabled: z.boolean(),
  /** a new address entered by a manager, waiting for its confirmation link (decision 0557) */
  pending_email: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * The company's two-factor requirement (decision 0551): when on, every account of the company
 * must set up two-factor sign-in before it can do anything else.
 */
export const tfaPolicySchema = z.object({ tfa_required: z.boolean() });
export type TfaPolicy = z.infer<typeof tfaPolicySchema>;
export const tfaPolicyPayloadSchema = tfaPolicySchema.strict();

export const accountCreatePayloadSchema = z
  .object({
    email: z.string().trim().toLowerCase().email(),
    first_name: name,
    last_name: name,
    permissions: z.array(z.enum(PAGE_PERMISSIONS)).default([]),
    /** page that receives `?token=` and lets the invited user set a password */
    invite_url: z.string().url(),
  })
  .strict();
export type AccountCreatePayload = z.input<typeof accountCreatePayloadSchema>;

export const accountPatchPayloadSchema = z
  .object({
    status: z.enum(ACCOUNT_STATUSES).optional(),
    first_name: name.optional(),
    last_name: name.optional(),
    permissions: z.array(z.enum(PAGE_PERMISSIONS)).optional(),
  })
  .strict();
export type AccountPatchPayload = z.input<typeof accountPatchPayloadSchema>;

/** Resend the invitation of a colleague who never signed in: a new link, the earlier ones stop working. */
export const accountInvitePayloadSchema = z.object({ invite_url: z.string().url() }).strict();
/** Mail a colleague a link to set a new password (the forgotten-password link). */
export const accountPasswordLinkPayloadSchema = z.object({ reset_url: z.string().url() }).strict();
/** A colleague's new address: it takes effect when the link mailed to it (`confirm_url`/<token>) is used. */
export const accountEmailPayloadSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254), confirm_url: z.string().url() }).strict();
export type AccountEmailPayload = z.input<typeof accountEmailPayloadSchema>;
export const emailConfirmPayloadSchema = z.object({ token: z.string().min(1).max(200) }).strict();
/** The address that is now the sign-in. */
export const emailConfirmResultSchema = z.object({ email: z.string() });

export const accountListQuerySchema = z.object({ search: z.string().trim().max(100).optional() }).strict();

export const permissionItemSchema = z.object({ identifier: z.enum(PAGE_PERMISSIONS) });

export const passwordRequestPayloadSchema = z
  .object({ email: z.string().trim().toLowerCase().email(), reset_url: z.string().url() })
  .strict();
export const passwordResetPayloadSchema = z.object({ token: z.string().min(1).max(200), password }).strict();
export const passwordChangePayloadSchema = z.object({ current_password: z.string().min(1), password }).strict();

export const profilePatchPayloadSchema = z.object({ first_name: name, last_name: name }).strict();
export type ProfilePatchPayload = z.input<typeof profilePatchPayloadSchema>;

/** PATCH /users/me carries profile fields, preferences, or both (Directus has one call for all). */
export const userPatchPayloadSchema = profilePatchPayloadSchema.partial().merge(preferencesPayloadSchema);

export const termsAcceptPayloadSchema = z.object({ version: z.literal(TERMS_VERSION) }).strict();

/** One of the signed-in user's active sessions (account settings). */
export const sessionInfoSchema = z.object({
  id: z.string().uuid(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
  /** the sign-in passed the second factor */
  tfa: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const impersonatePayloadSchema = z.object({ id: z.string().uuid() }).strict();
/**
 * Answer of POST /extranet/auth/impersonate. `login_url` is the portal's landing route and carries
 * no token; the refresh token (in the body only) is exchanged for the first access token.
 */
export const impersonateResultSchema = z.object({ login_url: z.string(), refresh_token: z.string() });
export type ImpersonateResult = z.infer<typeof impersonateResultSchema>;

/** An erased account (decision 0981) has no address: `name` is its pseudonym. */
const auditPersonSchema = z.object({ id: z.string().uuid(), email: z.string().nullable(), name: z.string() }).nullable();
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor: auditPersonSchema,
  on_behalf_of: auditPersonSchema,
  target: auditPersonSchema,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
