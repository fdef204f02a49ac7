/**
 * The one list of portal screens: path, access rule and menu placement. It drives the sidebar,
 * the route guards and the every-route tests. A screen is listed here only once it exists.
 */
import type { AccessRuleName, AccessSubject } from "#contract/access";
import { access } from "#contract/access";
import type shell from "~/locales/de/shell";

export type MenuGroupKey = "overview" | "association" | "content" | "website" | "career" | "masterdata" | "zr" | "reports" | "awards" | "service" | "account";
export type IconName = "star" | "home" | "user" | "settings" | "info" | "check" | "brand" | "news" | "calendar" | "document" | "tag" | "service" | "contact";
type LabelKey =
  | "nav.dashboard"
  | "content.brands.title"
  | "content.news.title"
  | "content.calendar.title"
  | "content.documents.title"
  | "content.review.title"
  | "content.tags.title"
  | "content.services.title"
  | "content.services.contactTitle"
  | "supplier.products.title"
  | "supplier.partners.title"
  | "account.nav.settings"
  | "account.nav.subAccounts"
  | "account.nav.management"
  | "account.nav.myData"
  | "masterdata.nav.overview"
  | "masterdata.nav.company"
  | "masterdata.nav.contacts"
  | "masterdata.nav.properties"
  | "masterdata.nav.addresses"
  | "masterdata.nav.satisfaction"
  | "masterdata.nav.clusters"
  | "nav.instructions"
  | "nav.showroom"
  | "nav.awards"
  | "nav.zr.list"
  | "nav.zr.receiptSearch"
  | "nav.zr.upload"
  | "nav.zr.salesReport"
  | "nav.zr.statistic"
  | "nav.zr.tradingPartner"
  | "nav.reports.purchaseVolume"
  | "nav.reports.settlements"
  // the website screens of the described collections (issue 12)
  | `website.nav.${keyof typeof shell.website.nav}`
  // the career screens (issue 14)
  | `career.nav.${keyof typeof shell.career.nav}`
  // the association's own screens (issue 39)
  | `association.nav.${keyof typeof shell.association.nav}`;

export interface PortalRoute {
  id: string;
  /** lowercase path as the side menu uses it; matching is case-insensitive */
  path: string;
  /** i18n key of the menu label and page title */
  labelKey: LabelKey;
  group: MenuGroupKey;
  icon: IconName;
  rule: AccessRuleName;
}

