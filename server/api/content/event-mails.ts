/**
 * The mails of a calendar registration (issue 28, decision 0542): the confirmation of a
 * registration or change (with the event as an .ics invitation), of an opt-out (with the .ics
 * cancellation) and the reminder the day before. Each goes to every named contact with an e-mail
 * address and to the portal users who registered and who acted; each recipient gets one mail with
 * their own ATTENDEE line.
 *
 * The mails are queued in the transaction of the registration write, so a rolled-back write mails
 * nobody; the key (registration, SEQUENCE, address) keeps a retried job from mailing twice, and
 * the SEQUENCE only rises when something changed, so a double submit mails nobody again.
 */
import { and, inArray } from "drizzle-orm";
import { eventToIcs } from "../contract/ics";
import type { Db, Tx } from "../db/client";
import { contacts, notErased, users, type CalendarEventRow } from "../db/schema";
import type { ApiContext } from "../deps";
import { mailDate, mailSpan } from "../mail/german-dates";
import { queueMail, type OutgoingMail } from "../mail/send";

/**
 * What a mail confirms: a new registration, a changed one, an opt-out (or a contact taken off it),
 * the reminder; a place on the waiting list, moving up from it; and the association's changes
 * (issue 39): the event's new time, the event called off.
 */
export type EventMailKind = "registered" | "changed" | "cancelled" | "reminder" | "waiting" | "movedUp" | "rescheduled" | "eventCancelled";

export interface EventMailRecipient {
  email: string;
  name: string | null;
}

/** The association organises every event; replies go to the event's responsible person when there is one. */
const ASSOCIATION = "Einkaufsverband";
const ASSOCIATION_EMAIL = "partnerportal@einkaufsverband.example";

/** Where links in mails point: the first PUBLIC_URL (a local installation without one: its default port). */
export const portalOrigin = (ctx: Pick<ApiContext, "linkOrigins">) => ctx.linkOrigins[0];

const SUBJECTS: Record<EventMailKind, string> = {
  registered: "Anmeldebestätigung",
  changed: "Anmeldung geändert",
  cancelled: "Abmeldung bestätigt",
  reminder: "Erinnerung: morgen",
  waiting: "Warteliste",
  movedUp: "Platz frei – Anmeldung bestätigt",
  rescheduled: "Termin geändert",
  eventCancelled: "Abgesagt",
};

const LEADS: Record<EventMailKind, (company: string, title: string) => string> = {
  registered: (company, title) => `die Anmeldung von ${company} zur Veranstaltung „${title}“ ist eingegangen. Sie sind als Teilnehmerin oder Teilnehmer bzw. als anmeldende Person eingetragen.`,
  changed: (company, title) => `die Anmeldung von ${company} zur Veranstaltung „${title}“ wurde geändert. Es gilt der Stand unten.`,
  cancelled: (company, title) => `${company} hat Sie von der Veranstaltung „${title}“ abgemeldet. Der Termin wird mit dem Anhang aus Ihrem Kalender entfernt.`,
  reminder: (company, title) => `morgen findet die Veranstaltung „${title}“ statt, zu der ${company} Sie angemeldet hat.`,
  waiting: (company, title) => `die Veranstaltung „${title}“ ist ausgebucht. Die Anmeldung von ${company} steht auf der Warteliste; wird ein Platz frei, rückt sie in der Reihenfolge des Eingangs nach und Sie erhalten eine Nachricht.`,
  movedUp: (company, title) => `für die Veranstaltung „${title}“ ist ein Platz frei geworden. Die Anmeldung von ${company} ist von der Warteliste nachgerückt und bestätigt.`,
  rescheduled: (company, title) => `der Termin der Veranstaltung „${title}“, zu der ${company} Sie angemeldet hat, hat sich geändert. Es gilt der neue Termin unten.`,
  eventCancelled: (company, title) => `die Veranstaltung „${title}“, zu der ${company} Sie angemeldet hat, wurde vom Verband abgesagt. Der Termin wird mit dem Anhang aus Ihrem Kalender entfernt.`,
};

/** The kinds that remove the event from the recipient's calendar (METHOD:CANCEL), and those without a calendar file. */
const CANCELLING: ReadonlySet<EventMailKind> = new Set(["cancelled", "eventCancelled"]);
const WITHOUT_FILE: ReadonlySet<EventMailKind> = new Set(["reminder", "waiting"]);

export interface EventMailInput {
  kind: EventMailKind;
  event: Pick<CalendarEventRow, "id" | "title" | "abstract" | "text" | "location" | "dateFrom" | "dateTo" | "responsibleEmail">;
  recipient: EventMailRecipient;
  companyName: string;
  origin: string;
  sequence: number;
  stamp: Date;
  /** the association's message with a cancellation or change (issue 39) */
  message?: string | null;
}

