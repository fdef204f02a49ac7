/** Opening hours for display: per weekday 1–7 its ranges in order (an empty day is closed). */
import type { OpeningHour } from "#contract/masterdata";
import { sortOpeningHours } from "#contract/opening-hours";

export function openingHoursByDay(hours: readonly OpeningHour[]) {
  const sorted = sortOpeningHours(hours);
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: sorted.filter((h) => h.weekday === weekday) }));
}

/** One line for exports: "Montag 10:00–13:00, 14:00–19:00; Dienstag …; Sonntag geschlossen". */
export function openingHoursText(hours: readonly OpeningHour[], dayName: (weekday: number) => string, closed: string): string {
  if (hours.length === 0) return "";
  return openingHoursByDay(hours)
    .map(({ weekday, ranges }) => `${dayName(weekday)} ${ranges.length ? ranges.map((r) => `${r.from}–${r.to}`).join(", ") : closed}`)
    .join("; ");
}
