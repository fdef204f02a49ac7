/**
 * A supplier's brands with their product groups (spec §2 /Products, §3 product_groups, §5): the
 * published tree, the brand list, and the assignment of groups with shares that sum to 100.
 * Only the brand's own company may read or change it; any other id answers FORBIDDEN.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import { checkShares, percentToTenths, type BrandPatch, type ProductGroup } from "../contract/product-groups";
import type { SupplierBrand } from "../contract/supplier";
import { assignedGroups, summaries } from "../content/brands";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { brandProductGroups, brands, productGroups } from "../db/schema";
import { recordActivity } from "../editing/audit";
import { ApiError, forbidden } from "../http/errors";

/** GET items/product_groups: published groups in tree order, each with its published children. */
export async function listProductGroups(db: Db): Promise<ProductGroup[]> {
  const rows = await db
    .select()
    .from(productGroups)
    .where(eq(productGroups.status, "published"))
    .orderBy(asc(productGroups.breadcrumbs), asc(productGroups.id));
  const published = new Set(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    breadcrumbs: r.breadcrumbs,
    // a group under an unpublished parent is shown at the top rather than lost
    parent: r.parent !== null && published.has(r.parent) ? r.parent : null,
    children: rows.filter((c) => c.parent === r.id).map((c) => c.id),
    show_brand_percentage: r.showBrandPercentage,
    status: r.status,
  }));
}

async function ownBrandIds(db: Db, companyId: number, only?: number): Promise<number[]> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.companyId, companyId), only === undefined ? undefined : eq(brands.id, only)));
  return rows.map((r) => r.id);
}

/** The company's brands, by name, each with its product groups. */
export async function supplierBrands(db: Db, companyId: number, only?: number): Promise<SupplierBrand[]> {
  const ids = await ownBrandIds(db, companyId, only);
  if (ids.length === 0) return [];
  const [list, groups] = await Promise.all([summaries(db, [], ids), assignedGroups(db, ids)]);
  return list.map((b) => ({ id: b.id, name: b.name, divisions: b.divisions, product_groups: groups.get(b.id) ?? [] }));
}

export async function findSupplierBrand(db: Db, companyId: number, id: number): Promise<SupplierBrand | undefined> {
  return (await supplierBrands(db, companyId, id))[0];
}

/**
 * PATCH extranet/brand/{id}: replaces the brand's product groups. Groups must be published;
 * groups with show_brand_percentage need a share (one decimal), others take none; the shares sum
 * to exactly 100 (compared in tenths). Anything else is INVALID_PAYLOAD and changes nothing.
 */
export async function updateBrandProductGroups(ctx: ApiContext, auth: AuthContext, id: number, patch: BrandPatch): Promise<SupplierBrand> {
  const db = ctx.db.db;
  if ((await ownBrandIds(db, auth.company.id, id)).length === 0) throw forbidden();
  const wanted = patch.product_groups;
  const ids = wanted.map((g) => g.id);
  if (new Set(ids).size !== ids.length) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. product_groups: a group is named twice.");
  const groups = ids.length
    ? await db
        .select({ id: productGroups.id, show: productGroups.showBrandPercentage })
        .from(productGroups)
        .where(and(inArray(productGroups.id, ids), eq(productGroups.status, "published")))
    : [];
  if (groups.length !== ids.length) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. product_groups: unknown product group.");
  const rows = wanted.map((g) => {
    const show = groups.find((x) => x.id === g.id)!.show;
    if (!show) {
      if (g.percentage !== undefined && g.percentage !== null) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. product_groups: this group takes no percentage.");
      return { brandId: id, productGroupId: g.id, percentageTenths: null };
    }
    const tenths = g.percentage === undefined || g.percentage === null ? undefined : percentToTenths(g.percentage);
    if (tenths === undefined) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. product_groups: a percentage between 0.1 and 100 with one decimal is required.");
    return { brandId: id, productGroupId: g.id, percentageTenths: tenths };
  });
  const shares = checkShares(rows.flatMap((r) => (r.percentageTenths === null ? [] : [r.percentageTenths])));
  if (!shares.ok) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. product_groups: the percentages must sum to 100.");

  await db.transaction(async (tx) => {
    // Lock the brand row so two saves of the same brand apply one after the other.
    await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for("update");
    await tx.delete(brandProductGroups).where(eq(brandProductGroups.brandId, id));
    if (rows.length) await tx.insert(brandProductGroups).values(rows);
    await recordActivity(tx, auth, ctx.now(), {
      action: "update",
      collection: "brand",
      item: id,
      delta: { product_groups: rows.map((r) => ({ id: r.productGroupId, percentage: r.percentageTenths === null ? null : r.percentageTenths / 10 })) },
    });
  });
  return (await findSupplierBrand(db, auth.company.id, id))!;
}
