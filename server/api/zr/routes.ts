/**
 * POST extranet/check/zrclient-permissions (spec §7 "ZR client"): the ZR accounts of the caller's
 * company, for users holding ZRCLIENT (spec §6 "ZR client data is fetched only with ZRCLIENT").
 * The ZR system (the simulator, or the external one) calls it too, with the session_token the
 * portal handed to POST /sam/logon, to learn which accids that user may open (decision 0900).
 */
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { requireAuth } from "../auth/middleware";
import { requireContent } from "../content/access";
import type { ZrPermissionEntry } from "../contract/zr";
import type { Db } from "../db/client";
import { zrAccounts } from "../db/schema";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { noQuery, validate } from "../http/validate";

export async function zrPermissionsOf(db: Db, companyId: number): Promise<ZrPermissionEntry[]> {
  const rows = await db
    .select({ accid: zrAccounts.accid, federation: zrAccounts.federation, brand_name: zrAccounts.brandName, sort: zrAccounts.sort, tabName: zrAccounts.tabName })
    .from(zrAccounts)
    .where(eq(zrAccounts.companyId, companyId))
    .orderBy(asc(zrAccounts.sort), asc(zrAccounts.accid));
  return rows;
}

export function zrRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>();
  app.post("/extranet/check/zrclient-permissions", requireAuth(ctx), requireContent({ permission: "ZRCLIENT" }), validate("query", noQuery), async (c) =>
    c.json({ success: true, permissions: await zrPermissionsOf(ctx.db.db, c.get("auth").company.id) }),
  );
  return app;
}
