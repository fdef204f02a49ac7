import { describe, expect, it } from "vitest";
import { movedWithin } from "./levels";

const level = [
  { id: 10, sort: 1 },
  { id: 11, sort: 2 },
  { id: 12, sort: 3 },
];

describe("movedWithin", () => {
  it("moves an item up to its neighbour's place, the neighbour down by one", () => {
    expect(movedWithin(level, 12, 11)).toEqual([
      { id: 12, sort: 2 },
      { id: 11, sort: 3 },
    ]);
  });

  it("moves an item down past its neighbour", () => {
    expect(movedWithin(level, 10, 11)).toEqual([
      { id: 11, sort: 1 },
      { id: 10, sort: 2 },
    ]);
  });

  it("numbers old ties afresh by id, answering only the rows whose sort changes", () => {
    expect(movedWithin([{ id: 3, sort: 0 }, { id: 2, sort: 0 }, { id: 4, sort: 5 }], 4, 2)).toEqual([
      { id: 4, sort: 1 },
      { id: 2, sort: 2 },
      { id: 3, sort: 3 },
    ]);
  });
});
