import { describe, expect, it } from "vitest";
import { groupBy } from "./group-by";

describe("groupBy", () => {
  it("groups rows by key, keeping their order, and leaves out keys without rows", () => {
    const rows = [
      { documentId: 2, name: "b" },
      { documentId: 1, name: "a" },
      { documentId: 2, name: "c" },
    ];
    const groups = groupBy(rows, (r) => r.documentId);
    expect(groups.get(2)?.map((r) => r.name)).toEqual(["b", "c"]);
    expect(groups.get(1)?.map((r) => r.name)).toEqual(["a"]);
    expect(groups.has(3)).toBe(false);
  });
});
