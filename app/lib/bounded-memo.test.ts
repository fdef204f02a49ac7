import { describe, expect, it, vi } from "vitest";
import { boundedMemo } from "./bounded-memo";

describe("boundedMemo", () => {
  it("computes each key once while it is kept", () => {
    const compute = vi.fn((key: string) => key.length);
    const length = boundedMemo(compute, 10);
    expect([length("ab"), length("ab"), length("abc")]).toEqual([2, 2, 3]);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("keeps an undefined answer too", () => {
    const compute = vi.fn(() => undefined);
    const nothing = boundedMemo(compute, 10);
    nothing("x");
    nothing("x");
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("never holds more than max keys: when full it starts over", () => {
    const compute = vi.fn((key: string) => key);
    const same = boundedMemo(compute, 2);
    same("a");
    same("b");
    same("c"); // full: forgets a and b
    same("c");
    same("a");
    expect(compute.mock.calls.map(([key]) => key)).toEqual(["a", "b", "c", "a"]);
  });
});
