/**
 * The calendar's registration and opt-out actions as Remix calls them, over this file's API behind
 * a transport that can fail the registration calls with a 500: the user gets the spec's 'Ihre
 * Anmeldung war nicht erfolgreich!' over the form with what was typed kept, or 'Ihre Abmeldung war
 * nicht erfolgreich!' back on the event, and a failed list says so on the page — not the error
 * page (spec §8).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, useTestApi } from "./fixture";
import { apiFailure, portalContext } from "./portal-context";

const t = useTestApi();
let failing = false;
let failingList = false;
let failingRead = false;
const portal = portalContext(t, async (request, api) => {
  const { pathname } = new URL(request.url);
  const registrationCall = pathname.startsWith("/api/items/calendar_registrations");
  if ((registrationCall && (request.method === "GET" ? failingRead : failing)) || (failingList && pathname === "/api/extranet/calendar")) {
    return apiFailure();
  }
  return api.fetch(request);
});
let cookie = "";
let token = "";

beforeAll(async () => {
  ({ cookie, token } = await portal.session(DEMO_USERS.haendler.email));
});

async function eventId(title: string): Promise<number> {
  const page = await dataOf<{ items: { id: number; title: string }[] }>(await t.request("GET", "/api/extranet/calendar?limit=50", { token }));
  return page.items.find((e) => e.title === title)!.id;
}

async function post(route: "$id" | "$id_.registration", id: number, fields: Record<string, string>) {
  const { action } = (await import(`../../app/routes/_portal+/calendar+/${route}`)) as { action: (args: never) => Promise<unknown> };
  const path = route === "$id" ? `/calendar/${id}` : `/calendar/${id}/registration`;
  const url = `http://portal.test${path}`;
  const context = await portal.contextFor(new URL(url), "POST", { cookie, referer: url });
  const request = new Request(url, { method: "POST", headers: { cookie, referer: url, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
  const answer = await action({ request, context, params: { id: String(id) } } as never);
  return { answer, toast: context.session.get("toast") as { kind: string; message: string } | undefined };
}

const registrations = async (event: number) =>
  dataOf<{ id: number; status: string; participants: number }[]>(await t.request("GET", `/api/items/calendar_registrations?filter[calendar_event][_eq]=${event}`, { token }));

describe("registration and opt-out when the API fails", () => {
  it("a failed registration says so over the kept form; a failed opt-out says so on the event", async () => {
    const event = await eventId("Polster-Workshop Lichtenfels");
    const form = { intent: "register", participants: "3", sleepover: "none", acceptance: "on", annotation: "Bitte vegetarisch" };
    failing = true;
    const failed = await post("$id_.registration", event, form);
    failing = false;
    const reply = failed.answer as { init: { status: number }; data: { toast: { kind: string; message: string }; result: { initialValue: Record<string, unknown> } } };
    expect(reply.init.status).toBe(400);
    expect(reply.data.toast).toEqual({ kind: "error", message: "Ihre Anmeldung war nicht erfolgreich!" });
    expect(reply.data.result.initialValue).toMatchObject({ participants: "3", annotation: "Bitte vegetarisch" });
    expect((await registrations(event)).filter((r) => r.status === "registered")).toEqual([]);

    expect(((await post("$id_.registration", event, form)).answer as Response).status).toBe(302);
    const [registration] = (await registrations(event)).filter((r) => r.status === "registered");
    expect(registration?.participants).toBe(3);

    failing = true;
    const optOut = await post("$id", event, { intent: "optOut", registrationId: String(registration!.id) });
    failing = false;
    expect((optOut.answer as Response).status).toBe(302);
    expect(optOut.toast).toEqual({ kind: "error", message: "Ihre Abmeldung war nicht erfolgreich!" });
    expect((await registrations(event)).find((r) => r.id === registration!.id)?.status).toBe("registered");
  });
});

describe("the calendar when the API fails", () => {
  it("an event whose registration cannot be loaded is shown without registration actions (fetchCalendarRegistrations)", async () => {
    const { loader } = await import("../../app/routes/_portal+/calendar+/$id");
    const event = await eventId("Küchentrend-Tage Löhne");
    const load = () => portal.load(loader, `http://portal.test/calendar/${event}`, cookie, { id: String(event) });
    expect(await load()).toMatchObject({ registrationFailed: false, event: { id: event } });
    failingRead = true;
    try {
      expect(await load()).toMatchObject({ registrationFailed: true, registration: undefined, event: { id: event, title: "Küchentrend-Tage Löhne" } });
    } finally {
      failingRead = false;
    }
  });

  it("the list says so on the page instead of the error page (fetchCalendar)", async () => {
    const { loader } = await import("../../app/routes/_portal+/calendar+/_index");
    const load = () => portal.load(loader, "http://portal.test/calendar?when=past", cookie);
    expect(await load()).toMatchObject({ failed: false, when: "past" });
    failingList = true;
    try {
      expect(await load()).toMatchObject({ failed: true, when: "past", list: { items: [], total: 0 } });
    } finally {
      failingList = false;
    }
  });
});
