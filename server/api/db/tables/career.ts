/**
 * Career content (issue 14, spec §3 Job, Job benefit, Job FAQ): described collections like the
 * website's (decision 0700) — identity, manual sort, main image and version from the shared
 * columns, status on the row (the spec gives these entries no translations), company links,
 * opt-outs and audit through the shared side tables. See decision 0850.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { CONTENT_STATUSES, type ContentStatus, EMPLOYMENT_TYPES, JOB_BENEFIT_TYPES } from "../../values/lists";
import { addresses } from "./addresses";
import { inList, timestamps } from "./columns";
import { contacts } from "./contacts";
import { files } from "./files";

/** The shared columns of a described collection whose entries are named by a field of their own (no internal title). */
const careerColumns = () => ({
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  sort: integer("sort").notNull().default(0),
  image: uuid("image").references(() => files.id, { onDelete: "set null" }),
  version: integer("version").notNull().default(1),
  status: text("status").$type<ContentStatus>().notNull().default("draft"),
  ...timestamps,
});

/** Spec §3/§9 employmentType: EMPLOYMENT_TYPES (contract/values). */
export const jobs = pgTable(
  "jobs",
  {
    ...careerColumns(),
    is_template: boolean("is_template").notNull().default(false),
    employmentType: text("employment_type").notNull().default("FULL_TIME"),
    industry: text("industry"),
    title: text("title").notNull(),
    short_description: text("short_description"),
    description: text("description"),
    additional_description_left: text("additional_description_left"),
    additional_description_right: text("additional_description_right"),
    address: integer("address").references(() => addresses.id, { onDelete: "set null" }),
    contact: integer("contact").references(() => contacts.id, { onDelete: "set null" }),
    /** ids of job_benefits entries (type benefit) the company may see */
    job_benefits: integer("job_benefits").array().notNull().default(sql`'{}'::integer[]`),
    /** ids of job_faqs entries the company may see */
    faqs: integer("faqs").array().notNull().default(sql`'{}'::integer[]`),
    datePosted: date("date_posted"),
    validThrough: date("valid_through"),
    jobStartDate: date("job_start_date"),
    /** whole euros per month */
    from_monthly_salary: integer("from_monthly_salary"),
    to_monthly_salary: integer("to_monthly_salary"),
  },
  (t) => [
    check("jobs_status_check", inList(t.status, CONTENT_STATUSES)),
    check("jobs_employment_type_check", inList(t.employmentType, EMPLOYMENT_TYPES)),
    check("jobs_dates_check", sql`${t.datePosted} is null or ${t.validThrough} is null or ${t.datePosted} <= ${t.validThrough}`),
    check("jobs_salary_check", sql`${t.from_monthly_salary} is null or ${t.to_monthly_salary} is null or ${t.from_monthly_salary} <= ${t.to_monthly_salary}`),
  ],
);

/** Values, benefits and employee feedback: one table told apart by type (spec §3 Job benefit). */
export const jobBenefits = pgTable(
  "job_benefits",
  {
    ...careerColumns(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    /** a file of the icon folder, shown instead of an image */
    icon: uuid("icon").references(() => files.id, { onDelete: "set null" }),
    /** employee feedback: who says it */
    name: text("name"),
    job_title: text("job_title"),
  },
  (t) => [
    check("job_benefits_status_check", inList(t.status, CONTENT_STATUSES)),
    check("job_benefits_type_check", inList(t.type, JOB_BENEFIT_TYPES)),
    index("job_benefits_type_idx").on(t.type),
  ],
);

export const jobFaqs = pgTable(
  "job_faqs",
  {
    ...careerColumns(),
    is_template: boolean("is_template").notNull().default(false),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [check("job_faqs_status_check", inList(t.status, CONTENT_STATUSES))],
);
