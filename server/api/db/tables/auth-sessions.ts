import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { users } from "./users";

/**
 * One sign-in on one device. The refresh token rotates; `generation` counts the rotations and
 * `rotatedAt` is the issue time of the current pair, so the pair can be recomputed byte for byte
 * during the grace window (see auth/sessions.ts).
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    generation: integer("generation").notNull().default(0),
    rotatedAt: timestamptz("rotated_at").notNull(),
    /** expiry of the current refresh token; the session is dead afterwards */
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    /** 'logout' | 'reuse' | 'suspended' … for the account settings list and audits */
    revokedReason: text("revoked_reason"),
    /** set when a parent account signed in as this user (impersonation) */
    impersonatedBy: uuid("impersonated_by").references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /** the sign-in passed the second factor (TOTP or recovery code) */
    tfa: boolean("tfa").notNull().default(false),
    /** the association's support view of a partner account: reads only (decision 0963) */
    readOnly: boolean("read_only").notNull().default(false),
    createdAt: timestamptz("created_at").notNull(),
    lastUsedAt: timestamptz("last_used_at").notNull(),
  },
  (t) => [index("auth_sessions_user_id_idx").on(t.userId)],
);

/** Every refresh token ever issued, by SHA-256 hash, so a retired one is recognised as reuse. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    generation: integer("generation").notNull(),
    issuedAt: timestamptz("issued_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("refresh_tokens_session_id_idx").on(t.sessionId)],
);

export type AuthSessionRow = typeof authSessions.$inferSelect;
