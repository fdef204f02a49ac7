import { check, date, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { FEEDBACK_STATUSES, type FeedbackStatus } from "../../values/lists";
import { companies } from "./companies";
import { inList } from "./columns";

/** A customer's feedback about a trading partner (spec §3); the satisfaction figures are computed from these. */
export const customerFeedback = pgTable(
  "customer_feedback",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<FeedbackStatus>().notNull().default("new"),
    date: date("date", { mode: "string" }).notNull(),
    customerName: text("customer_name"),
    /** 1 (poor) … 5 (excellent) */
    rating: smallint("rating").notNull(),
    /** would recommend the store */
    recommend: smallint("recommend").notNull(),
    comment: text("comment"),
  },
  (t) => [
    index("customer_feedback_company_date_idx").on(t.companyId, t.date),
    check("customer_feedback_status_check", inList(t.status, FEEDBACK_STATUSES)),
    check("customer_feedback_rating_check", sql`${t.rating} between 1 and 5`),
    check("customer_feedback_recommend_check", sql`${t.recommend} between 0 and 10`),
  ],
);
