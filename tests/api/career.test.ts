/**
 * Career (issue 14) beyond the generic collection suite (website-collections.test.ts, which covers
 * jobs, job_benefits and job_faqs for drafts, create, sort, status, delete and shared entries):
 * the spec's opt-out record disabled_job_benefits_company, the links a job may hold (benefits and
 * FAQs the company sees, its own address and contact), the ranges on the merged record, and the
 * icon folder.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addresses, contentPartners } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();

interface Item {
  id: number;
  version: number;
  access: "edit" | "read";
  disabled: boolean;
  type?: string;
  is_template?: boolean;
  status: string;
  [field: string]: unknown;
}

let sommer: string;
let luebeck: string;
const get = async <T>(path: string, token = sommer) => dataOf<T>(await api.request("GET", path, { token }));

beforeAll(async () => {
  const token = (email: string) => api.login(email).then((p) => p.access_token);
  [sommer, luebeck] = await Promise.all([token(DEMO_USERS.haendler.email), token(DEMO_USERS.luebeck.email)]);
});

const luebeckItem = async (collection: string) =>
  (await api.database.db.select({ item: contentPartners.item }).from(contentPartners).where(and(eq(contentPartners.collection, collection), eq(contentPartners.companyId, DEMO_COMPANIES.hanseLuebeck.id))).limit(1))[0]!.item;

describe("disabled_job_benefits_company (spec §7)", () => {
  it("switches a shared benefit off and on for the caller's company only; everything else is FORBIDDEN", async () => {
    const benefits = await get<Item[]>("/api/items/job_benefits?filter[type][_eq]=benefit&limit=-1");
    const shared = benefits.find((b) => b.access === "read" && !b.disabled)!;
    const own = benefits.find((b) => b.access === "edit")!;
    const post = (body: unknown) => api.request("POST", "/api/items/disabled_job_benefits_company", { token: sommer, json: body });
    for (const body of [
      { job_benefits_id: shared.id, company_id: DEMO_COMPANIES.brandt.id }, // another company's switch
      { job_benefits_id: own.id, company_id: DEMO_COMPANIES.sommer.id }, // an own entry is archived, not switched off
      { job_benefits_id: await luebeckItem("job_benefits"), company_id: DEMO_COMPANIES.sommer.id }, // another company's entry
    ]) {
      expect(await errorCodeOf(await post(body)), JSON.stringify(body)).toBe("FORBIDDEN");
    }
    const res = await post({ job_benefits_id: shared.id, company_id: DEMO_COMPANIES.sommer.id });
    expect(res.status).toBe(200);
    const off = await get<Item>(`/api/items/job_benefits/${shared.id}`);
    expect(off).toMatchObject({ disabled: true, version: shared.version });
    // Brandt shares the entry and still sees it switched on.
    expect(await errorCodeOf(await api.request("DELETE", `/api/items/disabled_job_benefits_company/${await luebeckItem("job_benefits")}`, { token: sommer }))).toBe("FORBIDDEN");
    expect((await api.request("DELETE", `/api/items/disabled_job_benefits_company/${shared.id}`, { token: sommer })).status).toBe(204);
    expect((await get<Item>(`/api/items/job_benefits/${shared.id}`)).disabled).toBe(false);
    const history = await get<{ action: string }[]>(`/api/activity?collection=job_benefits&item=${shared.id}`);
    expect(history.map((h) => h.action).slice(0, 2)).toEqual(["enable", "disable"]);
  });
});

describe("a job's links and ranges", () => {
  const job = (extra: Record<string, unknown>) => ({ title: "Monteur (m/w/d)", description: "Montage von Küchen.", ...extra });
  const create = (body: unknown, token = sommer) => api.request("POST", "/api/items/jobs", { token, json: body });

  it("links only benefits (type benefit, not switched off) and regular FAQs the company sees", async () => {
    const benefits = await get<Item[]>("/api/items/job_benefits?limit=-1");
    const faqs = await get<Item[]>("/api/items/job_faqs?limit=-1");
    const ownBenefit = benefits.find((b) => b.type === "benefit" && b.access === "edit")!;
    const sharedOn = benefits.find((b) => b.type === "benefit" && b.access === "read" && !b.disabled)!;
    const sharedOff = benefits.find((b) => b.type === "benefit" && b.disabled)!;
    const value = benefits.find((b) => b.type === "value")!;
    const faq = faqs.find((f) => !f.is_template)!;
    const template = faqs.find((f) => f.is_template)!;
    const ok = await create(job({ job_benefits: [ownBenefit.id, sharedOn.id], faqs: [faq.id] }));
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await dataOf<Item>(ok)).toMatchObject({ job_benefits: [ownBenefit.id, sharedOn.id], faqs: [faq.id], status: "draft", is_template: false });
    for (const body of [
      job({ job_benefits: [await luebeckItem("job_benefits")] }),
      job({ job_benefits: [sharedOff.id] }),
      job({ job_benefits: [value.id] }),
      job({ faqs: [template.id] }),
      job({ faqs: [await luebeckItem("job_faqs")] }),
    ]) {
      expect(await errorCodeOf(await create(body)), JSON.stringify(body)).toBe("INVALID_PAYLOAD");
    }
  });

  it("a deleted benefit or FAQ leaves the jobs that linked it, which save again as before", async () => {
    const created = async (collection: string, body: unknown) => dataOf<Item>(await api.request("POST", `/api/items/${collection}`, { token: sommer, json: body }));
    const benefit = await created("job_benefits", { type: "benefit", title: "Jobrad", status: "draft" });
    const faq = await created("job_faqs", { question: "Gibt es ein Jobrad?", answer: "Ja.", status: "draft" });
    const kept = (await get<Item[]>("/api/items/job_benefits?filter[type][_eq]=benefit&limit=-1")).find((b) => b.access === "edit" && b.id !== benefit.id)!;
    const linking = await dataOf<Item>(await create(job({ job_benefits: [benefit.id, kept.id], faqs: [faq.id] })));
    for (const [collection, id] of [["job_benefits", benefit.id], ["job_faqs", faq.id]] as const) {
      expect((await api.request("DELETE", `/api/items/${collection}/${id}`, { token: sommer })).status).toBe(204);
    }
    const after = await get<Item>(`/api/items/jobs/${linking.id}`);
    expect(after).toMatchObject({ job_benefits: [kept.id], faqs: [] });
    const saved = await api.request("PATCH", `/api/items/jobs/${linking.id}`, { token: sommer, json: { version: after.version, title: "Monteur (m/w/d) Küche", job_benefits: after.job_benefits } });
    expect(saved.status, await saved.clone().text()).toBe(200);
  });

  it("takes only the company's own address and contact", async () => {
    const [foreignAddress] = await api.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.companyId, DEMO_COMPANIES.hanseLuebeck.id)).limit(1);
    expect(await errorCodeOf(await create(job({ address: foreignAddress!.id })))).toBe("INVALID_PAYLOAD");
    const [ownAddress] = await api.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.companyId, DEMO_COMPANIES.sommer.id)).limit(1);
    expect((await create(job({ address: ownAddress!.id }))).status).toBe(200);
  });

  it("refuses salary from > to and validThrough before datePosted, also on a partial update of the merged record", async () => {
    expect(await errorCodeOf(await create(job({ from_monthly_salary: 4000, to_monthly_salary: 3000 })))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await create(job({ datePosted: "2027-03-01", validThrough: "2027-02-01" })))).toBe("INVALID_PAYLOAD");
    const created = await dataOf<Item>(await create(job({ from_monthly_salary: 3000, to_monthly_salary: 3500, datePosted: "2027-03-01" })));
    const patch = (body: Record<string, unknown>) => api.request("PATCH", `/api/items/jobs/${created.id}`, { token: sommer, json: { version: created.version, ...body } });
    expect(await errorCodeOf(await patch({ to_monthly_salary: 2500 }))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await patch({ validThrough: "2027-02-28" }))).toBe("INVALID_PAYLOAD");
    expect((await patch({ to_monthly_salary: 3000 })).status).toBe(200);
  });

  it("creates from a template as a new regular draft; the template stays", async () => {
    const template = (await get<Item[]>("/api/items/jobs?limit=-1")).find((j) => j.is_template && j.access === "edit")!;
    const copy = await dataOf<Item>(await create(job({ title: "Küchenplanerin (m/w/d) Bielefeld", description: template.description, job_benefits: template.job_benefits, is_template: false })));
    expect(copy).toMatchObject({ is_template: false, status: "draft", access: "edit" });
    expect((await get<Item>(`/api/items/jobs/${template.id}`)).is_template).toBe(true);
  });
});

describe("icons (spec §7 GET files filtered by an icon folder)", () => {
  it("lists the association's icons; a job benefit takes only an icon of that folder", async () => {
    const icons = await get<{ id: string; title: string }[]>("/api/files?filter[folder][_eq]=icons");
    expect(icons.length).toBeGreaterThanOrEqual(6);
    expect(await errorCodeOf(await api.request("GET", "/api/files?filter[folder][_eq]=documents", { token: sommer }))).toBe("INVALID_QUERY");
    const benefit = { type: "benefit", title: "Obstkorb", status: "draft" };
    const ok = await api.request("POST", "/api/items/job_benefits", { token: sommer, json: { ...benefit, icon: icons[0]!.id } });
    expect(ok.status).toBe(200);
    const photo = (await get<Item[]>("/api/items/jobs?limit=-1")).find((j) => j.image)!.image as { id: string };
    expect(await errorCodeOf(await api.request("POST", "/api/items/job_benefits", { token: sommer, json: { ...benefit, icon: photo.id } }))).toBe("INVALID_PAYLOAD");
    // Lübeck sees the same association icons.
    expect((await get<unknown[]>("/api/files?filter[folder][_eq]=icons", luebeck)).length).toBe(icons.length);
  });
});
