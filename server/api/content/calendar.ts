/**
 * Calendar (spec §3 Calendar entry, Event, Calendar registration). Registrations are per company;
 * the event's participant maximum is checked inside a transaction that first locks the event row,
 * so two companies registering at once are serialised and cannot overbook together.
 */
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, ne, sql, sum, type SQL } from "drizzle-orm";
import {
  PARTICIPANT_LIMIT_MESSAGE,
  type CalendarEvent,
  type CalendarRegistration,
  type CalendarView,
  type Page,
  type RegistrationPayload,
} from "../contract/content";
import type { Db, Tx } from "../db/client";
import type { Language } from "../values/languages";
import type { ApiContext } from "../deps";
import { contactRecipients, inLanguage, languageOfUser, queueConfirmations, userRecipients } from "./event-mails";
import { eventAudience, type EventReader } from "./event-audience";
import { renderRichText } from "../contract/rich-text";
import { calendarEvents, calendarRegistrationContacts, calendarRegistrations, companies, contacts, type CalendarEventRow, type CalendarRegistrationRow } from "../db/schema";
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
  return row.registrationEnabled && !row.cancelledAt && now < (row.registrationEnd ?? row.dateFrom);
}

/** The company's state among `eventIds`: an active registration ("angemeldet") or a place on the waiting list. */
async function ownStates(db: Db, companyId: number, eventIds: number[]): Promise<Map<number, "registered" | "waiting">> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: calendarRegistrations.calendarEventId, status: calendarRegistrations.status })
    .from(calendarRegistrations)
    .where(and(eq(calendarRegistrations.companyId, companyId), ne(calendarRegistrations.status, "cancelled"), inArray(calendarRegistrations.calendarEventId, eventIds)));
  return new Map(rows.map((r) => [r.eventId, r.status as "registered" | "waiting"]));
}

/** A partner's reader of the calendar: its company and what the audience condition reads. */
export interface CalendarReader extends EventReader {
  companyId: number;
}

function toEvent(row: CalendarEventRow, registered: number, now: Date, own: "registered" | "waiting" | undefined): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    abstract: row.abstract,
    text: row.text,
    location: row.location,
    online_url: row.onlineUrl,
    text_html: renderRichText(row.text),
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
    registered: own === "registered",
    cancelled: row.cancelledAt !== null,
    cancel_message: row.cancelledAt ? row.cancelMessage : null,
    waiting_list: row.waitingList,
    waiting: own === "waiting",
  };
}

/** Which events a list shows and in which order (spec: upcoming and past; issue 28: "Meine Anmeldungen"). */
function listShape(now: Date, companyId: number, when: CalendarView) {
  if (when === "upcoming") return { where: gte(calendarEvents.dateTo, now), orderBy: [asc(calendarEvents.dateFrom), asc(calendarEvents.id)] };
  if (when === "past") return { where: lt(calendarEvents.dateTo, now), orderBy: [desc(calendarEvents.dateFrom), asc(calendarEvents.id)] };
  // The company's own active registrations only: upcoming first (soonest first), then past (latest first).
  const own = and(eq(calendarRegistrations.companyId, companyId), eq(calendarRegistrations.status, "registered"));
  const over = sql`${calendarEvents.dateTo} < ${now.toISOString()}::timestamptz`;
  return {
    where: inArray(calendarEvents.id, sql`(select ${calendarRegistrations.calendarEventId} from ${calendarRegistrations} where ${own})`),
    orderBy: [asc(over), asc(sql`case when not ${over} then ${calendarEvents.dateFrom} end`), desc(sql`case when ${over} then ${calendarEvents.dateFrom} end`), asc(calendarEvents.id)],
  };
}

/** One page of calendar events (the `columns` asked for) in `orderBy`, and how many match `where` in all: the partners' calendar and the Redaktion's list page alike. */
export async function pageOfEvents<Columns extends SelectedFields>(
  db: Db,
  columns: Columns,
  where: SQL | undefined,
  orderBy: SQL[],
  q: { page: number; limit: number },
): Promise<{ rows: SelectResultFields<Columns>[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      // drizzle's builder cannot follow a generic selection through its chain; the result is the selection's row all the same
      .select(columns as SelectedFields)
      .from(calendarEvents)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(calendarEvents).where(where),
  ]);
  return { rows: rows as SelectResultFields<Columns>[], total: total?.n ?? 0 };
}

