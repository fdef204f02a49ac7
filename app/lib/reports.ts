/** Display helpers of the reports (issue 30): amounts, month names and the change against the previous year. */
import { formatAmount, formatMoney } from "./format";

/** The API's cents as money on the screen: 1.234,56 € */
export const euros = (cents: number) => formatMoney(cents / 100);
/** The API's cents as a CSV amount in euros: 1.234,56 */
export const euroAmount = (cents: number) => formatAmount(cents / 100);

const monthShort = new Intl.DateTimeFormat("de-DE", { month: "short", timeZone: "UTC" });
const monthLong = new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" });
const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 1, minimumFractionDigits: 1, signDisplay: "exceptZero" });

const dateOf = (month: string) => new Date(`${month}-15T12:00:00Z`);

/** `2026-03` → "März" */
export const monthName = (month: string) => monthLong.format(dateOf(month));
/** `2026-03` → "März", `2026-01` → "Jan." */
export const monthShortName = (month: string) => monthShort.format(dateOf(month));
/** `2026-03` → "03.2026" */
export const monthNumeric = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

/** +6,2 % against the previous value; null where there is nothing to compare (no value yet, nothing the year before). */
export function changeOf(value: number | null, previous: number): string | null {
  if (value === null || previous === 0) return null;
  return percent.format((value - previous) / Math.abs(previous));
}

/**
 * The bars of a month-by-month comparison chart: each month's value (null: the month has not
 * begun) against the same month a year before, formatted, with the change.
 */
export function monthComparisonBars(months: readonly { month: string; value: number | null; previous: number }[], format: (n: number) => string, texts: { notYet: string; noChange: string }) {
  return months.map((m) => ({
    label: monthShortName(m.month),
    value: m.value,
    previous: m.previous,
    display: m.value === null ? texts.notYet : format(m.value),
    previousDisplay: format(m.previous),
    change: changeOf(m.value, m.previous) ?? texts.noChange,
  }));
}

/** the years to offer: those with data and the one shown */
export const yearsToOffer = (year: number, years: readonly number[]) => [...new Set([year, ...years])].sort((a, b) => b - a);
