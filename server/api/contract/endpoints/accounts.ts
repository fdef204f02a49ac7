/**
 * Spec §4 and §7 "Session" and "Accounts": the server's liveness, signing in and out, passwords,
 * the signed-in user itself (terms, sessions, profile, preferences), account management of the
 * own company, impersonation of a sub-account and the audit log. Unknown and foreign ids answer
 * FORBIDDEN.
 */
import { z } from "zod";
import {
  accountCreatePayloadSchema,
  accountEmailPayloadSchema,
  accountInvitePayloadSchema,
  accountPasswordLinkPayloadSchema,
  accountListQuerySchema,
  accountPatchPayloadSchema,
  accountSchema,
  auditEntrySchema,
  emailConfirmPayloadSchema,
  emailConfirmResultSchema,
  impersonatePayloadSchema,
  impersonateResultSchema,
  passwordChangePayloadSchema,
  passwordRequestPayloadSchema,
  passwordResetPayloadSchema,
  permissionItemSchema,
  sessionInfoSchema,
  termsAcceptPayloadSchema,
  tfaPolicyPayloadSchema,
  tfaPolicySchema,
  userPatchPayloadSchema,
} from "../account";
import { endpoint } from "../endpoint";
import {
  avatarResultSchema,
  tfaDisablePayloadSchema,
  tfaEnablePayloadSchema,
  tfaEnableResultSchema,
  tfaGeneratePayloadSchema,
  tfaGenerateResultSchema,
} from "../user";
import { loginPayloadSchema, logoutPayloadSchema, refreshPayloadSchema, subUserSchema, tokenPairSchema, userFieldsQuerySchema, userSchema } from "../user";

const system = "System";
const session = "Sign-in";
const tag = "Accounts";

/** Probes may add parameters of their own (cache busting): ignored, as Directus does. */
const probeQuery = z.object({}).passthrough();

