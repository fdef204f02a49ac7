/**
 * PATCH users/me for the preferences a user keeps for itself (spec §3 favorite_brands,
 * portal_settings: readNews, importantNews, dashboard layout, notifications seen; the language,
 * issue 42). Given keys of
 * portal_settings replace the stored ones; others stay.
 *
 * Unknown brand and news ids are dropped, not refused: the portal sends the stored list plus one
 * id, and a brand or news item deleted since then must not make every later toggle fail
 * (decision 0610).
 */
import { eq } from "drizzle-orm";
import type { PreferencesPayload } from "../contract/content";
import type { AuthContext } from "../auth/sessions";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { existingBrandIds } from "../content/brands";
import { existingNewsIds } from "../content/news";

export async function updatePreferences(db: Db, auth: AuthContext, payload: PreferencesPayload): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (payload.favorite_brands) {
    const unique = [...new Set(payload.favorite_brands)];
    const known = new Set(await existingBrandIds(db, unique));
    set.favoriteBrands = unique.filter((id) => known.has(id));
  }
  if (payload.language) set.language = payload.language;
  const settings = payload.portal_settings;
  if (settings) {
    const knownNews = async (list?: string[]) => {
      if (!list) return undefined;
      const unique = [...new Set(list)];
      const known = await existingNewsIds(db, unique);
      return unique.filter((id) => known.has(id));
    };
    const [readNews, importantNews] = await Promise.all([knownNews(settings.readNews), knownNews(settings.importantNews)]);
    set.portalSettings = {
      ...auth.user.portalSettings,
      ...settings,
      readNews: readNews ?? auth.user.portalSettings.readNews,
      importantNews: importantNews ?? auth.user.portalSettings.importantNews,
    };
  }
  if (Object.keys(set).length === 0) return;
  await db.update(users).set(set).where(eq(users.id, auth.user.id));
}