export async function listEvents(
  db: Db,
  now: Date,
  reader: CalendarReader,
  q: { page: number; limit: number; when: CalendarView; home?: boolean },
): Promise<Page<CalendarEvent>> {
  const { companyId } = reader;
  // An event still running counts as upcoming until it ends.
  const shape = listShape(now, companyId, q.when);
  const where = and(shape.where, eventAudience(reader), q.home ? eq(calendarEvents.showOnHomepage, true) : undefined);
  const { rows, total } = await pageOfEvents(db, getTableColumns(calendarEvents), where, shape.orderBy, q);
  const ids = rows.map((r) => r.id);
  const [counts, own] = await Promise.all([
    ids.length
      ? db
          .select({ eventId: calendarRegistrations.calendarEventId, n: sum(calendarRegistrations.participants) })
          .from(calendarRegistrations)
          .where(and(inArray(calendarRegistrations.calendarEventId, ids), eq(calendarRegistrations.status, "registered")))
          .groupBy(calendarRegistrations.calendarEventId)
      : [],
    ownStates(db, companyId, ids),
  ]);
  const registeredOf = (id: number) => Number(counts.find((c) => c.eventId === id)?.n ?? 0);
  return { items: rows.map((r) => toEvent(r, registeredOf(r.id), now, own.get(r.id))), total, page: q.page, limit: q.limit };
}

