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
  FULL_TIME: "Vollzeit",
  PART_TIME: "Teilzeit",
  TEMPORARY: "Befristet",
  INTERN: "Praktikum",
  INTERN_LB: "Ausbildung",
} as const satisfies Record<(typeof EMPLOYMENT_TYPES)[number], string>;

export const jobsCollection = defineCollection({
  ...WEBSITE_COLLECTION,
  name: "jobs",
  labels: { one: "Stellenanzeige", many: "Stellenanzeigen" },
  fields: {
    title: field.text("Stellentitel", { required: "Bitte einen Stellentitel angeben.", max: 150 }),
    is_template: field.checkbox("Als Vorlage verwenden"),
    employmentType: field.select("Anstellungsart", EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS),
    industry: field.text("Branche", { max: 120 }),
    short_description: field.textarea("Kurzbeschreibung", { max: 500 }),
    description: field.richText("Stellenbeschreibung", { max: 10_000, required: "Bitte eine Stellenbeschreibung angeben." }),
    additional_description_left: field.richText("Zusätzliche Beschreibung (linke Spalte)", { max: 5000 }),
    additional_description_right: field.richText("Zusätzliche Beschreibung (rechte Spalte)", { max: 5000 }),
    address: field.address("Arbeitsort", "Eine Adresse Ihres Unternehmens aus der Adressverwaltung."),
    contact: field.contact("Ansprechpartner"),
    job_benefits: field.relations("Benefits", { collection: "job_benefits", filter: { type: "benefit" } }),
    faqs: field.relations("Häufige Fragen", { collection: "job_faqs", filter: { is_template: false } }),
    datePosted: field.date("Veröffentlicht am"),
    validThrough: field.date("Gültig bis"),
    jobStartDate: field.date("Eintrittsdatum"),
    from_monthly_salary: field.integer("Monatsgehalt von (EUR)", { input: "money", max: 1_000_000 }),
    to_monthly_salary: field.integer("Monatsgehalt bis (EUR)", { input: "money", max: 1_000_000 }),
  },
  translations: {},
  status: "row",
  list: { columns: ["title", "employmentType", "datePosted", "is_template", "status"], search: ["title", "industry"] },
  image: { label: "Bild" },
  nameField: "title",
  templateField: "is_template",
  refine: rangeRule([
    { from: "datePosted", to: "validThrough", message: "„Gültig bis“ darf nicht vor dem Veröffentlichungsdatum liegen." },
    { from: "from_monthly_salary", to: "to_monthly_salary", message: "Das Monatsgehalt „bis“ darf nicht kleiner sein als „von“." },
  ]),
});
