import { describe, expect, it } from "vitest";
import { runInLanguage } from "~/.server/language";
import { formatAmount, formatDate, formatDateTime, formatMoney, formatNumber, truncate } from "./format";

describe("format", () => {
  it("formats dates as DD.MM.YYYY", () => {
    expect(formatDate("2026-03-07")).toBe("07.03.2026");
    expect(formatDate(new Date("2026-12-24T10:00:00Z"))).toBe("24.12.2026");
    expect(formatDate(null)).toBe("");
    expect(formatDate("kein Datum")).toBe("");
  });
  it("formats date and time in German, in German time whatever the runtime's zone", () => {
    expect(formatDateTime("2026-01-02T08:05:00Z")).toBe("02.01.2026, 09:05 Uhr");
    // Summer time, just after midnight in Germany: still the evening before in UTC.
    expect(formatDateTime("2026-07-01T22:30:00Z")).toBe("02.07.2026, 00:30 Uhr");
    expect(formatDate("2026-07-01T22:30:00Z")).toBe("02.07.2026");
  });
  it("formats numbers and money in German", () => {
    expect(formatNumber(1234567.5)).toBe("1.234.567,5");
    // Intl puts a no-break space before the euro sign.
    expect(formatMoney(1234.56).replace(/\s/g, " ")).toBe("1.234,56 €");
  });
  it("truncates at 30 characters with an ellipsis", () => {
    expect(truncate("Kurz")).toBe("Kurz");
    expect(truncate("Polstermöbel aus nachhaltiger Fertigung")).toBe("Polstermöbel aus nachhaltiger…");
  });
  it("formats in British English on an English page: day before month, the euro, Berlin time", () => {
    runInLanguage("en", () => {
      expect(formatDate("2026-03-07")).toBe("07/03/2026");
      expect(formatDateTime("2026-01-02T08:05:00Z")).toBe("02/01/2026, 09:05");
      expect(formatDateTime("2026-07-01T22:30:00Z")).toBe("02/07/2026, 00:30");
      expect(formatNumber(1234567.5)).toBe("1,234,567.5");
      expect(formatMoney(1234.56)).toBe("€1,234.56");
      expect(formatAmount(1234.5)).toBe("1,234.50");
    });
    // The German page of the same moment is unchanged (each language keeps its own remembered dates).
    expect(formatDate("2026-03-07")).toBe("07.03.2026");
  });
});