/** The event if `reader` may see it (its audience); else undefined (FORBIDDEN, like an unknown id). */
export async function findEvent(db: Db, id: number, now: Date, reader: CalendarReader): Promise<CalendarEvent | undefined> {
  const [row] = await db.select().from(calendarEvents).where(and(eq(calendarEvents.id, id), eventAudience(reader))).limit(1);
  if (!row) return undefined;
  const [registered, own] = await Promise.all([registeredCount(db, id), ownStates(db, reader.companyId, [id])]);
  return toEvent(row, registered, now, own.get(id));
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
type ActiveStatus = "registered" | "waiting";

const contactIdsOf = (p: Fields) => [...new Set((p.contacts ?? []).map((c) => c.contact_id))];

function columnsOf(p: Fields, status: ActiveStatus) {
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
    status,
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

/** Registrations on the event's waiting list of other companies. */
async function waitingOthers(tx: Tx, eventId: number, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(calendarRegistrations)
    .where(and(eq(calendarRegistrations.calendarEventId, eventId), eq(calendarRegistrations.status, "waiting"), ne(calendarRegistrations.companyId, companyId)));
  return row?.n ?? 0;
}

/** Locks the event of the registrant's audience and checks registration is open. */
async function lockOpenEvent(tx: Tx, eventId: number, by: Registrant, now: Date): Promise<CalendarEventRow> {
  const [event] = await tx.select().from(calendarEvents).where(and(eq(calendarEvents.id, eventId), eventAudience(by))).for("update");
  if (!event) throw forbidden();
  if (!registrationOpen(event, now)) throw new ApiError("INVALID_PAYLOAD", "Registration is closed.");
  return event;
}

/**
 * The state a registration of `participants` gets (the event locked): registered while the maximum
 * holds. With a waiting list a registration that does not fit — or that would pass others already
 * waiting — waits; an active registration's change that does not fit is refused (it keeps its place).
 */
async function placeFor(tx: Tx, event: CalendarEventRow, companyId: number, participants: number, existing: CalendarRegistrationRow | undefined): Promise<ActiveStatus> {
  if (event.maxParticipants === null) return "registered";
  const fits = (await registeredCount(tx, event.id, companyId)) + participants <= event.maxParticipants;
  if (existing?.status === "registered" || !event.waitingList) {
    if (!fits) throw new ApiError("INVALID_PAYLOAD", PARTICIPANT_LIMIT_MESSAGE);
    return "registered";
  }
  return fits && (await waitingOthers(tx, event.id, companyId)) === 0 ? "registered" : "waiting";
}

/** Who writes a registration: the company it belongs to and the user acting for it (and what the audience reads). */
export interface Registrant extends EventReader {
  companyId: number;
  companyName: string;
  userId: string;
  /** the acting user's language: the named contacts' mails are written in it (decision 0987) */
  language: Language;
}

/** The registration's fields as stored, for telling a real change from a repeated submit. */
const sameRegistration = (row: CalendarRegistrationRow, columns: ReturnType<typeof columnsOf>, contactsBefore: readonly number[], contactsAfter: readonly number[]) =>
  row.status === columns.status &&
  (Object.keys(columns) as (keyof typeof columns)[]).every((k) => row[k] === columns[k]) &&
  contactsBefore.join() === [...contactsAfter].sort((a, b) => a - b).join();

/** A mail's SEQUENCE: the event's changes and the registration's, so a change of either orders after every earlier file. */
export const mailSequence = (event: Pick<CalendarEventRow, "sequence">, registration: Pick<CalendarRegistrationRow, "sequence">) => event.sequence + registration.sequence;

/**
 * Writes the new state of a registration and, when anything changed, raises its SEQUENCE and
 * queues the confirmations in the same transaction: the contacts named now and the users who
 * registered and who acted get the invitation (or, on the waiting list, the notice without a
 * calendar file); contacts taken off it get the cancellation.
 */
async function saveAndConfirm(ctx: ApiContext, tx: Tx, by: Registrant, event: CalendarEventRow, existing: CalendarRegistrationRow | undefined, payload: Fields, status: ActiveStatus, now: Date) {
  const columns = columnsOf(payload, status);
  const contactIds = contactIdsOf(payload);
  const before = existing ? ((await namedContacts(tx, [existing.id])).get(existing.id) ?? []) : [];
  if (existing && sameRegistration(existing, columns, before, contactIds)) {
    // A double submit or an unchanged save: nothing to store, nobody to mail again.
    return toRegistration(existing, before);
  }
  const [row] = existing
    ? await tx.update(calendarRegistrations).set({ ...columns, sequence: existing.sequence + 1, updatedAt: now }).where(eq(calendarRegistrations.id, existing.id)).returning()
    : await tx.insert(calendarRegistrations).values({ ...columns, calendarEventId: event.id, companyId: by.companyId, createdBy: by.userId }).returning();
  const named = await setContacts(tx, by.companyId, row!.id, contactIds);
  // After an opt-out everyone named had the cancellation already; someone waiting had no calendar entry.
  const removed = existing?.status === "registered" ? before.filter((id) => !named.includes(id)) : [];
  // one after the other: a transaction is one connection
  const current = await contactRecipients(tx, named);
  const gone = await contactRecipients(tx, removed);
  const people = await userRecipients(tx, [row!.createdBy, by.userId]);
  const batch = { registrationId: row!.id, sequence: mailSequence(event, row!), event, companyName: by.companyName };
  const kind = status === "waiting" ? "waiting" : existing?.status === "registered" ? "changed" : "registered";
  // the contacts in the language of the user who acted (decision 0987)
  await queueConfirmations(ctx, tx, { ...batch, kind, recipients: [...people, ...inLanguage(current.values(), by.language)] });
  if (gone.size) await queueConfirmations(ctx, tx, { ...batch, kind: "cancelled", recipients: inLanguage(gone.values(), by.language) });
  return toRegistration(row!, named);
}

async function ownRegistration(tx: Tx, where: SQL | undefined) {
  const [row] = await tx.select().from(calendarRegistrations).where(where).limit(1).for("update");
  return row;
}

export async function createRegistration(ctx: ApiContext, by: Registrant, payload: RegistrationPayload & { participants: number }, now: Date) {
  return ctx.db.db.transaction(async (tx) => {
    const event = await lockOpenEvent(tx, payload.calendar_event, by, now);
    // A company has one registration per event; registering again after an opt-out revives it.
    // The event row's lock serialises two submits of one company, so the second sees the first.
    const existing = await ownRegistration(tx, and(eq(calendarRegistrations.calendarEventId, event.id), eq(calendarRegistrations.companyId, by.companyId)));
    const status = await placeFor(tx, event, by.companyId, payload.participants, existing);
    return saveAndConfirm(ctx, tx, by, event, existing, payload, status, now);
  });
}

export async function updateRegistration(ctx: ApiContext, by: Registrant, id: number, patch: Fields | { status: "cancelled" }, now: Date) {
  return ctx.db.db.transaction(async (tx) => {
    const existing = await ownRegistration(tx, and(eq(calendarRegistrations.id, id), eq(calendarRegistrations.companyId, by.companyId)));
    if (!existing) throw forbidden();
    if ("participants" in patch) {
      const event = await lockOpenEvent(tx, existing.calendarEventId, by, now);
      const status = await placeFor(tx, event, by.companyId, patch.participants, existing);
      return saveAndConfirm(ctx, tx, by, event, existing, patch, status, now);
    }
    // Opting out is allowed until the event starts, even after registration closed.
    const [event] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, existing.calendarEventId)).for("update");
    if (!event || now >= event.dateFrom) throw new ApiError("INVALID_PAYLOAD", "The event has already started.");
    const named = (await namedContacts(tx, [id])).get(id) ?? [];
    // Opting out twice mails nobody twice.
    if (existing.status === "cancelled") return toRegistration(existing, named);
    const [row] = await tx.update(calendarRegistrations).set({ status: "cancelled", sequence: existing.sequence + 1, updatedAt: now }).where(eq(calendarRegistrations.id, id)).returning();
    const current = await contactRecipients(tx, named);
    const people = await userRecipients(tx, [row!.createdBy, by.userId]);
    await queueConfirmations(ctx, tx, {
      kind: "cancelled",
      registrationId: id,
      sequence: mailSequence(event, row!),
      event,
      companyName: by.companyName,
      recipients: [...people, ...inLanguage(current.values(), by.language)],
    });
    // places freed: the waiting list moves up
    if (existing.status === "registered") await moveUpWaiting(ctx, tx, event, now);
    return toRegistration(row!, named);
  });
}