export const PORTAL_ROUTES = [
  { id: "dashboard", path: "/dashboard", labelKey: "nav.dashboard", group: "overview", icon: "home", rule: "signedIn" },
  // The association's staff and their roles (issue 39, decision 0951).
  { id: "staffAdministration", path: "/verband/mitarbeitende", labelKey: "association.nav.staff", group: "association", icon: "user", rule: "staffAdministration" },
  // The association's member companies, their first account managers and the company import (issue 39, decision 0953).
  { id: "memberCompanies", path: "/verband/firmen", labelKey: "association.nav.companies", group: "association", icon: "user", rule: "partnerAdministration" },
  // The Redaktion's news (issue 39, decision 0954).
  { id: "editorialNews", path: "/verband/news", labelKey: "association.nav.news", group: "association", icon: "news", rule: "editorial" },
  // The association's support on partner accounts and its audit view (issue 39, decision 0952).
  { id: "supportAccounts", path: "/verband/accounts", labelKey: "association.nav.accounts", group: "association", icon: "user", rule: "partnerAdministration" },
  // The Redaktion's events (issue 39, decision 0955).
  { id: "eventManagement", path: "/verband/termine", labelKey: "association.nav.events", group: "association", icon: "calendar", rule: "editorial" },
  // The association's catalogues, maintained by the Redaktion (issue 39, decision 0957).
  { id: "catalogueBrands", path: "/verband/marken", labelKey: "association.nav.brands", group: "association", icon: "brand", rule: "editorial" },
  { id: "catalogueInstructions", path: "/verband/anleitungen", labelKey: "association.nav.instructions", group: "association", icon: "document", rule: "editorial" },
  { id: "catalogueServices", path: "/verband/servicepool", labelKey: "association.nav.services", group: "association", icon: "document", rule: "editorial" },
  { id: "catalogueSamTags", path: "/verband/sam-tags", labelKey: "association.nav.samTags", group: "association", icon: "document", rule: "editorial" },
  // The association's own documents, kept by the Redaktion (issue 39, decision 0958).
  { id: "associationDocuments", path: "/verband/dokumente", labelKey: "association.nav.documents", group: "association", icon: "document", rule: "editorial" },
  // The processing record generated from the personal-data marks and the export of any person's data (issue 41, decision 0980).
  { id: "privacyRecord", path: "/verband/datenschutz", labelKey: "association.nav.privacy", group: "association", icon: "document", rule: "privacyAdministration" },
  // Erasure of any person on request, and the accounts suspended long enough to be offered for it (issue 41, decision 0988).
  { id: "personErasure", path: "/verband/datenschutz/loeschen", labelKey: "association.nav.erasure", group: "association", icon: "user", rule: "personErasure" },
  { id: "auditTrail", path: "/verband/protokoll", labelKey: "association.nav.audit", group: "association", icon: "document", rule: "auditTrail" },
  { id: "brands", path: "/brands", labelKey: "content.brands.title", group: "content", icon: "brand", rule: "brands" },
  { id: "news", path: "/news", labelKey: "content.news.title", group: "content", icon: "news", rule: "news" },
  { id: "calendar", path: "/calendar", labelKey: "content.calendar.title", group: "content", icon: "calendar", rule: "calendar" },
  { id: "products", path: "/products", labelKey: "supplier.products.title", group: "content", icon: "brand", rule: "products" },
  { id: "tradePartners", path: "/tradepartners", labelKey: "supplier.partners.title", group: "content", icon: "user", rule: "tradePartners" },
  { id: "documents", path: "/documents", labelKey: "content.documents.title", group: "content", icon: "document", rule: "signedIn" },
  { id: "documentReview", path: "/document-review", labelKey: "content.review.title", group: "content", icon: "document", rule: "documentReview" },
  { id: "tags", path: "/tags", labelKey: "content.tags.title", group: "content", icon: "tag", rule: "signedIn" },
  { id: "services", path: "/serviceandmore/services", labelKey: "content.services.title", group: "service", icon: "service", rule: "signedIn" },
  { id: "contactPartner", path: "/serviceandmore/contactpartner", labelKey: "content.services.contactTitle", group: "service", icon: "contact", rule: "signedIn" },
  { id: "instructions", path: "/instructions", labelKey: "nav.instructions", group: "service", icon: "info", rule: "signedIn" },
  { id: "websiteInfo", path: "/website/info", labelKey: "website.nav.info", group: "website", icon: "info", rule: "website" },
  { id: "websiteGeneralSettings", path: "/website/generalsettings", labelKey: "website.nav.generalSettings", group: "website", icon: "settings", rule: "website" },
  { id: "websiteBanner", path: "/website/banner", labelKey: "website.nav.banner", group: "website", icon: "home", rule: "website" },
  { id: "websiteTextImage", path: "/website/textimage", labelKey: "website.nav.textimage", group: "website", icon: "document", rule: "website" },
  { id: "websiteReferences", path: "/website/references", labelKey: "website.nav.references", group: "website", icon: "document", rule: "website" },
  { id: "websiteNews", path: "/website/news", labelKey: "content.news.title", group: "website", icon: "news", rule: "website" },
  { id: "websiteEvent", path: "/website/event", labelKey: "website.nav.event", group: "website", icon: "calendar", rule: "website" },
  { id: "websiteCampaign", path: "/website/campaign", labelKey: "website.nav.campaign", group: "website", icon: "tag", rule: "website" },
  { id: "websiteHistory", path: "/website/history", labelKey: "website.nav.history", group: "website", icon: "calendar", rule: "website" },
  { id: "privateBrands", path: "/private-brands", labelKey: "website.nav.privateBrands", group: "website", icon: "brand", rule: "privateBrands" },
  // Page builder (spec §2, issue 13): the page tree, page details, elements.
  { id: "pageBuilder", path: "/page-builder", labelKey: "website.nav.pageBuilder", group: "website", icon: "document", rule: "website" },
  // Career (spec §2, §6: TRADINGPAGES like the website): described collections (issue 14).
  { id: "careerJobs", path: "/career/jobs", labelKey: "career.nav.jobs", group: "career", icon: "document", rule: "website" },
  { id: "careerValues", path: "/career/values", labelKey: "career.nav.values", group: "career", icon: "star", rule: "website" },
  { id: "careerBenefits", path: "/career/benefits", labelKey: "career.nav.benefits", group: "career", icon: "check", rule: "website" },
  { id: "careerFaqs", path: "/career/faqs", labelKey: "career.nav.faqs", group: "career", icon: "info", rule: "website" },
  { id: "careerFeedback", path: "/career/employee-feedback", labelKey: "career.nav.feedback", group: "career", icon: "user", rule: "website" },
  { id: "masterData", path: "/masterdata", labelKey: "masterdata.nav.overview", group: "masterdata", icon: "info", rule: "masterData" },
  { id: "companyMasterdata", path: "/companymasterdata", labelKey: "masterdata.nav.company", group: "masterdata", icon: "home", rule: "masterData" },
  { id: "contactManagement", path: "/contact-management", labelKey: "masterdata.nav.contacts", group: "masterdata", icon: "user", rule: "contactManagement" },
  { id: "contactProperties", path: "/contact-properties", labelKey: "masterdata.nav.properties", group: "masterdata", icon: "check", rule: "contactProperties" },
  { id: "addressManagement", path: "/address-management", labelKey: "masterdata.nav.addresses", group: "masterdata", icon: "home", rule: "addressManagement" },
  { id: "permissionClusters", path: "/permission-cluster-management", labelKey: "masterdata.nav.clusters", group: "masterdata", icon: "check", rule: "permissionClusters" },
  { id: "accountManagement", path: "/account-management", labelKey: "account.nav.management", group: "masterdata", icon: "user", rule: "accountManagement" },
  // ZR client (spec §2): the external settlement system's screens, framed.
  { id: "zrList", path: "/zrclient/list", labelKey: "nav.zr.list", group: "zr", icon: "document", rule: "zrClient" },
  { id: "zrReceiptSearch", path: "/zrclient/receipt-search", labelKey: "nav.zr.receiptSearch", group: "zr", icon: "document", rule: "zrClient" },
  { id: "zrUpload", path: "/zrclient/upload", labelKey: "nav.zr.upload", group: "zr", icon: "document", rule: "zrUpload" },
  { id: "zrSalesReport", path: "/zrclient/sales-report", labelKey: "nav.zr.salesReport", group: "zr", icon: "check", rule: "zrSalesReport" },
  { id: "zrStatistic", path: "/zrclient/statistic", labelKey: "nav.zr.statistic", group: "reports", icon: "check", rule: "zrStatistic" },
  { id: "zrTradingPartner", path: "/zrclient/trading-partner", labelKey: "nav.zr.tradingPartner", group: "zr", icon: "user", rule: "zrTradingPartner" },
  { id: "wohnsinnspreise", path: "/wohnsinnspreise", labelKey: "nav.awards", group: "awards", icon: "star", rule: "wohnsinnspreise" },
  { id: "customerSatisfaction", path: "/customer-satisfaction", labelKey: "masterdata.nav.satisfaction", group: "reports", icon: "check", rule: "customerSatisfaction" },
  // Reports from the settlement data (issue 30, decision 0566).
  { id: "purchaseVolume", path: "/reports/purchase-volume", labelKey: "nav.reports.purchaseVolume", group: "reports", icon: "check", rule: "purchaseVolume" },
  { id: "settlementStatistic", path: "/reports/settlements", labelKey: "nav.reports.settlements", group: "reports", icon: "check", rule: "settlementStatistic" },
  { id: "accountSettings", path: "/account/settings", labelKey: "account.nav.settings", group: "account", icon: "settings", rule: "signedIn" },
  // Everything the portal holds about the user, as a ZIP (issue 41, decision 0980).
  { id: "myData", path: "/account/meine-daten", labelKey: "account.nav.myData", group: "account", icon: "user", rule: "signedIn" },
  { id: "subAccounts", path: "/sub-accounts", labelKey: "account.nav.subAccounts", group: "account", icon: "user", rule: "subAccounts" },
] as const satisfies readonly PortalRoute[];

