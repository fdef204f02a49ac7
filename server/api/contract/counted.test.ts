import { describe, expect, it } from "vitest";
import { countCapOf } from "./counted";

describe("countCapOf", () => {
  it("counts a whole step past the page's end, so the next page is always offered", () => {
    expect(countCapOf(1, 50)).toBe(1_000);
    expect(countCapOf(19, 50)).toBe(1_000);
    expect(countCapOf(20, 50)).toBe(2_000);
    expect(countCapOf(21, 50)).toBe(2_000);
    expect(countCapOf(3, 1_000)).toBe(4_000);
  });
});
