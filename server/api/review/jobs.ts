/**
 * The document review's schedule (issue 28, decision 0541): every morning at 06:30 Berlin time the
 * expiry reminders due that day are queued, one mail per document, reminder and recipient. The key
 * `doc-expiry:<document>:<Gültig bis>:<30|7>:<user>` keeps each to one mail however often the run
 * is repeated (another instance, a retry, a catch-up after downtime); a new version with a new end
 * date gets reminders of its own. The notification centre shows the same documents (expiry.ts).
 */
import type { Schedule } from "../jobs/kind";
import type { ApiContext } from "../deps";
import { mailDate } from "../mail/dates";
import { queueMail, type LocalisedMail } from "../mail/send";
import { mailTexts, type MailTexts } from "../locales/mails";
import { berlinDay, daysBetween, dueReminders, newVersionLink, type ExpiryReminder } from "./expiry";

export const EXPIRY_SCHEDULE = "document-expiry-reminders";

/** A calendar day (YYYY-MM-DD) in the mail's language: noon UTC is that day in Berlin too. */
const dayOf = (day: string, m: MailTexts) => mailDate(new Date(`${day}T12:00:00Z`), m);

export function expiryReminderKey(reminder: Pick<ExpiryReminder, "documentId" | "validTo" | "days">, userId: string): string {
  return `doc-expiry:${reminder.documentId}:${reminder.validTo}:${reminder.days}:${userId}`;
}

/** The reminder mail to one recipient, in the recipient's language (text; the queue adds the HTML layout). */
export function expiryReminderMail(ctx: Pick<ApiContext, "linkOrigins">, reminder: ExpiryReminder, recipient: ExpiryReminder["recipients"][number], today: string): LocalisedMail {
  const link = `${ctx.linkOrigins[0]}${newVersionLink(reminder.documentId)}`;
  const m = mailTexts(recipient.language);
  const until = dayOf(reminder.validTo, m);
  const text = [
    recipient.name ? m.common.greetingNamed(recipient.name) : m.common.greeting,
    "",
    m.expiry.lead(reminder.name, until, daysBetween(today, reminder.validTo)),
    m.expiry.after,
    "",
    m.expiry.upload,
    link,
    "",
    m.expiry.why,
  ].join("\n");
  return { language: recipient.language, to: recipient.email, subject: m.expiry.subject(reminder.name, until), text, link };
}

/** Queues the reminders due on the Berlin day of `plannedFor`; returns how many mails were newly queued. */
export async function queueExpiryReminders(ctx: ApiContext, plannedFor: Date): Promise<number> {
  const today = berlinDay(plannedFor);
  let queued = 0;
  for (const reminder of await dueReminders(ctx.db.db, plannedFor)) {
    for (const recipient of reminder.recipients) {
      if (await queueMail(ctx, expiryReminderMail(ctx, reminder, recipient, today), expiryReminderKey(reminder, recipient.userId))) queued++;
    }
  }
  if (queued) ctx.log("info", "document expiry reminders queued", { count: queued, day: today });
  return queued;
}

export const REVIEW_SCHEDULES: readonly Schedule[] = [
  { name: EXPIRY_SCHEDULE, at: { hour: 6, minute: 30 }, run: async (ctx, plannedFor) => void (await queueExpiryReminders(ctx, plannedFor)) },
];
