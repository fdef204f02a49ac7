/**
 * Dates and times in mails as the portal shows them (spec §9: DD.MM.YYYY), in the association's
 * zone whatever the server's: a mail rendered by a server in UTC names the same day as the page.
 */
export const MAIL_TIME_ZONE = "Europe/Berlin";

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

/** The Berlin calendar day of `at` shifted by `days`, as the UTC instant of its midnight (DST-safe). */
export function berlinDayStart(at: Date, days = 0): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: MAIL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wallMidnight = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + days);
  // Berlin's offset at that moment (+1 h or +2 h); midnight is never inside a switch there (02:00/03:00).
  return new Date(wallMidnight - offsetMs(new Date(wallMidnight)));
}

function offsetMs(at: Date): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: MAIL_TIME_ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}
