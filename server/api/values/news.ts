/** The states and audiences of the association's news (decision 0954). Zod-free; the database and the contract import it (decision 0966). */
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
