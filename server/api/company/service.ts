import { and, eq, inArray } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { Company, CompanyPatchPayload } from "../contract/company";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { companies } from "../db/schema";
import { recordActivity } from "../editing/audit";
import { assertCurrentVersion } from "../editing/conflict";
import { forbidden } from "../http/errors";
import { companyEntity } from "../contract/entities/company";
import { bindEntity, lockInScope, recordScopeOf } from "../masterdata/binding";
import { selectColumnsOf, toColumns } from "../masterdata/entity-columns";

/** The company record: the description's scope is the caller's own company (not a sub-account's). */
export const companyBinding = bindEntity(companyEntity, { table: companies, hooks: {} });

/** id, the described fields and version (decision 0527). */
const companyColumns = selectColumnsOf(companyEntity, companies);

/** A company by id, only if it is one of `allowedIds` (the companies the caller may read: extranet/company). */
export async function findCompany(db: Db, id: number, allowedIds: readonly number[]): Promise<Company | undefined> {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .where(and(eq(companies.id, id), inArray(companies.id, [...allowedIds])))
    .limit(1);
  return row as Company | undefined;
}

/** items/company/{id}: the record within the description's scope (the caller's own company), else undefined. */
export async function findOwnCompany(db: Db, auth: AuthContext, id: number): Promise<Company | undefined> {
  const [row] = await db.select(companyColumns).from(companies).where(recordScopeOf(companyBinding, auth.company.id, id));
  return row as Company | undefined;
}

/**
 * PATCH items/company/{id}: within the description's scope (the caller's own company), the
 * editable fields only, under the conflict check, recorded in the audit trail.
 */
export async function updateCompany(ctx: ApiContext, auth: AuthContext, id: number, p: CompanyPatchPayload): Promise<Company> {
  const { version, ...fields } = p;
  await ctx.db.db.transaction(async (tx) => {
    const current = await lockInScope(tx, companyBinding, auth.company.id, id);
    if (!current) throw forbidden();
    assertCurrentVersion(current.version, version);
    await tx
      .update(companies)
      .set({ ...toColumns(companyEntity, fields), version: current.version + 1 })
      .where(eq(companies.id, id));
    await recordActivity(tx, auth, ctx.now(), { action: "update", collection: "company", item: id, delta: fields });
  });
  return (await findOwnCompany(ctx.db.db, auth, id))!;
}
