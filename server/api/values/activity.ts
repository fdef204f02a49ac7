/** Master data lookups and the actions of the activity log. Zod-free; the database and the contract import it (decision 0966). */
export const LOOKUP_COLLECTIONS = ["department", "jobtitle", "country", "sales_region", "sales_state"] as const;
export type LookupCollection = (typeof LOOKUP_COLLECTIONS)[number];
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "delete",
  "sort",
  "status",
  // document review (review/state-machine.ts)
  "request_review",
  "start_review",
  "forward",
  "approve",
  "deny",
  "request_feedback",
  "comment",
  // a shared website entry switched off / on for one company (collections/service.ts)
  "disable",
  "enable",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
