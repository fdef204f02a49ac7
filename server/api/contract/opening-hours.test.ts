import { describe, expect, it } from "vitest";
import { sortOpeningHours, validateOpeningHours } from "./opening-hours";

describe("opening hours validation", () => {
  it("accepts several ranges per day and closed days (no ranges)", () => {
    expect(
      validateOpeningHours([
        { weekday: 1, from: "09:00", to: "12:30" },
        { weekday: 1, from: "13:30", to: "18:00" },
        { weekday: 6, from: "10:00", to: "16:00" },
      ]),
    ).toEqual([]);
    expect(validateOpeningHours([])).toEqual([]);
  });

  it("refuses a range that does not start before it ends", () => {
    expect(validateOpeningHours([{ weekday: 2, from: "18:00", to: "09:00" }])).toEqual([{ kind: "order", index: 0 }]);
    expect(validateOpeningHours([{ weekday: 2, from: "09:00", to: "09:00" }])).toEqual([{ kind: "order", index: 0 }]);
  });

  it("refuses overlapping ranges on the same day, but not on different days", () => {
    expect(
      validateOpeningHours([
        { weekday: 3, from: "09:00", to: "13:00" },
        { weekday: 3, from: "12:00", to: "18:00" },
      ]),
    ).toEqual([{ kind: "overlap", index: 1, weekday: 3 }]);
    expect(
      validateOpeningHours([
        { weekday: 3, from: "09:00", to: "13:00" },
        { weekday: 4, from: "12:00", to: "18:00" },
      ]),
    ).toEqual([]);
  });

  it("lets one range end where the next begins", () => {
    expect(
      validateOpeningHours([
        { weekday: 5, from: "13:00", to: "18:00" },
        { weekday: 5, from: "09:00", to: "13:00" },
      ]),
    ).toEqual([]);
  });

  it("refuses malformed times and weekdays", () => {
    expect(validateOpeningHours([{ weekday: 8, from: "09:00", to: "10:00" }])).toEqual([{ kind: "format", index: 0 }]);
    expect(validateOpeningHours([{ weekday: 1, from: "9:00", to: "10:00" }])).toEqual([{ kind: "format", index: 0 }]);
    expect(validateOpeningHours([{ weekday: 1, from: "09:00", to: "24:00" }])).toEqual([{ kind: "format", index: 0 }]);
  });

  it("orders ranges by weekday and start", () => {
    expect(
      sortOpeningHours([
        { weekday: 2, from: "09:00", to: "10:00" },
        { weekday: 1, from: "14:00", to: "15:00" },
        { weekday: 1, from: "08:00", to: "09:00" },
      ]).map((r) => `${r.weekday} ${r.from}`),
    ).toEqual(["1 08:00", "1 14:00", "2 09:00"]);
  });
});
