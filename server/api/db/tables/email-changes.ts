import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { users } from "./users";

/**
 * A new e-mail address an account manager entered for a colleague (decision 0557): it becomes the
 * sign-in only when the link mailed to it is used. Only the SHA-256 hash of the link's token is
 * stored; `usedAt` makes it single use, and a newer change deletes the user's pending ones.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull().unique("email_changes_token_hash_unique"),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("email_changes_user_id_idx").on(t.userId), check("email_changes_new_email_lowercase_check", sql`${t.newEmail} = lower(${t.newEmail})`)],
);

export type EmailChangeRow = typeof emailChanges.$inferSelect;
