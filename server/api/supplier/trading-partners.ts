/**
 * The trading partners (HP companies) that carry a supplier's brands (spec §2 /TradePartners, §3
 * Trading partner, §7 extranet/trading-partners[-by-brand/{id}]) and a partner's read-only
 * profile. A supplier sees only partners that carry one of its own brands, and of each partner
 * only its own brands; anything else answers FORBIDDEN.
 */
import { and, asc, eq } from "drizzle-orm";
import type { TradingPartner, TradingPartnerProfile } from "../contract/supplier";
import { dedupeById } from "../contract/ordering";
import type { Db } from "../db/client";
import { brands, companies, contacts, tradingPartnerBrands } from "../db/schema";

async function carried(db: Db, supplierId: number, where?: { brandId?: number; partnerId?: number }) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      city: companies.city,
      brandId: brands.id,
      brandName: brands.name,
    })
    .from(tradingPartnerBrands)
    .innerJoin(brands, eq(brands.id, tradingPartnerBrands.brandId))
    .innerJoin(companies, eq(companies.id, tradingPartnerBrands.companyId))
    .where(
      and(
        eq(brands.companyId, supplierId),
        eq(companies.relation, "HP"),
        where?.brandId === undefined ? undefined : eq(brands.id, where.brandId),
        where?.partnerId === undefined ? undefined : eq(companies.id, where.partnerId),
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id), asc(brands.name));
}

function partnersOf(rows: Awaited<ReturnType<typeof carried>>): TradingPartner[] {
  // One row per partner and brand: de-duplicated by id (spec §4), brands gathered.
  return dedupeById(rows).map((p) => ({
    id: p.id,
    name: p.name,
    city: p.city,
    link: `/trading-partners/${p.id}`,
    brands: rows.filter((r) => r.id === p.id).map((r) => ({ id: r.brandId, name: r.brandName })),
  }));
}

export async function listTradingPartners(db: Db, supplierId: number): Promise<TradingPartner[]> {
  return partnersOf(await carried(db, supplierId));
}

/** Partners carrying one of the supplier's brands; undefined (FORBIDDEN) for a brand not its own. */
export async function tradingPartnersByBrand(db: Db, supplierId: number, brandId: number): Promise<TradingPartner[] | undefined> {
  const [own] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.companyId, supplierId)));
  if (!own) return undefined;
  return partnersOf(await carried(db, supplierId, { brandId }));
}

export async function findTradingPartner(db: Db, supplierId: number, partnerId: number): Promise<TradingPartnerProfile | undefined> {
  const [partner] = partnersOf(await carried(db, supplierId, { partnerId }));
  if (!partner) return undefined;
  const [[company], people] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, partnerId)),
    db
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, partnerId), eq(contacts.status, "published"), eq(contacts.showOnWebsite, true)))
      .orderBy(asc(contacts.sort), asc(contacts.id)),
  ]);
  return {
    ...partner,
    address: {
      street: company!.street,
      zip: company!.zip,
      city: company!.city,
      phone: company!.phone,
      email: company!.email,
      website: company!.website,
    },
    contacts: people.map((c) => ({
      id: c.id,
      name: [c.title, c.firstName, c.lastName].filter(Boolean).join(" "),
      jobtitle: c.jobtitleWeb,
      email: c.showEmail ? c.email : null,
      phone: c.showPhone ? c.phone : null,
    })),
  };
}
