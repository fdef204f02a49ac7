/**
 * The document review's schedule (issue 28, decision 0541): every morning at 06:30 Berlin time the
 * expiry reminders due that day are queued, one mail per document, reminder and recipient. The key
 * `doc-expiry:<document>:<Gültig bis>:<30|7>:<user>` keeps each to one mail however often the run
 * is repeated (another instance, a retry, a catch-up after downtime); a new version with a new end
 * date gets reminders of its own. The notification centre shows the same documents (expiry.ts).
 */
import type { Schedule } from "../jobs/kind";
import type { ApiContext } from "../deps";
import { queueMail } from "../mail/send";
import { berlinDay, daysBetween, dueReminders, newVersionLink, type ExpiryReminder } from "./expiry";

export const EXPIRY_SCHEDULE = "document-expiry-reminders";

/** YYYY-MM-DD as DD.MM.YYYY */
const germanDate = (day: string) => day.split("-").reverse().join(".");

export function expiryReminderKey(reminder: Pick<ExpiryReminder, "documentId" | "validTo" | "days">, userId: string): string {
  return `doc-expiry:${reminder.documentId}:${reminder.validTo}:${reminder.days}:${userId}`;
}

/** The reminder mail to one recipient (German, text; the queue adds the HTML layout). */
export function expiryReminderMail(ctx: Pick<ApiContext, "linkOrigins">, reminder: ExpiryReminder, recipient: ExpiryReminder["recipients"][number], today: string) {
  const link = `${ctx.linkOrigins[0]}${newVersionLink(reminder.documentId)}`;
  const left = daysBetween(today, reminder.validTo);
  const until = germanDate(reminder.validTo);
  const text = [
    recipient.name ? `Guten Tag ${recipient.name},` : "Guten Tag,",
    "",
    `Ihr Dokument „${reminder.name}“ ist nur noch bis ${until} gültig (${left === 1 ? "noch 1 Tag" : `noch ${left} Tage`}).`,
    "Danach erscheint es nicht mehr in den Dokumentenlisten der Handelspartner.",
    "",
    "Bitte laden Sie rechtzeitig eine neue Version hoch. Sie durchläuft die Dokumentenprüfung und ersetzt nach der Freigabe die bisherige Fassung unter demselben Link:",
    link,
    "",
    "Diese Erinnerung erhalten Sie als Einreicher des Dokuments oder als Kontoverwaltung Ihres Unternehmens.",
  ].join("\n");
  return { to: recipient.email, subject: `Erinnerung: „${reminder.name}“ ist nur noch bis ${until} gültig`, text, link };
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
