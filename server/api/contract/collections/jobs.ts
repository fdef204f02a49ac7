/**
 * Jobs (spec §3 Job, §4 "created as draft; templates or regular", §9 employmentType): the status
 * lives on the row, an entry is named by its title, benefits and FAQs are chosen from those the
 * company sees, address and contact from its own, and two ranges hold on the whole item —
 * datePosted ≤ validThrough and the monthly salary from ≤ to (whole euros). Sorted by
 * utils/sort/jobs. Decision 0850.
 */
import { EMPLOYMENT_TYPES } from "../values";
import { defineCollection, field, rangeRule, WEBSITE_COLLECTION } from "../describe";

export const EMPLOYMENT_TYPE_LABELS = {
  FULL_TIME: "descriptions.jobs.employmentTypeLabels.FULL_TIME",
  PART_TIME: "descriptions.jobs.employmentTypeLabels.PART_TIME",
  TEMPORARY: "descriptions.jobs.employmentTypeLabels.TEMPORARY",
  INTERN: "descriptions.jobs.employmentTypeLabels.INTERN",
  INTERN_LB: "descriptions.jobs.employmentTypeLabels.INTERN_LB",
} as const satisfies Record<(typeof EMPLOYMENT_TYPES)[number], string>;

export const jobsCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "jobs",
  labels: { one: "descriptions.jobs.one", many: "descriptions.jobs.many" },
  fields: {
    title: field.text("descriptions.jobs.title", { required: "descriptions.jobs.titleRequired", max: 150 }),
    is_template: field.checkbox("descriptions.jobs.isTemplate"),
    employmentType: field.select("descriptions.jobs.employmentType", EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS),
    industry: field.text("descriptions.jobs.industry", { max: 120 }),
    short_description: field.textarea("descriptions.jobs.shortDescription", { max: 500 }),
    description: field.richText("descriptions.jobs.description", { max: 10_000, required: "descriptions.jobs.descriptionRequired" }),
    additional_description_left: field.richText("descriptions.jobs.additionalDescriptionLeft", { max: 5000 }),
    additional_description_right: field.richText("descriptions.jobs.additionalDescriptionRight", { max: 5000 }),
    address: field.address("descriptions.jobs.address", "descriptions.jobs.addressHint"),
    contact: field.contact("descriptions.jobs.contact"),
    job_benefits: field.relations("descriptions.jobs.jobBenefits", { collection: "job_benefits", filter: { type: "benefit" } }),
    faqs: field.relations("descriptions.jobs.faqs", { collection: "job_faqs", filter: { is_template: false } }),
    datePosted: field.date("descriptions.jobs.datePosted"),
    validThrough: field.date("descriptions.jobs.validThrough"),
    jobStartDate: field.date("descriptions.jobs.jobStartDate"),
    from_monthly_salary: field.integer("descriptions.jobs.fromMonthlySalary", { input: "money", max: 1_000_000 }),
    to_monthly_salary: field.integer("descriptions.jobs.toMonthlySalary", { input: "money", max: 1_000_000 }),
  },
  translations: {},
  status: "row",
  list: { columns: ["title", "employmentType", "datePosted", "is_template", "status"], search: ["title", "industry"] },
  image: { label: "descriptions.website.image" },
  nameField: "title",
  templateField: "is_template",
  refine: rangeRule([
    { from: "datePosted", to: "validThrough", message: "descriptions.jobs.validThroughRange" },
    { from: "from_monthly_salary", to: "to_monthly_salary", message: "descriptions.jobs.toMonthlySalaryRange" },
  ]),
});
