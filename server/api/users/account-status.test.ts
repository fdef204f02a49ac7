import { describe, expect, it } from "vitest";
import { isSuspended } from "./account-status";

const NOW = new Date("2026-03-02T08:00:00.000Z");

describe("isSuspended", () => {
  it("is false for an active account without end date or with one ahead", () => {
    expect(isSuspended({ status: "active", endDate: null }, NOW)).toBe(false);
    expect(isSuspended({ status: "active", endDate: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
  });

  it("is true for status suspended or an end date reached", () => {
    expect(isSuspended({ status: "suspended", endDate: null }, NOW)).toBe(true);
    expect(isSuspended({ status: "active", endDate: NOW }, NOW)).toBe(true);
  });
});
