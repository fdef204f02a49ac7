/**
 * The association's events (issue 39, decision 0955): the Redaktion's list, create, edit, call-off
 * and delete of calendar events, and the registrations view. Each write runs in one transaction
 * with the event row locked; the mails it causes (a new time: the updated invitation; called off:
 * the cancellation; freed places: the waiting list moves up) are queued in that transaction, so a
 * rolled-back write mails nobody. Each write is in the record history (`activity`).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { EventCreate, EventListItem, EventListQuery, EventUpdate, ManagedEvent, StaffRegistration } from "../contract/event-management";
import { textKey } from "../contract/text-key";
import { renderRichText } from "../contract/rich-text";
import type { Db, Tx } from "../db/client";
import { qualified } from "../db/qualified";
import { calendarEvents, calendarRegistrationContacts, calendarRegistrations, companies, contacts, type CalendarEventRow } from "../db/schema";
import type { ApiContext } from "../deps";
import { recordActivity } from "../editing/audit";
import { ApiError, forbidden } from "../http/errors";
import { mailSequence, moveUpWaiting, pageOfEvents, registrationRecipients } from "../content/calendar";
import { containsPattern } from "../db/like";
import { queueConfirmations } from "../content/event-mails";
import type { EventListView } from "../contract/values";

const COLLECTION = "calendar_events";

/** A refusal that names its field: "Invalid payload. date_to: Das Ende …" (the portal shows it at the field). */
/** A refusal at a field; the message is a text key the portal words (decision 0967). */
const refuse = (field: string, message: string) => new ApiError("INVALID_PAYLOAD", `Invalid payload. ${field}: ${message}`);

/** An event's participants of its registrations in `status`, summed within the statement that reads the event. */
const participantSum = (status: "registered" | "waiting") =>
  sql<number>`(select coalesce(sum(${qualified(calendarRegistrations.participants)}), 0) from ${calendarRegistrations} where ${qualified(calendarRegistrations.calendarEventId)} = ${qualified(calendarEvents.id)} and ${qualified(calendarRegistrations.status)} = ${status})`.mapWith(Number);
const participantColumns = { registered: participantSum("registered"), waiting: participantSum("waiting") };

/** Participants of active registrations per event, registered and waiting. */
async function participantsOf(db: Db | Tx, eventIds: number[]): Promise<Map<number, { registered: number; waiting: number }>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.select({ id: calendarEvents.id, ...participantColumns }).from(calendarEvents).where(inArray(calendarEvents.id, eventIds));
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

/** The columns of the list (decision 0989): not the description, whose HTML is rendered for an event's own answer only. */
const listColumns = {
  id: calendarEvents.id,
  title: calendarEvents.title,
  dateFrom: calendarEvents.dateFrom,
  dateTo: calendarEvents.dateTo,
  location: calendarEvents.location,
  onlineUrl: calendarEvents.onlineUrl,
  maxParticipants: calendarEvents.maxParticipants,
  cancelledAt: calendarEvents.cancelledAt,
};
type Counts = { registered: number; waiting: number } | undefined;

function toListItem(row: Pick<CalendarEventRow, keyof typeof listColumns>, counts: Counts): EventListItem {
  return {
    id: row.id,
    title: row.title,
    date_from: row.dateFrom.toISOString(),
    date_to: row.dateTo.toISOString(),
    location: row.location,
    online_url: row.onlineUrl,
    max_participants: row.maxParticipants,
    status: row.cancelledAt ? "cancelled" : "scheduled",
    registered_participants: counts?.registered ?? 0,
    waiting_participants: counts?.waiting ?? 0,
  };
}

function toManaged(row: CalendarEventRow, counts: Counts): ManagedEvent {
  return {
    ...toListItem(row, counts),
    abstract: row.abstract,
    text: row.text,
    text_html: renderRichText(row.text),
    show_on_homepage: row.showOnHomepage,
    registration_enabled: row.registrationEnabled,
    registration_end: row.registrationEnd?.toISOString() ?? null,
    waiting_list: row.waitingList,
    responsible_email: row.responsibleEmail,
    audience_user_types: row.audienceUserTypes as ManagedEvent["audience_user_types"],
    audience_permissions: row.audiencePermissions,
    cancel_message: row.cancelMessage,
    sequence: row.sequence,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.updatedAt.getTime(),
  };
}

