/**
 * The event reminder (issue 28): one day before an event, each contact named in an active
 * registration gets a reminder. A daily schedule (./jobs.ts) calls this; it queues one mail per
 * event and contact with the key `calendar-reminder:<event>:<contact>`, so a run repeated on
 * another instance, or after a crash, reminds nobody twice.
 *
 * Who is reminded is read when the run happens: a company that opted out meanwhile, a contact
 * taken off the registration and an event called off get nothing.
 */
import { and, eq, gte, isNull, lt } from "drizzle-orm";
import { calendarEvents, calendarRegistrationContacts, calendarRegistrations, companies, users } from "../db/schema";
import type { ApiContext } from "../deps";
import { DEFAULT_LANGUAGE } from "../locales/mails";
import { berlinDayStart } from "../mail/dates";
import { queueMail } from "../mail/send";
import { contactRecipients, eventMail, portalOrigin } from "./event-mails";

/** Europe/Berlin wall time of the daily run. */
export const REMINDER_AT = { hour: 8, minute: 0 } as const;

/**
 * Queues the reminders for the events that start on the Berlin day after `plannedFor`. `now` is
 * the schedule clock: a run that comes late (the server was down) skips events already begun.
 * Answers how many reminders were newly queued.
 */
export async function queueEventReminders(ctx: ApiContext, plannedFor: Date, now: Date): Promise<number> {
  const db = ctx.db.db;
  const from = berlinDayStart(plannedFor, 1);
  const to = berlinDayStart(plannedFor, 2);
  const rows = await db
    // the reminder is in the language of the user who registered the contact (decision 0987)
    .select({ event: calendarEvents, companyName: companies.name, contactId: calendarRegistrationContacts.contactId, sequence: calendarRegistrations.sequence, language: users.language })
    .from(calendarRegistrations)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarRegistrations.calendarEventId))
    .innerJoin(companies, eq(companies.id, calendarRegistrations.companyId))
    .innerJoin(calendarRegistrationContacts, eq(calendarRegistrationContacts.calendarRegistrationsId, calendarRegistrations.id))
    .leftJoin(users, eq(users.id, calendarRegistrations.createdBy))
    .where(
      and(
        eq(calendarRegistrations.status, "registered"),
        isNull(calendarEvents.cancelledAt),
        gte(calendarEvents.dateFrom, from),
        lt(calendarEvents.dateFrom, to),
        gte(calendarEvents.dateFrom, now),
      ),
    );
  const recipients = await contactRecipients(db, rows.map((r) => r.contactId));
  const origin = portalOrigin(ctx);
  let queued = 0;
  for (const row of rows) {
    const address = recipients.get(row.contactId);
    if (!address) continue; // a contact without an e-mail address cannot be reminded
    const recipient = { ...address, language: row.language ?? DEFAULT_LANGUAGE };
    const mail = eventMail({ kind: "reminder", event: row.event, recipient, companyName: row.companyName, origin, sequence: row.sequence, stamp: now });
    if (await queueMail(ctx, mail, `calendar-reminder:${row.event.id}:${row.contactId}`)) queued += 1;
  }
  return queued;
}
