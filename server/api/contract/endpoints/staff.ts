/**
 * The association's staff administration (issue 39, decision 0951): the Administration lists,
 * invites, re-roles, suspends and reactivates the staff of its own company. The setup link of a
 * first start (or of `npm run admin -- invite`) creates the first administrator without sign-in.
 */
import { endpoint } from "../endpoint";
import {
  setupCheckPayloadSchema,
  setupCheckResultSchema,
  setupCompletePayloadSchema,
  setupCompleteResultSchema,
  staffInvitePayloadSchema,
  staffListQuerySchema,
  staffListSchema,
  staffMemberSchema,
  staffPatchPayloadSchema,
} from "../staff";

const tag = "Verband: Mitarbeitende";
const session = "Anmeldung";

export const STAFF_ENDPOINTS = {
  // The token alone proves the link (printed to the server log or by the CLI); POST, so it never lands in an access log's URL.
  setupCheck: endpoint({ method: "POST", path: "/auth/setup/check", summary: "Einen Einrichtungslink prüfen", body: setupCheckPayloadSchema, answer: setupCheckResultSchema, envelope: "data", access: "public", tag: session }),
  setupComplete: endpoint({ method: "POST", path: "/auth/setup", summary: "Mit dem Einrichtungslink die erste Administration anlegen", body: setupCompletePayloadSchema, answer: setupCompleteResultSchema, envelope: "data", access: "public", tag: session }),

  staffList: endpoint({ method: "GET", path: "/extranet/staff", summary: "Die Mitarbeitenden des Verbands", query: staffListQuerySchema, answer: staffListSchema, envelope: "data", access: "staffAdministration", tag }),
  staffInvite: endpoint({ method: "POST", path: "/extranet/staff", summary: "Eine Mitarbeiterin oder einen Mitarbeiter mit Rollen einladen", body: staffInvitePayloadSchema, answer: staffMemberSchema, envelope: "data", access: "staffAdministration", tag }),
  staffMember: endpoint({ method: "GET", path: "/extranet/staff/:id", summary: "Eine Mitarbeiterin oder ein Mitarbeiter des Verbands", answer: staffMemberSchema, envelope: "data", access: "staffAdministration", tag }),
  staffUpdate: endpoint({ method: "PATCH", path: "/extranet/staff/:id", summary: "Rollen ändern, sperren oder wieder freigeben (die letzte aktive Administration bleibt)", body: staffPatchPayloadSchema, answer: staffMemberSchema, envelope: "data", access: "staffAdministration", tag }),
};
