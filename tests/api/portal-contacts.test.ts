/**
 * The contact form's action as Remix calls it: a new contact is created as published whatever the
 * form carries (spec §4), and archiving the contact person of an area through the form is refused
 * at the status field with the area named — as the list's "Löschen" does — and changes nothing.
 * A failed fetch of the contact properties is a message on their page (spec §8).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, useTestApi } from "./fixture";
import { apiFailure, portalContext } from "./portal-context";

const t = useTestApi();
let failProperties = false;
const portal = portalContext(t, async (request, api) => {
  if (failProperties && new URL(request.url).pathname === "/api/items/definition_value") {
    return apiFailure();
  }
  return api.fetch(request);
});
let cookie = "";
let token = "";

interface ContactOut {
  id: number;
  version: number;
  status: string;
  last_name: string;
  areas: string[];
}

beforeAll(async () => {
  ({ cookie, token } = await portal.session(DEMO_USERS.haendler.email));
});

const contacts = async () => dataOf<ContactOut[]>(await t.request("GET", "/api/items/contact?sort=sort", { token }));

async function post(id: string, fields: Record<string, string>) {
  const { action } = await import("../../app/routes/_portal+/contact-management+/$id");
  const url = `http://portal.test/contact-management/${id}`;
  const context = await portal.contextFor(new URL(url), "POST", { cookie });
  const request = new Request(url, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
  return (await action({ request, context, params: { id } })) as unknown;
}

describe("the contact form", () => {
  it("creates a contact as published, whatever status it is sent", async () => {
    const response = (await post("add", { last_name: "Brüggemann", first_name: "Tessa", status: "draft" })) as Response;
    expect(response.status).toBe(302);
    const created = (await contacts()).find((c) => c.last_name === "Brüggemann");
    expect(created?.status).toBe("published");
  });

  it("refuses to archive an area's contact person at the status field, naming the area", async () => {
    const owner = (await contacts()).find((c) => c.areas.includes("career"))!;
    const answer = (await post(String(owner.id), { last_name: owner.last_name, status: "archived", version: String(owner.version) })) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error.status?.[0]).toMatch(/kann nicht gelöscht werden, weil er\/sie Ansprechpartner für folgenden Bereich ist: .*Karriere/);
    const after = (await contacts()).find((c) => c.id === owner.id)!;
    expect(after).toMatchObject({ status: owner.status, version: owner.version });
  });
});

describe("the contact properties", () => {
  it("say on the page that they could not be loaded (fetchContactProperties)", async () => {
    const { loader } = await import("../../app/routes/_portal+/contact-properties");
    const load = () => portal.load(loader, "http://portal.test/contact-properties", cookie);
    expect(await load()).toMatchObject({ failed: false, userType: "HP" });
    failProperties = true;
    try {
      expect(await load()).toMatchObject({ failed: true, userType: "HP", properties: [], contacts: [] });
    } finally {
      failProperties = false;
    }
  });
});
