/** Page permissions, company relations and the staff roles (spec §6, issue 39). Zod-free; the database and the contract import it (decision 0966). */
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
/** HP = trading partner (Händler); LF = supplier (Lieferant), which covers relation LF and RP. */
export type PartnerType = "HP" | "LF";
/**
 * The association's staff roles (issue 39, decision 0950), combinable: Redaktion publishes content,
 * Partnerverwaltung onboards companies and supports their accounts, Prüfung decides on the
 * suppliers' documents, Administration manages the staff accounts and their roles. Held only by
 * users of the association's company (relation VB); not page permissions, so no partner can be
 * granted one through account management or permission clusters.
 */
export const STAFF_ROLES = ["REDAKTION", "PARTNERVERWALTUNG", "PRUEFUNG", "ADMINISTRATION"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
