import { describe, expect, it } from "vitest";
import { dedupeById, sortBrands } from "./ordering";

describe("dedupeById", () => {
  it("keeps the first of each id and the order", () => {
    expect(dedupeById([{ id: 2, v: "a" }, { id: 1, v: "b" }, { id: 2, v: "c" }])).toEqual([{ id: 2, v: "a" }, { id: 1, v: "b" }]);
  });
});

describe("sortBrands", () => {
  it("puts favorites first, then sorts by German name, dropping duplicates", () => {
    const list = [
      { id: 1, name: "Zeitraum", isFavorite: false },
      { id: 2, name: "ältere Marke", isFavorite: false },
      { id: 3, name: "Nordholz", isFavorite: true },
      { id: 4, name: "Bergmann", isFavorite: false },
      { id: 3, name: "Nordholz", isFavorite: true },
      { id: 5, name: "Alpin", isFavorite: true },
    ];
    expect(sortBrands(list).map((b) => b.id)).toEqual([5, 3, 2, 4, 1]);
  });
});
