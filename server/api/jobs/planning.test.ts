import { describe, expect, it } from "vitest";
import { berlinTime, latestPlannedRun, scheduleKey } from "./planning";

const at = (iso: string) => new Date(iso);

describe("planning in Europe/Berlin", () => {
  it("keeps a daily 07:00 at 07:00 wall time across the spring switch (2026-03-29)", () => {
    expect(latestPlannedRun({ hour: 7, minute: 0 }, at("2026-03-28T12:00:00Z")).toISOString()).toBe("2026-03-28T06:00:00.000Z");
    expect(latestPlannedRun({ hour: 7, minute: 0 }, at("2026-03-29T12:00:00Z")).toISOString()).toBe("2026-03-29T05:00:00.000Z");
    // before 07:00 Berlin on the switch day: still the day before's run
    expect(latestPlannedRun({ hour: 7, minute: 0 }, at("2026-03-29T04:59:59Z")).toISOString()).toBe("2026-03-28T06:00:00.000Z");
  });

  it("and the reverse across the autumn switch (2026-10-25)", () => {
    expect(latestPlannedRun({ hour: 7, minute: 0 }, at("2026-10-24T12:00:00Z")).toISOString()).toBe("2026-10-24T05:00:00.000Z");
    expect(latestPlannedRun({ hour: 7, minute: 0 }, at("2026-10-25T12:00:00Z")).toISOString()).toBe("2026-10-25T06:00:00.000Z");
    expect(latestPlannedRun({ hour: 7, minute: 0 }, at("2026-10-25T05:59:59Z")).toISOString()).toBe("2026-10-24T05:00:00.000Z");
  });

  it("runs a missing time an hour later and a doubled time at its first occurrence", () => {
    expect(berlinTime(2026, 3, 29, 2, 30).toISOString()).toBe("2026-03-29T01:30:00.000Z"); // 03:30 CEST
    expect(berlinTime(2026, 3, 29, 3, 30).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(berlinTime(2026, 3, 29, 1, 30).toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(berlinTime(2026, 10, 25, 2, 30).toISOString()).toBe("2026-10-25T00:30:00.000Z"); // 02:30 CEST, the first
    expect(berlinTime(2026, 10, 25, 3, 30).toISOString()).toBe("2026-10-25T02:30:00.000Z");
    expect(berlinTime(2026, 10, 25, 0, 0).toISOString()).toBe("2026-10-24T22:00:00.000Z");
  });

  it("plans weekly runs on their weekday, over a switch and at the day's boundary", () => {
    const monday8 = { hour: 8, minute: 0, weekday: 1 as const };
    // Monday 2026-03-30 (summer time) 08:00 = 06:00Z; on Sunday the run of Monday 2026-03-23 (winter) = 07:00Z
    expect(latestPlannedRun(monday8, at("2026-03-29T20:00:00Z")).toISOString()).toBe("2026-03-23T07:00:00.000Z");
    expect(latestPlannedRun(monday8, at("2026-03-30T06:00:00Z")).toISOString()).toBe("2026-03-30T06:00:00.000Z");
    // late on Sunday: 22:30Z in winter is still Sunday, 23:30 in Berlin
    const sunday2330 = { hour: 23, minute: 30, weekday: 7 as const };
    expect(latestPlannedRun(sunday2330, at("2026-01-04T22:30:00Z")).toISOString()).toBe("2026-01-04T22:30:00.000Z");
    expect(latestPlannedRun(sunday2330, at("2026-01-04T22:29:59Z")).toISOString()).toBe("2025-12-28T22:30:00.000Z");
  });

  it("names each planned run by its instant", () => {
    expect(scheduleKey("digest", at("2026-03-30T06:00:00Z"))).toBe("schedule:digest:2026-03-30T06:00:00.000Z");
  });
});