/**
 * One recipient's mail: German text (the queue wraps it in the portal's HTML layout, web addresses
 * as links), the event's link, and for confirmations the .ics.
 */
export function eventMail({ kind, event, recipient, companyName, origin, sequence, stamp, message }: EventMailInput): OutgoingMail {
  const link = `${origin}/calendar/${event.id}`;
  const subject = `${SUBJECTS[kind]}: ${event.title} am ${mailDate(event.dateFrom)}`;
  const paragraphs = [
    recipient.name ? `Guten Tag ${recipient.name},` : "Guten Tag,",
    LEADS[kind](companyName, event.title),
    ...(message ? [`Nachricht des Verbands:\n${message}`] : []),
    [`Veranstaltung: ${event.title}`, `Termin: ${mailSpan(event.dateFrom, event.dateTo)}`, ...(event.location ? [`Ort: ${event.location}`] : [])].join("\n"),
    ...(!CANCELLING.has(kind) && !WITHOUT_FILE.has(kind) ? ["Den Termin für Ihren Kalender finden Sie im Anhang."] : []),
    `${CANCELLING.has(kind) ? "Zur Veranstaltung im Partnerportal" : "Details, Änderung und Abmeldung im Partnerportal"}:\n${link}`,
    `Bei Fragen erreichen Sie uns unter ${event.responsibleEmail ?? ASSOCIATION_EMAIL}.`,
    `Mit freundlichen Grüßen\nIhr ${ASSOCIATION}`,
  ];
  const method = CANCELLING.has(kind) ? "CANCEL" : "REQUEST";
  const ics = WITHOUT_FILE.has(kind)
      ? undefined
      : eventToIcs(
          { id: event.id, title: event.title, abstract: event.abstract, text: event.text, location: event.location, date_from: event.dateFrom.toISOString(), date_to: event.dateTo.toISOString() },
          { origin, stamp, method, sequence, organizer: { name: ASSOCIATION, email: event.responsibleEmail ?? ASSOCIATION_EMAIL }, attendee: recipient },
        );
  return {
    to: recipient.email,
    subject,
    text: `${paragraphs.join("\n\n")}\n`,
    link,
    ...(ics
      ? {
          attachments: [
            {
              filename: CANCELLING.has(kind) ? "absage.ics" : "termin.ics",
              content: ics,
              contentType: `text/calendar; charset=utf-8; method=${method}`,
            },
          ],
        }
      : {}),
  };
}

const fullName = (first: string | null, last: string | null, title?: string | null) => [title, first, last].filter(Boolean).join(" ") || null;

/** The named contacts that have an e-mail address. */
export async function contactRecipients(db: Db | Tx, contactIds: readonly number[]): Promise<Map<number, EventMailRecipient>> {
  if (contactIds.length === 0) return new Map();
  const rows = await db
    .select({ id: contacts.id, email: contacts.email, title: contacts.title, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(inArray(contacts.id, [...contactIds]));
  return new Map(rows.filter((r) => r.email?.includes("@")).map((r) => [r.id, { email: r.email!.trim(), name: fullName(r.firstName, r.lastName, r.title) }]));
}

/** The portal users among the recipients (who registered, who acted now). */
export async function userRecipients(db: Db | Tx, userIds: readonly (string | null)[]): Promise<EventMailRecipient[]> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return [];
  const rows = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(and(inArray(users.id, ids), notErased));
  return rows.map((r) => ({ email: r.email, name: fullName(r.firstName, r.lastName) }));
}

/** One mail per address, whoever it belongs to (a contact can also be the registering user). */
export function distinctRecipients(list: readonly EventMailRecipient[]): EventMailRecipient[] {
  const seen = new Map<string, EventMailRecipient>();
  for (const r of list) if (!seen.has(r.email.toLowerCase())) seen.set(r.email.toLowerCase(), r);
  return [...seen.values()];
}

export interface ConfirmationBatch {
  kind: Exclude<EventMailKind, "reminder">;
  registrationId: number;
  sequence: number;
  event: EventMailInput["event"];
  companyName: string;
  recipients: readonly EventMailRecipient[];
  message?: string | null;
}

/** Queues one confirmation per recipient inside `tx`; the key makes a retried queueing a no-op. */
export async function queueConfirmations(ctx: ApiContext, tx: Tx, batch: ConfirmationBatch): Promise<void> {
  const origin = portalOrigin(ctx);
  const stamp = ctx.now();
  for (const recipient of distinctRecipients(batch.recipients)) {
    const mail = eventMail({ ...batch, recipient, origin, stamp });
    await queueMail(ctx, mail, `calendar-confirmation:${batch.registrationId}:${batch.sequence}:${batch.kind}:${recipient.email.toLowerCase()}`, tx);
  }
}
