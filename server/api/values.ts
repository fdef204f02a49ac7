/**
 * The fixed value lists the database stores (its CHECK constraints and column types) and the
 * contract answers, in a module of their own that imports nothing: the database layer imports no
 * contract code (decision 0966), and screens read them free of zod — a module that builds zod
 * schemas at its top level brings all of zod (~14 KB gzip) into every browser bundle that imports
 * anything from it (decision 0515). The contract's modules re-export these (#contract/values).
 */

// account
/** Version of the terms of use the portal shows; accepting stores it with the date. */
export const TERMS_VERSION = "2026-01";

// content
/** Dashboard widgets (spec: important unread news, latest news, events, favorite brands, newest documents). */
export const DASHBOARD_WIDGETS = ["importantNews", "latestNews", "events", "favoriteBrands", "documents"] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];
export const DOCUMENT_CLASSES = ["EVA", "EKA"] as const;
export const DOCUMENT_VALIDITIES = ["current", "expired", "upcoming"] as const;
/** The calendar's lists; "registered" is "Meine Anmeldungen": the caller's company's registrations, upcoming first, then past. */
export const CALENDAR_VIEWS = ["upcoming", "past", "registered"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const SLEEPOVER_OPTIONS = ["none", "before", "after", "both"] as const;
export type SleepoverOption = (typeof SLEEPOVER_OPTIONS)[number];
/** The API's message when a registration would exceed the event maximum; the portal names the limit. */
export const PARTICIPANT_LIMIT_MESSAGE = "Participant limit exceeded.";

// the association's events (issue 39, decision 0955)
/** The staff's event lists: upcoming (not called off), past (not called off), called off. */
export const EVENT_LIST_VIEWS = ["upcoming", "past", "cancelled"] as const;
export type EventListView = (typeof EVENT_LIST_VIEWS)[number];
/** The partner user types an event's audience names (empty: every partner with CALENDAR). */
export const EVENT_AUDIENCE_TYPES = ["HP", "LF"] as const;
/** The states of a registration the staff see (cancelled ones are not listed). */
export const STAFF_REGISTRATION_STATUSES = ["registered", "waiting"] as const;

// master data
export const CONTENT_STATUSES = ["draft", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTACT_GENDERS = ["F", "M", "C"] as const;
export type ContactGender = (typeof CONTACT_GENDERS)[number];
export const CONTACT_POSITIONS = ["LTG", "MA"] as const;
export type ContactPosition = (typeof CONTACT_POSITIONS)[number];
export const ADDRESS_TYPES = ["PA", "RA", "PO", "FI", "CA", "LA", "SO"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const FEEDBACK_STATUSES = ["new", "in_progress", "done"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

// document review
export const REVIEW_STATUSES = ["draft", "in_review", "in_progress", "check_modulemanager", "needs_feedback", "approved", "denied"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Statuses in which the document waits for the association: the supplier sees them as "eingereicht". */
export const SUBMITTED_STATUSES = ["in_review", "in_progress", "check_modulemanager"] as const satisfies readonly ReviewStatus[];

/** What a PATCH of extranet/brand-documents/{brandId}/document/{id} asks for (`status`). */
export const REVIEW_TARGETS = ["in_review", "in_progress", "check_modulemanager", "needs_feedback", "approved", "denied"] as const;
export type ReviewTarget = (typeof REVIEW_TARGETS)[number];

/** Largest document for review (PDF, office files, images). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Content types accepted for review, detected from the file's bytes (files/sniff.ts). */
export const DOCUMENT_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
] as const;
export type DocumentFileType = (typeof DOCUMENT_TYPES)[number];

/** The folder of POST /files that makes an upload a document for review. */
export const REVIEW_FOLDER = "review-documents";

/** The files folder of the icons career entries show instead of an image (spec §7 "GET files filtered by an icon folder"). */
export const ICON_FOLDER = "icons";

// option sets of the described collections (spec §9); the tables' check constraints use the same lists
export const TEXT_IMAGE_POSITIONS = ["left", "right"] as const;
export const INFORMATION_TYPES = ["news", "event", "campaign"] as const;
/** Spec §3/§9 employmentType. */
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "TEMPORARY", "INTERN", "INTERN_LB"] as const;
/** Values, benefits and employee feedback: one collection told apart by type (spec §3 Job benefit). */
export const JOB_BENEFIT_TYPES = ["benefit", "value", "employee_feedback"] as const;
export const TEXT_LAYOUTS = ["normal", "cols"] as const;
export const CONTENT_IMAGE_POSITIONS = ["left", "right"] as const;
export const MULTIPLE_IMAGES_POSITIONS = ["grid", "slider"] as const;
export const VIDEO_TYPES = ["youtube", "vimeo"] as const;

// member companies (decision 0953)
/** A member company's status: suspended while `suspended_at` holds. */
export const COMPANY_STATUSES = ["active", "suspended"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
/** Page size of the association's company list. */
export const COMPANY_PAGE_SIZE = 50;

// page permissions, relations and staff roles (contract/permissions.ts)
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

// news (contract/news-audience.ts, decision 0954)
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

// the association's documents (contract/document-audience.ts, decision 0958)
export const AUDIENCE_USER_TYPES = ["HP", "LF"] as const satisfies readonly PartnerType[];
export type AudienceUserType = (typeof AUDIENCE_USER_TYPES)[number];

// master data lookups and the activity log (contract/masterdata.ts)
export const LOOKUP_COLLECTIONS = ["department", "jobtitle", "country", "sales_region", "sales_state"] as const;
export type LookupCollection = (typeof LOOKUP_COLLECTIONS)[number];
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "delete",
  "sort",
  "status",
  // document review (review/state-machine.ts)
  "request_review",
  "start_review",
  "forward",
  "approve",
  "deny",
  "request_feedback",
  "comment",
  // a shared website entry switched off / on for one company (collections/service.ts)
  "disable",
  "enable",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

// the audit trail (contract/account.ts)
export const AUDIT_ACTIONS = [
  "login",
  "login_failed",
  "logout",
  "impersonation_start",
  "impersonation_end",
  "password_change",
  "password_reset",
  "account_created",
  "account_status",
  "account_permissions",
  "account_name",
  "invitation_resent",
  "password_link_sent",
  "email_change_requested",
  "email_changed",
  "tfa_enabled",
  "tfa_disabled",
  "tfa_recovery_used",
  "tfa_requirement_on",
  "tfa_requirement_off",
  // the association's staff administration and its first administrator (decision 0951)
  "staff_roles",
  "administrator_setup",
  // the association's support actions on a partner account (issue 39, decision 0952); the reason is the detail
  "support_unlock",
  "support_tfa_reset",
  "support_password_link",
  "support_suspend",
  "support_reactivate",
  // the association's member companies (issue 39, decision 0953); suspension carries the reason as detail
  "company_created",
  "company_changed",
  "company_suspended",
  "company_reactivated",
  "company_imported",
  // the Redaktion's work on the association's documents (decision 0958); the detail names the document
  "document_published",
  "document_updated",
  "document_version",
  "document_archived",
  "document_restored",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// digests (contract/digests.ts)
export const DIGEST_PERIODS = ["off", "daily", "weekly"] as const;
export type DigestPeriod = (typeof DIGEST_PERIODS)[number];

// awards (contract/award-window.ts)
export const AWARD_STORED_STATUSES = ["draft", "submitted", "awarded"] as const;
export type AwardStoredStatus = (typeof AWARD_STORED_STATUSES)[number];

// a user's stored portal settings (contract/user.ts: portalSettingsSchema reads them)
export interface PortalSettings {
  readNews: string[];
  importantNews: string[];
  /** dashboard widget order and hidden widgets (issue 4) */
  dashboard?: { order: string[]; hidden: string[] } | undefined;
  /** when the notifications were last marked read (issue 4) */
  notificationsSeenAt?: string | undefined;
}
