import { describe, expect, it } from "vitest";
import { evaluateWindow, windowStart } from "./rate-limit-window";

const NOW = new Date("2026-03-02T08:00:00.000Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe("evaluateWindow", () => {
  it("allows while fewer than max failures lie in the window", () => {
    expect(evaluateWindow([ago(10), ago(20)], NOW, 3, 60)).toEqual({ limited: false, retryAfterSeconds: 0 });
  });

  it("limits at max failures and says when the max-th most recent one ages out", () => {
    expect(evaluateWindow([ago(10), ago(20), ago(30)], NOW, 3, 60)).toEqual({ limited: true, retryAfterSeconds: 30 });
    // With more failures than max, the oldest ones don't decide the wait.
    expect(evaluateWindow([ago(5), ago(10), ago(20), ago(50)], NOW, 3, 60)).toEqual({
      limited: true,
      retryAfterSeconds: 40,
    });
  });

  it("ignores failures at or beyond the window's edge", () => {
    expect(evaluateWindow([ago(10), ago(20), ago(60)], NOW, 3, 60).limited).toBe(false);
    expect(evaluateWindow([ago(10), ago(20), ago(59.5)], NOW, 3, 60)).toEqual({ limited: true, retryAfterSeconds: 1 });
  });

  it("ignores failures in the future (clock skew between instances)", () => {
    expect(evaluateWindow([ago(-5), ago(1), ago(2)], NOW, 3, 60).limited).toBe(false);
  });

  it("does not depend on input order", () => {
    expect(evaluateWindow([ago(30), ago(10), ago(20)], NOW, 3, 60).retryAfterSeconds).toBe(30);
  });
});

describe("windowStart", () => {
  it("is now minus the window", () => {
    expect(windowStart(NOW, 900)).toEqual(ago(900));
  });
});
