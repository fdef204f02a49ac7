import { describe, expect, it } from "vitest";
import { loadingProgress } from "./loading-progress";

describe("loadingProgress", () => {
  it("stays hidden during the 200 ms throttle", () => {
    expect(loadingProgress(0)).toBeNull();
    expect(loadingProgress(199)).toBeNull();
  });
  it("fills over 5000 ms and is capped at 100 %", () => {
    expect(loadingProgress(200)).toBe(4);
    expect(loadingProgress(2500)).toBe(50);
    expect(loadingProgress(5000)).toBe(100);
    expect(loadingProgress(60_000)).toBe(100);
  });
});
