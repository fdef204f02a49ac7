/**
 * Dates, numbers and money in the current language (decision 0986): German as spec §9 asks
 * (DD.MM.YYYY, 1.234,56 €), English as in Britain (DD/MM/YYYY, €1,234.56: day before month, as the
 * suppliers abroad read dates, and the euro the portal bills in).
 */
import type { Language } from "#contract/values";
import { currentLanguage } from "~/i18n";
import { boundedMemo } from "./bounded-memo";

/**
 * Dates and times are shown in the association's time zone, whatever the zone of the server or of
 * the browser: the server renders and the browser hydrates the same text, and an event at 00:30
 * in Germany is not shown on the previous day by a server running in UTC.
 */
export const TIME_ZONE = "Europe/Berlin";

/** The Intl locale of each language. */
export const INTL_LOCALES: Record<Language, string> = { de: "de-DE", en: "en-GB" };

type DateInput = string | number | Date | null | undefined;

interface Formats {
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  number: Intl.NumberFormat;
  money: Intl.NumberFormat;
  amount: Intl.NumberFormat;
  /** a date with its time: German says "Uhr" after it */
  dateTime: (date: string, time: string) => string;
}

const DATE_TIME: Record<Language, Formats["dateTime"]> = { de: (date, time) => `${date}, ${time} Uhr`, en: (date, time) => `${date}, ${time}` };

const formats: Partial<Record<Language, Formats>> = {};

// Built on first use per language: a German page never builds the English ones.
function formatsOf(language: Language): Formats {
  const locale = INTL_LOCALES[language];
  return (formats[language] ??= {
    date: new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" }),
    time: new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    number: new Intl.NumberFormat(locale),
    money: new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }),
    amount: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    dateTime: DATE_TIME[language],
  });
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

// Intl formatting with a time zone costs microseconds per call, and the same timestamps come back
// on every page (news dates, documents): their text is kept, bounded.
const formatDateText: Record<Language, (value: string) => string> = {
  de: boundedMemo((value) => formatDateOf("de", value), 10_000),
  en: boundedMemo((value) => formatDateOf("en", value), 10_000),
};

export function formatDate(value: DateInput): string {
  const language = currentLanguage();
  return typeof value === "string" ? formatDateText[language](value) : formatDateOf(language, value);
}

function formatDateOf(language: Language, value: DateInput): string {
  const d = toDate(value);
  return d ? formatsOf(language).date.format(d) : "";
}

export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  if (!d) return "";
  const f = formatsOf(currentLanguage());
  return f.dateTime(f.date.format(d), f.time.format(d));
}

export function formatNumber(value: number): string {
  return formatsOf(currentLanguage()).number.format(value);
}

export function formatMoney(value: number): string {
  return formatsOf(currentLanguage()).money.format(value);
}

/** Spec §9: text truncation default 30 characters with ellipsis. */
export function truncate(text: string, max = 30): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** An amount without the currency sign (1.234,56), as the CSV exports write money. */
export function formatAmount(value: number): string {
  return formatsOf(currentLanguage()).amount.format(value);
}
