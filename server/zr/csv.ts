/**
 * CSV files of the ZR-Simulator: receipts (upload) and monthly sales (sales report). Semicolon-
 * separated as German spreadsheets write them, UTF-8 with or without BOM, a header line first.
 * Every bad line is named with its number and the reason; a file with a bad line imports nothing,
 * so the corrected file can be uploaded again without duplicates (decision 0901).
 */
import { parseGermanAmount, parseGermanDate } from "./german";
import { ZR_TEXTS, fill } from "./texts";

export interface LineError {
  line: number;
  message: string;
}

export type CsvResult<T> = { ok: true; rows: T[] } | { ok: false; errors: LineError[] };

const MAX_LINES = 5_000;
const m = ZR_TEXTS.csv;

/** Splits one CSV text into records of cells; quotes may hold separators, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cell = "";
  let record: string[] = [];
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === ";") {
      record.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

interface Column {
  header: string;
}

/** Checks the header and hands each non-empty line (1-based line numbers as a spreadsheet shows them) to `row`. */
function readLines<T>(text: string, columns: readonly Column[], row: (cells: string[], line: number, errors: string[]) => T | null): CsvResult<T> {
  if (text.includes("\u0000")) return { ok: false, errors: [{ line: 1, message: m.notText }] };
  const records = parseCsv(text);
  const header = records[0]?.map((h) => h.trim().toLowerCase());
  const expected = columns.map((c) => c.header.toLowerCase());
  if (!header || header.join(";") !== expected.join(";")) {
    return { ok: false, errors: [{ line: 1, message: fill(m.header, { columns: columns.map((c) => c.header).join(";") }) }] };
  }
  const errors: LineError[] = [];
  const rows: T[] = [];
  const body = records.slice(1);
  if (body.length > MAX_LINES) return { ok: false, errors: [{ line: MAX_LINES + 2, message: fill(m.tooMany, { max: String(MAX_LINES) }) }] };
  body.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((c) => c.trim() === "")) return;
    if (cells.length !== columns.length) {
      errors.push({ line, message: fill(m.cellCount, { expected: String(columns.length), found: String(cells.length) }) });
      return;
    }
    const problems: string[] = [];
    const value = row(cells.map((c) => c.trim()), line, problems);
    if (problems.length > 0 || value === null) errors.push({ line, message: problems.join(" ") });
    else rows.push(value);
  });
  if (errors.length > 0) return { ok: false, errors };
  if (rows.length === 0) return { ok: false, errors: [{ line: 2, message: m.empty }] };
  return { ok: true, rows };
}

/**
 * A CSV file as the simulator writes its exports: the dialect it reads (semicolons, UTF-8 with a
 * byte order mark, CRLF), header first; a cell a spreadsheet would run as a formula starts with '.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(";")).join("\r\n")}\r\n`;
}

export const RECEIPT_COLUMNS = [{ header: "Belegnummer" }, { header: "Belegart" }, { header: "Belegdatum" }, { header: "Handelspartner" }, { header: "Marke" }, { header: "Betrag" }] as const;

export interface ReceiptLine {
  number: string;
  kind: "invoice" | "credit";
  date: string;
  partner: string;
  brand: string;
  grossCents: number;
}

export interface ReceiptRules {
  /** today, YYYY-MM-DD: receipts may not be dated later */
  today: string;
  /** the partners the supplier settles with (names as the system knows them) */
  partners: readonly string[];
  /** the supplier's brands */
  brands: readonly string[];
  /** receipt numbers the supplier has already submitted */
  existingNumbers: ReadonlySet<string>;
}

const KINDS: Record<string, ReceiptLine["kind"]> = { rechnung: "invoice", gutschrift: "credit" };
const MAX_CENTS = 10_000_000_00;

export function validateReceiptCsv(text: string, rules: ReceiptRules): CsvResult<ReceiptLine> {
  const seen = new Set<string>();
  const partners = new Map(rules.partners.map((p) => [p.toLowerCase(), p]));
  const brands = new Map(rules.brands.map((b) => [b.toLowerCase(), b]));
  const earliest = `${Number(rules.today.slice(0, 4)) - 2}${rules.today.slice(4)}`;
  return readLines(text, RECEIPT_COLUMNS, ([number = "", kindText = "", dateText = "", partnerText = "", brandText = "", amountText = ""], _line, problems) => {
    if (!/^[A-Za-z0-9][A-Za-z0-9\-/]{2,29}$/.test(number)) problems.push(m.number);
    else if (rules.existingNumbers.has(number) || seen.has(number)) problems.push(fill(m.duplicate, { number }));
    seen.add(number);
    const kind = KINDS[kindText.toLowerCase()];
    if (!kind) problems.push(m.kind);
    const date = parseGermanDate(dateText);
    if (!date) problems.push(m.date);
    else if (date > rules.today) problems.push(m.future);
    else if (date < earliest) problems.push(m.tooOld);
    const partner = partners.get(partnerText.toLowerCase());
    if (!partner) problems.push(partnerText ? fill(m.partner, { partner: partnerText }) : m.partnerMissing);
    const brand = brands.get(brandText.toLowerCase());
    if (!brand) problems.push(brandText ? fill(m.brand, { brand: brandText }) : m.brandMissing);
    const cents = parseGermanAmount(amountText);
    if (cents === null || cents <= 0 || cents > MAX_CENTS) problems.push(m.amount);
    if (problems.length > 0 || !kind || !date || !partner || !brand || cents === null) return null;
    return { number, kind, date, partner, brand, grossCents: cents };
  });
}

export const SALES_COLUMNS = [{ header: "Handelspartner" }, { header: "Umsatz" }] as const;

export interface SalesLine {
  partner: string;
  amountCents: number;
}

export function validateSalesCsv(text: string, partnerNames: readonly string[]): CsvResult<SalesLine> {
  const partners = new Map(partnerNames.map((p) => [p.toLowerCase(), p]));
  const seen = new Set<string>();
  return readLines(text, SALES_COLUMNS, ([partnerText = "", amountText = ""], _line, problems) => {
    const partner = partners.get(partnerText.toLowerCase());
    if (!partner) problems.push(partnerText ? fill(m.partner, { partner: partnerText }) : m.partnerMissing);
    else if (seen.has(partner)) problems.push(fill(m.partnerTwice, { partner }));
    if (partner) seen.add(partner);
    const cents = parseGermanAmount(amountText);
    if (cents === null || cents > MAX_CENTS) problems.push(m.sales);
    if (problems.length > 0 || !partner || cents === null) return null;
    return { partner, amountCents: cents };
  });
}
