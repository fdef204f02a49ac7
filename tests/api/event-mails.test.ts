/**
 * Issue 28, events: registration and opt-out confirmations with .ics (REQUEST / CANCEL), the
 * reminder the day before, and "angemeldet" / "Meine Anmeldungen" scoped to the own company.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent, CalendarRegistration, Page } from "#contract";
import { queueEventReminders } from "../../server/api/content/event-reminders";
import { resolveDeps } from "../../server/api/deps";
import { berlinTime } from "../../server/api/jobs/planning";
import { calendarEvents, calendarRegistrations, contacts } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import type { OutgoingMail } from "../../server/api/mail/send";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
type Who = "haendler" | "leser" | "luebeck";
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  for (const who of ["haendler", "leser", "luebeck"] as const) tokens[who] = (await api.login(DEMO_USERS[who].email)).access_token;
});

const get = (path: string, who: Who) => api.request("GET", path, { token: tokens[who] });


/** Plans and runs the due schedules as a worker would with the schedule clock at `at`. */
async function runSchedulesAt(at: Date) {
  const later = api.withDeps({ scheduleNow: () => at });
  await later.jobs.planSchedules();
  await later.jobs.drain();
}

/** The mails sent since the last call (each test reads only its own). */
let seen = 0;
function newMails(): OutgoingMail[] {
  const list = api.mails.slice(seen) as OutgoingMail[];
  seen = api.mails.length;
  return list;
}

/** A minimal RFC 5545 reader: unfolds, checks CRLF and nesting, answers the VEVENT's properties. */
function parseIcs(ics: string) {
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n").slice(0, -1);
  const stack: string[] = [];
  const props: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    expect(colon).toBeGreaterThan(0);
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === "BEGIN") stack.push(value);
    else if (name === "END") expect(stack.pop()).toBe(value);
    else props[`${stack.join("/")}/${name.split(";")[0]}`] = line;
  }
  expect(stack).toEqual([]);
  const prop = (name: string) => props[name]?.slice(props[name]!.indexOf(":") + 1);
  return {
    method: prop("VCALENDAR/METHOD"),
    uid: prop("VCALENDAR/VEVENT/UID"),
    sequence: Number(prop("VCALENDAR/VEVENT/SEQUENCE")),
    status: prop("VCALENDAR/VEVENT/STATUS"),
    attendee: prop("VCALENDAR/VEVENT/ATTENDEE"),
    organizer: prop("VCALENDAR/VEVENT/ORGANIZER"),
    start: prop("VCALENDAR/VEVENT/DTSTART"),
  };
}

async function eventByTitle(title: string, who: Who = "haendler"): Promise<CalendarEvent> {
  const page = await dataOf<Page<CalendarEvent>>(await get("/api/extranet/calendar?limit=50", who));
  const event = page.items.find((e) => e.title === title);
  if (!event) throw new Error(`no event ${title}`);
  return event;
}

async function sommerContacts(n: number) {
  const list = await dataOf<{ id: number; name: string }[]>(await get("/api/extranet/calendar-contacts", "haendler"));
  const ids = list.slice(0, n).map((c) => c.id);
  const rows = await api.database.db.select({ id: contacts.id, email: contacts.email }).from(contacts);
  return ids.map((id) => ({ id, email: rows.find((r) => r.id === id)!.email! }));
}

const register = (eventId: number, contactIds: number[], who: Who = "haendler", participants = 2) =>
  api.request("POST", "/api/items/calendar_registrations", {
    token: tokens[who],
    json: { calendar_event: eventId, participants, sleepover: "none", acceptance: true, contacts: contactIds.map((contact_id) => ({ contact_id })) },
  });