export type PortalRouteId = (typeof PORTAL_ROUTES)[number]["id"];

const MENU_GROUP_ORDER: MenuGroupKey[] = ["overview", "association", "content", "website", "career", "masterdata", "zr", "reports", "awards", "service", "account"];

export interface MenuItem extends Pick<PortalRoute, "id" | "path" | "labelKey" | "icon"> {
  /** a page outside the portal (absolute URL): opens in a new tab and is marked as such */
  external?: true;
}

export interface MenuGroup {
  key: MenuGroupKey;
  items: MenuItem[];
}

export interface MenuOptions {
  /** the association's digital showroom (spec §2 "an external digital-showroom link in the menu") */
  showroomUrl?: string | null;
}

export function routeById(id: PortalRouteId): PortalRoute {
  const route = PORTAL_ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown portal route ${id}`);
  return route;
}

export function canAccess(subject: AccessSubject, id: PortalRouteId): boolean {
  return access[routeById(id).rule](subject);
}

/** The side menu: groups in a fixed order, each with the screens the subject may open. */
export function buildMenu(subject: AccessSubject, options: MenuOptions = {}): MenuGroup[] {
  // Spec §6: a multi-user account sees no sidebar, only the sub-account switch.
  if (subject.multiUser) return [];
  const external: MenuItem[] = options.showroomUrl ? [{ id: "showroom", path: options.showroomUrl, labelKey: "nav.showroom", icon: "star", external: true }] : [];
  return MENU_GROUP_ORDER.map((key) => ({
    key,
    items: [
      ...PORTAL_ROUTES.filter((r) => r.group === key && access[r.rule](subject)).map(({ id, path, labelKey, icon }): MenuItem => ({
        id,
        path,
        labelKey,
        icon,
      })),
      ...(key === "awards" ? external : []),
    ],
  })).filter((g) => g.items.length > 0);
}
