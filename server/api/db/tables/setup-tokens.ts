import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * One-time links that create an administrator of the association (decision 0951): printed on a
 * first start without one, or by `npm run admin -- invite <e-mail>` (then `email` is fixed). No
 * user exists yet, so they cannot live in password_tokens; only the SHA-256 hash is stored and
 * `usedAt` makes a link single use, as there.
 */
export const setupTokens = pgTable("setup_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  tokenHash: text("token_hash").notNull().unique("setup_tokens_token_hash_unique"),
  /** the address the link is for (the CLI's), null for the link of a first start */
  email: text("email"),
  createdAt: timestamptz("created_at").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
  usedAt: timestamptz("used_at"),
});
