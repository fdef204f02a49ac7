/**
 * CSV export of what a list shows: semicolon-separated with a UTF-8 byte order mark, which is
 * what German spreadsheet programs open directly; formula-like cells are neutralised.
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** A signed amount or share as the exports write them (-1.234,56 or +6,2 %): a value, never a formula. */
const GERMAN_NUMBER = /^[+-]?\d{1,3}(\.\d{3})*(,\d+)?(\s?%)?$|^[+-]?\d+(,\d+)?(\s?%)?$/;

function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  // A cell starting with = + - @ would be run as a formula by spreadsheet programs; a number is kept as it is.
  if (typeof value !== "number" && !GERMAN_NUMBER.test(text) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(";"), ...rows.map((r) => columns.map((c) => cell(c.value(r))).join(";"))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function csvResponse<T>(filename: string, columns: readonly CsvColumn<T>[], rows: readonly T[]): Response {
  return new Response(toCsv(columns, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
