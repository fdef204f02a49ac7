import { describe, expect, it } from "vitest";
import { DEFAULT_BACKOFF, retryDelay } from "./backoff";

describe("retry backoff", () => {
  it("doubles from 30 s up to an hour, the eighth attempt more than an hour after the first", () => {
    const none = () => 0;
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelay(DEFAULT_BACKOFF, attempt, none));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
    // attempts 2..8 start after the delays of attempts 1..7
    expect(delays.slice(0, DEFAULT_BACKOFF.maxAttempts - 1).reduce((a, b) => a + b, 0)).toBeGreaterThan(60 * 60_000);
  });

  it("adds jitter on top, never beyond the cap", () => {
    expect(retryDelay(DEFAULT_BACKOFF, 1, () => 0.5)).toBe(33_000);
    expect(retryDelay(DEFAULT_BACKOFF, 1, () => 0.999)).toBeLessThanOrEqual(36_000);
    expect(retryDelay(DEFAULT_BACKOFF, 7, () => 0.999)).toBeLessThanOrEqual(DEFAULT_BACKOFF.capMs);
    expect(retryDelay(DEFAULT_BACKOFF, 30, () => 0.999)).toBe(DEFAULT_BACKOFF.capMs);
  });
});
