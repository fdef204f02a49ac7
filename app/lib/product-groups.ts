/**
 * The product-group assignment form of /Products/{id}/Edit: the published tree as nested nodes,
 * German share input ("33,3") read as tenths, and the check of spec §5 — shares of the groups with
 * show_brand_percentage sum to exactly 100 — with the German texts the form shows next to the
 * figures. The API checks the same rule (contract/product-groups.ts); nothing is saved until it holds.
 */
import type { BrandPatch, ProductGroup } from "#contract/product-groups";
import { checkShares, HUNDRED_PERCENT_TENTHS, percentToTenths } from "#contract/product-group-shares";
import { t } from "~/i18n";
import { formatNumber } from "./format";
import { registerSupplier } from "~/locales/de/supplier";

registerSupplier();

export interface GroupNode extends ProductGroup {
  nodes: GroupNode[];
}

/** The flat list (sorted by breadcrumbs) as a tree; groups whose parent is missing become roots. */
export function groupTree(groups: readonly ProductGroup[]): GroupNode[] {
  const byId = new Map(groups.map((g) => [g.id, { ...g, nodes: [] as GroupNode[] }]));
  const roots: GroupNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parent === null ? undefined : byId.get(node.parent);
    (parent ? parent.nodes : roots).push(node);
  }
  return roots;
}

/** "33,3", "33.3", " 40 " → tenths; undefined for anything else (more decimals, out of range). */
export function parseShare(raw: string | null | undefined): number | undefined {
  const text = (raw ?? "").trim().replace(/\s*%$/, "");
  // one decimal place at most: "1.000" is a German thousand, not one
  if (!/^\d{1,3}([.,]\d)?$/.test(text)) return undefined;
  return percentToTenths(Number(text.replace(",", ".")));
}

/** 333 → "33,3"; 1000 → "100" */
export const formatTenths = (tenths: number) => formatNumber(tenths / 10);

export interface AssignmentInput {
  /** ticked group ids */
  groups: number[];
  /** typed share per group id, as typed */
  shares: Record<number, string>;
}

export interface AssignmentCheck {
  payload?: BrandPatch;
  /** per group id: the share is missing or unreadable */
  shareErrors: Record<number, string>;
  /** the sum in tenths of the readable shares, and whether it is exactly 100 */
  sumTenths: number;
  sumRequired: boolean;
  sumOk: boolean;
  /** the German sentence shown next to the sum */
  sumMessage: string | null;
}

export function sumMessage(sumTenths: number, required: boolean): string | null {
  if (!required) return null;
  if (sumTenths === HUNDRED_PERCENT_TENTHS) return t("supplier.products.sumOk");
  return t("supplier.products.sumWrong", { sum: formatTenths(sumTenths), diff: formatTenths(Math.abs(HUNDRED_PERCENT_TENTHS - sumTenths)), direction: sumTenths < HUNDRED_PERCENT_TENTHS ? t("supplier.products.missing") : t("supplier.products.tooMuch") });
}

/** Checks the ticked groups against the tree and builds the PATCH payload when everything holds. */
export function checkAssignment(tree: readonly ProductGroup[], input: AssignmentInput): AssignmentCheck {
  const known = new Map(tree.map((g) => [g.id, g]));
  const ticked = [...new Set(input.groups)].filter((id) => known.has(id));
  const shareErrors: Record<number, string> = {};
  const tenths: number[] = [];
  const product_groups = ticked.map((id) => {
    const group = known.get(id)!;
    if (!group.show_brand_percentage) return { id };
    const share = parseShare(input.shares[id]);
    if (share === undefined) shareErrors[id] = t("supplier.products.shareInvalid", { group: group.title });
    else tenths.push(share);
    return { id, percentage: share === undefined ? null : share / 10 };
  });
  const required = ticked.some((id) => known.get(id)!.show_brand_percentage);
  const shares = checkShares(tenths);
  const ok = Object.keys(shareErrors).length === 0 && shares.ok;
  return {
    payload: ok ? { product_groups } : undefined,
    shareErrors,
    sumTenths: shares.sumTenths,
    sumRequired: required,
    sumOk: shares.ok,
    sumMessage: sumMessage(shares.sumTenths, required),
  };
}
