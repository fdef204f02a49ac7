/**
 * The association's support on partner accounts and the audit view (issue 39, decision 0952):
 * staff with Partnerverwaltung act on any partner account (never on the association's own, which
 * answer FORBIDDEN like unknown ids); each action carries a reason into the audit trail. The
 * audit view is for Partnerverwaltung and Administration.
 */
import { z } from "zod";
import { impersonateResultSchema } from "../account";
import { erasurePayloadSchema, suspendedAccountSchema } from "../erasure";
import { endpoint } from "../endpoint";
import {
  auditViewQuerySchema,
  auditViewSchema,
  supportAccountListQuerySchema,
  supportAccountListSchema,
  supportAccountSchema,
  supportPasswordLinkPayloadSchema,
  supportReasonPayloadSchema,
  supportStatusPayloadSchema,
} from "../support";

const tag = "Verband: Support";

export const SUPPORT_ENDPOINTS = {
  supportAccounts: endpoint({ method: "GET", path: "/extranet/support/accounts", summary: "Alle Partner-Accounts (ohne den Verband), seitenweise und durchsuchbar", query: supportAccountListQuerySchema, answer: supportAccountListSchema, envelope: "data", access: "partnerAdministration", tag }),
  supportAccount: endpoint({ method: "GET", path: "/extranet/support/accounts/:id", summary: "Ein Partner-Account mit Sperre und Zwei-Faktor-Stand", answer: supportAccountSchema, envelope: "data", access: "partnerAdministration", tag }),
  supportUnlock: endpoint({ method: "POST", path: "/extranet/support/accounts/:id/unlock", summary: "Die Sperre nach zu vielen Fehlanmeldungen aufheben (mit Grund)", body: supportReasonPayloadSchema, answer: supportAccountSchema, envelope: "data", access: "partnerAdministration", tag }),
  supportTfaReset: endpoint({ method: "POST", path: "/extranet/support/accounts/:id/tfa-reset", summary: "Die Zwei-Faktor-Anmeldung zurücksetzen; sie wird bei der nächsten Anmeldung neu eingerichtet (mit Grund)", body: supportReasonPayloadSchema, answer: supportAccountSchema, envelope: "data", access: "partnerAdministration", tag }),
  supportPasswordLink: endpoint({ method: "POST", path: "/extranet/support/accounts/:id/password-link", summary: "Einen Link zum Zurücksetzen des Passworts senden (mit Grund)", body: supportPasswordLinkPayloadSchema, answer: supportAccountSchema, envelope: "data", access: "partnerAdministration", tag }),
  supportStatus: endpoint({ method: "POST", path: "/extranet/support/accounts/:id/status", summary: "Einen Partner-Account sperren oder wieder freischalten (mit Grund)", body: supportStatusPayloadSchema, answer: supportAccountSchema, envelope: "data", access: "partnerAdministration", tag }),
  // Decision 0963: the support view reads the portal as the partner account and writes nothing.
  supportImpersonate: endpoint({ method: "POST", path: "/extranet/support/accounts/:id/impersonate", summary: "Das Portal als dieser Partner-Account ansehen, nur lesend (mit Grund)", body: supportReasonPayloadSchema, answer: impersonateResultSchema, envelope: "raw", access: "partnerAdministration", tag }),
  erasure: endpoint({ method: "POST", path: "/extranet/erasure", summary: "Eine Person auf Antrag löschen (Account, Kontakt, Ansprechpartner des Verbands; mit Grund)", body: erasurePayloadSchema, envelope: "empty", access: "personErasure", tag }),
  erasureSuspended: endpoint({ method: "GET", path: "/extranet/erasure/suspended", summary: "Accounts, die länger als die eingestellte Frist gesperrt sind (zur Löschung angeboten)", answer: z.array(suspendedAccountSchema), envelope: "data", access: "personErasure", tag }),
  auditView: endpoint({ method: "GET", path: "/extranet/support/audit-log", summary: "Das Protokoll aller Firmen, gefiltert und seitenweise", query: auditViewQuerySchema, answer: auditViewSchema, envelope: "data", access: "auditTrail", tag }),
};
