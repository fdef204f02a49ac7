/**
 * Page permission identifiers of spec §6 and the user type derived from a company's relation.
 * The portal's menu and guards and the API's checks both import from here.
 */
import { COMPANY_RELATIONS, PAGE_PERMISSIONS, STAFF_ROLES, type CompanyRelation, type PagePermission, type PartnerType, type StaffRole } from "../values/permissions";

export { COMPANY_RELATIONS, PAGE_PERMISSIONS, STAFF_ROLES, type CompanyRelation, type PagePermission, type PartnerType, type StaffRole };
/** The relations of the association's member companies: the ones staff create and onboard. */
export const PARTNER_RELATIONS = ["HP", "LF", "RP"] as const satisfies readonly CompanyRelation[];
export type PartnerRelation = (typeof PARTNER_RELATIONS)[number];

/** A partner type, or VB: the association's staff (Verband). */
export type UserType = PartnerType | "VB";

export function userTypeOf(relation: CompanyRelation): UserType {
  return relation === "HP" ? "HP" : relation === "VB" ? "VB" : "LF";
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
