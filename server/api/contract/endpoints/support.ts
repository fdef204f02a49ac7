/**
 * The association's support on partner accounts and the audit view (issue 39, decision 0952):
 * staff with Partnerverwaltung act on any partner account (never on the association's own, which
 * answer FORBIDDEN like unknown ids); each action carries a reason into the audit trail. The
 * audit view is for Partnerverwaltung and Administration.
 */
import { z } from "zod";
import { impersonateResultSchema } from "../account";
import { erasablePersonSchema, erasurePayloadSchema, personSearchQuerySchema, suspendedAccountSchema } from "../erasure";
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

const tag = "Association: support";

export const SUPPORT_ENDPOINTS = {
  supportAccounts: endpoint({ method: "GET", path: "/extranet/support/accounts", summary: "All partner accounts (without the association's), paged and searchable", query: supportAccountListQuerySchema, answer: supportAccountListSchema, envelope: "data", access: "partnerAdministration", tag }),
  supportAccount: endpoint({ method: "GET", path: "/extranet/support/accounts/:id", summary: "A partner account with its lock and two-factor state", answer: supportAccountSchema, envelope: "data", access: "partnerAdministration", tag }),
  supportUnlock: endpoint({ method: "POST", path: "/extranet/support/accounts/:id/unlock", summary: "Lift the lock after too many failed sign-ins (with a reason)", body: supportReasonPayloadSchema, answer: supportAccountSchema, envelope: "data", access: "partnerAdministration", tag }),
  supportTfaReset: endpoint({ method: "POST", path: "/extranet/support/accounts/:id/tfa-reset", summary: "Reset two-factor sign-in; it is set up anew at the next sign-in (with a reason)", body: supportReasonPayloadSchema, answer: supportAccountSchema, envelope: "data", access: "partnerAdministration", tag }),
  supportPasswordLink: endpoint({ method: "POST", path: "/extranet/support/accounts/:id/password-link", summary: "Send a password reset link (with a reason)", body: supportPasswordLinkPayloadSchema, answer: supportAccountSchema, envelope: "data", access: "partnerAdministration", tag }),
  supportStatus: endpoint({ method: "POST", path: "/extranet/support/accounts/:id/status", summary: "Lock or unlock a partner account (with a reason)", body: supportStatusPayloadSchema, answer: supportAccountSchema, envelope: "data", access: "partnerAdministration", tag }),
  // Decision 0963: the support view reads the portal as the partner account and writes nothing.
  supportImpersonate: endpoint({ method: "POST", path: "/extranet/support/accounts/:id/impersonate", summary: "View the portal as this partner account, read-only (with a reason)", body: supportReasonPayloadSchema, answer: impersonateResultSchema, envelope: "raw", access: "partnerAdministration", tag }),
  erasure: endpoint({ method: "POST", path: "/extranet/erasure", summary: "Erase a person on request (account, contact, association contact person; with a reason)", body: erasurePayloadSchema, envelope: "empty", access: "personErasure", tag }),
  erasureSuspended: endpoint({ method: "GET", path: "/extranet/erasure/suspended", summary: "Accounts suspended longer than the configured period (offered for erasure)", answer: z.array(suspendedAccountSchema), envelope: "data", access: "personErasure", tag }),
  erasurePeople: endpoint({ method: "GET", path: "/extranet/erasure/people", summary: "Find accounts and contact persons by name or e-mail address, to erase one on request", query: personSearchQuerySchema, answer: z.array(erasablePersonSchema), envelope: "data", access: "personErasure", tag }),
  auditView: endpoint({ method: "GET", path: "/extranet/support/audit-log", summary: "The audit log of all companies, filtered and paged", query: auditViewQuerySchema, answer: auditViewSchema, envelope: "data", access: "auditTrail", cached: true, tag }),
};
