import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("CSV export", () => {
  const columns = [
    { header: "Name", value: (r: { name: string; phone: string | null }) => r.name },
    { header: "Telefon", value: (r: { name: string; phone: string | null }) => r.phone },
  ];

  it("writes a BOM, semicolons and CRLF, quoting where needed", () => {
    expect(toCsv(columns, [{ name: 'Brinkmann; "Tom"', phone: null }])).toBe('\uFEFFName;Telefon\r\n"Brinkmann; ""Tom""";\r\n');
  });

  it("neutralises formula-like cells", () => {
    expect(toCsv(columns, [{ name: "=HYPERLINK(1)", phone: "+49 521" }])).toBe("\uFEFFName;Telefon\r\n'=HYPERLINK(1);'+49 521\r\n");
    expect(toCsv(columns, [{ name: "-1+1", phone: "-2,5 %x" }])).toBe("\uFEFFName;Telefon\r\n'-1+1;'-2,5 %x\r\n");
  });

  it("keeps signed amounts and shares as numbers (credit notes, changes against the previous year)", () => {
    const amounts = [{ header: "Betrag", value: (r: { v: string | number }) => r.v }];
    expect(toCsv(amounts, [{ v: "-1.234,56" }, { v: "+6,2\u00a0%" }, { v: "-4,4 %" }, { v: -12 }, { v: "-17" }])).toBe("\uFEFFBetrag\r\n-1.234,56\r\n+6,2\u00a0%\r\n-4,4 %\r\n-12\r\n-17\r\n");
  });
});
