/**
 * The ZR endpoints' work (contract/endpoints/zr.ts); the mount has checked sign-in, the entry's
 * rule and the query.
 */
import { asc, eq } from "drizzle-orm";
import type { ApiContext } from "../deps";
import type { ZR_ENDPOINTS } from "../contract/endpoints/zr";
import type { ZrPermissionEntry } from "../contract/zr";
import type { Db } from "../db/client";
import { zrAccounts } from "../db/schema";
import type { Handlers } from "../http/mount";
import { purchaseVolumeOf, reportYear, settlementStatisticOf } from "./reports";

async function zrPermissionsOf(db: Db, companyId: number): Promise<ZrPermissionEntry[]> {
  const rows = await db
    .select({ accid: zrAccounts.accid, federation: zrAccounts.federation, brand_name: zrAccounts.brandName, sort: zrAccounts.sort, tabName: zrAccounts.tabName })
    .from(zrAccounts)
    .where(eq(zrAccounts.companyId, companyId))
    .orderBy(asc(zrAccounts.sort), asc(zrAccounts.accid));
  return rows;
}

export function zrHandlers(ctx: ApiContext): Handlers<typeof ZR_ENDPOINTS> {
  return {
    zrClientPermissions: async ({ auth }) => ({ success: true, permissions: await zrPermissionsOf(ctx.db.db, auth.company.id) }),
    purchaseVolume: ({ auth, query }) => purchaseVolumeOf(ctx.db.db, auth.company.id, reportYear(query, ctx.now())),
    settlementStatistic: ({ auth, query }) => settlementStatisticOf(ctx.db.db, auth.company.id, reportYear(query, ctx.now())),
  };
}
