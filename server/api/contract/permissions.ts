/**
 * Page permission identifiers of spec §6 and the user type derived from a company's relation.
 * The portal's menu and guards and the API's checks both import from here.
 */
export const PAGE_PERMISSIONS = [
  "BRAND",
  "NEWS",
  "CALENDAR",
  "ZRCLIENT",
  "UPLOAD",
  "SALESREPORT",
  "STATISTIC",
  "IVO",
  "TRADINGPAGES",
  "EVA",
  "WOHNSINNSPREISE",
  "ACCOUNTMANAGEMENT",
  "MASTERDATA",
] as const;
export type PagePermission = (typeof PAGE_PERMISSIONS)[number];

export const COMPANY_RELATIONS = ["HP", "LF", "RP"] as const;
export type CompanyRelation = (typeof COMPANY_RELATIONS)[number];

/** HP = trading partner (Händler); LF = supplier (Lieferant), which covers relation LF and RP. */
export type UserType = "HP" | "LF";

export function userTypeOf(relation: CompanyRelation): UserType {
  return relation === "HP" ? "HP" : "LF";
}

export function isPagePermission(value: string): value is PagePermission {
  return (PAGE_PERMISSIONS as readonly string[]).includes(value);
}

/**
 * Permissions an account of each user type can hold (and be granted in account management):
 * upload and sales report are supplier tools, brands and the Wohnsinnspreise are trading-partner areas.
 */
export const GRANTABLE_PERMISSIONS: Record<UserType, readonly PagePermission[]> = {
  HP: PAGE_PERMISSIONS.filter((p) => p !== "UPLOAD" && p !== "SALESREPORT"),
  LF: PAGE_PERMISSIONS.filter((p) => p !== "BRAND" && p !== "WOHNSINNSPREISE"),
};
