/**
 * PATCH users/me for the preferences a user keeps for itself (spec §3 favorite_brands,
 * portal_settings: readNews, importantNews, dashboard layout, notifications seen). Given keys of
 * portal_settings replace the stored ones; others stay. Unknown brand and news ids are refused.
 */
import { eq } from "drizzle-orm";
import type { PreferencesPayload } from "../contract/content";
import type { AuthContext } from "../auth/sessions";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import { existingBrandIds } from "../content/brands";
import { existingNewsIds } from "../content/news";

export async function updatePreferences(db: Db, auth: AuthContext, payload: PreferencesPayload): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (payload.favorite_brands) {
    const unique = [...new Set(payload.favorite_brands)];
    if ((await existingBrandIds(db, unique)).length !== unique.length) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. favorite_brands: unknown brand.");
    set.favoriteBrands = unique;
  }
  const settings = payload.portal_settings;
  if (settings) {
    for (const key of ["readNews", "importantNews"] as const) {
      const list = settings[key];
      if (!list) continue;
      const unique = [...new Set(list)];
      const known = await existingNewsIds(db, unique);
      if (known.size !== unique.length) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. portal_settings.${key}: unknown news.`);
    }
    const dedupe = (list?: string[]) => (list ? [...new Set(list)] : undefined);
    set.portalSettings = {
      ...auth.user.portalSettings,
      ...settings,
      readNews: dedupe(settings.readNews) ?? auth.user.portalSettings.readNews,
      importantNews: dedupe(settings.importantNews) ?? auth.user.portalSettings.importantNews,
    };
  }
  if (Object.keys(set).length === 0) return;
  await db.update(users).set(set).where(eq(users.id, auth.user.id));
}
