import { describe, expect, it } from "vitest";
import de from "../locales/de/mails";
import en from "../locales/en/mails";
import { berlinDayStart, mailDate, mailDateTime, mailSpan, mailTime } from "./dates";

describe("mail dates", () => {
  it("writes DD.MM.YYYY and HH:MM in Berlin time, whatever the server's zone", () => {
    // 23:30 UTC on 31 Dec is already New Year in Berlin
    expect(mailDate(new Date("2026-12-31T23:30:00Z"), de)).toBe("01.01.2027");
    expect(mailTime(new Date("2026-07-01T08:00:00Z"), de)).toBe("10:00");
    expect(mailTime(new Date("2026-01-15T08:00:00Z"), de)).toBe("09:00");
    expect(mailDateTime(new Date("2026-07-01T08:00:00Z"), de)).toBe("01.07.2026, 10:00 Uhr");
  });

  it("names one day once and a span across days with both dates", () => {
    expect(mailSpan(new Date("2026-04-01T07:00:00Z"), new Date("2026-04-01T15:00:00Z"), de)).toBe("01.04.2026, 09:00 – 17:00 Uhr");
    expect(mailSpan(new Date("2026-04-01T07:00:00Z"), new Date("2026-04-02T15:00:00Z"), de)).toBe("01.04.2026, 09:00 Uhr – 02.04.2026, 17:00 Uhr");
  });

  it("writes English dates with the month's name, in Berlin time, without the German Uhr", () => {
    expect(mailDate(new Date("2026-12-31T23:30:00Z"), en)).toBe("1 Jan 2027");
    expect(mailDateTime(new Date("2026-07-01T08:00:00Z"), en)).toBe("1 Jul 2026, 10:00");
    expect(mailSpan(new Date("2026-04-01T07:00:00Z"), new Date("2026-04-01T15:00:00Z"), en)).toBe("1 Apr 2026, 09:00 – 17:00");
    expect(mailSpan(new Date("2026-04-01T07:00:00Z"), new Date("2026-04-02T15:00:00Z"), en)).toBe("1 Apr 2026, 09:00 – 2 Apr 2026, 17:00");
  });
});

describe("berlinDayStart", () => {
  it("is Berlin midnight as a UTC instant, in winter and in summer", () => {
    expect(berlinDayStart(new Date("2026-01-15T12:00:00Z")).toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(berlinDayStart(new Date("2026-07-15T12:00:00Z")).toISOString()).toBe("2026-07-14T22:00:00.000Z");
  });

  it("steps whole Berlin days across the daylight-saving switches", () => {
    // Saturday 28 March 2026, 08:00 Berlin: tomorrow (the switch day) starts at 23:00 UTC, the day after at 22:00 UTC
    const planned = new Date("2026-03-28T07:00:00Z");
    expect(berlinDayStart(planned, 1).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(berlinDayStart(planned, 2).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // back to winter time on 25 October 2026: that day has 25 hours
    const autumn = new Date("2026-10-24T06:00:00Z");
    expect(berlinDayStart(autumn, 1).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(berlinDayStart(autumn, 2).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("takes the Berlin date, not the UTC date, of a late evening", () => {
    // 23:30 UTC on 14 July is 01:30 on 15 July in Berlin
    expect(berlinDayStart(new Date("2026-07-14T23:30:00Z")).toISOString()).toBe("2026-07-14T22:00:00.000Z");
  });
});
