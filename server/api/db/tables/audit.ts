import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { check } from "drizzle-orm/pg-core";
import { ACTIVITY_ACTIONS, type ActivityAction } from "../../values/activity";
import { companies } from "./companies";
import { inList, timestamptz } from "./columns";
import { users } from "./users";

/**
 * Record-change audit, named like Directus' directus_activity / directus_revisions: one activity
 * per create, update, delete (archive), sort and status change; a revision holds the changed
 * fields of the record. (Account events live in issue 3's audit_log.)
 */
export const activity = pgTable(
  "activity",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    action: text("action").$type<ActivityAction>().notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    collection: text("collection").notNull(),
    item: text("item").notNull(),
    timestamp: timestamptz("timestamp").notNull(),
    /** the text of a comment, or the reason given with a review decision */
    comment: text("comment"),
  },
  (t) => [
    index("activity_record_idx").on(t.collection, t.item),
    check("activity_action_check", inList(t.action, ACTIVITY_ACTIONS)),
  ],
);

export const revisions = pgTable(
  "revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activity.id, { onDelete: "cascade" }),
    collection: text("collection").notNull(),
    item: text("item").notNull(),
    /** the changed fields with their new values */
    delta: jsonb("delta").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("revisions_activity_idx").on(t.activityId)],
);
