/**
 * Issue 39, events (decision 0955): the Redaktion creates an event, partners register (the waiting
 * list takes who does not fit), a new time mails every registered contact an updated .ics (same
 * UID, higher SEQUENCE), an opt-out moves the waiting list up, calling off mails METHOD:CANCEL to
 * each; the registrations view; the audience condition; refusals and bad input; the Directus SDK.
 */
import { createDirectus, createItem, deleteItem, rest, staticToken, updateItem } from "@directus/sdk";
import { beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent, CalendarRegistration } from "#contract";
import type { EventList, ManagedEvent, StaffRegistrationList } from "#contract/event-management";
import { createApi } from "../../server/api/app";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import type { OutgoingMail } from "../../server/api/mail/send";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";
import { portalContext } from "./portal-context";

const api = useTestApi();
type Who = "haendler" | "luebeck" | "lieferant" | "redaktion" | "admin";
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  for (const who of ["haendler", "luebeck", "lieferant"] as const) tokens[who] = (await api.login(DEMO_USERS[who].email)).access_token;
  tokens.redaktion = (await api.login(DEMO_STAFF.redaktion.email)).access_token;
  tokens.admin = (await api.login(DEMO_STAFF.admin.email)).access_token;
});

let seen = 0;
function newMails(): OutgoingMail[] {
  const list = api.mails.slice(seen) as OutgoingMail[];
  seen = api.mails.length;
  return list;
}

const icsOf = (mail: OutgoingMail) => {
  const ics = mail.attachments?.[0]?.content;
  if (typeof ics !== "string") throw new Error(`no .ics in ${mail.subject}`);
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  const prop = (name: string) => new RegExp(`^${name}[:;](.*)$`, "m").exec(unfolded.replace(/\r\n/g, "\n"))?.[1];
  return { method: prop("METHOD"), uid: prop("UID"), sequence: Number(prop("SEQUENCE")), start: prop("DTSTART") };
};

const staff = (method: string, path: string, json?: unknown, who: Who = "redaktion") => api.request(method, `/api${path}`, { token: tokens[who], ...(json === undefined ? {} : { json }) });

// the test clock starts on 2026-03-02
const base = {
  title: "Herbstmesse Bad Salzuflen",
  abstract: "Die Neuheiten der Polstermöbel.",
  text: "**Programm**: Rundgang, Vorträge, Abendessen.",
  date_from: "2026-09-10T08:00:00.000Z",
  date_to: "2026-09-10T16:00:00.000Z",
  location: "Messezentrum Bad Salzuflen",
  registration_enabled: true,
  max_participants: 2,
  waiting_list: true,
};

async function haendlerContacts(n: number) {
  const list = await dataOf<{ id: number; name: string }[]>(await api.request("GET", "/api/extranet/calendar-contacts", { token: tokens.haendler }));
  return list.slice(0, n).map((c) => c.id);
}

const register = (who: Who, eventId: number, participants: number, contacts: number[] = []) =>
  api.request("POST", "/api/items/calendar_registrations", {
    token: tokens[who],
    json: { calendar_event: eventId, participants, sleepover: "none", acceptance: true, contacts: contacts.map((contact_id) => ({ contact_id })) },
  });

