/**
 * Calendar (spec §3 Calendar entry, Event, Calendar registration). Registrations are per company;
 * the event's participant maximum is checked inside a transaction that first locks the event row,
 * so two companies registering at once are serialised and cannot overbook together.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sum } from "drizzle-orm";
import {
  PARTICIPANT_LIMIT_MESSAGE,
  type CalendarEvent,
  type CalendarRegistration,
  type Page,
  type RegistrationPayload,
} from "../contract/content";
import type { Db, Tx } from "../db/client";
import { calendarEvents, calendarRegistrationContacts, calendarRegistrations, contacts, type CalendarEventRow, type CalendarRegistrationRow } from "../db/schema";
import { ApiError, forbidden } from "../http/errors";
import { countRows, listItems, type ItemsAnswer } from "../items/compile";
import type { QuerySpec, RawQuery } from "../items/query";


const activeOf = (eventId: number) =>
  and(eq(calendarRegistrations.calendarEventId, eventId), eq(calendarRegistrations.status, "registered"));

async function registeredCount(db: Db | Tx, eventId: number, exceptCompany?: number): Promise<number> {
  const [row] = await db
    .select({ n: sum(calendarRegistrations.participants) })
    .from(calendarRegistrations)
    .where(and(activeOf(eventId), exceptCompany ? ne(calendarRegistrations.companyId, exceptCompany) : undefined));
  return Number(row?.n ?? 0);
}

export function registrationOpen(row: CalendarEventRow, now: Date): boolean {
  return row.registrationEnabled && now < (row.registrationEnd ?? row.dateFrom);
}

function toEvent(row: CalendarEventRow, registered: number, now: Date): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    abstract: row.abstract,
    text: row.text,
    location: row.location,
    date_from: row.dateFrom.toISOString(),
    date_to: row.dateTo.toISOString(),
    showOnHomepage: row.showOnHomepage,
    registration_enabled: row.registrationEnabled,
    registration_end: (row.registrationEnd ?? (row.registrationEnabled ? row.dateFrom : null))?.toISOString() ?? null,
    registration_open: registrationOpen(row, now),
    max_participants: row.maxParticipants,
    registered_participants: registered,
    responsible_email: row.responsibleEmail,
    program_options: [row.programOption1, row.programOption2, row.programOption3].filter((o): o is string => Boolean(o)),
    link: `/calendar/${row.id}`,
  };
}

export async function listEvents(
  db: Db,
  now: Date,
  q: { page: number; limit: number; when: "upcoming" | "past"; home?: boolean },
): Promise<Page<CalendarEvent>> {
  // An event still running counts as upcoming until it ends.
  const where = and(q.when === "upcoming" ? gte(calendarEvents.dateTo, now) : lt(calendarEvents.dateTo, now), q.home ? eq(calendarEvents.showOnHomepage, true) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(calendarEvents)
      .where(where)
      .orderBy(q.when === "upcoming" ? asc(calendarEvents.dateFrom) : desc(calendarEvents.dateFrom), asc(calendarEvents.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(calendarEvents).where(where),
  ]);
  const counts = rows.length
    ? await db
        .select({ eventId: calendarRegistrations.calendarEventId, n: sum(calendarRegistrations.participants) })
        .from(calendarRegistrations)
        .where(and(inArray(calendarRegistrations.calendarEventId, rows.map((r) => r.id)), eq(calendarRegistrations.status, "registered")))
        .groupBy(calendarRegistrations.calendarEventId)
    : [];
  const registeredOf = (id: number) => Number(counts.find((c) => c.eventId === id)?.n ?? 0);
  return { items: rows.map((r) => toEvent(r, registeredOf(r.id), now)), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

export async function findEvent(db: Db, id: number, now: Date): Promise<CalendarEvent | undefined> {
  const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id)).limit(1);
  return row ? toEvent(row, await registeredCount(db, id), now) : undefined;
}

function toRegistration(row: CalendarRegistrationRow, contactIds: readonly number[]): CalendarRegistration {
  return {
    id: row.id,
    calendar_event: row.calendarEventId,
    status: row.status,
    contacts: contactIds.map((contact_id) => ({ contact_id })),
    participants: row.participants,
    single_rooms: row.singleRooms,
    double_rooms: row.doubleRooms,
    annotation: row.annotation,
    program_option_1: row.programOption1,
    program_option_2: row.programOption2,
    program_option_3: row.programOption3,
    sleepover: row.sleepover,
    catering: row.catering,
    acceptance: row.acceptance,
  };
}

/** items/calendar_registrations: the spec's call filters by calendar_event (§7). */
export const registrationQuery: QuerySpec = {
  fields: {
    id: { column: calendarRegistrations.id, type: "integer" },
    calendar_event: { column: calendarRegistrations.calendarEventId, type: "integer" },
    status: { column: calendarRegistrations.status, type: "string" },
    contacts: { type: "json" },
    participants: { column: calendarRegistrations.participants, type: "integer" },
    single_rooms: { column: calendarRegistrations.singleRooms, type: "integer" },
    double_rooms: { column: calendarRegistrations.doubleRooms, type: "integer" },
    annotation: { column: calendarRegistrations.annotation, type: "string" },
    program_option_1: { column: calendarRegistrations.programOption1, type: "boolean" },
    program_option_2: { column: calendarRegistrations.programOption2, type: "boolean" },
    program_option_3: { column: calendarRegistrations.programOption3, type: "boolean" },
    sleepover: { column: calendarRegistrations.sleepover, type: "string" },
    catering: { column: calendarRegistrations.catering, type: "boolean" },
    acceptance: { column: calendarRegistrations.acceptance, type: "boolean" },
  },
  search: ["annotation"],
  defaultSort: ["id"],
};

