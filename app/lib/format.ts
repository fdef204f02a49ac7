/** German formatting of dates, numbers and money (spec §9: DD.MM.YYYY; money 1.234,56 €). */
import { boundedMemo } from "./bounded-memo";

/**
 * Dates and times are shown in the association's time zone, whatever the zone of the server or of
 * the browser: the server renders and the browser hydrates the same text, and an event at 00:30
 * in Germany is not shown on the previous day by a server running in UTC.
 */
export const TIME_ZONE = "Europe/Berlin";

type DateInput = string | number | Date | null | undefined;

const dateFormat = new Intl.DateTimeFormat("de-DE", { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("de-DE", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

// Intl formatting with a time zone costs microseconds per call, and the same timestamps come back
// on every page (news dates, documents): their text is kept, bounded.
const formatDateText = boundedMemo(formatDateOf, 10_000);

export function formatDate(value: DateInput): string {
  return typeof value === "string" ? formatDateText(value) : formatDateOf(value);
}

function formatDateOf(value: DateInput): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : "";
}

export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  return d ? `${dateFormat.format(d)}, ${timeFormat.format(d)} Uhr` : "";
}

const numberFormat = new Intl.NumberFormat("de-DE");
const moneyFormat = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function formatMoney(value: number): string {
  return moneyFormat.format(value);
}

/** Spec §9: text truncation default 30 characters with ellipsis. */
export function truncate(text: string, max = 30): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

const amountFormat = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount without the currency sign (1.234,56), as the CSV exports write money. */
export function formatAmount(value: number): string {
  return amountFormat.format(value);
}
