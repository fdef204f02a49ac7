/** Brands of the suppliers (spec §3 Brand) as HP partners see them, and a supplier its own. */
import { and, asc, eq, exists, ilike, inArray, or, sql } from "drizzle-orm";
import type { Brand, BrandList, BrandSummary, DeliveryConditions } from "../contract/content";
import { tenthsToPercent, type BrandProductGroup } from "../contract/product-groups";
import type { Db } from "../db/client";
import { groupBy } from "../db/group-by";
import { containsPattern } from "../db/like";
import { brandDivisions, brandProductGroups, brands, companies, notArchived, productGroups } from "../db/schema";
import { sortBrands } from "../contract/ordering";

export async function summaries(db: Db, favorites: readonly number[], ids?: number[]): Promise<BrandSummary[]> {
  const rows = await db
    .select({ id: brands.id, name: brands.name, link: brands.link, logo: brands.logo, logoAlt: brands.logoAlt, companyId: companies.id, companyName: companies.name })
    .from(brands)
    .innerJoin(companies, eq(companies.id, brands.companyId))
    .where(and(notArchived(brands), ids ? inArray(brands.id, ids) : undefined));
  if (rows.length === 0) return [];
  const divisions = await db
    .select()
    .from(brandDivisions)
    .where(inArray(brandDivisions.brandId, rows.map((r) => r.id)))
    .orderBy(asc(brandDivisions.name));
  const fav = new Set(favorites);
  const divisionsOf = groupBy(divisions, (d) => d.brandId);
  return sortBrands(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      link: r.link,
      company: { id: r.companyId, name: r.companyName },
      divisions: (divisionsOf.get(r.id) ?? []).map((d) => ({ id: d.id, name: d.name, supplier_nr: d.supplierNr })),
      isFavorite: fav.has(r.id),
      logo: r.logo ? { id: r.logo, alt: r.logoAlt?.trim() || r.name } : null,
    })),
  );
}

/** The user's favorite brands, by name (dashboard). */
export async function favoriteBrands(db: Db, favorites: readonly number[]): Promise<BrandSummary[]> {
  return favorites.length ? summaries(db, favorites, [...favorites]) : [];
}

function productGroupList(db: Db) {
  return db.select({ id: productGroups.id, title: productGroups.title }).from(productGroups).where(eq(productGroups.status, "published")).orderBy(asc(productGroups.title));
}

/** Brands matching `search` (name, supplier company, supplier numbers), as ids with names, for ordering. */
function matchingBrands(db: Db, search: string) {
  const pattern = containsPattern(search);
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .innerJoin(companies, eq(companies.id, brands.companyId))
    .where(
      and(
        notArchived(brands),
        or(
          ilike(brands.name, pattern),
          ilike(companies.name, pattern),
          exists(db.select({ one: sql`1` }).from(brandDivisions).where(and(eq(brandDivisions.brandId, brands.id), ilike(brandDivisions.supplierNr, pattern)))),
        ),
      ),
    );
}

export async function listBrands(db: Db, favorites: readonly number[], query: { page?: number; limit?: number; search?: string } = {}): Promise<BrandList> {
  const groups = productGroupList(db);
  if (query.page === undefined && query.limit === undefined && !query.search) {
    const [list, product_groups] = await Promise.all([summaries(db, favorites), groups]);
    return { brands: list, product_groups, total: list.length, page: 1, limit: Math.max(list.length, 1) };
  }
  // Order the (narrow) id/name rows as the full list is ordered, then read details for one page only.
  const fav = new Set(favorites);
  const candidates = query.search ? matchingBrands(db, query.search) : db.select({ id: brands.id, name: brands.name }).from(brands).where(notArchived(brands));
  const [rows, product_groups] = await Promise.all([candidates, groups]);
  const ordered = sortBrands(rows.map((r) => ({ ...r, isFavorite: fav.has(r.id) })));
  const limit = query.limit ?? 24;
  const page = query.page ?? 1;
  const pageIds = ordered.slice((page - 1) * limit, page * limit).map((r) => r.id);
  const list = pageIds.length ? await summaries(db, favorites, pageIds) : [];
  return { brands: list, product_groups, total: ordered.length, page, limit };
}

/** The published product groups assigned to each of `brandIds`, in tree order (by breadcrumbs). */
export async function assignedGroups(db: Db, brandIds: readonly number[]): Promise<Map<number, BrandProductGroup[]>> {
  const byBrand = new Map<number, BrandProductGroup[]>(brandIds.map((id) => [id, []]));
  if (brandIds.length === 0) return byBrand;
  const rows = await db
    .select({
      brandId: brandProductGroups.brandId,
      id: productGroups.id,
      title: productGroups.title,
      breadcrumbs: productGroups.breadcrumbs,
      show: productGroups.showBrandPercentage,
      tenths: brandProductGroups.percentageTenths,
    })
    .from(brandProductGroups)
    .innerJoin(productGroups, eq(productGroups.id, brandProductGroups.productGroupId))
    .where(and(inArray(brandProductGroups.brandId, [...brandIds]), eq(productGroups.status, "published")))
    .orderBy(asc(productGroups.breadcrumbs), asc(productGroups.id));
  for (const r of rows) {
    byBrand.get(r.brandId)?.push({
      id: r.id,
      title: r.title,
      breadcrumbs: r.breadcrumbs,
      show_brand_percentage: r.show,
      percentage: r.show && r.tenths !== null ? tenthsToPercent(r.tenths) : null,
    });
  }
  return byBrand;
}

export async function findBrand(db: Db, id: number, favorites: readonly number[]): Promise<Brand | undefined> {
  const [summary] = await summaries(db, favorites, [id]);
  if (!summary) return undefined;
  const [detail, groups] = await Promise.all([db.select({ description: brands.description }).from(brands).where(eq(brands.id, id)), assignedGroups(db, [id])]);
  return { ...summary, description: detail[0]?.description ?? null, product_groups: groups.get(id) ?? [] };
}

export async function deliveryConditions(db: Db, id: number): Promise<DeliveryConditions | undefined> {
  const [row] = await db.select({ conditions: brands.deliveryConditions }).from(brands).where(eq(brands.id, id));
  return row?.conditions;
}

/** Ids among `ids` that name existing brands. */
export async function existingBrandIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: brands.id }).from(brands).where(and(notArchived(brands), inArray(brands.id, [...ids])));
  return rows.map((r) => r.id);
}
