/**
 * The access table (spec §6): every rule over user type, page permissions and the reviewer role,
 * named once. The portal's menu and route guards, the dashboard's widgets, the API's guards (each
 * endpoint of ./endpoints names its rule) and the access matrix all read this table; nothing else
 * states a rule. Hiding in the portal is convenience, the API's refusal is the security.
 */
import { userTypeOf, type CompanyRelation, type PagePermission, type StaffRole, type UserType } from "./permissions";
import { DASHBOARD_WIDGETS, type DashboardWidget } from "./values";

export interface AccessSubject {
  userType: UserType;
  permissions: ReadonlySet<PagePermission>;
  /** the association's staff roles (issue 39, decision 0950); they count only for user type VB */
  staffRoles?: ReadonlySet<StaffRole>;
  /** account_type multiuser with at least one sub_user: only the sub-account switch (spec §6); portal only */
  multiUser?: boolean;
  /** has sub_user entries to switch into; portal only */
  hasSubAccounts?: boolean;
  /**
   * Whether GET extranet/editable-permission-clusters answered any cluster (spec §6: the menu
   * entry only then). Undefined where it was not asked (route guards, the API): the screen is
   * allowed and shows what the API answers.
   */
  editableClusters?: boolean;
}

export type AccessRule = (subject: AccessSubject) => boolean;

const has = (permission: PagePermission): AccessRule => (s) => s.permissions.has(permission);
const anyOf = (...rules: AccessRule[]): AccessRule => (s) => rules.some((r) => r(s));
const allOf = (...rules: AccessRule[]): AccessRule => (s) => rules.every((r) => r(s));
const isHP: AccessRule = (s) => s.userType === "HP";
const isLF: AccessRule = (s) => s.userType === "LF";
const isStaff: AccessRule = (s) => s.userType === "VB";
/** a staff role; held by anyone but the association's staff it counts for nothing */
const role =
  (r: StaffRole): AccessRule =>
  (s) =>
    isStaff(s) && (s.staffRoles?.has(r) ?? false);
const isReviewer = role("PRUEFUNG");

const brands = allOf(has("BRAND"), isHP);
const products = isLF;
const website = has("TRADINGPAGES");

