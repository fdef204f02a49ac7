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

const tag = "Association: staff";
const session = "Sign-in";

export const STAFF_ENDPOINTS = {
  // The token alone proves the link (printed to the server log or by the CLI); POST, so it never lands in an access log's URL.
  setupCheck: endpoint({ method: "POST", path: "/auth/setup/check", summary: "Check a setup link", body: setupCheckPayloadSchema, answer: setupCheckResultSchema, envelope: "data", access: "public", tag: session }),
  setupComplete: endpoint({ method: "POST", path: "/auth/setup", summary: "Create the first administrator with the setup link", body: setupCompletePayloadSchema, answer: setupCompleteResultSchema, envelope: "data", access: "public", tag: session }),

  staffList: endpoint({ method: "GET", path: "/extranet/staff", summary: "The association's staff", query: staffListQuerySchema, answer: staffListSchema, envelope: "data", access: "staffAdministration", tag }),
  staffInvite: endpoint({ method: "POST", path: "/extranet/staff", summary: "Invite a staff member with roles", body: staffInvitePayloadSchema, answer: staffMemberSchema, envelope: "data", access: "staffAdministration", tag }),
  staffMember: endpoint({ method: "GET", path: "/extranet/staff/:id", summary: "A member of the association's staff", answer: staffMemberSchema, envelope: "data", access: "staffAdministration", tag }),
  staffUpdate: endpoint({ method: "PATCH", path: "/extranet/staff/:id", summary: "Change roles, lock or unlock (the last active administrator stays)", body: staffPatchPayloadSchema, answer: staffMemberSchema, envelope: "data", access: "staffAdministration", tag }),
};
