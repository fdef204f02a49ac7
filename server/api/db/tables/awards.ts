import { check, index, integer, pgTable, smallint, text, unique, uuid } from "drizzle-orm/pg-core";
import { AWARD_STORED_STATUSES, type AwardStoredStatus } from "../../values/awards";
import { companies } from "./companies";
import { inList, timestamps, timestamptz } from "./columns";
import { users } from "./users";

/** A round of the association's Wohnsinnspreis (decision 0920): its window and conditions. */
export const awardRounds = pgTable("award_rounds", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
  year: smallint("year").notNull().unique(),
  submissionFrom: timestamptz("submission_from").notNull(),
  submissionUntil: timestamptz("submission_until").notNull(),
  conditions: text("conditions").notNull().default(""),
  ...timestamps,
});

/** A category of a round; a company enters at most once per category. */
export const awardCategories = pgTable(
  "award_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roundId: integer("round_id")
      .notNull()
      .references(() => awardRounds.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [index("award_categories_round_idx").on(t.roundId, t.sort)],
);

/** A trading partner's entry; the company owns it, its images are its own uploads (files). */
export const awardSubmissions = pgTable(
  "award_submissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roundId: integer("round_id")
      .notNull()
      .references(() => awardRounds.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => awardCategories.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<AwardStoredStatus>().notNull().default("draft"),
    title: text("title").notNull(),
    text: text("text").notNull().default(""),
    /** file ids in display order (checked on write: the company's own files) */
    images: uuid("images").array().notNull().default([]),
    submittedAt: timestamptz("submitted_at"),
    userUpdated: uuid("user_updated").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("award_submissions_status_check", inList(t.status, AWARD_STORED_STATUSES)),
    unique("award_submissions_one_per_category").on(t.roundId, t.companyId, t.categoryId),
    index("award_submissions_company_idx").on(t.companyId, t.roundId),
  ],
);
