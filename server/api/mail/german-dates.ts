/**
 * Dates and times in mails as the portal shows them (spec §9: DD.MM.YYYY), in the association's
 * zone whatever the server's: a mail rendered by a server in UTC names the same day as the page.
 */
import { berlinTime, SCHEDULE_TIME_ZONE } from "../jobs/planning";

export const MAIL_TIME_ZONE = SCHEDULE_TIME_ZONE;

const dateFormat = new Intl.DateTimeFormat("de-DE", { timeZone: MAIL_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("de-DE", { timeZone: MAIL_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** 01.04.2026 */
export const mailDate = (d: Date) => dateFormat.format(d);
/** 10:00 */
export const mailTime = (d: Date) => timeFormat.format(d);

/** "01.04.2026, 10:00 – 17:00 Uhr", or across days "01.04.2026, 10:00 Uhr – 02.04.2026, 17:00 Uhr" */
export function mailSpan(from: Date, to: Date): string {
  if (mailDate(from) === mailDate(to)) return `${mailDate(from)}, ${mailTime(from)} – ${mailTime(to)} Uhr`;
  return `${mailDate(from)}, ${mailTime(from)} Uhr – ${mailDate(to)}, ${mailTime(to)} Uhr`;
}

const berlinDate = new Intl.DateTimeFormat("en-CA", { timeZone: MAIL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The Berlin calendar day of `at` shifted by `days`, as the instant of its midnight (right across DST). */
export function berlinDayStart(at: Date, days = 0): Date {
  const [year, month, day] = berlinDate.format(at).split("-").map(Number);
  return berlinTime(year!, month!, day! + days, 0, 0);
}
