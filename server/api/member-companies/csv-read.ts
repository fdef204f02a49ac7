/**
 * Reading a CSV file of the company import (decision 0953): UTF-8 (with or without BOM) or, where
 * the bytes are no valid UTF-8, Windows-1252 (what German spreadsheets save as "CSV"); `;` or `,`
 * as the delimiter, taken from the header row; fields in double quotes may hold the delimiter,
 * line breaks and doubled quotes (RFC 4180). No dependency: the parser is the small loop below.
 */

export type CsvEncoding = "UTF-8" | "Windows-1252";
export type CsvDelimiter = ";" | ",";

export interface CsvFile {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** the records in order, the header first; each with the line it starts on */
  records: { line: number; cells: string[] }[];
  /** a quote left open at the end of the file */
  unterminated: boolean;
}

export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "UTF-8" };
  } catch {
    return { text: decodeWindows1252(body), encoding: "Windows-1252" };
  }
}

/** 0x80–0x9F of Windows-1252 (€, quotes, dashes …); Node's TextDecoder("windows-1252") decodes these as Latin-1 control characters. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...chunk.map((b) => b));
  }
  return out.replace(/[\u0080-\u009F]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/** The header row's delimiter: the one of `;` and `,` it holds more of outside quotes (`;` on a tie). */
export function delimiterOf(text: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ";") semicolons++;
    else if (!quoted && ch === ",") commas++;
  }
  return commas > semicolons ? "," : ";";
}

export function parseCsv(text: string, delimiter: CsvDelimiter): { records: CsvFile["records"]; unterminated: boolean } {
  const records: CsvFile["records"] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endRecord = () => {
    cells.push(cell);
    // a line of nothing (a trailing newline, a blank line) is no record
    if (touched || cells.length > 1 || cell !== "") records.push({ line: start, cells });
    cells = [];
    cell = "";
    touched = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"') {
      quoted = true;
      touched = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = "";
      touched = true;
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== "" || cells.length || touched) endRecord();
  return { records, unterminated: quoted };
}

export function readCsv(bytes: Uint8Array): CsvFile {
  const { text, encoding } = decodeCsv(bytes);
  const delimiter = delimiterOf(text);
  return { encoding, delimiter, ...parseCsv(text, delimiter) };
}
