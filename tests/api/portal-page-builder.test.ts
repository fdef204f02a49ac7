/**
 * The page builder's element drawer as Remix calls its action, over this file's API behind a
 * transport that can fail the link call: a new element whose link to its page fails is saved all
 * the same, the user lands on it with a German message, and saving it again links it — it is
 * never created twice.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, useTestApi } from "./fixture";
import { apiFailure, portalContext } from "./portal-context";

const t = useTestApi();
let failLink = false;
const portal = portalContext(t, async (request, api) => {
  // The portal links with the spec's call: PATCH items/trading_partner_pages/{id} {content: {create}}.
  if (failLink && request.method === "PATCH" && new URL(request.url).pathname.startsWith("/api/items/trading_partner_pages/")) {
    return apiFailure();
  }
  return api.fetch(request);
});
let cookie = "";
let token = "";
let pageId = 0;

beforeAll(async () => {
  ({ cookie, token } = await portal.session(DEMO_USERS.haendler.email));
  const pages = await dataOf<{ id: number; access: string }[]>(await t.request("GET", "/api/items/trading_partner_pages?limit=-1", { token }));
  pageId = pages.find((p) => p.access === "edit")!.id;
});

async function saveText(element: string, fields: Record<string, string>) {
  const { action } = await import("../../app/routes/_portal+/page-builder+/edit-page.$id.element.$type.$element");
  const url = `http://portal.test/page-builder/edit-page/${pageId}/element/text/${element}`;
  const context = await portal.contextFor(new URL(url), "POST", { cookie });
  const body = new URLSearchParams({ intent: "save", status: "draft", ...fields });
  const response = (await action({
    request: new Request(url, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body }),
    context,
    params: { id: String(pageId), type: "text", element },
  })) as Response;
  return { response, toast: context.session.get("toast") as { kind: string; message: string } | undefined };
}

const textsNamed = async (name: string) =>
  (await dataOf<{ id: number; internal_title: string }[]>(await t.request("GET", "/api/items/trading_partner_content_text?limit=-1", { token }))).filter((e) => e.internal_title === name);
const linkedItems = async () =>
  (await dataOf<{ item: number; collection: string }[]>(await t.request("GET", `/api/items/trading_partner_pages_content?filter[page][_eq]=${pageId}`, { token }))).map((l) => l.item);

describe("a new element whose link to its page fails", () => {
  it("is saved once, shown with a German message, and linked by the next save", async () => {
    const name = "Öffnungszeiten zwischen den Jahren";
    failLink = true;
    const first = await saveText("add", { internal_title: name, text: "Vom 24.12. bis 01.01. geschlossen." });
    failLink = false;
    const [created] = await textsNamed(name);
    expect(created).toBeDefined();
    expect(first.response.status).toBe(302);
    expect(first.response.headers.get("location")).toBe(`/page-builder/edit-page/${pageId}/element/text/${created!.id}`);
    expect(first.toast).toEqual({ kind: "error", message: "Das Element wurde gespeichert, konnte der Seite aber nicht hinzugefügt werden. Bitte speichern Sie es erneut." });
    expect(await linkedItems()).not.toContain(created!.id);

    const element = await dataOf<{ version: number }>(await t.request("GET", `/api/items/trading_partner_content_text/${created!.id}`, { token }));
    const second = await saveText(String(created!.id), { internal_title: name, text: "Vom 24.12. bis 01.01. geschlossen.", version: String(element.version) });
    expect(second.toast).toEqual({ kind: "success", message: "Erfolgreich gespeichert" });
    expect(await linkedItems()).toContain(created!.id);
    expect(await textsNamed(name)).toHaveLength(1);
  });
});
