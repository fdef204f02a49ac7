/** German formats of the ZR-Simulator: amounts like 1.234,56 and dates like 31.01.2026, read from input and shown. */

/** "1.234,56" or "1234,5" or "1234" → cents; null when it is not a German amount. */
export function parseGermanAmount(raw: string): number | null {
  const text = raw.trim().replace(/\s*€$/, "").replace(/\s*EUR$/i, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(text) && !/^\d+(,\d{1,2})?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.replace(/\./g, "").split(",");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** "31.01.2026" → "2026-01-31"; null for anything else, including 31.02. */
export function parseGermanDate(raw: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(raw.trim());
  if (!match) return null;
  const [, d, m, y] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** cents → "1.234,56" (no currency sign: inputs and CSV cells) */
export function centsToGerman(cents: number): string {
  return new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

// Shown in the association's time zone, as the portal shows its dates (spec §9).
const dayFormat = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const euroFormat = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

/** a date column ("2026-01-31") or a moment → "31.01.2026" */
export function germanDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : dayFormat.format(date);
}

/** a moment → "31.01.2026, 14:05 Uhr" */
export function germanDateTime(value: Date): string {
  return `${dayFormat.format(value)}, ${timeFormat.format(value)} Uhr`;
}

/** cents → "1.234,56 €" */
export function euros(cents: number): string {
  return euroFormat.format(cents / 100);
}
