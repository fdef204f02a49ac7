/**
 * The ZR client endpoint's work (contract/endpoints/zr.ts); the mount has checked sign-in, ZRCLIENT
 * and that no query was given.
 */
import { asc, eq } from "drizzle-orm";
import type { ApiContext } from "../deps";
import type { ZR_ENDPOINTS } from "../contract/endpoints/zr";
import type { ZrPermissionEntry } from "../contract/zr";
import type { Db } from "../db/client";
import { zrAccounts } from "../db/schema";
import type { Handlers } from "../http/mount";

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
  };
}