describe("the Redaktion's events", () => {
  it("creates, reschedules (updated .ics, higher SEQUENCE, to each registered contact), moves the waiting list up, calls off (METHOD:CANCEL to each)", async () => {
    const created = await staff("POST", "/items/calendar_events", base);
    expect(created.status).toBe(200);
    const event = await dataOf<ManagedEvent>(created);
    expect(event).toMatchObject({ title: base.title, status: "scheduled", sequence: 0, registered_participants: 0 });
    expect(event.text_html).toContain("<strong>Programm</strong>");

    // a partner sees it; two contacts of the Händler fill it, Lübeck waits
    const seenByPartner = await dataOf<CalendarEvent>(await api.request("GET", `/api/extranet/calendar/${event.id}`, { token: tokens.haendler }));
    expect(seenByPartner).toMatchObject({ cancelled: false, waiting_list: true });
    const contacts = await haendlerContacts(2);
    newMails();
    const own = await dataOf<CalendarRegistration>(await register("haendler", event.id, 2, contacts));
    expect(own.status).toBe("registered");
    const first = newMails();
    expect(first.length).toBeGreaterThanOrEqual(2);
    const firstSequence = icsOf(first[0]!).sequence;
    const waiting = await dataOf<CalendarRegistration>(await register("luebeck", event.id, 1));
    expect(waiting.status).toBe("waiting");
    const waitMails = newMails();
    expect(waitMails.map((m) => m.to)).toEqual([DEMO_USERS.luebeck.email]);
    expect(waitMails[0]!.subject).toMatch(/^Warteliste/);
    expect(waitMails[0]!.attachments ?? []).toEqual([]);
    expect((await dataOf<CalendarEvent>(await api.request("GET", `/api/extranet/calendar/${event.id}`, { token: tokens.luebeck }))).waiting).toBe(true);

    // the registrations view: registered first, then the waiting list
    const regs = await dataOf<StaffRegistrationList>(await staff("GET", `/extranet/calendar-events/${event.id}/registrations`));
    expect(regs.total).toBe(2);
    expect(regs.items.map((r) => r.status)).toEqual(["registered", "waiting"]);
    expect(regs.items[0]!.contacts.map((c) => c.id).sort()).toEqual([...contacts].sort());

    // a new time: every registered contact (and the registering user) gets the updated invitation; the waiting one does not
    const moved = await staff("PATCH", `/items/calendar_events/${event.id}`, { date_from: "2026-09-11T08:00:00.000Z", date_to: "2026-09-11T16:00:00.000Z" });
    expect(moved.status).toBe(200);
    expect((await dataOf<ManagedEvent>(moved)).sequence).toBe(1);
    const updates = newMails();
    const registeredRecipients = first.map((m) => m.to).sort();
    expect(updates.map((m) => m.to).sort()).toEqual(registeredRecipients);
    for (const mail of updates) {
      expect(mail.subject).toMatch(/^Termin geändert/);
      const ics = icsOf(mail);
      expect(ics).toMatchObject({ method: "REQUEST", uid: `calendar-${event.id}@partnerportal`, start: "20260911T080000Z" });
      expect(ics.sequence).toBeGreaterThan(firstSequence);
    }
    // saving the same time again mails nobody
    await staff("PATCH", `/items/calendar_events/${event.id}`, { date_from: "2026-09-11T08:00:00.000Z" });
    expect(newMails()).toEqual([]);

    // the Händler opts out: Lübeck moves up and is told, with the invitation
    expect((await api.request("PATCH", `/api/items/calendar_registrations/${own.id}`, { token: tokens.haendler, json: { status: "cancelled" } })).status).toBe(200);
    const afterOptOut = newMails();
    const movedUp = afterOptOut.filter((m) => m.to === DEMO_USERS.luebeck.email);
    expect(movedUp).toHaveLength(1);
    expect(movedUp[0]!.subject).toMatch(/^Platz frei/);
    expect(icsOf(movedUp[0]!).method).toBe("REQUEST");
    const lastSequence = icsOf(movedUp[0]!).sequence;

    // called off with a message: each registered contact gets METHOD:CANCEL with the same UID and a higher SEQUENCE
    const cancelled = await staff("PATCH", `/items/calendar_events/${event.id}`, { status: "cancelled", cancel_message: "Der Veranstalter hat die Messe verschoben." });
    expect(cancelled.status).toBe(200);
    expect(await dataOf<ManagedEvent>(cancelled)).toMatchObject({ status: "cancelled", sequence: 2 });
    const cancels = newMails();
    expect(cancels.map((m) => m.to)).toEqual([DEMO_USERS.luebeck.email]);
    expect(cancels[0]!.subject).toMatch(/^Abgesagt/);
    expect(cancels[0]!.text).toContain("Der Veranstalter hat die Messe verschoben.");
    const cancelIcs = icsOf(cancels[0]!);
    expect(cancelIcs).toMatchObject({ method: "CANCEL", uid: `calendar-${event.id}@partnerportal` });
    expect(cancelIcs.sequence).toBeGreaterThan(lastSequence);
    // partners see it as called off; calling off again mails nobody; it is not changed any more
    expect(await dataOf<CalendarEvent>(await api.request("GET", `/api/extranet/calendar/${event.id}`, { token: tokens.luebeck }))).toMatchObject({
      cancelled: true,
      cancel_message: "Der Veranstalter hat die Messe verschoben.",
      registration_open: false,
    });
    expect((await staff("PATCH", `/items/calendar_events/${event.id}`, { status: "cancelled" })).status).toBe(200);
    expect(newMails()).toEqual([]);
    expect((await staff("PATCH", `/items/calendar_events/${event.id}`, { title: "Neu" })).status).toBe(400);
    // the list's views
    const cancelledList = await dataOf<EventList>(await staff("GET", `/items/calendar_events?view=cancelled&search=${encodeURIComponent("Herbstmesse")}`));
    expect(cancelledList.items.map((e) => e.id)).toEqual([event.id]);
    // a row carries what the list shows, not the description (decision 0989)
    expect(cancelledList.items[0]).toMatchObject({ status: "cancelled", title: event.title, date_from: "2026-09-11T08:00:00.000Z" });
    expect(cancelledList.items[0]).not.toHaveProperty("text_html");
    const upcoming = await dataOf<EventList>(await staff("GET", "/items/calendar_events?view=upcoming&search=Herbstmesse"));
    expect(upcoming.items).toEqual([]);
  });

  it("moves the waiting list up when the maximum is raised", async () => {
    const event = await dataOf<ManagedEvent>(await staff("POST", "/items/calendar_events", { ...base, title: "Warteliste Messe", max_participants: 1 }));
    await register("haendler", event.id, 1, await haendlerContacts(1));
    expect((await dataOf<CalendarRegistration>(await register("luebeck", event.id, 1))).status).toBe("waiting");
    // the list counts both, as the event's own answer does
    const [row] = (await dataOf<EventList>(await staff("GET", `/items/calendar_events?search=${encodeURIComponent("Warteliste Messe")}`))).items;
    expect(row).toMatchObject({ id: event.id, max_participants: 1, registered_participants: 1, waiting_participants: 1 });
    expect(await dataOf<ManagedEvent>(await staff("GET", `/items/calendar_events/${event.id}`))).toMatchObject({ registered_participants: 1, waiting_participants: 1 });
    // the portal's CSV of the registrations: one row per named contact (a company without one: one row), registered before waiting
    const listed = await dataOf<StaffRegistrationList>(await staff("GET", `/extranet/calendar-events/${event.id}/registrations`));
    const portal = portalContext(api);
    const { loader } = (await import("../../app/routes/_portal+/verband+/termine.$id_.anmeldungen[.]csv")) as { loader: Parameters<typeof portal.load>[0] };
    const csv = (await portal.load(loader, `http://portal.test/verband/termine/${event.id}/anmeldungen.csv`, await portal.signIn(DEMO_STAFF.redaktion.email), { id: String(event.id) })) as unknown as Response;
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n").map((line) => line.split(";"));
    expect(rows[0]).toEqual(["Firma", "Kontakte", "E-Mail", "Teilnehmende", "Angemeldet am", "Status"]);
    const [registered, waitingOne] = listed.items;
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[5]])).toEqual([
      [registered!.company.name, registered!.contacts[0]!.name, registered!.contacts[0]!.email, "1", "Angemeldet"],
      [waitingOne!.company.name, "", "", "1", "Warteliste"],
    ]);
    // without a waiting list, a second company is refused as before
    const full = await dataOf<ManagedEvent>(await staff("POST", "/items/calendar_events", { ...base, title: "Ohne Warteliste", max_participants: 1, waiting_list: false }));
    await register("haendler", full.id, 1);
    expect(await errorCodeOf(await register("luebeck", full.id, 1))).toBe("INVALID_PAYLOAD");
    // fewer places than registered are refused, naming the field
    const fewer = await staff("PATCH", `/items/calendar_events/${event.id}`, { max_participants: 1, registration_enabled: true });
    expect(fewer.status).toBe(200);
    newMails();
    expect((await staff("PATCH", `/items/calendar_events/${event.id}`, { max_participants: 2 })).status).toBe(200);
    const mails = newMails();
    expect(mails.map((m) => m.to)).toEqual([DEMO_USERS.luebeck.email]);
    expect(mails[0]!.subject).toMatch(/^Platz frei/);
    const regs = await dataOf<StaffRegistrationList>(await staff("GET", `/extranet/calendar-events/${event.id}/registrations`));
    expect(regs.items.map((r) => r.status)).toEqual(["registered", "registered"]);
    const tooFew = await staff("PATCH", `/items/calendar_events/${event.id}`, { max_participants: 1 });
    expect(tooFew.status).toBe(400);
    expect((await tooFew.json()).errors[0].message).toMatch(/^Invalid payload\. max_participants: descriptions\.events\.maxParticipantsTaken\?taken=2$/);
    // an event with registrations is called off, not deleted
    expect((await staff("DELETE", `/items/calendar_events/${event.id}`)).status).toBe(400);
  });

  it("applies the audience to every partner read and to registering", async () => {
    const event = await dataOf<ManagedEvent>(await staff("POST", "/items/calendar_events", { ...base, title: "Lieferantentag Herford", audience_user_types: ["LF"], max_participants: null }));
    const listOf = async (who: Who) => (await dataOf<{ items: CalendarEvent[] }>(await api.request("GET", "/api/extranet/calendar?limit=100", { token: tokens[who] }))).items.map((e) => e.id);
    expect(await listOf("lieferant")).toContain(event.id);
    expect(await listOf("haendler")).not.toContain(event.id);
    expect(await errorCodeOf(await api.request("GET", `/api/extranet/calendar/${event.id}`, { token: tokens.haendler }))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await register("haendler", event.id, 1))).toBe("FORBIDDEN");
    const index = await dataOf<{ calendar?: { id: number }[] }>(await api.request("GET", "/api/extranet/search-index", { token: tokens.haendler }));
    expect((index.calendar ?? []).map((e) => e.id)).not.toContain(event.id);
    const search = await api.request("GET", `/api/extranet/search?q=${encodeURIComponent("Lieferantentag")}`, { token: tokens.haendler });
    expect(JSON.stringify(await search.json())).not.toContain("Lieferantentag Herford");
  });

  it("refuses partners and staff without Redaktion, and bad input naming the field", async () => {
    for (const who of ["haendler", "admin"] as const) {
      expect(await errorCodeOf(await staff("GET", "/items/calendar_events", undefined, who))).toBe("FORBIDDEN");
      expect(await errorCodeOf(await staff("POST", "/items/calendar_events", base, who))).toBe("FORBIDDEN");
      expect(await errorCodeOf(await staff("PATCH", "/items/calendar_events/1", { title: "x" }, who))).toBe("FORBIDDEN");
      expect(await errorCodeOf(await staff("DELETE", "/items/calendar_events/1", undefined, who))).toBe("FORBIDDEN");
      expect(await errorCodeOf(await staff("GET", "/extranet/calendar-events/1/registrations", undefined, who))).toBe("FORBIDDEN");
    }
    const cases: [unknown, RegExp][] = [
      [{ ...base, date_to: "2026-09-09T08:00:00.000Z" }, /date_to: descriptions\.events\.dateToOrder/],
      [{ ...base, title: undefined }, /title: descriptions\.events\.titleRequired/],
      [{ ...base, location: null }, /location: descriptions\.events\.locationRequired/],
      [{ ...base, date_from: "morgen" }, /date_from: descriptions\.validation\.datetimeValid/],
      [{ ...base, online_url: "ftp://x" }, /online_url:/],
      [{ ...base, audience_user_types: ["VB"] }, /audience_user_types/],
      [{ ...base, max_participants: 0 }, /max_participants: descriptions\.validation\.min\?min=1/],
      [{ ...base, registration_end: "2026-09-11T08:00:00.000Z" }, /registration_end: descriptions\.events\.registrationEndOrder/],
      [{ ...base, sequence: 9 }, /Unrecognized key/],
    ];
    for (const [json, message] of cases) {
      const res = await staff("POST", "/items/calendar_events", json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).errors[0].message).toMatch(message);
    }
    expect(await errorCodeOf(await staff("PATCH", "/items/calendar_events/999999", { title: "x" }))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await staff("GET", "/items/calendar_events?view=alle"))).toBe("INVALID_QUERY");
  });
});

describe("the official Directus SDK", () => {
  it("creates, updates and deletes an event with a staff token", async () => {
    const app = createApi(api.deps);
    const client = (token: string) =>
      createDirectus("http://internal/api", { globals: { fetch: async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init)) } })
        .with(rest())
        .with(staticToken(token));
    const sdk = client(tokens.redaktion);
    const created = (await sdk.request(createItem("calendar_events", { ...base, title: "SDK-Termin", registration_enabled: false }))) as unknown as ManagedEvent;
    expect(created).toMatchObject({ title: "SDK-Termin", status: "scheduled" });
    const updated = (await sdk.request(updateItem("calendar_events", created.id, { title: "SDK-Termin (neu)" }))) as unknown as ManagedEvent;
    expect(updated.title).toBe("SDK-Termin (neu)");
    await expect(client(tokens.haendler).request(deleteItem("calendar_events", created.id))).rejects.toBeTruthy();
    await sdk.request(deleteItem("calendar_events", created.id));
    expect(await errorCodeOf(await staff("GET", `/items/calendar_events/${created.id}`))).toBe("FORBIDDEN");
  });
});