function viewShape(view: EventListView, now: Date): { where: SQL | undefined; orderBy: SQL[] } {
  if (view === "cancelled") return { where: isNotNull(calendarEvents.cancelledAt), orderBy: [desc(calendarEvents.dateFrom), desc(calendarEvents.id)] };
  if (view === "past") return { where: and(isNull(calendarEvents.cancelledAt), lt(calendarEvents.dateTo, now)), orderBy: [desc(calendarEvents.dateFrom), desc(calendarEvents.id)] };
  return { where: and(isNull(calendarEvents.cancelledAt), gte(calendarEvents.dateTo, now)), orderBy: [asc(calendarEvents.dateFrom), asc(calendarEvents.id)] };
}

/** GET items/calendar_events: one page of a view (upcoming, past, called off), searched in title and place. */
export async function listManagedEvents(db: Db, now: Date, q: Required<Pick<EventListQuery, "view" | "page" | "limit">> & { search?: string }) {
  const shape = viewShape(q.view, now);
  const term = q.search ? containsPattern(q.search) : undefined;
  const where = and(shape.where, term ? or(ilike(calendarEvents.title, term), ilike(calendarEvents.location, term)) : undefined);
  const { rows, total } = await pageOfEvents(db, { ...listColumns, ...participantColumns }, where, shape.orderBy, q);
  return { items: rows.map((r) => toListItem(r, r)), total };
}

export async function readManagedEvent(db: Db | Tx, id: number): Promise<ManagedEvent> {
  const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id)).limit(1);
  if (!row) throw forbidden();
  return toManaged(row, (await participantsOf(db, [id])).get(id));
}

type Columns = Partial<typeof calendarEvents.$inferInsert>;

/** The payload's fields as columns (only those given). */
function columnsOf(p: EventCreate | EventUpdate): Columns {
  const c: Columns = {};
  if (p.title !== undefined) c.title = p.title;
  if (p.abstract !== undefined) c.abstract = p.abstract ?? "";
  if (p.text !== undefined) c.text = p.text ?? "";
  if (p.date_from !== undefined) c.dateFrom = new Date(p.date_from);
  if (p.date_to !== undefined) c.dateTo = new Date(p.date_to);
  if (p.show_on_homepage !== undefined) c.showOnHomepage = p.show_on_homepage;
  if (p.location !== undefined) c.location = p.location || null;
  if (p.online_url !== undefined) c.onlineUrl = p.online_url || null;
  if (p.registration_enabled !== undefined) c.registrationEnabled = p.registration_enabled;
  if (p.registration_end !== undefined) c.registrationEnd = p.registration_end ? new Date(p.registration_end) : null;
  if (p.max_participants !== undefined) c.maxParticipants = p.max_participants;
  if (p.waiting_list !== undefined) c.waitingList = p.waiting_list;
  if (p.responsible_email !== undefined) c.responsibleEmail = p.responsible_email || null;
  if (p.audience_user_types !== undefined) c.audienceUserTypes = [...new Set(p.audience_user_types)];
  if (p.audience_permissions !== undefined) c.audiencePermissions = [...new Set(p.audience_permissions)];
  return c;
}

/** The rules across fields, on the event as it would be stored. */
function checkEvent(e: Pick<CalendarEventRow, "dateFrom" | "dateTo" | "registrationEnd" | "location" | "onlineUrl">) {
  if (e.dateTo < e.dateFrom) throw refuse("date_to", "descriptions.events.dateToOrder");
  if (e.registrationEnd && e.registrationEnd > e.dateFrom) throw refuse("registration_end", "descriptions.events.registrationEndOrder");
  if (!e.location && !e.onlineUrl) throw refuse("location", "descriptions.events.locationRequired");
}

