/** Job FAQs (spec §3 Job FAQ, §4): question and answer, templates or regular, created as draft. */
import { defineCollection, field, WEBSITE_COLLECTION } from "../describe";

export const jobFaqsCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "job_faqs",
  labels: { one: "Häufige Frage", many: "Häufige Fragen" },
  fields: {
    question: field.text("Frage", { required: "Bitte eine Frage angeben.", max: 300 }),
    answer: field.richText("Antwort", { required: "Bitte eine Antwort angeben.", max: 5000 }),
    is_template: field.checkbox("Als Vorlage verwenden"),
  },
  translations: {},
  status: "row",
  list: { columns: ["question", "is_template", "status"], search: ["question"] },
  image: null,
  nameField: "question",
  templateField: "is_template",
});