describe("confirmation mails", () => {
  it("mails every named contact and the registering user once, with the event as an .ics invitation; a double submit mails nobody again", async () => {
    const event = await eventByTitle("Polster-Workshop Lichtenfels");
    const named = await sommerContacts(2);
    newMails();
    const first = await register(event.id, named.map((c) => c.id));
    expect(first.status).toBe(200);
    const reg = await dataOf<CalendarRegistration>(first);
    // the same form sent twice: nothing changed, nothing mailed
    expect((await register(event.id, named.map((c) => c.id))).status).toBe(200);

    const mails = newMails();
    const expected = [...named.map((c) => c.email), DEMO_USERS.haendler.email].sort();
    expect(mails.map((m) => m.to).sort()).toEqual(expected);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Anmeldebestätigung: Polster-Workshop Lichtenfels am \d{2}\.\d{2}\.\d{4}$/);
      expect(mail.text).toContain("Sommer");
      expect(mail.text).toMatch(/Termin: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} – \d{2}:\d{2} Uhr/);
      expect(mail.link).toMatch(new RegExp(`/calendar/${event.id}$`));
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]!.contentType).toContain("method=REQUEST");
      const ics = parseIcs(mail.attachments![0]!.content);
      expect(ics).toMatchObject({ method: "REQUEST", uid: `calendar-${event.id}@partnerportal`, status: "CONFIRMED", sequence: 0 });
      expect(ics.attendee).toBe(`mailto:${mail.to}`);
      expect(ics.organizer).toBe("mailto:akademie@bergmann-polster.example");
      expect(ics.start).toBe(event.date_from.replace(/[-:]/g, "").replace(/\.\d{3}/, ""));
    }

    // opting out mails the cancellation: same UID, higher SEQUENCE, STATUS:CANCELLED; twice mails once
    const out = await api.request("PATCH", `/api/items/calendar_registrations/${reg.id}`, { token: tokens.leser, json: { status: "cancelled" } });
    expect(out.status).toBe(200);
    expect((await api.request("PATCH", `/api/items/calendar_registrations/${reg.id}`, { token: tokens.leser, json: { status: "cancelled" } })).status).toBe(200);
    const cancels = newMails();
    // the contacts, the user who registered and the colleague who opted out
    expect(cancels.map((m) => m.to).sort()).toEqual([...expected, DEMO_USERS.leser.email].sort());
    for (const mail of cancels) {
      expect(mail.subject).toMatch(/^Abmeldung bestätigt: Polster-Workshop Lichtenfels/);
      const ics = parseIcs(mail.attachments![0]!.content);
      expect(ics).toMatchObject({ method: "CANCEL", uid: `calendar-${event.id}@partnerportal`, status: "CANCELLED", sequence: 1 });
      expect(ics.attendee).toBe(`mailto:${mail.to}`);
    }

    // registering again is a new invitation over the cancellation
    expect((await register(event.id, [named[0]!.id])).status).toBe(200);
    const again = newMails();
    expect(again.map((m) => m.to).sort()).toEqual([named[0]!.email, DEMO_USERS.haendler.email].sort());
    expect(again.every((m) => parseIcs(m.attachments![0]!.content).sequence === 2)).toBe(true);
  });

  it("tells a contact taken off a changed registration that it is cancelled for them", async () => {
    const event = await eventByTitle("Küchentrend-Tage Löhne");
    const [a, b] = await sommerContacts(2);
    const reg = await dataOf<CalendarRegistration>(await register(event.id, [a!.id, b!.id]));
    newMails();
    const patch = await api.request("PATCH", `/api/items/calendar_registrations/${reg.id}`, {
      token: tokens.haendler,
      json: { participants: 1, sleepover: "none", acceptance: true, contacts: [{ contact_id: a!.id }] },
    });
    expect(patch.status).toBe(200);
    const mails = newMails();
    const byTo = new Map(mails.map((m) => [m.to, m]));
    expect(mails).toHaveLength(3);
    expect(byTo.get(a!.email)!.subject).toMatch(/^Anmeldung geändert/);
    expect(parseIcs(byTo.get(a!.email)!.attachments![0]!.content)).toMatchObject({ method: "REQUEST", sequence: 1 });
    expect(byTo.get(DEMO_USERS.haendler.email)!.subject).toMatch(/^Anmeldung geändert/);
    expect(parseIcs(byTo.get(b!.email)!.attachments![0]!.content)).toMatchObject({ method: "CANCEL", sequence: 1 });
  });

  it("mails nothing when the write is refused", async () => {
    const event = await eventByTitle("Küchentrend-Tage Löhne", "luebeck");
    newMails();
    // 30 of 40 taken by another company, this company asks for 11
    const res = await register(event.id, [], "luebeck", 11);
    expect(res.status).toBe(400);
    expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
    expect(newMails()).toEqual([]);
  });
});

