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
const session = "Anmeldung";
const tag = "Konten";

/** Probes may add parameters of their own (cache busting): ignored, as Directus does. */
const probeQuery = z.object({}).passthrough();

export const ACCOUNTS_ENDPOINTS = {
  ping: endpoint({ method: "GET", path: "/server/ping", summary: "Lebenszeichen des Servers (antwortet „pong“)", query: probeQuery, answer: z.literal("pong"), envelope: "text", access: "public", tag: system }),
  health: endpoint({ method: "GET", path: "/server/health", summary: "Bereitschaft: die Datenbank ist erreichbar", query: probeQuery, answer: z.object({ status: z.literal("ok") }), envelope: "raw", access: "public", tag: system }),

  // Both modes answer with the tokens in the body: the portal keeps them in its own cookie.
  login: endpoint({ method: "POST", path: "/auth/login", summary: "Anmelden mit E-Mail und Passwort", body: loginPayloadSchema, answer: tokenPairSchema, envelope: "data", access: "public", tag: session }),
  refresh: endpoint({ method: "POST", path: "/auth/refresh", summary: "Ein neues Tokenpaar gegen das Refresh-Token", body: refreshPayloadSchema, answer: tokenPairSchema, envelope: "data", access: "public", tag: session }),
  logout: endpoint({ method: "POST", path: "/auth/logout", summary: "Abmelden (beendet auch eine Übernahme)", body: logoutPayloadSchema, envelope: "empty", access: "public", tag: session }),
  passwordRequest: endpoint({ method: "POST", path: "/auth/password/request", summary: "Einen Link zum Zurücksetzen des Passworts anfordern", body: passwordRequestPayloadSchema, envelope: "empty", access: "public", tag: session }),
  passwordReset: endpoint({ method: "POST", path: "/auth/password/reset", summary: "Das Passwort mit dem Link-Token neu setzen", body: passwordResetPayloadSchema, envelope: "empty", access: "public", tag: session }),
  // The link mailed to a new address proves it (decision 0557): no sign-in, the token alone.
  emailConfirm: endpoint({ method: "POST", path: "/auth/email/confirm", summary: "Eine neue E-Mail-Adresse mit dem Link-Token bestätigen", body: emailConfirmPayloadSchema, answer: emailConfirmResultSchema, envelope: "data", access: "public", tag: session }),

  // The user itself: reading and accepting the terms work before the terms are accepted (spec §4);
  // reading and setting up two-factor before the company's requirement is met (decision 0551).
  me: endpoint({ method: "GET", path: "/extranet/users/me", summary: "Der angemeldete Benutzer", answer: userSchema, envelope: "data", access: "signedIn", beforeTerms: true, beforeTfa: true, cached: true, tag }),
  passwordChange: endpoint({ method: "POST", path: "/extranet/users/me/password", summary: "Das eigene Passwort ändern", body: passwordChangePayloadSchema, envelope: "empty", access: "signedIn", tag }),
  acceptTerms: endpoint({ method: "POST", path: "/extranet/users/me/accept-terms", summary: "Die Nutzungsbedingungen annehmen", body: termsAcceptPayloadSchema, envelope: "empty", access: "signedIn", beforeTerms: true, tag }),
  sessions: endpoint({ method: "GET", path: "/extranet/users/me/sessions", summary: "Die eigenen aktiven Sitzungen", answer: z.array(sessionInfoSchema), envelope: "data", access: "signedIn", tag }),
  revokeAllSessions: endpoint({ method: "POST", path: "/extranet/users/me/sessions/revoke-all", summary: "Alle eigenen Sitzungen beenden", envelope: "empty", access: "signedIn", tag }),
  // Directus' readMe: what extranet/users/me answers, narrowed to `fields`. Before GET /users/:id, which "me" would match too.
  readMe: endpoint({ method: "GET", path: "/users/me", summary: "Der angemeldete Benutzer, auf die Felder von `fields` beschränkt (Directus)", query: userFieldsQuerySchema, answer: userSchema.deepPartial(), envelope: "data", access: "signedIn", beforeTerms: true, beforeTfa: true, cached: true, tag }),
  updateMe: endpoint({ method: "PATCH", path: "/users/me", summary: "Eigenen Namen und eigene Einstellungen ändern", body: userPatchPayloadSchema, envelope: "empty", access: "signedIn", tag }),
  // Multipart (field `file`, optional `crop`: center, top, bottom, left, right); cropped square on the server (decision 0552).
  avatarUpload: endpoint({ method: "POST", path: "/users/me/avatar", summary: "Das eigene Profilbild hochladen (quadratisch zugeschnitten)", body: "multipart", answer: avatarResultSchema, envelope: "data", access: "signedIn", tag }),
  avatarDelete: endpoint({ method: "DELETE", path: "/users/me/avatar", summary: "Das eigene Profilbild entfernen", envelope: "empty", access: "signedIn", tag }),
  // Two-factor sign-in (Directus' paths; decision 0550). Not while impersonating: the service refuses.
  // Setting it up comes first when the company requires it, before the terms too (decision 0551).
  tfaGenerate: endpoint({ method: "POST", path: "/users/me/tfa/generate", summary: "Ein neues Geheimnis für die Zwei-Faktor-Anmeldung erzeugen (mit Passwort)", body: tfaGeneratePayloadSchema, answer: tfaGenerateResultSchema, envelope: "data", access: "signedIn", beforeTerms: true, beforeTfa: true, tag }),
  tfaEnable: endpoint({ method: "POST", path: "/users/me/tfa/enable", summary: "Die Zwei-Faktor-Anmeldung mit einem Code einschalten; antwortet die Wiederherstellungscodes", body: tfaEnablePayloadSchema, answer: tfaEnableResultSchema, envelope: "data", access: "signedIn", beforeTerms: true, beforeTfa: true, tag }),
  tfaDisable: endpoint({ method: "POST", path: "/users/me/tfa/disable", summary: "Die Zwei-Faktor-Anmeldung mit einem Code ausschalten", body: tfaDisablePayloadSchema, envelope: "empty", access: "signedIn", tag }),
  user: endpoint({ method: "GET", path: "/users/:id", summary: "Der Benutzer selbst oder eines seiner Unterkonten", answer: subUserSchema, envelope: "data", access: "signedIn", tag }),

  // Account management of the own company (spec §7 "Accounts and permissions").
  accounts: endpoint({ method: "GET", path: "/extranet/accounts", summary: "Die Konten der eigenen Firma", query: accountListQuerySchema, answer: z.array(accountSchema), envelope: "data", access: "accountManagement", tag }),
  accountCreate: endpoint({ method: "POST", path: "/extranet/accounts", summary: "Ein Konto anlegen und einladen", body: accountCreatePayloadSchema, answer: accountSchema, envelope: "data", access: "accountManagement", tag }),
  account: endpoint({ method: "GET", path: "/extranet/accounts/:id", summary: "Ein Konto der eigenen Firma", answer: accountSchema, envelope: "data", access: "accountManagement", tag }),
  accountUpdate: endpoint({ method: "PATCH", path: "/extranet/accounts/:id", summary: "Ein Konto sperren, freigeben, seinen Namen oder seine Berechtigungen ändern", body: accountPatchPayloadSchema, answer: accountSchema, envelope: "data", access: "accountManagement", tag }),
  // Erasure (issue 41, decision 0981): the account keeps only its pseudonym; its sessions end.
  accountErase: endpoint({ method: "DELETE", path: "/extranet/accounts/:id", summary: "Ein Konto der eigenen Firma löschen: alle personenbezogenen Daten werden entfernt", envelope: "empty", access: "accountManagement", tag }),
  // A colleague's links and address (decision 0557); company-scoped like the account itself.
  accountInvite: endpoint({ method: "POST", path: "/extranet/accounts/:id/invite", summary: "Die Einladung erneut senden (ältere Einladungslinks werden ungültig)", body: accountInvitePayloadSchema, envelope: "empty", access: "accountManagement", tag }),
  accountPasswordLink: endpoint({ method: "POST", path: "/extranet/accounts/:id/password-link", summary: "Einen Link zum Zurücksetzen des Passworts senden", body: accountPasswordLinkPayloadSchema, envelope: "empty", access: "accountManagement", tag }),
  accountEmail: endpoint({ method: "POST", path: "/extranet/accounts/:id/email", summary: "Eine neue E-Mail-Adresse eintragen; sie gilt nach der Bestätigung über den Link an sie", body: accountEmailPayloadSchema, answer: accountSchema, envelope: "data", access: "accountManagement", tag }),
  grantablePermissions: endpoint({ method: "GET", path: "/extranet/all-portal-permissions", summary: "Die Berechtigungen, die die eigene Firma vergeben kann", answer: z.array(permissionItemSchema), envelope: "data", access: "accountManagement", tag }),
  // The company's two-factor requirement (decision 0551): always the caller's own company.
  tfaPolicy: endpoint({ method: "GET", path: "/extranet/tfa-policy", summary: "Ob die eigene Firma die Zwei-Faktor-Anmeldung verlangt", answer: tfaPolicySchema, envelope: "data", access: "accountManagement", tag }),
  tfaPolicyUpdate: endpoint({ method: "POST", path: "/extranet/tfa-policy", summary: "Die Zwei-Faktor-Anmeldung für alle Konten der eigenen Firma verlangen oder freistellen", body: tfaPolicyPayloadSchema, answer: tfaPolicySchema, envelope: "data", access: "accountManagement", tag }),
  auditLog: endpoint({ method: "GET", path: "/extranet/audit-log", summary: "Das Protokoll der eigenen Firma", answer: z.array(auditEntrySchema), envelope: "data", access: "accountManagement", tag }),
  // Directus answers impersonation at the top level; the service allows only the caller's own sub-accounts.
  impersonate: endpoint({ method: "POST", path: "/extranet/auth/impersonate", summary: "Als eines der eigenen Unterkonten anmelden", body: impersonatePayloadSchema, answer: impersonateResultSchema, envelope: "raw", access: "signedIn", tag }),
};
