/**
 * The association's news as the Redaktion publishes it (issue 39, decision 0954): the states of a
 * news item and who may read it. Zod-free, so the screens (and the browser bundle) read the
 * values without the contract's schemas.
 */
import { NEWS_AUDIENCE_PERMISSIONS, NEWS_STATUSES, NEWS_USER_TYPES, type NewsAudiencePermission, type NewsStatus, type NewsUserType } from "../values/news";

export { NEWS_AUDIENCE_PERMISSIONS, NEWS_STATUSES, NEWS_USER_TYPES, type NewsAudiencePermission, type NewsStatus, type NewsUserType };

/** The audience of a news item. */
export interface NewsAudience {
  userTypes: readonly NewsUserType[];
  permissions: readonly NewsAudiencePermission[];
}

/** Whether a reader of `userType` holding `held` is in the audience (the same rule as the SQL of content/news-visibility.ts). */
export function inAudience(audience: NewsAudience, userType: string, held: ReadonlySet<string>): boolean {
  if (!(audience.userTypes as readonly string[]).includes(userType)) return false;
  return audience.permissions.length === 0 || audience.permissions.some((p) => held.has(p));
}