describe("reminder the day before", () => {
  it("queues one reminder per registered contact, once, not for opted-out companies or cancelled events", async () => {
    const db = api.database.db;
    const ctx = resolveDeps(api.deps);
    const workshop = await eventByTitle("Polster-Workshop Lichtenfels");
    const licht = await eventByTitle("Lichtplanung im Möbelhaus");
    const [a] = await sommerContacts(1);
    // Sommer is registered (with contact a) for the workshop since the first test; register for Lichtplanung and opt out
    const lichtReg = await dataOf<CalendarRegistration>(await register(licht.id, [a!.id]));
    await api.request("PATCH", `/api/items/calendar_registrations/${lichtReg.id}`, { token: tokens.haendler, json: { status: "cancelled" } });
    // Lichtplanung starts on the same day as the workshop for this test
    await db.update(calendarEvents).set({ dateFrom: new Date(workshop.date_from), dateTo: new Date(workshop.date_to) }).where(eq(calendarEvents.id, licht.id));
    newMails();

    // the daily run at 08:00 Berlin (07:00Z in winter, 06:00Z in summer) on the day before the workshop
    const dayBefore = new Date(new Date(workshop.date_from).getTime() - 24 * 3600 * 1000);
    const planned = berlinTime(dayBefore.getUTCFullYear(), dayBefore.getUTCMonth() + 1, dayBefore.getUTCDate(), 8, 0);
    // the evening before that: nothing yet
    await runSchedulesAt(new Date(planned.getTime() - 12 * 3600 * 1000));
    expect(newMails()).toEqual([]);

    await runSchedulesAt(new Date(planned.getTime() + 60_000));
    await runSchedulesAt(new Date(planned.getTime() + 120_000)); // a second instance, or a rerun after a crash
    await queueEventReminders(ctx, planned, planned); // the same run queued again: the keys hold
    await api.withDeps({ scheduleNow: () => planned }).jobs.drain();
    const mails = newMails();
    expect(mails.map((m) => m.to)).toEqual([a!.email]);
    expect(mails[0]!.subject).toMatch(/^Erinnerung: morgen: Polster-Workshop Lichtenfels am /);
    expect(mails[0]!.text).toContain("morgen findet die Veranstaltung „Polster-Workshop Lichtenfels“ statt");
    expect(mails[0]!.html).toContain("Polster-Workshop Lichtenfels");
    expect(mails[0]!.attachments ?? []).toEqual([]);

    // an event called off gets no reminder
    await db.delete(calendarRegistrations).where(and(eq(calendarRegistrations.calendarEventId, licht.id)));
    const reg = await dataOf<CalendarRegistration>(await register(licht.id, [a!.id], "haendler", 1));
    expect(reg.status).toBe("registered");
    await db.update(calendarEvents).set({ cancelledAt: planned }).where(eq(calendarEvents.id, licht.id));
    newMails();
    const next = new Date(planned.getTime() + 24 * 3600 * 1000);
    // Lichtplanung moved to the day after the workshop: the next day's run would name it, but it was called off
    await db.update(calendarEvents).set({ dateFrom: new Date(next.getTime() + 28 * 3600 * 1000), dateTo: new Date(next.getTime() + 34 * 3600 * 1000) }).where(eq(calendarEvents.id, licht.id));
    await runSchedulesAt(new Date(next.getTime() + 60_000));
    expect(newMails()).toEqual([]);
  });
});

describe("angemeldet and Meine Anmeldungen", () => {
  it("marks the company's registered events and lists only its own registrations, upcoming first, then past", async () => {
    const workshop = await eventByTitle("Polster-Workshop Lichtenfels");
    // a registration of Sommer for a past event, written as it would have been back then
    const past = (await dataOf<Page<CalendarEvent>>(await get("/api/extranet/calendar?when=past&limit=50", "haendler"))).items[0]!;
    const sommer = (await api.database.db.select({ companyId: calendarRegistrations.companyId }).from(calendarRegistrations).where(eq(calendarRegistrations.calendarEventId, workshop.id)))[0]!.companyId;
    await api.database.db
      .insert(calendarRegistrations)
      .values({ calendarEventId: past.id, companyId: sommer, participants: 1, sleepover: "none", acceptance: true })
      .onConflictDoUpdate({ target: [calendarRegistrations.calendarEventId, calendarRegistrations.companyId], set: { status: "registered" } });

    // the colleague of the same company sees "angemeldet" too; another company does not
    expect((await eventByTitle("Polster-Workshop Lichtenfels", "leser")).registered).toBe(true);
    expect((await eventByTitle("Polster-Workshop Lichtenfels", "luebeck")).registered).toBe(false);
    expect((await dataOf<CalendarEvent>(await get(`/api/extranet/calendar/${workshop.id}`, "leser"))).registered).toBe(true);
    expect((await dataOf<CalendarEvent>(await get(`/api/extranet/calendar/${workshop.id}`, "luebeck"))).registered).toBe(false);

    const mine = await dataOf<Page<CalendarEvent>>(await get("/api/extranet/calendar?when=registered&limit=50", "leser"));
    expect(mine.items.every((e) => e.registered)).toBe(true);
    const titles = mine.items.map((e) => e.title);
    expect(titles).toContain("Polster-Workshop Lichtenfels");
    // an event called off stays in the list, marked as such
    expect(mine.items.find((e) => e.title === "Lichtplanung im Möbelhaus")).toMatchObject({ cancelled: true, registration_open: false });
    expect(titles.at(-1)).toBe(past.title);
    const now = api.clock.now().toISOString();
    const upcoming = mine.items.filter((e) => e.date_to >= now);
    expect(upcoming.map((e) => e.date_from)).toEqual([...upcoming.map((e) => e.date_from)].sort());
    expect(mine.items.findIndex((e) => e.date_to < now)).toBe(upcoming.length);

    // paginated
    const first = await dataOf<Page<CalendarEvent>>(await get("/api/extranet/calendar?when=registered&limit=1", "leser"));
    expect(first.total).toBe(mine.total);
    expect(first.items.map((e) => e.id)).toEqual([mine.items[0]!.id]);

    // another company's list names none of Sommer's registrations
    const theirs = await dataOf<Page<CalendarEvent>>(await get("/api/extranet/calendar?when=registered&limit=50", "luebeck"));
    expect(theirs.items.map((e) => e.id)).not.toContain(workshop.id);
    expect(theirs.items.map((e) => e.id)).not.toContain(past.id);
  });
});
