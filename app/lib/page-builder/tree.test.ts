import { describe, expect, it } from "vitest";
import { descendants, findNode, pageTree } from "./tree";

const page = (id: number, parent: number | null, o: { sort?: number; access?: string } = {}) => ({ id, parent, sort: o.sort ?? id, access: o.access ?? "edit" });

describe("page tree", () => {
  it("nests editable pages under their parents in manual order; shared pages are not in it", () => {
    const tree = pageTree([page(1, null, { sort: 3 }), page(2, null, { sort: 1 }), page(3, 1), page(4, 3), page(5, null, { access: "read" }), page(6, 5)]);
    expect(tree.map((n) => n.page.id)).toEqual([2, 1, 6]);
    expect(findNode(tree, 1)!.children.map((n) => n.page.id)).toEqual([3]);
    expect(descendants(findNode(tree, 1)!).map((p) => p.id)).toEqual([3, 4]);
  });
});
