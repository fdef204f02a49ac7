/**
 * Values, benefits and employee feedback (spec §3 Job benefit): one collection told apart by type,
 * each screen fixes its type. An entry shows an image or an icon from the icon folder; feedback
 * names who says it. The association's shared entries can be switched off per company — served
 * under the spec's own name disabled_job_benefits_company too. Decision 0850.
 */
import { JOB_BENEFIT_TYPES } from "../values";
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const JOB_BENEFIT_TYPE_LABELS = { benefit: "Benefit", value: "Wert", employee_feedback: "Mitarbeiterstimme" } as const;

export const jobBenefitsCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "job_benefits",
  labels: { one: "Benefit", many: "Benefits" },
  fields: {
    type: field.select("Art", JOB_BENEFIT_TYPES, JOB_BENEFIT_TYPE_LABELS, { fixed: true }),
    title: field.text("Titel", { required: "Bitte einen Titel angeben.", max: 150 }),
    description: field.richText("Beschreibung", { max: 2000 }),
    icon: field.icon("Symbol", "Statt eines Bildes: ein Symbol aus dem Symbolordner."),
    name: field.text("Name", { max: 120 }),
    job_title: field.text("Tätigkeit", { max: 120 }),
  },
  translations: {},
  status: "row",
  list: { columns: ["title", "name", "job_title", "status"], search: ["title", "name"] },
  image: { label: "Bild" },
  variantField: "type",
  nameField: "title",
  optOut: { collection: "disabled_job_benefits_company", itemField: "job_benefits_id" },
});
