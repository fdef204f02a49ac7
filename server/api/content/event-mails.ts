/**
 * The mails of a calendar registration (issue 28, decision 0542): the confirmation of a
 * registration or change (with the event as an .ics invitation), of an opt-out (with the .ics
 * cancellation) and the reminder the day before. Each goes to every named contact with an e-mail
 * address and to the portal users who registered and who acted; each recipient gets one mail with
 * their own ATTENDEE line, in their language: a user's own, a contact (who has no account) the
 * language of the portal user who caused the mail (decision 0987).
 *
 * The mails are queued in the transaction of the registration write, so a rolled-back write mails
 * nobody; the key (registration, SEQUENCE, address) keeps a retried job from mailing twice, and
 * the SEQUENCE only rises when something changed, so a double submit mails nobody again.
 */
import { and, eq, inArray } from "drizzle-orm";
import { eventToIcs } from "../contract/ics";
import type { Db, Tx } from "../db/client";
import { contacts, notErased, users, type CalendarEventRow } from "../db/schema";
import type { ApiContext } from "../deps";
import type { Language } from "../values/languages";
import { DEFAULT_LANGUAGE, mailTexts } from "../locales/mails";
import { mailDate, mailSpan } from "../mail/dates";
import { queueMail, type LocalisedMail } from "../mail/send";

/**
 * What a mail confirms: a new registration, a changed one, an opt-out (or a contact taken off it),
 * the reminder; a place on the waiting list, moving up from it; and the association's changes
 * (issue 39): the event's new time, the event called off.
 */
export type EventMailKind = "registered" | "changed" | "cancelled" | "reminder" | "waiting" | "movedUp" | "rescheduled" | "eventCancelled";

/** A named contact's address (no account, so no language of its own). */
export interface ContactAddress {
  email: string;
  name: string | null;
}

export interface EventMailRecipient extends ContactAddress {
  language: Language;
}

/** The association organises every event; replies go to the event's responsible person when there is one. */
const ASSOCIATION_EMAIL = "partnerportal@einkaufsverband.example";

/** Where links in mails point: the first PUBLIC_URL (a local installation without one: its default port). */
export const portalOrigin = (ctx: Pick<ApiContext, "linkOrigins">) => ctx.linkOrigins[0];

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
 * One recipient's mail in the recipient's language: text (the queue wraps it in the portal's HTML
 * layout, web addresses as links), the event's link, and for confirmations the .ics. The event's
 * own texts (title, description, place) stay as the association wrote them.
 */
export function eventMail({ kind, event, recipient, companyName, origin, sequence, stamp, message }: EventMailInput): LocalisedMail {
  const m = mailTexts(recipient.language);
  const words = m.event;
  const link = `${origin}/calendar/${event.id}`;
  const subject = words.subject(words.subjects[kind], event.title, mailDate(event.dateFrom, m));
  const paragraphs = [
    recipient.name ? m.common.greetingNamed(recipient.name) : m.common.greeting,
    words.leads[kind](companyName, event.title),
    ...(message ? [`${words.message}\n${message}`] : []),
    [words.event(event.title), words.when(mailSpan(event.dateFrom, event.dateTo, m)), ...(event.location ? [words.where(event.location)] : [])].join("\n"),
    ...(!CANCELLING.has(kind) && !WITHOUT_FILE.has(kind) ? [words.attached] : []),
    `${CANCELLING.has(kind) ? words.linkCancelled : words.link}:\n${link}`,
    words.questions(event.responsibleEmail ?? ASSOCIATION_EMAIL),
    words.regards(m.common.association),
  ];
  const method = CANCELLING.has(kind) ? "CANCEL" : "REQUEST";
  const ics = WITHOUT_FILE.has(kind)
      ? undefined
      : eventToIcs(
          { id: event.id, title: event.title, abstract: event.abstract, text: event.text, location: event.location, date_from: event.dateFrom.toISOString(), date_to: event.dateTo.toISOString() },
          { origin, stamp, method, sequence, organizer: { name: m.common.association, email: event.responsibleEmail ?? ASSOCIATION_EMAIL }, attendee: recipient },
        );
  return {
    language: recipient.language,
    to: recipient.email,
    subject,
    text: `${paragraphs.join("\n\n")}\n`,
    link,
    ...(ics
      ? {
          attachments: [
            {
              filename: CANCELLING.has(kind) ? words.cancelFile : words.file,
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
export async function contactRecipients(db: Db | Tx, contactIds: readonly number[]): Promise<Map<number, ContactAddress>> {
  if (contactIds.length === 0) return new Map();
  const rows = await db
    .select({ id: contacts.id, email: contacts.email, title: contacts.title, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(inArray(contacts.id, [...contactIds]));
  return new Map(rows.filter((r) => r.email?.includes("@")).map((r) => [r.id, { email: r.email!.trim(), name: fullName(r.firstName, r.lastName, r.title) }]));
}

/** Contacts mailed in `language`: the one of the portal user who caused the mail (decision 0987). */
export const inLanguage = (addresses: Iterable<ContactAddress>, language: Language): EventMailRecipient[] => [...addresses].map((a) => ({ ...a, language }));

/** The language of the user who caused a mail to contacts; German when there is none (an erased account). */
export async function languageOfUser(db: Db | Tx, userId: string | null): Promise<Language> {
  if (!userId) return DEFAULT_LANGUAGE;
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** The portal users among the recipients (who registered, who acted now), each in their own language. */
export async function userRecipients(db: Db | Tx, userIds: readonly (string | null)[]): Promise<EventMailRecipient[]> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return [];
  const rows = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language }).from(users).where(and(inArray(users.id, ids), notErased));
  return rows.map((r) => ({ email: r.email, name: fullName(r.firstName, r.lastName), language: r.language }));
}

/**
 * One mail per address, whoever it belongs to (a contact can also be the registering user): the
 * first entry wins, so callers list the users before the contacts and a user keeps their language.
 */
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
