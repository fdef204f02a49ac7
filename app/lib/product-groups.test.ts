import { describe, expect, it } from "vitest";
import { checkShares, percentToTenths, type ProductGroup } from "#contract/product-groups";
import { checkAssignment, groupTree, parseShare } from "./product-groups";

const group = (id: number, title: string, parent: number | null, show: boolean): ProductGroup => ({
  id,
  title,
  breadcrumbs: title,
  parent,
  children: [],
  show_brand_percentage: show,
  status: "published",
});
const tree = [group(1, "Wohnen", null, false), group(2, "Polstermöbel", 1, true), group(3, "Sofas", 2, false), group(4, "Wohnzimmer", 1, true), group(5, "Speisezimmer", 1, true), group(9, "Bad", null, false)];

describe("percentage rule (spec §5: shares of a brand sum to exactly 100)", () => {
  it("compares in tenths, so 33,3 + 33,3 + 33,4 and 0,1 + 64,1 + 35,8 are exactly 100", () => {
    expect(checkShares([333, 333, 334])).toEqual({ sumTenths: 1000, required: true, ok: true });
    // in floating point this one is 99.99999999999999
    expect(0.1 + 64.1 + 35.8).not.toBe(100);
    expect(checkShares([0.1, 64.1, 35.8].map((p) => percentToTenths(p)!)).ok).toBe(true);
    expect(checkShares([333, 333, 333]).ok).toBe(false);
    expect(checkShares([1000]).ok).toBe(true);
    expect(checkShares([600, 500]).ok).toBe(false);
    expect(checkShares([])).toEqual({ sumTenths: 0, required: false, ok: true });
  });

  it("takes shares of 0,1 … 100 with at most one decimal", () => {
    expect(percentToTenths(33.3)).toBe(333);
    expect(percentToTenths(0.1)).toBe(1);
    expect(percentToTenths(100)).toBe(1000);
    expect(percentToTenths(33.33)).toBeUndefined();
    expect(percentToTenths(0)).toBeUndefined();
    expect(percentToTenths(100.1)).toBeUndefined();
    expect(percentToTenths(Number.NaN)).toBeUndefined();
  });

  it("reads German input", () => {
    expect(parseShare("33,3")).toBe(333);
    expect(parseShare(" 40 ")).toBe(400);
    expect(parseShare("66.7")).toBe(667);
    expect(parseShare("50 %")).toBe(500);
    for (const bad of ["", "abc", "1.000", "33,33", "-5", "1e2", "120"]) expect(parseShare(bad), bad).toBeUndefined();
  });
});

describe("checkAssignment", () => {
  it("builds the payload when the shares sum to 100; groups without a share take none", () => {
    const result = checkAssignment(tree, { groups: [2, 3, 4, 5], shares: { 2: "33,3", 4: "33,3", 5: "33,4", 3: "99" } });
    expect(result.payload).toEqual({ product_groups: [{ id: 2, percentage: 33.3 }, { id: 3 }, { id: 4, percentage: 33.3 }, { id: 5, percentage: 33.4 }] });
    expect(result.sumMessage).toBe("Die Anteile ergeben zusammen 100 %.");
  });

  it("says in German what is missing, next to the figures, and builds no payload", () => {
    const short = checkAssignment(tree, { groups: [2, 4], shares: { 2: "60", 4: "30" } });
    expect(short.payload).toBeUndefined();
    expect(short.sumTenths).toBe(900);
    expect(short.sumMessage).toBe("Die Anteile ergeben zusammen 90 % (10 % fehlen). Sie müssen genau 100 % ergeben; bis dahin wird nichts gespeichert.");
    const over = checkAssignment(tree, { groups: [2, 4], shares: { 2: "60,5", 4: "40" } });
    expect(over.sumMessage).toContain("100,5 % (0,5 % zu viel)");
    const missing = checkAssignment(tree, { groups: [2], shares: {} });
    expect(missing.shareErrors[2]).toBe("Bitte geben Sie für „Polstermöbel“ einen Anteil zwischen 0,1 und 100 % mit höchstens einer Nachkommastelle an.");
    expect(missing.payload).toBeUndefined();
  });

  it("needs no sum when no ticked group asks for a share, and ignores ids outside the tree", () => {
    const result = checkAssignment(tree, { groups: [3, 77], shares: {} });
    expect(result).toMatchObject({ payload: { product_groups: [{ id: 3 }] }, sumRequired: false, sumMessage: null });
  });
});

describe("groupTree", () => {
  it("nests the flat list by parent", () => {
    const roots = groupTree(tree);
    expect(roots.map((r) => r.title)).toEqual(["Wohnen", "Bad"]);
    expect(roots[0]!.nodes.map((n) => n.title)).toEqual(["Polstermöbel", "Wohnzimmer", "Speisezimmer"]);
    expect(roots[0]!.nodes[0]!.nodes.map((n) => n.title)).toEqual(["Sofas"]);
  });
});