export const ACCOUNTS_ENDPOINTS = {
  ping: endpoint({ method: "GET", path: "/server/ping", summary: "The server's sign of life (answers \"pong\")", query: probeQuery, answer: z.literal("pong"), envelope: "text", access: "public", tag: system }),
  health: endpoint({ method: "GET", path: "/server/health", summary: "Readiness: the database is reachable", query: probeQuery, answer: z.object({ status: z.literal("ok") }), envelope: "raw", access: "public", tag: system }),

  // Both modes answer with the tokens in the body: the portal keeps them in its own cookie.
  login: endpoint({ method: "POST", path: "/auth/login", summary: "Sign in with e-mail and password", body: loginPayloadSchema, answer: tokenPairSchema, envelope: "data", access: "public", tag: session }),
  refresh: endpoint({ method: "POST", path: "/auth/refresh", summary: "A new token pair for the refresh token", body: refreshPayloadSchema, answer: tokenPairSchema, envelope: "data", access: "public", tag: session }),
  logout: endpoint({ method: "POST", path: "/auth/logout", summary: "Sign out (also ends an impersonation)", body: logoutPayloadSchema, envelope: "empty", access: "public", tag: session }),
  passwordRequest: endpoint({ method: "POST", path: "/auth/password/request", summary: "Request a password reset link", body: passwordRequestPayloadSchema, envelope: "empty", access: "public", tag: session }),
  passwordReset: endpoint({ method: "POST", path: "/auth/password/reset", summary: "Set a new password with the link token", body: passwordResetPayloadSchema, envelope: "empty", access: "public", tag: session }),
  // The link mailed to a new address proves it (decision 0557): no sign-in, the token alone.
  emailConfirm: endpoint({ method: "POST", path: "/auth/email/confirm", summary: "Confirm a new e-mail address with the link token", body: emailConfirmPayloadSchema, answer: emailConfirmResultSchema, envelope: "data", access: "public", tag: session }),

  // The user itself: reading and accepting the terms work before the terms are accepted (spec §4);
  // reading and setting up two-factor before the company's requirement is met (decision 0551).
  me: endpoint({ method: "GET", path: "/extranet/users/me", summary: "The signed-in user", answer: userSchema, envelope: "data", access: "signedIn", beforeTerms: true, beforeTfa: true, cached: true, tag }),
  passwordChange: endpoint({ method: "POST", path: "/extranet/users/me/password", summary: "Change the own password", body: passwordChangePayloadSchema, envelope: "empty", access: "signedIn", tag }),
  acceptTerms: endpoint({ method: "POST", path: "/extranet/users/me/accept-terms", summary: "Accept the terms of use", body: termsAcceptPayloadSchema, envelope: "empty", access: "signedIn", beforeTerms: true, tag }),
  sessions: endpoint({ method: "GET", path: "/extranet/users/me/sessions", summary: "The own active sessions", answer: z.array(sessionInfoSchema), envelope: "data", access: "signedIn", tag }),
  revokeAllSessions: endpoint({ method: "POST", path: "/extranet/users/me/sessions/revoke-all", summary: "End all own sessions", envelope: "empty", access: "signedIn", tag }),
  // Directus' readMe: what extranet/users/me answers, narrowed to `fields`. Before GET /users/:id, which "me" would match too.
  readMe: endpoint({ method: "GET", path: "/users/me", summary: "The signed-in user, limited to the fields of `fields` (Directus)", query: userFieldsQuerySchema, answer: userSchema.deepPartial(), envelope: "data", access: "signedIn", beforeTerms: true, beforeTfa: true, cached: true, tag }),
  updateMe: endpoint({ method: "PATCH", path: "/users/me", summary: "Change the own name and settings", body: userPatchPayloadSchema, envelope: "empty", access: "signedIn", tag }),
  // Multipart (field `file`, optional `crop`: center, top, bottom, left, right); cropped square on the server (decision 0552).
  avatarUpload: endpoint({ method: "POST", path: "/users/me/avatar", summary: "Upload the own profile picture (cropped square)", body: "multipart", answer: avatarResultSchema, envelope: "data", access: "signedIn", tag }),
  avatarDelete: endpoint({ method: "DELETE", path: "/users/me/avatar", summary: "Remove the own profile picture", envelope: "empty", access: "signedIn", tag }),
  // Two-factor sign-in (Directus' paths; decision 0550). Not while impersonating: the service refuses.
  // Setting it up comes first when the company requires it, before the terms too (decision 0551).
  tfaGenerate: endpoint({ method: "POST", path: "/users/me/tfa/generate", summary: "Create a new secret for two-factor sign-in (with the password)", body: tfaGeneratePayloadSchema, answer: tfaGenerateResultSchema, envelope: "data", access: "signedIn", beforeTerms: true, beforeTfa: true, tag }),
  tfaEnable: endpoint({ method: "POST", path: "/users/me/tfa/enable", summary: "Turn on two-factor sign-in with a code; answers the recovery codes", body: tfaEnablePayloadSchema, answer: tfaEnableResultSchema, envelope: "data", access: "signedIn", beforeTerms: true, beforeTfa: true, tag }),
  tfaDisable: endpoint({ method: "POST", path: "/users/me/tfa/disable", summary: "Turn off two-factor sign-in with a code", body: tfaDisablePayloadSchema, envelope: "empty", access: "signedIn", tag }),
  user: endpoint({ method: "GET", path: "/users/:id", summary: "The user or one of their sub-accounts", answer: subUserSchema, envelope: "data", access: "signedIn", tag }),

  // Account management of the own company (spec §7 "Accounts and permissions").
  accounts: endpoint({ method: "GET", path: "/extranet/accounts", summary: "The own company's accounts", query: accountListQuerySchema, answer: z.array(accountSchema), envelope: "data", access: "accountManagement", tag }),
  accountCreate: endpoint({ method: "POST", path: "/extranet/accounts", summary: "Create an account and invite it", body: accountCreatePayloadSchema, answer: accountSchema, envelope: "data", access: "accountManagement", tag }),
  account: endpoint({ method: "GET", path: "/extranet/accounts/:id", summary: "An account of the own company", answer: accountSchema, envelope: "data", access: "accountManagement", tag }),
  accountUpdate: endpoint({ method: "PATCH", path: "/extranet/accounts/:id", summary: "Lock or unlock an account, change its name or permissions", body: accountPatchPayloadSchema, answer: accountSchema, envelope: "data", access: "accountManagement", tag }),
  // Erasure (issue 41, decision 0981): the account keeps only its pseudonym; its sessions end.
  accountErase: endpoint({ method: "DELETE", path: "/extranet/accounts/:id", summary: "Erase an account of the own company: all its personal data is removed", envelope: "empty", access: "accountManagement", tag }),
  // A colleague's links and address (decision 0557); company-scoped like the account itself.
  accountInvite: endpoint({ method: "POST", path: "/extranet/accounts/:id/invite", summary: "Send the invitation again (older invitation links become invalid)", body: accountInvitePayloadSchema, envelope: "empty", access: "accountManagement", tag }),
  accountPasswordLink: endpoint({ method: "POST", path: "/extranet/accounts/:id/password-link", summary: "Send a password reset link", body: accountPasswordLinkPayloadSchema, envelope: "empty", access: "accountManagement", tag }),
  accountEmail: endpoint({ method: "POST", path: "/extranet/accounts/:id/email", summary: "Enter a new e-mail address; it applies once confirmed through the link sent to it", body: accountEmailPayloadSchema, answer: accountSchema, envelope: "data", access: "accountManagement", tag }),
  grantablePermissions: endpoint({ method: "GET", path: "/extranet/all-portal-permissions", summary: "The permissions the own company can grant", answer: z.array(permissionItemSchema), envelope: "data", access: "accountManagement", tag }),
  // The company's two-factor requirement (decision 0551): always the caller's own company.
  tfaPolicy: endpoint({ method: "GET", path: "/extranet/tfa-policy", summary: "Whether the own company requires two-factor sign-in", answer: tfaPolicySchema, envelope: "data", access: "accountManagement", tag }),
  tfaPolicyUpdate: endpoint({ method: "POST", path: "/extranet/tfa-policy", summary: "Require two-factor sign-in for all of the own company's accounts, or leave it optional", body: tfaPolicyPayloadSchema, answer: tfaPolicySchema, envelope: "data", access: "accountManagement", tag }),
  auditLog: endpoint({ method: "GET", path: "/extranet/audit-log", summary: "The own company's audit log", answer: z.array(auditEntrySchema), envelope: "data", access: "accountManagement", tag }),
  // Directus answers impersonation at the top level; the service allows only the caller's own sub-accounts.
  impersonate: endpoint({ method: "POST", path: "/extranet/auth/impersonate", summary: "Sign in as one of the own sub-accounts", body: impersonatePayloadSchema, answer: impersonateResultSchema, envelope: "raw", access: "signedIn", tag }),
};
