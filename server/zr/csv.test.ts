import { describe, expect, it } from "vitest";
import { parseCsv, toCsv, validateReceiptCsv, validateSalesCsv, type ReceiptRules } from "./csv";
import { centsToGerman, euros, germanDate, germanDateTime, parseGermanAmount, parseGermanDate } from "./german";

const rules: ReceiptRules = {
  today: "2026-03-02",
  partners: ["Wohnstudio Brandt e. K.", "Möbelhaus Sommer GmbH & Co. KG"],
  brands: ["Nordholz Küchen", "Nordholz Bad"],
  existingNumbers: new Set(["RE-NH-2026-01001"]),
};
const HEADER = "Belegnummer;Belegart;Belegdatum;Handelspartner;Marke;Betrag";

describe("German amounts and dates", () => {
  it("reads 1.234,56 and 1234,5 and refuses the rest", () => {
    expect(parseGermanAmount("1.234,56")).toBe(123_456);
    expect(parseGermanAmount("1234,5")).toBe(123_450);
    expect(parseGermanAmount("12 €")).toBe(1_200);
    for (const bad of ["1,234.56", "12,345", "1.23", "abc", "", "-5"]) expect(parseGermanAmount(bad)).toBeNull();
    expect(centsToGerman(123_456)).toBe("1.234,56");
  });

  it("reads DD.MM.YYYY and refuses dates that do not exist", () => {
    expect(parseGermanDate("02.03.2026")).toBe("2026-03-02");
    expect(parseGermanDate("31.02.2026")).toBeNull();
    expect(parseGermanDate("2026-03-02")).toBeNull();
  });
});

describe("CSV parsing", () => {
  it("handles a BOM, quotes with separators and CRLF", () => {
    expect(parseCsv('\uFEFFa;b\r\n"x;y";"sagt ""hallo"""\r\n')).toEqual([
      ["a", "b"],
      ["x;y", 'sagt "hallo"'],
    ]);
  });
});

describe("receipt CSV", () => {
  it("accepts good lines", () => {
    const result = validateReceiptCsv(`${HEADER}\nRE-NH-T-1;Rechnung;01.03.2026;wohnstudio brandt e. k.;Nordholz Bad;1.234,56\nGS-NH-T-2;Gutschrift;28.02.2026;Wohnstudio Brandt e. K.;Nordholz Küchen;99\n`, rules);
    expect(result).toEqual({
      ok: true,
      rows: [
        { number: "RE-NH-T-1", kind: "invoice", date: "2026-03-01", partner: "Wohnstudio Brandt e. K.", brand: "Nordholz Bad", grossCents: 123_456 },
        { number: "GS-NH-T-2", kind: "credit", date: "2026-02-28", partner: "Wohnstudio Brandt e. K.", brand: "Nordholz Küchen", grossCents: 9_900 },
      ],
    });
  });

  it("names every bad line with its reasons in German", () => {
    const text = [
      HEADER,
      "RE-NH-T-1;Rechnung;01.03.2026;Wohnstudio Brandt e. K.;Nordholz Bad;10,00",
      "RE-NH-2026-01001;Storno;31.02.2026;Lenz;Nordholz Sofa;0,00",
      "RE-NH-T-1;Rechnung;03.03.2026;;;1.234.56",
      "zu;wenig",
      "",
    ].join("\n");
    const result = validateReceiptCsv(text, rules);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          line: 3,
          message:
            "Belegnummer RE-NH-2026-01001 wurde bereits eingereicht. Belegart muss „Rechnung“ oder „Gutschrift“ sein. Belegdatum fehlt oder ist kein Datum im Format TT.MM.JJJJ. Handelspartner „Lenz“ ist nicht bekannt. Marke „Nordholz Sofa“ gehört nicht zu Ihrem Konto. Betrag fehlt oder ist ungültig (größer als 0, z. B. 1.234,56).",
        },
        {
          line: 4,
          message:
            "Belegnummer RE-NH-T-1 wurde bereits eingereicht. Belegdatum liegt in der Zukunft. Handelspartner fehlt. Marke fehlt. Betrag fehlt oder ist ungültig (größer als 0, z. B. 1.234,56).",
        },
        { line: 5, message: "Erwartet werden 6 Spalten, gefunden 2." },
      ],
    });
  });

  it("refuses a wrong header and an empty file", () => {
    expect(validateReceiptCsv("Nummer;Betrag\n1;2", rules)).toEqual({ ok: false, errors: [{ line: 1, message: `Die Kopfzeile muss lauten: ${HEADER}` }] });
    expect(validateReceiptCsv(`${HEADER}\n`, rules)).toEqual({ ok: false, errors: [{ line: 2, message: "Die Datei enthält keine Datenzeilen." }] });
  });
});

describe("sales-report CSV", () => {
  it("accepts amounts per known partner, 0 included, and names bad lines", () => {
    expect(validateSalesCsv("Handelspartner;Umsatz\nWohnstudio Brandt e. K.;12.500,00\nMöbelhaus Sommer GmbH & Co. KG;0", rules.partners)).toEqual({
      ok: true,
      rows: [
        { partner: "Wohnstudio Brandt e. K.", amountCents: 1_250_000 },
        { partner: "Möbelhaus Sommer GmbH & Co. KG", amountCents: 0 },
      ],
    });
    expect(validateSalesCsv("Handelspartner;Umsatz\nWohnstudio Brandt e. K.;12.500,00\nWohnstudio Brandt e. K.;1\nLenz;viel", rules.partners)).toEqual({
      ok: false,
      errors: [
        { line: 3, message: "Handelspartner „Wohnstudio Brandt e. K.“ steht mehrfach in der Datei." },
        { line: 4, message: "Handelspartner „Lenz“ ist nicht bekannt. Umsatz fehlt oder ist ungültig (z. B. 12.500,00; 0 für keinen Umsatz)." },
      ],
    });
  });
});

describe("CSV export", () => {
  it("writes what the simulator reads: BOM, semicolons, CRLF, quoted where needed, formulas neutralised", () => {
    const text = toCsv(["Monat", "Marke"], [["2026-01", 'Sofa; "Lounge"'], ["=1+1", "-12,50"]]);
    expect(text).toBe('\uFEFFMonat;Marke\r\n2026-01;"Sofa; ""Lounge"""\r\n\'=1+1;\'-12,50\r\n');
    expect(parseCsv(text)).toEqual([["Monat", "Marke"], ["2026-01", 'Sofa; "Lounge"'], ["'=1+1", "'-12,50"]]);
  });
});

describe("German display formats", () => {
  it("shows dates and moments in Berlin time and amounts in euros", () => {
    expect(germanDate("2026-01-31")).toBe("31.01.2026");
    expect(germanDate(new Date("2026-06-30T22:30:00Z"))).toBe("01.07.2026");
    expect(germanDate("kein Datum")).toBe("");
    expect(germanDateTime(new Date("2026-01-31T13:05:00Z"))).toBe("31.01.2026, 14:05 Uhr");
    expect(euros(123456)).toBe("1.234,56\u00a0€");
    expect(euros(-5)).toBe("-0,05\u00a0€");
  });
});
