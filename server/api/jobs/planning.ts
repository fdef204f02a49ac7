/**
 * Planned times in Europe/Berlin wall-clock time (decision 0540), right across the DST switches:
 * "daily at 07:00" is 06:00Z in winter and 05:00Z in summer. Built on Intl (no date library in
 * the project). A time that does not exist (02:30 on the spring switch) runs an hour later in
 * wall-clock terms (at 03:30); one that exists twice (02:30 in October) runs at the first.
 */
import type { Schedule, Weekday } from "./kind";

export const SCHEDULE_TIME_ZONE = "Europe/Berlin";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: SCHEDULE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeOf(instant: Date): WallTime {
  const fields = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: fields.year!, month: fields.month!, day: fields.day!, hour: fields.hour!, minute: fields.minute!, second: fields.second! };
}

/** Milliseconds Berlin is ahead of UTC at `instant` (3 600 000 in winter, 7 200 000 in summer). */
function offsetAt(instant: number): number {
  const w = wallTimeOf(new Date(instant));
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (instant - (instant % 1000));
}

/** The instant of a Berlin wall-clock time (see the module comment for the switch days). */
export function berlinTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Read with the offset of three hours earlier: right, and the first of two equal times, unless a switch lies between.
  const before = asUtc - offsetAt(asUtc - 3 * 3_600_000);
  if (asUtc - offsetAt(before) === before) return new Date(before);
  // A switch lies between: the offset after it, if that reading exists; if not, the time is missing and `before` is it an hour later.
  const after = asUtc - offsetAt(before);
  return new Date(offsetAt(after) === offsetAt(before) ? after : before);
}

/** ISO weekday of a calendar date */
function weekdayOf(year: number, month: number, day: number): Weekday {
  return (((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The latest planned run of `at` at or before `now`. */
export function latestPlannedRun(at: Schedule["at"], now: Date): Date {
  const today = wallTimeOf(now);
  // Eight days back reach the last weekly run; the first match at or before now is the latest.
  for (let back = 0; back <= 8; back++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (at.weekday && weekdayOf(y, m, d) !== at.weekday) continue;
    const planned = berlinTime(y, m, d, at.hour, at.minute);
    if (planned.getTime() <= now.getTime()) return planned;
  }
  throw new Error(`no planned run within eight days of ${now.toISOString()}`);
}

/** The key of one planned run; the queue never takes the same key twice. */
export function scheduleKey(name: string, plannedFor: Date): string {
  return `schedule:${name}:${plannedFor.toISOString()}`;
}
