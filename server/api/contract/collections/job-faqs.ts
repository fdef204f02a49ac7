/** Job FAQs (spec §3 Job FAQ, §4): question and answer, templates or regular, created as draft. */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const jobFaqsCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "job_faqs",
  labels: { one: "descriptions.jobFaqs.one", many: "descriptions.jobFaqs.many" },
  fields: {
    question: field.text("descriptions.jobFaqs.question", { required: "descriptions.jobFaqs.questionRequired", max: 300 }),
    answer: field.richText("descriptions.jobFaqs.answer", { required: "descriptions.jobFaqs.answerRequired", max: 5000 }),
    is_template: field.checkbox("descriptions.jobFaqs.isTemplate"),
  },
  translations: {},
  status: "row",
  list: { columns: ["question", "is_template", "status"], search: ["question"] },
  image: null,
  nameField: "question",
  templateField: "is_template",
});
