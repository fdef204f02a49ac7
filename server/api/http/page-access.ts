/**
 * Page permissions (spec §6) enforced by the API per route: the portal hides what a user may not
 * use, the API refuses it (FORBIDDEN). The rules mirror app/lib/access.ts.
 */
import { createMiddleware } from "hono/factory";
import type { PagePermission, UserType } from "../contract/permissions";
import { userTypeOf } from "../contract/permissions";
import type { ApiEnv } from "./env";
import { forbidden } from "./errors";

export interface PageSubject {
  permissions: ReadonlySet<PagePermission>;
  userType: UserType;
}
export type PageRule = (subject: PageSubject) => boolean;

const anyOf =
  (...permissions: PagePermission[]): PageRule =>
  (s) =>
    permissions.some((p) => s.permissions.has(p));

export const PAGE_RULES = {
  contacts: anyOf("ACCOUNTMANAGEMENT", "MASTERDATA", "TRADINGPAGES"),
  contactProperties: anyOf("ACCOUNTMANAGEMENT", "MASTERDATA"),
  addresses: (s) => s.userType === "HP" && (s.permissions.has("MASTERDATA") || s.permissions.has("ACCOUNTMANAGEMENT")),
  /** supplier accounts that manage accounts (clusters bundle permissions for the company's accounts) */
  permissionClusters: (s) => s.userType === "LF" && s.permissions.has("ACCOUNTMANAGEMENT"),
  companyMasterdata: anyOf("MASTERDATA"),
  customerSatisfaction: (s) => s.permissions.has("STATISTIC") && s.permissions.has("IVO"),
  /** spec §6 "Products and trading partners: supplier" */
  products: (s) => s.userType === "LF",
  /** document review (issue 11): every account of a supplier company (LF or RP) */
  reviewDocuments: (s) => s.userType === "LF",
  /** the Wohnsinnspreis: rounds, own entries, winners (decision 0920) */
  awards: anyOf("WOHNSINNSPREISE"),
  /** uploading images belongs to the editing screens and to the award entries */
  upload: anyOf("ACCOUNTMANAGEMENT", "MASTERDATA", "TRADINGPAGES", "WOHNSINNSPREISE"),
  /** spec §6 "Website menu: TRADINGPAGES": every described website collection */
  website: anyOf("TRADINGPAGES"),
} satisfies Record<string, PageRule>;

export function pageSubject(auth: { permissions: ReadonlySet<PagePermission>; company: { relation: "HP" | "LF" | "RP" } }): PageSubject {
  return { permissions: auth.permissions, userType: userTypeOf(auth.company.relation) };
}

/** Route middleware after requireAuth: FORBIDDEN unless the caller satisfies `rule`. */
export function requirePage(rule: PageRule) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (!rule(pageSubject(c.get("auth")))) throw forbidden();
    await next();
  });
}
