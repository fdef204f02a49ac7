/**
 * The career benefits list's switch as Remix calls its action: a shared benefit is switched off
 * and on through the spec's own record (POST items/disabled_job_benefits_company {job_benefits_id,
 * company_id}, DELETE …/{id}; spec §7), for the user's company.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const t = useTestApi();
const writes: string[] = [];
const portal = portalContext(t, async (request, api) => {
  if (request.method !== "GET") writes.push(`${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`);
  return api.fetch(request);
});
let cookie = "";
let token = "";

beforeAll(async () => {
  ({ cookie, token } = await portal.session(DEMO_USERS.haendler.email));
});

interface Benefit {
  id: number;
  access: string;
  disabled: boolean;
}
const benefits = async () => dataOf<Benefit[]>(await t.request("GET", "/api/items/job_benefits?filter[type][_eq]=benefit&limit=-1", { token }));

async function toggle(intent: "disable" | "enable", id: number) {
  const { action } = await import("../../app/routes/_portal+/career+/benefits+/_index");
  const url = "http://portal.test/career/benefits";
  const context = await portal.contextFor(new URL(url), "POST", { cookie });
  const request = new Request(url, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent, id: String(id) }) });
  return (await action({ request, context, params: {} })) as Response;
}

describe("switching a shared benefit off and on", () => {
  it("goes through the spec's disabled_job_benefits_company record", async () => {
    const shared = (await benefits()).find((b) => b.access === "read" && !b.disabled)!;
    writes.length = 0;
    expect((await toggle("disable", shared.id)).status).toBe(302);
    expect(writes).toEqual([`POST /api/items/disabled_job_benefits_company ${JSON.stringify({ job_benefits_id: shared.id, company_id: DEMO_COMPANIES.sommer.id })}`]);
    expect((await benefits()).find((b) => b.id === shared.id)?.disabled).toBe(true);
    writes.length = 0;
    expect((await toggle("enable", shared.id)).status).toBe(302);
    expect(writes).toEqual([`DELETE /api/items/disabled_job_benefits_company/${shared.id} `]);
    expect((await benefits()).find((b) => b.id === shared.id)?.disabled).toBe(false);
  });
});
