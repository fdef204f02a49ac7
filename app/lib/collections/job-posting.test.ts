import { describe, expect, it } from "vitest";
import { jobPosting, jsonLdText, missingForJobPosting, SCHEMA_EMPLOYMENT_TYPES, type JobLike, type JobPosting } from "./job-posting";

const address = { id: 3, street: "Herforder Straße 212", zip: "33609", city: "Bielefeld", country: "DE" };
const options = { organization: { name: "Möbelhaus Sommer GmbH & Co. KG", url: "https://www.moebelhaus-sommer.example" }, address, origin: "https://portal.example" };
const job: JobLike = {
  id: 12,
  status: "published",
  is_template: false,
  title: "Verkaufsberater (m/w/d) Wohnen",
  short_description: "Beratung in der Polsterabteilung.",
  description: "Sie beraten Kundschaft.\n\nSie planen Einrichtungen <mit> Software & Herz.",
  employmentType: "FULL_TIME",
  industry: "Möbeleinzelhandel",
  datePosted: "2026-11-02",
  validThrough: "2027-01-31",
  jobStartDate: "2027-02-01",
  from_monthly_salary: 3200,
  to_monthly_salary: 3900,
  address: 3,
  image: { id: "0b6c3e2a-1d4f-4a8b-9c7e-5f2d1a3b4c5d" },
};

/** What Google's job search requires and how it checks the values (developers.google.com/search/docs/appearance/structured-data/job-posting). */
function problemsOf(p: JobPosting): string[] {
  const problems: string[] = [];
  const isDate = (v: unknown) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v));
  if (p["@context"] !== "https://schema.org/" || p["@type"] !== "JobPosting") problems.push("type");
  if (!p.title || /<|>/.test(p.title)) problems.push("title");
  if (!p.description?.startsWith("<p>")) problems.push("description");
  if (!isDate(p.datePosted)) problems.push("datePosted");
  if (p.validThrough !== undefined && (!isDate(p.validThrough) || p.validThrough < p.datePosted)) problems.push("validThrough");
  if (p.hiringOrganization?.["@type"] !== "Organization" || !p.hiringOrganization.name) problems.push("hiringOrganization");
  const a = p.jobLocation?.address;
  if (p.jobLocation?.["@type"] !== "Place" || a?.["@type"] !== "PostalAddress" || !a.streetAddress || !a.postalCode || !a.addressLocality || !/^[A-Z]{2}$/.test(a.addressCountry)) problems.push("jobLocation");
  if (p.employmentType !== undefined && !(SCHEMA_EMPLOYMENT_TYPES as readonly string[]).includes(p.employmentType)) problems.push("employmentType");
  const salary = p.baseSalary;
  if (salary) {
    const v = salary.value;
    const ok = salary["@type"] === "MonetaryAmount" && /^[A-Z]{3}$/.test(salary.currency) && v["@type"] === "QuantitativeValue" && ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"].includes(v.unitText);
    const range = v.value !== undefined || (v.minValue !== undefined && v.maxValue !== undefined && v.minValue <= v.maxValue);
    if (!ok || !range) problems.push("baseSalary");
  }
  return problems;
}

describe("schema.org JobPosting of a published job", () => {
  it("has every required property, valid", () => {
    const p = jobPosting(job, options)!;
    expect(problemsOf(p)).toEqual([]);
    expect(p).toMatchObject({
      title: "Verkaufsberater (m/w/d) Wohnen",
      datePosted: "2026-11-02",
      validThrough: "2027-01-31",
      employmentType: "FULL_TIME",
      hiringOrganization: { name: "Möbelhaus Sommer GmbH & Co. KG", sameAs: "https://www.moebelhaus-sommer.example" },
      jobLocation: { address: { streetAddress: "Herforder Straße 212", postalCode: "33609", addressLocality: "Bielefeld", addressCountry: "DE" } },
      baseSalary: { currency: "EUR", value: { minValue: 3200, maxValue: 3900, unitText: "MONTH" } },
      identifier: { value: "12" },
      image: "https://portal.example/assets/0b6c3e2a-1d4f-4a8b-9c7e-5f2d1a3b4c5d?width=1200",
    });
    // The description is the texts' sanitized HTML, raw HTML in them escaped.
    expect(p.description).toBe("<p>Beratung in der Polsterabteilung.</p>\n<p>Sie beraten Kundschaft.</p>\n<p>Sie planen Einrichtungen &lt;mit&gt; Software &amp; Herz.</p>");
    // formatted text keeps its lists
    expect(jobPosting({ ...job, description: "Aufgaben:\n\n- Beratung\n- **Planung**" }, options)!.description).toContain("<ul>\n<li>Beratung</li>\n<li><strong>Planung</strong></li>\n</ul>");
  });

  it("maps every employment type to a schema.org value (an apprenticeship is OTHER) and one salary as a value", () => {
    for (const type of ["FULL_TIME", "PART_TIME", "TEMPORARY", "INTERN", "INTERN_LB"]) expect(problemsOf(jobPosting({ ...job, employmentType: type }, options)!)).toEqual([]);
    expect(jobPosting({ ...job, employmentType: "INTERN_LB" }, options)!.employmentType).toBe("OTHER");
    expect(jobPosting({ ...job, from_monthly_salary: 600, to_monthly_salary: 600 }, options)!.baseSalary!.value).toEqual({ "@type": "QuantitativeValue", value: 600, unitText: "MONTH" });
    expect(jobPosting({ ...job, from_monthly_salary: null, to_monthly_salary: null }, options)!).not.toHaveProperty("baseSalary");
  });

  it("yields nothing for drafts, templates, or without a required property", () => {
    expect(jobPosting({ ...job, status: "draft" }, options)).toBeNull();
    expect(jobPosting({ ...job, is_template: true }, options)).toBeNull();
    expect(jobPosting({ ...job, datePosted: null }, options)).toBeNull();
    expect(jobPosting({ ...job, description: null }, options)).toBeNull();
    expect(jobPosting(job, { ...options, address: null })).toBeNull();
    expect(jobPosting(job, { ...options, address: { ...address, city: null } })).toBeNull();
  });

  it("names what a job still lacks for it", () => {
    expect(missingForJobPosting(job, address)).toEqual([]);
    expect(missingForJobPosting({ ...job, datePosted: null, description: " " }, { ...address, zip: null })).toEqual(["description", "datePosted", "address"]);
    expect(missingForJobPosting({ id: 1 }, null)).toEqual(["title", "description", "datePosted", "address"]);
  });

  it("is JSON that cannot end its script element", () => {
    const text = jsonLdText(jobPosting({ ...job, title: "Verkauf </script><script>alert(1)</script>" }, options)!);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).title).toBe("Verkauf </script><script>alert(1)</script>");
  });
});
