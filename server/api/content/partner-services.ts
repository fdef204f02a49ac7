/** The service pool (spec §3 Partner service): a tree of services, each with its brands. */
import { and, asc, eq } from "drizzle-orm";
import type { PartnerService } from "../contract/content";
import type { Db } from "../db/client";
import { brands, notArchived, partnerServiceBrands, partnerServices } from "../db/schema";

/** The portal page of a service-pool entry; spec §2: one without service_id has none. */
export const servicePage = (id: number, serviceId: unknown): string | null => (serviceId ? `/serviceandmore/services/${id}` : null);

export async function serviceTree(db: Db): Promise<PartnerService[]> {
  const [rows, links] = await Promise.all([
    db.select().from(partnerServices).where(notArchived(partnerServices)).orderBy(asc(partnerServices.sort), asc(partnerServices.title)),
    db
      .select({ serviceId: partnerServiceBrands.partnerServiceId, id: brands.id, name: brands.name })
      .from(partnerServiceBrands)
      .innerJoin(brands, and(eq(brands.id, partnerServiceBrands.brandId), notArchived(brands)))
      .orderBy(asc(brands.name)),
  ]);
  const build = (parentId: number | null): PartnerService[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) => ({
        id: r.id,
        service_id: r.serviceId,
        name: r.name,
        title: r.title,
        teaser: r.teaser,
        text: r.text,
        // Spec §2: service items without a service_id link to '#'.
        link: servicePage(r.id, r.serviceId) ?? "#",
        children: build(r.id),
        brands: links.filter((l) => l.serviceId === r.id).map(({ id, name }) => ({ id, name })),
      }));
  return build(null);
}

export async function findService(db: Db, id: number): Promise<PartnerService | undefined> {
  const find = (list: PartnerService[]): PartnerService | undefined => {
    for (const s of list) {
      if (s.id === id) return s;
      const child = find(s.children);
      if (child) return child;
    }
    return undefined;
  };
  return find(await serviceTree(db));
}

/** The tree's entries in reading order (depth-first). */
export const flattenServices = (list: PartnerService[]): PartnerService[] => list.flatMap((s) => [s, ...flattenServices(s.children)]);

export interface ServiceBrand {
  id: number;
  name: string;
  services: { id: number; title: string; link: string }[];
}

/**
 * The brands a service tree names (current ones, by name), each with its entries in tree order:
 * extranet/partner-service-brands, and the search index's service providers (content/shell.ts,
 * decision 0976) — the one grouping of both.
 */
export function serviceBrandsOf(tree: PartnerService[]): ServiceBrand[] {
  const byBrand = new Map<number, ServiceBrand>();
  for (const s of flattenServices(tree))
    for (const b of s.brands) {
      const entry = byBrand.get(b.id) ?? { ...b, services: [] };
      entry.services.push({ id: s.id, title: s.title, link: s.link });
      byBrand.set(b.id, entry);
    }
  return [...byBrand.values()].sort((a, b) => a.name.localeCompare(b.name, "de"));
}

/** extranet/partner-service-brands (spec §7). */
export async function serviceBrands(db: Db): Promise<ServiceBrand[]> {
  return serviceBrandsOf(await serviceTree(db));
}