const rules = {
  signedIn: () => true,
  brands,
  brandSearch: isHP,
  /** a brand's own page: trading partners with BRAND, or the supplier reading its own brands (the API scopes those) */
  brandRead: anyOf(brands, isLF),
  news: has("NEWS"),
  calendar: has("CALENDAR"),
  reports: anyOf(has("STATISTIC"), has("IVO")),
  customerSatisfaction: allOf(has("STATISTIC"), has("IVO")),
  // The reports area's own screens (decision 0566): a trading partner's purchase volume with IVO, the settlement runs' statistic with STATISTIC.
  purchaseVolume: allOf(has("IVO"), isHP),
  settlementStatistic: has("STATISTIC"),
  website,
  // Spec §2 lists /Private-Brands among the brands, §7 among the website content: a trading partner's (HP) own brands on its website (decision 0742).
  privateBrands: allOf(website, isHP),
  contactManagement: anyOf(has("ACCOUNTMANAGEMENT"), has("MASTERDATA"), has("TRADINGPAGES")),
  contactProperties: anyOf(has("ACCOUNTMANAGEMENT"), has("MASTERDATA")),
  accountManagement: has("ACCOUNTMANAGEMENT"),
  subAccounts: (s) => s.hasSubAccounts === true,
  masterData: has("MASTERDATA"),
  // Spec §6 "Address management: HP"; editing company addresses also needs a master-data permission (decision 0301).
  addressManagement: allOf(isHP, anyOf(has("MASTERDATA"), has("ACCOUNTMANAGEMENT"))),
  products,
  tradePartners: isLF,
  // Suppliers submit their documents; the association's reviewers decide (decision 0600).
  documentReview: anyOf(isLF, isReviewer),
  /** the association's reviewers (Prüfung) take over, forward, approve, deny and ask back (decision 0600) */
  documentDecision: isReviewer,
  /** a supplier submits documents for review: the upload to the review folder and its metadata (PATCH files/{id}) */
  documentSubmission: isLF,
  /** uploading images belongs to the editing screens and to the award entries */
  imageUpload: anyOf(has("ACCOUNTMANAGEMENT"), has("MASTERDATA"), has("TRADINGPAGES"), has("WOHNSINNSPREISE")),
  /** POST files: an image for an editing screen, a supplier's document for review, or the Redaktion's file of an association's document (decision 0958) */
  fileUpload: anyOf(has("ACCOUNTMANAGEMENT"), has("MASTERDATA"), has("TRADINGPAGES"), has("WOHNSINNSPREISE"), isLF, role("REDAKTION")),
  zrClient: has("ZRCLIENT"),
  zrTradingPartner: allOf(has("ZRCLIENT"), isHP),
  // Spec §6 "Reports: STATISTIC or IVO", on top of the ZR client itself.
  zrStatistic: allOf(has("ZRCLIENT"), anyOf(has("STATISTIC"), has("IVO"))),
  zrUpload: allOf(has("ZRCLIENT"), has("UPLOAD"), isLF),
  zrSalesReport: allOf(has("ZRCLIENT"), has("SALESREPORT"), isLF),
  wohnsinnspreise: has("WOHNSINNSPREISE"),
  // Spec §6 "supplier with editable clusters"; clusters bundle permissions of accounts, so account management too (decision 0304).
  permissionClusters: allOf(isLF, has("ACCOUNTMANAGEMENT"), (s) => s.editableClusters !== false),
  // The association's side (issue 39, decision 0950): each role its own work; partners never.
  /** any of the association's staff (their own menu section) */
  staff: isStaff,
  /** Redaktion: news, events, the association's documents, brands, instructions, service pool, SAM tags */
  editorial: role("REDAKTION"),
  /** Partnerverwaltung: companies, their first accounts, the import, support actions on partner accounts */
  partnerAdministration: role("PARTNERVERWALTUNG"),
  /** the audit trail: the partner administration's support work and the administrators' */
  auditTrail: anyOf(role("PARTNERVERWALTUNG"), role("ADMINISTRATION")),
  /** Administration: the staff's accounts and their roles */
  staffAdministration: role("ADMINISTRATION"),
  /** erasure of any person on request, and the accounts suspended long enough to be offered for it (issue 41, decision 0981) */
  personErasure: role("ADMINISTRATION"),
  /** Administration: the processing record and the export of any person's data (issue 41) */
  privacyAdministration: role("ADMINISTRATION"),
} satisfies Record<string, AccessRule>;

export type AccessRuleName = keyof typeof rules;
export const access: Readonly<Record<AccessRuleName, AccessRule>> = rules;
export const ACCESS_RULE_NAMES = Object.keys(rules) as AccessRuleName[];

/** The subject of a signed-in user as GET extranet/users/me answers it (the portal's side). */
export function accessSubjectOf(user: {
  company: { relation: CompanyRelation };
  pagePermissions: readonly { identifier: PagePermission }[];
  account_type?: string | null;
  sub_user: readonly unknown[];
  staff_roles?: readonly StaffRole[];
}): AccessSubject {
  return {
    staffRoles: new Set(user.staff_roles ?? []),
    userType: userTypeOf(user.company.relation),
    permissions: new Set(user.pagePermissions.map((p) => p.identifier)),
    multiUser: user.account_type === "multiuser" && user.sub_user.length > 0,
    hasSubAccounts: user.sub_user.length > 0,
  };
}

/** Each dashboard widget needs what its own list needs (spec §6); the documents widget shows what the user may read. */
export const WIDGET_RULES: Readonly<Record<DashboardWidget, AccessRuleName>> = {
  importantNews: "news",
  latestNews: "news",
  events: "calendar",
  favoriteBrands: "brands",
  documents: "signedIn",
};

/** The widgets `subject` may see, in the default order. */
export function widgetsFor(subject: AccessSubject): DashboardWidget[] {
  return DASHBOARD_WIDGETS.filter((w) => access[WIDGET_RULES[w]](subject));
}
