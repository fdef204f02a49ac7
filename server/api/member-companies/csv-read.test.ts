import { describe, expect, it } from "vitest";
import { readCsv } from "./csv-read";

const utf8 = (s: string) => new TextEncoder().encode(s);

describe("company import: reading CSV", () => {
  it("reads `;` and `,` files, quotes, doubled quotes and line breaks in quotes", () => {
    const semi = readCsv(utf8('Kundennummer;Firmenname\r\nK-1;"Möbel; ""Haus"""\r\nK-2;"Zwei\nZeilen"\r\n'));
    expect(semi.delimiter).toBe(";");
    expect(semi.encoding).toBe("UTF-8");
    expect(semi.records.map((r) => r.cells)).toEqual([["Kundennummer", "Firmenname"], ["K-1", 'Möbel; "Haus"'], ["K-2", "Zwei\nZeilen"]]);
    expect(semi.records.map((r) => r.line)).toEqual([1, 2, 3]);
    const comma = readCsv(utf8("\uFEFFKundennummer,Firmenname\nK-1,\"A, B\"\n\nK-2,C"));
    expect(comma.delimiter).toBe(",");
    expect(comma.records.map((r) => r.cells)).toEqual([["Kundennummer", "Firmenname"], ["K-1", "A, B"], ["K-2", "C"]]);
    expect(comma.unterminated).toBe(false);
    expect(readCsv(utf8('a;b\n1;"offen')).unterminated).toBe(true);
  });

  it("reads Windows-1252 where the bytes are no UTF-8", () => {
    // "Kundennummer;Ort\nK-1;Köln €" in Windows-1252: ö = 0xF6, € = 0x80
    const bytes = new Uint8Array([...utf8("Kundennummer;Ort\nK-1;K"), 0xf6, ...utf8("ln "), 0x80]);
    const file = readCsv(bytes);
    expect(file.encoding).toBe("Windows-1252");
    expect(file.records[1]!.cells).toEqual(["K-1", "Köln €"]);
  });
});