/** GET items/calendar_registrations: the caller's company's registrations, with the Directus query parameters. */
export function listRegistrations(db: Db, companyId: number, raw: RawQuery): Promise<ItemsAnswer<CalendarRegistration>> {
  return listItems(registrationQuery, raw, eq(calendarRegistrations.companyId, companyId), {
    rows: async (q) => {
      const rows = await db.select().from(calendarRegistrations).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
      const named = await namedContacts(db, rows.map((r) => r.id));
      return rows.map((r) => toRegistration(r, named.get(r.id) ?? []));
    },
    count: countRows(db, calendarRegistrations),
  });
}

async function namedContacts(db: Db | Tx, registrationIds: number[]): Promise<Map<number, number[]>> {
  const byRegistration = new Map<number, number[]>();
  if (registrationIds.length === 0) return byRegistration;
  const rows = await db
    .select()
    .from(calendarRegistrationContacts)
    .where(inArray(calendarRegistrationContacts.calendarRegistrationsId, registrationIds))
    .orderBy(asc(calendarRegistrationContacts.contactId));
  for (const r of rows) byRegistration.set(r.calendarRegistrationsId, [...(byRegistration.get(r.calendarRegistrationsId) ?? []), r.contactId]);
  return byRegistration;
}

/**
 * The own company's contacts (spec §3 contacts.contact_id) who can be named in a registration:
 * published contact persons, not portal accounts (decision 0611).
 */
export async function registrationContacts(db: Db | Tx, companyId: number) {
  const rows = await db
    .select({ id: contacts.id, title: contacts.title, firstName: contacts.firstName, lastName: contacts.lastName, jobtitle: contacts.jobtitleWeb })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.status, "published")))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id));
  return rows.map((r) => ({ id: r.id, name: [r.title, r.firstName, r.lastName].filter(Boolean).join(" "), jobtitle: r.jobtitle }));
}

type Fields = Omit<RegistrationPayload, "calendar_event"> & { participants: number };

const contactIdsOf = (p: Fields) => [...new Set((p.contacts ?? []).map((c) => c.contact_id))];

