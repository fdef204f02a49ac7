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
  });
});
