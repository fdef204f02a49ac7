/**
 * schema.org JobPosting (https://schema.org/JobPosting; Google's job search reads it) for a
 * published job, rendered as JSON-LD on its preview page so the partner's website is found by job
 * search engines (issue 14, beyond the spec; decision 0851). Pure: the job, the company and the
 * chosen address in, the structured data out — or nothing when a required property is missing,
 * because invalid structured data is worse than none.
 */
import { renderRichText } from "#contract/rich-text";

export interface JobLike {
  id: number;
  status?: unknown;
  is_template?: unknown;
  title?: unknown;
  short_description?: unknown;
  description?: unknown;
  additional_description_left?: unknown;
  additional_description_right?: unknown;
  employmentType?: unknown;
  industry?: unknown;
  datePosted?: unknown;
  validThrough?: unknown;
  jobStartDate?: unknown;
  from_monthly_salary?: unknown;
  to_monthly_salary?: unknown;
  address?: unknown;
  image?: { id: string } | null;
  [field: string]: unknown;
}

export interface PostalAddressLike {
  id: number;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string;
}

/** Our employment types as schema.org / Google values; an apprenticeship (INTERN_LB) has none of its own. */
const EMPLOYMENT_TYPE: Record<string, string> = { FULL_TIME: "FULL_TIME", PART_TIME: "PART_TIME", TEMPORARY: "TEMPORARY", INTERN: "INTERN", INTERN_LB: "OTHER" };
export const SCHEMA_EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"] as const;

export interface JobPosting {
  "@context": "https://schema.org/";
  "@type": "JobPosting";
  title: string;
  description: string;
  identifier: { "@type": "PropertyValue"; name: string; value: string };
  datePosted: string;
  validThrough?: string;
  employmentType?: string;
  industry?: string;
  jobStartDate?: string;
  image?: string;
  hiringOrganization: { "@type": "Organization"; name: string; sameAs?: string };
  jobLocation: { "@type": "Place"; address: { "@type": "PostalAddress"; streetAddress: string; postalCode: string; addressLocality: string; addressCountry: string } };
  baseSalary?: { "@type": "MonetaryAmount"; currency: "EUR"; value: { "@type": "QuantitativeValue"; minValue?: number; maxValue?: number; value?: number; unitText: "MONTH" } };
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
const isoDate = (v: unknown) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
const amount = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : undefined);

/**
 * Google wants the full description as HTML: the job's texts rendered as the website renders
 * them (the formatted Markdown subset, sanitized; decision 0530), the short description first.
 */
function descriptionHtml(job: JobLike): string | undefined {
  const parts = [job.short_description, job.description, job.additional_description_left, job.additional_description_right].map(text).filter((p): p is string => Boolean(p));
  if (!parts.length || !text(job.description)) return undefined;
  return parts.map((p) => renderRichText(p)).join("\n");
}

/** The job's fields a JobPosting still lacks (field names; "address" also when the address has no street, zip or city). */
export function missingForJobPosting(job: JobLike, address: PostalAddressLike | null): string[] {
  const missing: string[] = [];
  if (!text(job.title)) missing.push("title");
  if (!text(job.description)) missing.push("description");
  if (!isoDate(job.datePosted)) missing.push("datePosted");
  if (!address?.street || !address.zip || !address.city) missing.push("address");
  return missing;
}

/**
 * The JobPosting of a published, non-template job with title, description, datePosted and a
 * complete place of work.
 */
export function jobPosting(job: JobLike, o: { organization: { name: string; url?: string | null }; address: PostalAddressLike | null; origin: string }): JobPosting | null {
  if (job.status !== "published" || job.is_template === true) return null;
  const title = text(job.title);
  const description = descriptionHtml(job);
  const datePosted = isoDate(job.datePosted);
  const a = o.address;
  if (!title || !description || !datePosted || !a?.street || !a.zip || !a.city) return null;
  const validThrough = isoDate(job.validThrough);
  const [from, to] = [amount(job.from_monthly_salary), amount(job.to_monthly_salary)];
  const salary = from !== undefined && to !== undefined && from !== to ? { minValue: from, maxValue: to } : from !== undefined || to !== undefined ? { value: (from ?? to)! } : null;
  const employmentType = typeof job.employmentType === "string" ? EMPLOYMENT_TYPE[job.employmentType] : undefined;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title,
    description,
    identifier: { "@type": "PropertyValue", name: o.organization.name, value: String(job.id) },
    datePosted,
    ...(validThrough ? { validThrough } : {}),
    ...(employmentType ? { employmentType } : {}),
    ...(text(job.industry) ? { industry: text(job.industry) } : {}),
    ...(isoDate(job.jobStartDate) ? { jobStartDate: isoDate(job.jobStartDate) } : {}),
    ...(job.image ? { image: `${o.origin}/assets/${job.image.id}?width=1200` } : {}),
    hiringOrganization: { "@type": "Organization", name: o.organization.name, ...(o.organization.url ? { sameAs: o.organization.url } : {}) },
    jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", streetAddress: a.street, postalCode: a.zip, addressLocality: a.city, addressCountry: a.country } },
    ...(salary ? { baseSalary: { "@type": "MonetaryAmount", currency: "EUR", value: { "@type": "QuantitativeValue", ...salary, unitText: "MONTH" } } } : {}),
  } satisfies JobPosting;
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can end the script element. */
export const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");
