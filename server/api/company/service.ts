import { and, eq, inArray } from "drizzle-orm";
import type { Company } from "../contract/company";
import type { Db } from "../db/client";
import { companies } from "../db/schema";

/** A company by id, only if it is one of `allowedIds` (the caller's scope). */
export async function findCompany(db: Db, id: number, allowedIds: readonly number[]): Promise<Company | undefined> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      relation: companies.relation,
      street: companies.street,
      zip: companies.zip,
      city: companies.city,
      country: companies.country,
      phone: companies.phone,
      email: companies.email,
      website: companies.website,
    })
    .from(companies)
    .where(and(eq(companies.id, id), inArray(companies.id, [...allowedIds])))
    .limit(1);
  return row;
}