const delta = (p: object) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));

/** POST items/calendar_events */
export async function createManagedEvent(ctx: ApiContext, auth: AuthContext, p: EventCreate): Promise<ManagedEvent> {
  if (!p.title) throw refuse("title", "descriptions.events.titleRequired");
  if (!p.date_from) throw refuse("date_from", "descriptions.events.dateFromRequired");
  if (!p.date_to) throw refuse("date_to", "descriptions.events.dateToRequired");
  const columns = columnsOf(p);
  const values = { ...columns, title: p.title, dateFrom: new Date(p.date_from), dateTo: new Date(p.date_to) };
  checkEvent({ registrationEnd: null, location: null, onlineUrl: null, ...values });
  const now = ctx.now();
  return ctx.db.db.transaction(async (tx) => {
    const [row] = await tx.insert(calendarEvents).values({ ...values, createdAt: now, updatedAt: now }).returning();
    await recordActivity(tx, auth, now, { action: "create", collection: COLLECTION, item: row!.id, delta: delta(p) });
    return toManaged(row!, undefined);
  });
}

/** The active registrations of an event (registered or waiting, in order of arrival), locked. */
function activeRegistrations(tx: Tx, eventId: number, statuses: readonly ("registered" | "waiting")[]) {
  return tx
    .select()
    .from(calendarRegistrations)
    .where(and(eq(calendarRegistrations.calendarEventId, eventId), inArray(calendarRegistrations.status, [...statuses])))
    .orderBy(asc(calendarRegistrations.createdAt), asc(calendarRegistrations.id))
    .for("update");
}

async function companyNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Mails each active registration's contacts about the event's change (the event as stored now). */
async function tellRegistrations(ctx: ApiContext, tx: Tx, event: CalendarEventRow, kind: "rescheduled" | "eventCancelled", statuses: readonly ("registered" | "waiting")[], message: string | null) {
  const regs = await activeRegistrations(tx, event.id, statuses);
  const names = await companyNames(tx, regs.map((r) => r.companyId));
  for (const reg of regs) {
    await queueConfirmations(ctx, tx, {
      kind,
      registrationId: reg.id,
      sequence: mailSequence(event, reg),
      event,
      companyName: names.get(reg.companyId) ?? "",
      recipients: await registrationRecipients(tx, reg),
      message,
    });
  }
}

/**
 * PATCH items/calendar_events/:id. A new start or end raises the event's SEQUENCE and mails every
 * registered contact the updated invitation; `status: "cancelled"` calls the event off (SEQUENCE
 * raised, the cancellation to every registered and waiting contact, with the message); a raised
 * maximum (or none) moves the waiting list up. A called-off event is not changed any more.
 */
