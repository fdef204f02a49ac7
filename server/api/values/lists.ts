/**
 * The fixed value lists the database stores (its CHECK constraints and column types) and the
 * contract answers, in modules of their own that import nothing else: the database layer imports no
 * contract code (decision 0966), and screens read them free of zod — a module that builds zod
 * schemas at its top level brings all of zod (~14 KB gzip) into every browser bundle that imports
 * anything from it (decision 0515). The contract's modules re-export these (#contract/values and
 * the domain modules); this folder imports nothing outside itself, one file a domain so that a
 * screen's chunk carries only the lists it reads.
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

/**
 * The folders of POST /files that hold the association's own images (decision 0964): a news
 * item's image, a brand's logo and an instruction step's image. Only the Redaktion uploads into
 * them; partners read such a file only through the news item, brand or step that shows it
 * (files/service.ts).
 */
export const NEWS_IMAGE_FOLDER = "news-images";
export const BRAND_LOGO_FOLDER = "brand-logos";
export const INSTRUCTION_IMAGE_FOLDER = "instruction-images";
export const ASSOCIATION_IMAGE_FOLDERS: readonly string[] = [NEWS_IMAGE_FOLDER, BRAND_LOGO_FOLDER, INSTRUCTION_IMAGE_FOLDER];

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
