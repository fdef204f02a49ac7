/**
 * The career screens (spec §2 /Career/*) and the described collection each one edits (issue 14):
 * values, benefits and employee feedback share job_benefits and fix its type; each shows only the
 * fields its type uses. Employee feedback lists only the company's own voices (spec §5).
 */
import { JOB_BENEFIT_TYPE_LABELS, jobBenefitsCollection } from "#contract/collections/job-benefits";
import { jobFaqsCollection } from "#contract/collections/job-faqs";
import { jobsCollection } from "#contract/collections/jobs";
import type { PortalRouteId } from "~/lib/route-registry";
import type { WebsiteScreen } from "./website-screens";

const benefitScreen = (routeId: PortalRouteId, path: string, variant: keyof typeof JOB_BENEFIT_TYPE_LABELS, many: string, o: Pick<WebsiteScreen, "omit" | "ownOnly">): WebsiteScreen => ({
  routeId,
  path,
  description: jobBenefitsCollection,
  variant,
  labels: { one: JOB_BENEFIT_TYPE_LABELS[variant], many },
  ...o,
});

export const CAREER_SCREENS = {
  jobs: { routeId: "careerJobs", path: "/career/jobs", description: jobsCollection, labels: jobsCollection.labels },
  values: benefitScreen("careerValues", "/career/values", "value", "descriptions.jobBenefits.variants.value", { omit: ["name", "job_title"] }),
  benefits: benefitScreen("careerBenefits", "/career/benefits", "benefit", "descriptions.jobBenefits.variants.benefit", { omit: ["name", "job_title"] }),
  feedback: benefitScreen("careerFeedback", "/career/employee-feedback", "employee_feedback", "descriptions.jobBenefits.variants.employee_feedback", { omit: ["icon"], ownOnly: true }),
  faqs: { routeId: "careerFaqs", path: "/career/faqs", description: jobFaqsCollection, labels: jobFaqsCollection.labels },
} satisfies Record<string, WebsiteScreen>;

export type CareerScreenKey = keyof typeof CAREER_SCREENS;
