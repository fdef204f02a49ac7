import { bigint, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS, type AuditAction } from "../../values/audit";
import { inList, timestamptz } from "./columns";
import { companies } from "./companies";
import { users } from "./users";

/**
 * Security-relevant events (sign-in, impersonation, password and status changes): who acted,
 * on behalf of whom, which account was affected, when and from where. `companyId` is the company
 * of the affected account, whose account managers may read the entry.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    action: text("action").$type<AuditAction>().notNull(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** who did it: the signed-in person (the parent account while impersonating) */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** the account acted as, when it differs from the actor (impersonation) */
    onBehalfOfId: uuid("on_behalf_of_id").references(() => users.id, { onDelete: "set null" }),
    /** the account the event is about */
    targetId: uuid("target_id").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** small, non-secret details such as the new status */
    detail: text("detail"),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [
    index("audit_log_company_id_created_at_idx").on(t.companyId, t.createdAt),
    // The association's audit view (decision 0952): newest first over everything, or by a person or an action.
    index("audit_log_created_at_id_idx").on(t.createdAt, t.id),
    index("audit_log_actor_id_created_at_idx").on(t.actorId, t.createdAt),
    index("audit_log_target_id_created_at_idx").on(t.targetId, t.createdAt),
    index("audit_log_action_created_at_idx").on(t.action, t.createdAt),
    check("audit_log_action_check", inList(t.action, AUDIT_ACTIONS)),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
