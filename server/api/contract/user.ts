import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../values/languages";
import { COMPANY_RELATIONS, PAGE_PERMISSIONS, STAFF_ROLES } from "./permissions";

/** The user of spec §3 as GET /extranet/users/me answers it (inside `{data}`). */
export const portalSettingsSchema = z.object({
  readNews: z.array(z.string()).default([]),
  importantNews: z.array(z.string()).default([]),
  /** dashboard widget order and hidden widgets (issue 4) */
  dashboard: z.object({ order: z.array(z.string()), hidden: z.array(z.string()) }).optional(),
  /** when the notifications were last marked read (issue 4) */
  notificationsSeenAt: z.string().optional(),
});
export type PortalSettings = z.infer<typeof portalSettingsSchema>;

export const companyRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.enum(COMPANY_RELATIONS),
});
export type CompanyRef = z.infer<typeof companyRefSchema>;

export const subUserSchema = z.object({
  id: z.string().uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().email(),
  company: companyRefSchema,
});
export type SubUser = z.infer<typeof subUserSchema>;

export const userSchema = z.object({
  id: z.string().uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().email(),
  /** file id of the avatar image, if any */
  avatar: z.string().nullable(),
  company: companyRefSchema,
  pagePermissions: z.array(z.object({ identifier: z.enum(PAGE_PERMISSIONS) })),
  /** 'multiuser' for a group account that only switches into its sub-users; null otherwise */
  account_type: z.enum(["multiuser"]).nullable(),
  sub_user: z.array(subUserSchema),
  portal_settings: portalSettingsSchema,
  /** brand ids */
  favorite_brands: z.array(z.number().int()),
  /** ISO timestamp of accepting the terms of use, null while not accepted */
  accepted_agb: z.string().nullable(),
  /** the association's staff roles (issue 39, decision 0950); empty for every partner */
  staff_roles: z.array(z.enum(STAFF_ROLES)).default([]),
  /** two-factor sign-in is on (the secret itself never leaves the API) */
  tfa_enabled: z.boolean().default(false),
  /** the user's company requires two-factor sign-in (decision 0551): without it, only its setup is open */
  tfa_required: z.boolean().default(false),
  /** the association's support reset the second factor (decision 0952): without it again, only its setup is open */
  tfa_setup_required: z.boolean().default(false),
  /** the language the user chose (issue 42): the portal's pages after sign-in and every mail */
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});
export type User = z.infer<typeof userSchema>;

/**
 * The query of GET /users/me (Directus' `readMe`): Directus' `fields` — `fields=id,email`,
 * `fields[]=id&fields[]=email`, `*`, dotted paths such as `company.name`. The API checks the
 * names against `userSchema`; an unknown one is INVALID_QUERY.
 */
const fieldList = z.union([z.string(), z.array(z.string())]);
export const userFieldsQuerySchema = z.object({ fields: fieldList.optional(), "fields[]": fieldList.optional() }).strict();

/** Token pair of POST /auth/login (mode json) and POST /auth/refresh; `expires` in milliseconds. */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires: z.number().int().positive(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginPayloadSchema = z.object({
  email: z.string().trim().toLowerCase().email(),
  password: z.string().min(1),
  /** TOTP code or recovery code, needed when two-factor is on */
  otp: z.string().trim().min(1).max(64).optional(),
  mode: z.enum(["json", "cookie"]).default("json"),
});
/** Two-factor setup (Directus: /users/me/tfa/…). */
export const tfaGeneratePayloadSchema = z.object({ password: z.string().min(1) });
export const tfaGenerateResultSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export const tfaEnablePayloadSchema = z.object({ secret: z.string().trim().min(16).max(64), otp: z.string().trim().min(1).max(64) });
export const tfaEnableResultSchema = z.object({ recovery_codes: z.array(z.string()) });
export const tfaDisablePayloadSchema = z.object({ otp: z.string().trim().min(1).max(64) });
export const refreshPayloadSchema = z.object({
  refresh_token: z.string().min(1),
  mode: z.enum(["json", "cookie"]).default("json"),
});
export const logoutPayloadSchema = z.object({ refresh_token: z.string().min(1) });

export { displayNameOf } from "./display-name";

/** POST /users/me/avatar's answer (decision 0552; the constants in ./avatar.ts). */
export const avatarResultSchema = z.object({ avatar: z.string().uuid(), width: z.number().int(), height: z.number().int() });
