/**
 * The association's news as the Redaktion publishes it (issue 39, decision 0954): the states of a
 * news item and who may read it. Zod-free, so the screens (and the browser bundle) read the
 * values without the contract's schemas.
 */
import type { PagePermission, PartnerType } from "./permissions";

/**
 * draft: being written, nobody reads it; planned: waits for its publish time (a job on the queue);
 * published: partners in its audience read it; unpublished: taken down (by hand or at its
 * unpublish time), kept for the record.
 */
export const NEWS_STATUSES = ["draft", "planned", "published", "unpublished"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** The partner user types a news item may be addressed to; empty in neither case: the editor must choose. */
export const NEWS_USER_TYPES = ["HP", "LF"] as const satisfies readonly PartnerType[];
export type NewsUserType = (typeof NEWS_USER_TYPES)[number];

/**
 * Page permissions that may narrow the audience: a reader needs NEWS anyway (the access table);
 * with any of these chosen, it must also hold at least one of them. Empty: every reader of news
 * of the chosen user types.
 */
export const NEWS_AUDIENCE_PERMISSIONS = ["BRAND", "CALENDAR", "ZRCLIENT", "UPLOAD", "SALESREPORT", "STATISTIC", "IVO", "TRADINGPAGES", "EVA", "WOHNSINNSPREISE", "ACCOUNTMANAGEMENT", "MASTERDATA"] as const satisfies readonly PagePermission[];
export type NewsAudiencePermission = (typeof NEWS_AUDIENCE_PERMISSIONS)[number];

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
