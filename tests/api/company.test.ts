import { describe, expect, it } from "vitest";
import { companySchema } from "#contract/company";
import { DEMO_COMPANIES } from "../../server/api/seed/demo";
import { dataOf, useTestApi } from "./fixture";

const t = useTestApi();

async function getCompany(email: string, id: string | number) {
  const { access_token } = await t.login(email);
  return t.request("GET", `/api/extranet/company/${id}`, { token: access_token });
}

describe("GET /api/extranet/company/:id", () => {
  it("answers the caller's own company", async () => {
    const res = await getCompany("haendler@example.com", DEMO_COMPANIES.sommer.id);
    expect(res.status).toBe(200);
    const { id: _, ...expected } = DEMO_COMPANIES.sommer;
    expect(companySchema.strict().parse(await dataOf(res))).toEqual({
      id: DEMO_COMPANIES.sommer.id,
      country: "DE",
      ...expected,
      version: 1,
    });
  });

  it("answers a supplier its own company", async () => {
    const res = await getCompany("lieferant@example.com", DEMO_COMPANIES.nordholz.id);
    expect(await dataOf(res)).toMatchObject({ name: "Nordholz Küchenmöbel GmbH", relation: "LF", city: "Löhne" });
  });

  it("answers a multi-user account its own and its sub-users' companies", async () => {
    for (const company of [DEMO_COMPANIES.hanse, DEMO_COMPANIES.hanseLuebeck, DEMO_COMPANIES.hanseKiel]) {
      const res = await getCompany("verbund@example.com", company.id);
      expect(res.status).toBe(200);
      expect(await dataOf(res)).toMatchObject({ id: company.id, name: company.name });
    }
  });

  it.each([
    ["another company's id", "haendler@example.com", String(DEMO_COMPANIES.nordholz.id)],
    ["the supplier asking for a trading partner", "lieferant@example.com", String(DEMO_COMPANIES.sommer.id)],
    ["a sub-user asking for its parent's company", "kiel@example.com", String(DEMO_COMPANIES.hanse.id)],
    ["a sibling's company", "kiel@example.com", String(DEMO_COMPANIES.hanseLuebeck.id)],
    ["an unknown id", "haendler@example.com", "999"],
    ["an id beyond integer range", "haendler@example.com", "99999999999"],
    ["a malformed id", "haendler@example.com", "abc"],
    ["a negative id", "haendler@example.com", "-1"],
    ["a decimal id", "haendler@example.com", "1.0"],
    ["a zero-padded id", "haendler@example.com", "01"],
  ])("answers FORBIDDEN for %s", async (_, email, id) => {
    const res = await getCompany(email, id);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      errors: [{ message: "You don't have permission to access this.", extensions: { code: "FORBIDDEN" } }],
    });
  });

  it("requires authentication", async () => {
    expect((await t.request("GET", `/api/extranet/company/${DEMO_COMPANIES.sommer.id}`)).status).toBe(403);
  });
});
