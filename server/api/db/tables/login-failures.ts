import { bigint, check, index, pgTable, text } from "drizzle-orm/pg-core";
import { inList, timestamptz } from "./columns";

export const LOGIN_FAILURE_SCOPES = ["account", "ip"] as const;
export type LoginFailureScope = (typeof LOGIN_FAILURE_SCOPES)[number];

/**
 * Failed sign-ins, one row per failure and scope (account e-mail or client IP). Kept in the
 * database so every API instance sees the same counts.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text("scope").$type<LoginFailureScope>().notNull(),
    key: text("key").notNull(),
    failedAt: timestamptz("failed_at").notNull(),
  },
  (t) => [
    index("login_failures_scope_key_failed_at_idx").on(t.scope, t.key, t.failedAt),
    check("login_failures_scope_check", inList(t.scope, LOGIN_FAILURE_SCOPES)),
  ],
);
