/**
 * The career descriptions (issue 14): the salary and date ranges on the form and on the merged
 * record, the form's German money input, the checkbox group of linked entries, the icon, and the
 * manageable rule of job benefits (exactly one trading partner).
 */
import { FIELD_MESSAGES } from "../contract/text-key";
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { accessOf } from "./access";
import { formSchema, itemSchema, rangeRule } from "../contract/describe";
import { jobBenefitsCollection } from "../contract/collections/job-benefits";
import { jobsCollection } from "../contract/collections/jobs";
import { z } from "zod";

function formData(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) for (const one of Array.isArray(v) ? v : [v]) data.append(k, one);
  return data;
}
const job = { title: "Verkaufsberater (m/w/d)", description: "Beratung und Verkauf." };
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) => submission.error ?? {};

describe("range rule", () => {
  const schema = z.object({ a: z.unknown(), b: z.unknown() }).superRefine(rangeRule([{ from: "a", to: "b", message: "b vor a" }]));
  it.each([
    [1000, 2000, true],
    [2000, 2000, true],
    [2001, 2000, false],
    ["2027-01-01", "2027-01-31", true],
    ["2027-02-01", "2027-01-31", false],
    [null, 2000, true],
    [3000, null, true],
    [undefined, undefined, true],
  ])("%s ≤ %s: %s", (a, b, ok) => {
    const result = schema.safeParse({ a, b });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error!.issues[0]).toMatchObject({ path: ["b"], message: "b vor a" });
  });
});

describe("job salary and date ranges", () => {
  it("takes German money input and refuses from > to with the message on „bis“", () => {
    const ok = parseWithZod(formData({ ...job, from_monthly_salary: "3.200", to_monthly_salary: "3.900 €" }), { schema: formSchema(jobsCollection) });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toMatchObject({ from_monthly_salary: 3200, to_monthly_salary: 3900 });
    const bad = parseWithZod(formData({ ...job, from_monthly_salary: "4.000", to_monthly_salary: "3.000" }), { schema: formSchema(jobsCollection) });
    expect(errorsOf(bad)).toMatchObject({ to_monthly_salary: ["descriptions.jobs.toMonthlySalaryRange"] });
    const words = parseWithZod(formData({ ...job, from_monthly_salary: "viel" }), { schema: formSchema(jobsCollection) });
    expect(errorsOf(words)).toMatchObject({ from_monthly_salary: [FIELD_MESSAGES.integer] });
  });

  it("refuses validThrough before datePosted, on the form and on the merged record", () => {
    const bad = parseWithZod(formData({ ...job, datePosted: "2027-03-01", validThrough: "2027-02-28" }), { schema: formSchema(jobsCollection) });
    expect(errorsOf(bad)).toMatchObject({ validThrough: ["descriptions.jobs.validThroughRange"] });
    expect(itemSchema(jobsCollection).safeParse({ ...job, status: "draft", datePosted: "2027-03-01", validThrough: "2027-03-01" }).success).toBe(true);
    expect(itemSchema(jobsCollection).safeParse({ ...job, status: "draft", datePosted: "2027-03-02", validThrough: "2027-03-01" }).success).toBe(false);
  });

  it("requires title and description with their own messages; employment type defaults to full time", () => {
    const empty = parseWithZod(formData({ title: "", description: "" }), { schema: formSchema(jobsCollection) });
    expect(errorsOf(empty)).toMatchObject({ title: ["descriptions.jobs.titleRequired"], description: ["descriptions.jobs.descriptionRequired"] });
    const ok = parseWithZod(formData(job), { schema: formSchema(jobsCollection) });
    expect(ok.status === "success" && ok.value).toMatchObject({ employmentType: "FULL_TIME", job_benefits: [], faqs: [], is_template: false });
  });

  it("reads a checkbox group of linked entries: none, one or several", () => {
    const parse = (v: Record<string, string | string[]>) => parseWithZod(formData({ ...job, ...v }), { schema: formSchema(jobsCollection) });
    const one = parse({ job_benefits: "4" });
    const several = parse({ job_benefits: ["4", "7"], faqs: ["2"] });
    expect(one.status === "success" && one.value.job_benefits).toEqual([4]);
    expect(several.status === "success" && several.value).toMatchObject({ job_benefits: [4, 7], faqs: [2] });
    expect(parse({ job_benefits: ["x"] }).status).toBe("error");
  });
});

describe("job benefits", () => {
  it("take an icon as a file id, none as null", () => {
    const schema = formSchema(jobBenefitsCollection);
    const icon = "0b6c3e2a-1d4f-4a8b-9c7e-5f2d1a3b4c5d";
    const ok = parseWithZod(formData({ title: "JobRad", icon }), { schema });
    expect(ok.status === "success" && ok.value.icon).toBe(icon);
    const none = parseWithZod(formData({ title: "JobRad", icon: "" }), { schema });
    expect(none.status === "success" && none.value.icon).toBeNull();
    expect(parseWithZod(formData({ title: "JobRad", icon: "fahrrad.png" }), { schema }).status).toBe("error");
  });

  it("are manageable only with exactly one trading partner, the caller's (spec §3 derived flag)", () => {
    expect(accessOf([1], 1)).toBe("edit");
    expect(accessOf([1, 2, 5], 1)).toBe("read");
    expect(accessOf([2], 1)).toBe("none");
    expect(accessOf([], 1)).toBe("none");
  });
});
