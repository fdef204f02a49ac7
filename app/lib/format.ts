/** German formatting of dates, numbers and money (spec §9: DD.MM.YYYY; money 1.234,56 €). */
import dayjs from "dayjs";
import "dayjs/locale/de.js";

dayjs.locale("de");

type DateInput = string | number | Date | null | undefined;

export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === "") return "";
  const d = dayjs(value);
  return d.isValid() ? d.format("DD.MM.YYYY") : "";
}

export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === "") return "";
  const d = dayjs(value);
  return d.isValid() ? d.format("DD.MM.YYYY, HH:mm [Uhr]") : "";
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
