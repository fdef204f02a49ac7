import { describe, expect, it } from "vitest";
import { moveItem } from "./sort";

describe("sort semantics (Directus utils/sort)", () => {
  const list = ["a", "b", "c", "d"];

  it("moves an item down to the position of `to`; the ones between move up", () => {
    expect(moveItem(list, "a", "c")).toEqual(["b", "c", "a", "d"]);
  });

  it("moves an item up to the position of `to`; the ones between move down", () => {
    expect(moveItem(list, "d", "b")).toEqual(["a", "d", "b", "c"]);
  });

  it("swaps neighbours (the nach oben / nach unten buttons)", () => {
    expect(moveItem(list, "b", "c")).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(list, "c", "b")).toEqual(["a", "c", "b", "d"]);
  });

  it("keeps the list when item and to are the same, and never loses or duplicates ids", () => {
    expect(moveItem(list, "b", "b")).toEqual(list);
    expect([...moveItem(list, "d", "a")].sort()).toEqual(list);
  });

  it("refuses ids that are not in the list", () => {
    expect(() => moveItem(list, "x", "a")).toThrow();
    expect(() => moveItem(list, "a", "x")).toThrow();
  });
});