/**
 * Everyone a registration's mails go to: the user who registered and its named contacts with an
 * address, these in that user's language (the registration is what caused the mail: decision 0987).
 */
export async function registrationRecipients(tx: Tx, registration: CalendarRegistrationRow) {
  const named = (await namedContacts(tx, [registration.id])).get(registration.id) ?? [];
  const current = await contactRecipients(tx, named);
  const people = await userRecipients(tx, [registration.createdBy]);
  return [...people, ...inLanguage(current.values(), await languageOfUser(tx, registration.createdBy))];
}

async function companyName(tx: Tx, companyId: number): Promise<string> {
  const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.name ?? "";
}

/**
 * When places free (an opt-out, a raised maximum): the waiting registrations move up in the order
 * they came, as long as the next one fits, and each is told with the invitation. Runs in the
 * transaction that freed the places, with the event row locked; nothing moves once the event has
 * started or was called off.
 */
export async function moveUpWaiting(ctx: ApiContext, tx: Tx, event: CalendarEventRow, now: Date): Promise<number> {
  if (event.cancelledAt || now >= event.dateFrom) return 0;
  const waiting = await tx
    .select()
    .from(calendarRegistrations)
    .where(and(eq(calendarRegistrations.calendarEventId, event.id), eq(calendarRegistrations.status, "waiting")))
    .orderBy(asc(calendarRegistrations.createdAt), asc(calendarRegistrations.id))
    .for("update");
  let taken = await registeredCount(tx, event.id);
  let moved = 0;
  for (const w of waiting) {
    if (event.maxParticipants !== null && taken + w.participants > event.maxParticipants) break;
    const [row] = await tx.update(calendarRegistrations).set({ status: "registered", sequence: w.sequence + 1, updatedAt: now }).where(eq(calendarRegistrations.id, w.id)).returning();
    taken += w.participants;
    moved++;
    await queueConfirmations(ctx, tx, {
      kind: "movedUp",
      registrationId: w.id,
      sequence: mailSequence(event, row!),
      event,
      companyName: await companyName(tx, w.companyId),
      recipients: await registrationRecipients(tx, row!),
    });
  }
  return moved;
}

/**
 * A contact being erased (issue 41, decision 0981) leaves the registrations of events still to
 * come. A registration naming nobody else is cancelled as an opt-out is: the user who registered
 * gets the cancellation and the waiting list moves up. One naming others counts one participant
 * less (never below the people still named) and its remaining recipients get the change. The
 * erased contact is mailed nothing: their address is part of what goes. Past and called-off
 * events keep their registrations; the contact's line in them goes with the contact row.
 */
export async function dropContactFromFutureRegistrations(ctx: ApiContext, tx: Tx, contactId: number, now: Date): Promise<number> {
  const affected = await tx
    .select({ registration: calendarRegistrations })
    .from(calendarRegistrationContacts)
    .innerJoin(calendarRegistrations, eq(calendarRegistrations.id, calendarRegistrationContacts.calendarRegistrationsId))
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarRegistrations.calendarEventId))
    .where(and(eq(calendarRegistrationContacts.contactId, contactId), ne(calendarRegistrations.status, "cancelled"), gte(calendarEvents.dateFrom, now), sql`${calendarEvents.cancelledAt} is null`))
    .orderBy(asc(calendarRegistrations.calendarEventId));
  for (const { registration: r } of affected) {
    const [event] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, r.calendarEventId)).for("update");
    await tx.delete(calendarRegistrationContacts).where(and(eq(calendarRegistrationContacts.calendarRegistrationsId, r.id), eq(calendarRegistrationContacts.contactId, contactId)));
    const remaining = (await namedContacts(tx, [r.id])).get(r.id) ?? [];
    const participants = remaining.length ? Math.max(remaining.length, r.participants - 1) : r.participants;
    const status = remaining.length ? r.status : "cancelled";
    const [row] = await tx.update(calendarRegistrations).set({ status, participants, sequence: r.sequence + 1, updatedAt: now }).where(eq(calendarRegistrations.id, r.id)).returning();
    await queueConfirmations(ctx, tx, {
      kind: status === "cancelled" ? "cancelled" : status === "waiting" ? "waiting" : "changed",
      registrationId: r.id,
      sequence: mailSequence(event!, row!),
      event: event!,
      companyName: await companyName(tx, r.companyId),
      recipients: await registrationRecipients(tx, row!),
    });
    if (r.status === "registered" && (status === "cancelled" || participants < r.participants)) await moveUpWaiting(ctx, tx, event!, now);
  }
  return affected.length;
}
