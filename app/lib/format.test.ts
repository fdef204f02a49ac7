import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMoney, formatNumber, truncate } from "./format";

describe("format", () => {
  it("formats dates as DD.MM.YYYY", () => {
    expect(formatDate("2026-03-07")).toBe("07.03.2026");
    expect(formatDate(new Date(2026, 11, 24))).toBe("24.12.2026");
    expect(formatDate(null)).toBe("");
    expect(formatDate("kein Datum")).toBe("");
  });
  it("formats date and time in German", () => {
    expect(formatDateTime(new Date(2026, 0, 2, 9, 5))).toBe("02.01.2026, 09:05 Uhr");
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
});
