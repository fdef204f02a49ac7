/**
 * The export's ZIP (issue 41): a JSON file per category, a CSV beside each (one line per field:
 * table, row, field, value; `;`-separated with a BOM, as the portal's other CSV downloads), and
 * the avatar. Written as a stream (fflate), never held whole in memory.
 */
import { Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { PersonalData } from "./collect";

export interface ZipImage {
  name: string;
  body: Readable;
}

const cell = (value: unknown): string => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  // Neutralise formulas (a cell a spreadsheet would run) and quote.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function csvOf(tables: Record<string, Record<string, unknown>[]>): string {
  const lines = ["table;row;field;value"];
  for (const [table, rows] of Object.entries(tables)) {
    rows.forEach((row, i) => {
      for (const [field, value] of Object.entries(row)) lines.push([table, String(i + 1), field, cell(value)].join(";"));
    });
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The ZIP as a stream: `data` first, then the image, if any. */
export function exportZip(data: PersonalData, image: ZipImage | null): Readable {
  const out = new Readable({ read() {} });
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.push(Buffer.from(chunk));
    if (final) out.push(null);
  });
  const encoder = new TextEncoder();
  for (const [category, tables] of Object.entries(data)) {
    for (const [name, text] of [
      [`${category}.json`, JSON.stringify(tables, null, 2)],
      [`${category}.csv`, csvOf(tables!)],
    ] as const) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(encoder.encode(text), true);
    }
  }
  if (!image) {
    zip.end();
    return out;
  }
  const file = new ZipPassThrough(image.name);
  zip.add(file);
  image.body.on("data", (chunk: Buffer) => file.push(new Uint8Array(chunk)));
  image.body.on("end", () => {
    file.push(new Uint8Array(0), true);
    zip.end();
  });
  image.body.on("error", (error) => out.destroy(error));
  return out;
}