function columnsOf(p: Fields) {
  return {
    participants: p.participants,
    singleRooms: p.single_rooms ?? 0,
    doubleRooms: p.double_rooms ?? 0,
    annotation: p.annotation ?? null,
    programOption1: p.program_option_1 ?? false,
    programOption2: p.program_option_2 ?? false,
    programOption3: p.program_option_3 ?? false,
    sleepover: p.sleepover,
    catering: p.catering ?? false,
    acceptance: p.acceptance,
    status: "registered" as const,
  };
}

/** Replaces the registration's named contacts; ids that are not the company's published contacts are FORBIDDEN. */
async function setContacts(tx: Tx, companyId: number, registrationId: number, contactIds: number[]): Promise<number[]> {
  if (contactIds.length > 0) {
    const own = new Set((await registrationContacts(tx, companyId)).map((c) => c.id));
    if (contactIds.some((id) => !own.has(id))) throw forbidden();
  }
  await tx.delete(calendarRegistrationContacts).where(eq(calendarRegistrationContacts.calendarRegistrationsId, registrationId));
  if (contactIds.length > 0) {
    await tx.insert(calendarRegistrationContacts).values(contactIds.map((contactId) => ({ calendarRegistrationsId: registrationId, contactId })));
  }
  return [...contactIds].sort((a, b) => a - b);
}

/** Locks the event, checks it is open and the maximum holds with `participants` for `companyId`. */
async function lockAndCheck(tx: Tx, eventId: number, companyId: number, participants: number, now: Date) {
  const [event] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, eventId)).for("update");
  if (!event) throw forbidden();
  if (!registrationOpen(event, now)) throw new ApiError("INVALID_PAYLOAD", "Registration is closed.");
  if (event.maxParticipants !== null) {
    const others = await registeredCount(tx, eventId, companyId);
    if (others + participants > event.maxParticipants) throw new ApiError("INVALID_PAYLOAD", PARTICIPANT_LIMIT_MESSAGE);
  }
}

export async function createRegistration(db: Db, companyId: number, userId: string, payload: RegistrationPayload & { participants: number }, now: Date) {
  return db.transaction(async (tx) => {
    await lockAndCheck(tx, payload.calendar_event, companyId, payload.participants, now);
    const columns = columnsOf(payload);
    // A company has one registration per event; registering again after an opt-out revives it.
    const [row] = await tx
      .insert(calendarRegistrations)
      .values({ ...columns, calendarEventId: payload.calendar_event, companyId, createdBy: userId })
      .onConflictDoUpdate({ target: [calendarRegistrations.calendarEventId, calendarRegistrations.companyId], set: { ...columns, updatedAt: now } })
      .returning();
    return toRegistration(row!, await setContacts(tx, companyId, row!.id, contactIdsOf(payload)));
  });
}

export async function updateRegistration(db: Db, companyId: number, id: number, patch: Fields | { status: "cancelled" }, now: Date) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(calendarRegistrations)
      .where(and(eq(calendarRegistrations.id, id), eq(calendarRegistrations.companyId, companyId)))
      .limit(1);
    if (!existing) throw forbidden();
    if ("participants" in patch) {
      await lockAndCheck(tx, existing.calendarEventId, companyId, patch.participants, now);
      const [row] = await tx.update(calendarRegistrations).set(columnsOf(patch)).where(eq(calendarRegistrations.id, id)).returning();
      return toRegistration(row!, await setContacts(tx, companyId, id, contactIdsOf(patch)));
    }
    // Opting out is allowed until the event starts, even after registration closed.
    const [event] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, existing.calendarEventId)).for("update");
    if (!event || now >= event.dateFrom) throw new ApiError("INVALID_PAYLOAD", "The event has already started.");
    const [row] = await tx.update(calendarRegistrations).set({ status: "cancelled" }).where(eq(calendarRegistrations.id, id)).returning();
    return toRegistration(row!, (await namedContacts(tx, [id])).get(id) ?? []);
  });
}
