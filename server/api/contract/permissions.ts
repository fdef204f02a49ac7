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

/** HP trading partner, LF supplier, RP (counts as supplier); VB the association itself, whose staff run the portal (issue 39). */
export const COMPANY_RELATIONS = ["HP", "LF", "RP", "VB"] as const;
export type CompanyRelation = (typeof COMPANY_RELATIONS)[number];
/** The relations of the association's member companies: the ones staff create and onboard. */
export const PARTNER_RELATIONS = ["HP", "LF", "RP"] as const satisfies readonly CompanyRelation[];
export type PartnerRelation = (typeof PARTNER_RELATIONS)[number];

/** HP = trading partner (Händler); LF = supplier (Lieferant), which covers relation LF and RP. */
export type PartnerType = "HP" | "LF";
/** A partner type, or VB: the association's staff (Verband). */
export type UserType = PartnerType | "VB";

export function userTypeOf(relation: CompanyRelation): UserType {
  return relation === "HP" ? "HP" : relation === "VB" ? "VB" : "LF";
}

/**
 * The association's staff roles (issue 39, decision 0950), combinable: Redaktion publishes content,
 * Partnerverwaltung onboards companies and supports their accounts, Prüfung decides on the
 * suppliers' documents, Administration manages the staff accounts and their roles. Held only by
 * users of the association's company (relation VB); not page permissions, so no partner can be
 * granted one through account management or permission clusters.
 */
export const STAFF_ROLES = ["REDAKTION", "PARTNERVERWALTUNG", "PRUEFUNG", "ADMINISTRATION"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

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
  // the association's staff read what partners read; their work is in their roles
  VB: ["NEWS", "CALENDAR"],
};

/**
 * What a company's accounts may be given (decision 0953): its user type's permissions, narrowed to
 * those the association allowed it (`allowed` null: not narrowed, companies from before), in the
 * order of PAGE_PERMISSIONS.
 */
export function allowedPermissionsOf(company: { relation: CompanyRelation; allowedPermissions: readonly PagePermission[] | null }): readonly PagePermission[] {
  const grantable = GRANTABLE_PERMISSIONS[userTypeOf(company.relation)];
  const allowed = company.allowedPermissions;
  return allowed ? grantable.filter((p) => allowed.includes(p)) : grantable;
}
