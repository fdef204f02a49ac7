/**
 * Opening hours of an address: per weekday (1 = Monday … 7 = Sunday) one or more time ranges
 * HH:MM–HH:MM; a weekday without ranges is closed. Shared by the portal form and the API, so
 * both refuse the same input: each range starts before it ends, and ranges of a day never overlap.
 */
export interface TimeRange {
  weekday: number;
  from: string;
  to: string;
}

export type OpeningHoursIssue =
  | { kind: "format"; index: number }
  | { kind: "order"; index: number }
  | { kind: "overlap"; index: number; weekday: number };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function validateOpeningHours(ranges: readonly TimeRange[]): OpeningHoursIssue[] {
  const issues: OpeningHoursIssue[] = [];
  ranges.forEach((r, index) => {
    if (!Number.isInteger(r.weekday) || r.weekday < 1 || r.weekday > 7 || !TIME.test(r.from) || !TIME.test(r.to)) {
      issues.push({ kind: "format", index });
    } else if (r.from >= r.to) issues.push({ kind: "order", index });
  });
  // Overlaps among the well-formed ranges (HH:MM compares correctly as text).
  const faulty = new Set(issues.map((i) => i.index));
  const indexed = ranges
    .map((r, index) => ({ ...r, index }))
    .filter((r) => !faulty.has(r.index))
    .sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));
  for (let i = 1; i < indexed.length; i++) {
    const prev = indexed[i - 1]!;
    const cur = indexed[i]!;
    if (prev.weekday === cur.weekday && cur.from < prev.to) issues.push({ kind: "overlap", index: cur.index, weekday: cur.weekday });
  }
  return issues;
}

/** Ranges ordered by weekday and start, as they are stored and shown. */
export function sortOpeningHours<T extends TimeRange>(ranges: readonly T[]): T[] {
  return [...ranges].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));
}
