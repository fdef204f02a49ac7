/**
 * Values, benefits and employee feedback (spec §3 Job benefit): one collection told apart by type,
 * each screen fixes its type. An entry shows an image or an icon from the icon folder; feedback
 * names who says it. The association's shared entries can be switched off per company — served
 * under the spec's own name disabled_job_benefits_company too. Decision 0850.
 */
import { JOB_BENEFIT_TYPES } from "../values";
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const JOB_BENEFIT_TYPE_LABELS = { benefit: "descriptions.jobBenefits.jobBenefitTypeLabels.benefit", value: "descriptions.jobBenefits.jobBenefitTypeLabels.value", employee_feedback: "descriptions.jobBenefits.jobBenefitTypeLabels.employee_feedback" } as const;

export const jobBenefitsCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "job_benefits",
  labels: { one: "descriptions.jobBenefits.one", many: "descriptions.jobBenefits.many" },
  fields: {
    type: field.select("descriptions.jobBenefits.type", JOB_BENEFIT_TYPES, JOB_BENEFIT_TYPE_LABELS, { fixed: true }),
    title: field.text("descriptions.website.title", { required: "descriptions.website.titleRequired", max: 150 }),
    description: field.richText("descriptions.jobBenefits.description", { max: 2000 }),
    icon: field.icon("descriptions.jobBenefits.icon", "descriptions.jobBenefits.iconHint"),
    name: field.text("descriptions.jobBenefits.name", { max: 120 }),
    job_title: field.text("descriptions.jobBenefits.jobTitle", { max: 120 }),
  },
  translations: {},
  status: "row",
  list: { columns: ["title", "name", "job_title", "status"], search: ["title", "name"] },
  image: { label: "descriptions.website.image" },
  variantField: "type",
  nameField: "title",
  optOut: { collection: "disabled_job_benefits_company", itemField: "job_benefits_id" },
});
