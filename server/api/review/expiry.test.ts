import { describe, expect, it } from "vitest";
import { addDays, berlinDay, daysBetween, reminderDue } from "./expiry";

describe("document expiry days (decision 0541)", () => {
  it("reads the Berlin calendar day, across midnight and the DST switch", () => {
    expect(berlinDay(new Date("2026-11-26T22:59:00Z"))).toBe("2026-11-26");
    expect(berlinDay(new Date("2026-11-26T23:00:00Z"))).toBe("2026-11-27");
    expect(berlinDay(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-03-28", "2026-04-27")).toBe(30);
  });

  it("is due at 30 days (and while 8–30 remain, so a missed run catches up), then at 7, never after the end", () => {
    const end = "2027-01-31";
    expect(reminderDue(end, addDays(end, -31))).toBeNull();
    expect(reminderDue(end, addDays(end, -30))).toBe(30);
    expect(reminderDue(end, addDays(end, -8))).toBe(30);
    expect(reminderDue(end, addDays(end, -7))).toBe(7);
    expect(reminderDue(end, end)).toBe(7);
    expect(reminderDue(end, addDays(end, 1))).toBeNull();
  });
});
