import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { inList, timestamptz } from "./columns";
import { users } from "./users";

export const PASSWORD_TOKEN_PURPOSES = ["reset", "invite"] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/**
 * One-time links to set a password (forgotten password or invitation of a new account). Only the
 * SHA-256 hash of the token is stored; `usedAt` makes a link single use.
 */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("password_tokens_token_hash_unique"),
    purpose: text("purpose").$type<PasswordTokenPurpose>().notNull(),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [
    index("password_tokens_user_id_idx").on(t.userId),
    check("password_tokens_purpose_check", inList(t.purpose, PASSWORD_TOKEN_PURPOSES)),
  ],
);
