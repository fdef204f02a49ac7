/**
 * Spec §6 access rules as named predicates. The route registry (menu and guards) refers to them;
 * the API enforces the same rules on its side — hiding here is convenience, not security.
 */
import type { PagePermission, User, UserType } from "#contract";
import { userTypeOf } from "#contract/permissions";

export interface AccessSubject {
  userType: UserType;
  permissions: ReadonlySet<PagePermission>;
  /** account_type multiuser with at least one sub_user: only the sub-account switch (spec §6) */
  multiUser: boolean;
  /** has sub_user entries to switch into */
  hasSubAccounts: boolean;
  /**
   * Whether GET extranet/editable-permission-clusters answered any cluster (spec §6: the menu
   * entry only then). Undefined where it was not asked (route guards): the screen is allowed and
   * shows what the API answers.
   */
  editableClusters?: boolean;
  /** one of the association's document reviewers (decision 0600) */
  documentReviewer?: boolean;
}

export function accessSubjectOf(user: Pick<User, "company" | "pagePermissions" | "account_type" | "sub_user"> & { document_reviewer?: boolean }): AccessSubject {
  return {
    documentReviewer: user.document_reviewer === true,
    userType: userTypeOf(user.company.relation),
    permissions: new Set(user.pagePermissions.map((p) => p.identifier)),
    multiUser: user.account_type === "multiuser" && user.sub_user.length > 0,
    hasSubAccounts: user.sub_user.length > 0,
  };
}

export type AccessRule = (subject: AccessSubject) => boolean;

const has = (permission: PagePermission): AccessRule => (s) => s.permissions.has(permission);
const anyOf = (...rules: AccessRule[]): AccessRule => (s) => rules.some((r) => r(s));
const allOf = (...rules: AccessRule[]): AccessRule => (s) => rules.every((r) => r(s));
const isHP: AccessRule = (s) => s.userType === "HP";
const isLF: AccessRule = (s) => s.userType === "LF";

const rules = {
  signedIn: () => true,
  brands: allOf(has("BRAND"), isHP),
  brandSearch: isHP,
  news: has("NEWS"),
  calendar: has("CALENDAR"),
  reports: anyOf(has("STATISTIC"), has("IVO")),
  customerSatisfaction: allOf(has("STATISTIC"), has("IVO")),
  website: has("TRADINGPAGES"),
  // Spec §2 lists /Private-Brands among the brands, §7 among the website content: a trading partner's (HP) own brands on its website (decision 0742).
  privateBrands: allOf(has("TRADINGPAGES"), isHP),
  contactManagement: anyOf(has("ACCOUNTMANAGEMENT"), has("MASTERDATA"), has("TRADINGPAGES")),
  contactProperties: anyOf(has("ACCOUNTMANAGEMENT"), has("MASTERDATA")),
  accountManagement: has("ACCOUNTMANAGEMENT"),
  subAccounts: (s) => s.hasSubAccounts,
  masterData: has("MASTERDATA"),
  // Spec §6 "Address management: HP"; editing company addresses also needs a master-data permission (decision 0301).
  addressManagement: allOf(isHP, anyOf(has("MASTERDATA"), has("ACCOUNTMANAGEMENT"))),
  products: isLF,
  // Suppliers submit their documents; the association's reviewers decide (decision 0600).
  documentReview: anyOf(isLF, (s) => s.documentReviewer === true),
  tradePartners: isLF,
  zrClient: has("ZRCLIENT"),
  zrTradingPartner: allOf(has("ZRCLIENT"), isHP),
  // Spec §6 "Reports: STATISTIC or IVO", on top of the ZR client itself.
  zrStatistic: allOf(has("ZRCLIENT"), anyOf(has("STATISTIC"), has("IVO"))),
  zrUpload: allOf(has("ZRCLIENT"), has("UPLOAD"), isLF),
  zrSalesReport: allOf(has("ZRCLIENT"), has("SALESREPORT"), isLF),
  wohnsinnspreise: has("WOHNSINNSPREISE"),
  // Spec §6 "supplier with editable clusters"; clusters bundle permissions of accounts, so account management too (decision 0304).
  permissionClusters: allOf(isLF, has("ACCOUNTMANAGEMENT"), (s) => s.editableClusters !== false),
} satisfies Record<string, AccessRule>;
export type AccessRuleName = keyof typeof rules;
export const access: Record<AccessRuleName, AccessRule> = rules;
