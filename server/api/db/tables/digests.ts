import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { DIGEST_PERIODS, type DigestPeriod } from "../../values/digests";
import { inList, timestamps, timestamptz } from "./columns";
import { users } from "./users";

/**
 * A user's digest of new news, documents and events (issue 28). No row: the digest is off. Each
 * one-click unsubscribe link is an HMAC over the user, the setting and that setting's nonce
 * (digests/token.ts); a new nonce after an unsubscribe makes every older link of it void.
 */
export const digestSubscriptions = pgTable(
  "digest_subscriptions",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period").$type<DigestPeriod>().notNull().default("off"),
    /** important news by mail at once, while a digest is chosen */
    important: boolean("important").notNull().default(true),
    /** only news and documents of these brands / SAM tags; both empty: everything */
    brandIds: integer("brand_ids").array().notNull().default(sql`'{}'::integer[]`),
    samTagIds: integer("sam_tag_ids").array().notNull().default(sql`'{}'::integer[]`),
    digestNonce: text("digest_nonce").notNull(),
    importantNonce: text("important_nonce").notNull(),
    /** the end of the period the last digest covered: the next one names what is newer */
    lastDigestAt: timestamptz("last_digest_at"),
    /** since when the important-news mails are on: news published before is not sent at once */
    importantSince: timestamptz("important_since"),
    ...timestamps,
  },
  (t) => [check("digest_subscriptions_period_check", inList(t.period, DIGEST_PERIODS)), index("digest_subscriptions_period_idx").on(t.period)],
);

export type DigestSubscriptionRow = typeof digestSubscriptions.$inferSelect;
