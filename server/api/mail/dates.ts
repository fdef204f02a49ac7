/**
 * Dates and times in mails in the mail's language (issue 42; German as the portal shows them,
 * spec §9: DD.MM.YYYY), in the association's zone whatever the server's: a mail rendered by a
 * server in UTC names the same day as the page.
 */
import { berlinTime, SCHEDULE_TIME_ZONE } from "../jobs/planning";
import type { MailTexts } from "../locales/mails";

export const MAIL_TIME_ZONE = SCHEDULE_TIME_ZONE;

type Texts = Pick<MailTexts, "locale" | "dates">;

const formats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(locale: string) {
  let f = formats.get(locale);
  if (!f) {
    // German: 01.04.2026; English (en-GB): 1 Apr 2026, unambiguous for readers on both sides of the Atlantic
    const date: Intl.DateTimeFormatOptions = locale.startsWith("de") ? { day: "2-digit", month: "2-digit", year: "numeric" } : { day: "numeric", month: "short", year: "numeric" };
    f = {
      date: new Intl.DateTimeFormat(locale, { timeZone: MAIL_TIME_ZONE, ...date }),
      time: new Intl.DateTimeFormat(locale, { timeZone: MAIL_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    };
    formats.set(locale, f);
  }
  return f;
}

/** 01.04.2026 / 1 Apr 2026 */
export const mailDate = (d: Date, texts: Texts) => formatsOf(texts.locale).date.format(d);
/** 10:00 */
export const mailTime = (d: Date, texts: Texts) => formatsOf(texts.locale).time.format(d);
/** "01.04.2026, 10:00 Uhr" / "1 Apr 2026, 10:00" */
export const mailDateTime = (d: Date, texts: Texts) => texts.dates.at(mailDate(d, texts), mailTime(d, texts));

/** "01.04.2026, 10:00 – 17:00 Uhr", or across days "01.04.2026, 10:00 Uhr – 02.04.2026, 17:00 Uhr" */
export function mailSpan(from: Date, to: Date, texts: Texts): string {
  const [fromDate, toDate] = [mailDate(from, texts), mailDate(to, texts)];
  if (fromDate === toDate) return texts.dates.span(fromDate, mailTime(from, texts), mailTime(to, texts));
  return texts.dates.spanDays(fromDate, mailTime(from, texts), toDate, mailTime(to, texts));
}

const berlinDate = new Intl.DateTimeFormat("en-CA", { timeZone: MAIL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The Berlin calendar day of `at` shifted by `days`, as the instant of its midnight (right across DST). */
export function berlinDayStart(at: Date, days = 0): Date {
  const [year, month, day] = berlinDate.format(at).split("-").map(Number);
  return berlinTime(year!, month!, day! + days, 0, 0);
}