export async function updateManagedEvent(ctx: ApiContext, auth: AuthContext, id: number, p: EventUpdate): Promise<ManagedEvent> {
  const now = ctx.now();
  return ctx.db.db.transaction(async (tx) => {
    const [before] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, id)).for("update");
    if (!before) throw forbidden();
    const { status, cancel_message, version: _version, ...fields } = p;
    if (before.cancelledAt) {
      // calling off twice changes nothing and mails nobody again
      if (status === "cancelled" && Object.keys(delta(fields)).length === 0) return readManagedEvent(tx, id);
      throw refuse("status", "descriptions.events.cancelledLocked");
    }
    const columns = columnsOf(fields);
    const after = { ...before, ...columns } as CalendarEventRow;
    checkEvent(after);
    if (after.maxParticipants !== null && columns.maxParticipants !== undefined) {
      const taken = (await participantsOf(tx, [id])).get(id)?.registered ?? 0;
      if (taken > after.maxParticipants) throw refuse("max_participants", textKey("descriptions.events.maxParticipantsTaken", { taken }));
    }
    const moved = after.dateFrom.getTime() !== before.dateFrom.getTime() || after.dateTo.getTime() !== before.dateTo.getTime();
    const cancelling = status === "cancelled";
    const message = cancelling ? cancel_message?.trim() || null : null;
    const [row] = await tx
      .update(calendarEvents)
      .set({
        ...columns,
        ...(cancelling ? { cancelledAt: now, cancelMessage: message } : {}),
        ...(moved || cancelling ? { sequence: before.sequence + 1 } : {}),
        updatedAt: now,
      })
      .where(eq(calendarEvents.id, id))
      .returning();
    const event = row!;
    if (cancelling) await tellRegistrations(ctx, tx, event, "eventCancelled", ["registered", "waiting"], message);
    else if (moved) await tellRegistrations(ctx, tx, event, "rescheduled", ["registered"], null);
    const freed =
      !cancelling &&
      (before.maxParticipants !== event.maxParticipants || before.waitingList !== event.waitingList) &&
      (event.maxParticipants === null || (before.maxParticipants !== null && event.maxParticipants > before.maxParticipants));
    if (freed) await moveUpWaiting(ctx, tx, event, now);
    await recordActivity(tx, auth, now, { action: "update", collection: COLLECTION, item: id, delta: delta({ ...fields, ...(cancelling ? { status, cancel_message: message } : {}) }), ...(cancelling ? { comment: "abgesagt" } : {}) });
    return readManagedEvent(tx, id);
  });
}

/** DELETE items/calendar_events/:id: only an event nobody is registered for (else it is called off). */
export async function deleteManagedEvent(ctx: ApiContext, auth: AuthContext, id: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.db.transaction(async (tx) => {
    const [row] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, id)).for("update");
    if (!row) throw forbidden();
    const [active] = await tx
      .select({ n: count() })
      .from(calendarRegistrations)
      .where(and(eq(calendarRegistrations.calendarEventId, id), ne(calendarRegistrations.status, "cancelled")));
    if ((active?.n ?? 0) > 0) throw refuse("status", "descriptions.events.deleteRegistered");
    await tx.delete(calendarEvents).where(eq(calendarEvents.id, id));
    await recordActivity(tx, auth, now, { action: "delete", collection: COLLECTION, item: id });
  });
}

/** The registrations view: active registrations (registered first, then the waiting list in order), with company and named contacts. */
export async function listEventRegistrations(db: Db, id: number, q: { page: number; limit: number }): Promise<{ items: StaffRegistration[]; total: number }> {
  const [event] = await db.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.id, id)).limit(1);
  if (!event) throw forbidden();
  const where = and(eq(calendarRegistrations.calendarEventId, id), ne(calendarRegistrations.status, "cancelled"));
  const [rows, [total]] = await Promise.all([
    db
      .select({ reg: calendarRegistrations, companyName: companies.name })
      .from(calendarRegistrations)
      .innerJoin(companies, eq(companies.id, calendarRegistrations.companyId))
      .where(where)
      .orderBy(sql`${calendarRegistrations.status} = 'waiting'`, asc(calendarRegistrations.createdAt), asc(calendarRegistrations.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(calendarRegistrations).where(where),
  ]);
  const ids = rows.map((r) => r.reg.id);
  const named = ids.length
    ? await db
        .select({ registrationId: calendarRegistrationContacts.calendarRegistrationsId, id: contacts.id, title: contacts.title, first: contacts.firstName, last: contacts.lastName, email: contacts.email })
        .from(calendarRegistrationContacts)
        .innerJoin(contacts, eq(contacts.id, calendarRegistrationContacts.contactId))
        .where(inArray(calendarRegistrationContacts.calendarRegistrationsId, ids))
        .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
    : [];
  return {
    items: rows.map(({ reg, companyName }) => ({
      id: reg.id,
      company: { id: reg.companyId, name: companyName },
      contacts: named.filter((n) => n.registrationId === reg.id).map((n) => ({ id: n.id, name: [n.title, n.first, n.last].filter(Boolean).join(" "), email: n.email })),
      participants: reg.participants,
      status: reg.status as StaffRegistration["status"],
      registered_at: reg.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
