/**
 * The personal-data register (issue 41, decision 0979): every column of every table is marked here
 * either personal — with its category, retention and what erasure does to it — or not personal.
 * Export, erasure and the "Verzeichnis der Verarbeitungstätigkeiten" read these marks; the unit
 * test beside this file fails when a table or column is missing or a mark names no column.
 * Keyed by the Drizzle table, so a mark naming a column the table lacks does not compile either.
 */
import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import type { Erasure, PersonalCategory, Purpose, Retention } from "../values/privacy";

export { ERASURES, PERSONAL_CATEGORIES, PURPOSES, RETENTIONS } from "../values/privacy";
export type { Erasure, PersonalCategory, Purpose, Retention };


/**
 * Whom a column identifies, so export and erasure find a person's rows: an account's id, a contact
 * person's id, an association contact's id (SAM), an e-mail address, or a session of an account.
 * `when` narrows a generic column (the record history's `item`) to the rows of one collection.
 */
export type PersonKind = "user" | "contact" | "samContact" | "email" | "session";

export interface PersonalMark {
  category: PersonalCategory;
  retention: Retention;
  erasure: Erasure;
}

type ColumnsOf<T extends PgTable> = Extract<keyof T["_"]["columns"], string>;

export interface TableMarks<T extends PgTable = PgTable> {
  table: T;
  /** null: the table holds no personal data */
  purpose: Purpose | null;
  person: readonly { column: ColumnsOf<T>; kind: PersonKind; when?: { column: ColumnsOf<T>; equals: string } }[];
  personal: Partial<Record<ColumnsOf<T>, PersonalMark>>;
  notPersonal: readonly ColumnsOf<T>[];
  /** not personal columns an export shows beside the personal ones, so a row can be read */
  context?: readonly ColumnsOf<T>[];
}

function marks<T extends PgTable>(table: T, m: Omit<TableMarks<T>, "table">): TableMarks {
  return { table, ...m } as unknown as TableMarks;
}
const none = <T extends PgTable>(table: T, notPersonal: readonly ColumnsOf<T>[]) =>
  marks(table, { purpose: null, person: [], personal: {}, notPersonal });
const p = (category: PersonalCategory, retention: Retention, erasure: Erasure): PersonalMark => ({ category, retention, erasure });

const STAMPS = ["createdAt", "updatedAt"] as const;
/** the shared columns of the website and page-builder collections (collectionBase) */
const BASE = ["id", "sort", "internal_title", "image", "version", ...STAMPS] as const;
const CAREER = ["id", "sort", "image", "version", "status", ...STAMPS] as const;

const s = schema;

export const PERSONAL_REGISTER: readonly TableMarks[] = [
  // ── accounts and sign-in ─────────────────────────────────────────────────────────────
  marks(s.users, {
    purpose: "account",
    person: [{ column: "id", kind: "user" }, { column: "email", kind: "email" }],
    personal: {
      email: p("contact", "account", "pseudonym"),
      firstName: p("identity", "account", "pseudonym"),
      lastName: p("identity", "account", "pseudonym"),
      avatar: p("image", "account", "deleteFile"),
      passwordHash: p("signIn", "account", "pseudonym"),
      lastLoginAt: p("signIn", "account", "null"),
      tfaSecret: p("signIn", "account", "null"),
      tfaLastStep: p("signIn", "account", "null"),
      tfaRecoveryCodes: p("signIn", "account", "pseudonym"),
      portalSettings: p("preferences", "account", "pseudonym"),
      favoriteBrands: p("preferences", "account", "pseudonym"),
      language: p("preferences", "account", "pseudonym"),
    },
    notPersonal: ["id", "companyId", "accountType", "status", "endDate", "acceptedAgb", "acceptedAgbVersion", "staffRoles", "tfaSetupRequired", "erasedAt", ...STAMPS],
    context: ["companyId", "status", "acceptedAgb", "acceptedAgbVersion", "staffRoles", "createdAt"],
  }),
  marks(s.userPermissions, {
    purpose: "account",
    person: [{ column: "userId", kind: "user" }],
    personal: { userId: p("permissions", "account", "deleteRow"), identifier: p("permissions", "account", "deleteRow") },
    notPersonal: [],
  }),
  marks(s.userSubUsers, {
    purpose: "account",
    person: [{ column: "parentUserId", kind: "user" }, { column: "childUserId", kind: "user" }],
    personal: { parentUserId: p("permissions", "account", "deleteRow"), childUserId: p("permissions", "account", "deleteRow") },
    notPersonal: [],
  }),
  marks(s.permissionClusterMembers, {
    purpose: "account",
    person: [{ column: "userId", kind: "user" }],
    personal: { userId: p("permissions", "account", "deleteRow") },
    notPersonal: ["clusterId"],
    context: ["clusterId"],
  }),
  marks(s.digestSubscriptions, {
    purpose: "notifications",
    person: [{ column: "userId", kind: "user" }],
    personal: {
      userId: p("preferences", "account", "deleteRow"),
      period: p("preferences", "account", "deleteRow"),
      important: p("preferences", "account", "deleteRow"),
      brandIds: p("preferences", "account", "deleteRow"),
      samTagIds: p("preferences", "account", "deleteRow"),
      lastDigestAt: p("communication", "account", "deleteRow"),
      importantSince: p("communication", "account", "deleteRow"),
    },
    notPersonal: ["digestNonce", "importantNonce", ...STAMPS],
  }),
  marks(s.authSessions, {
    purpose: "security",
    person: [{ column: "userId", kind: "user" }, { column: "impersonatedBy", kind: "user" }],
    personal: {
      userId: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow"),
      impersonatedBy: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow"),
      ip: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow"),
      userAgent: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow"),
      createdAt: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow"),
      lastUsedAt: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow"),
      expiresAt: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow"),
      revokedAt: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow"),
    },
    notPersonal: ["id", "generation", "rotatedAt", "revokedReason", "tfa", "readOnly"],
    context: ["revokedReason", "tfa"],
  }),
  marks(s.refreshTokens, {
    purpose: "security",
    person: [{ column: "sessionId", kind: "session" }],
    personal: { sessionId: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow") },
    notPersonal: ["tokenHash", "generation", "issuedAt", "expiresAt"],
  }),
  marks(s.loginFailures, {
    purpose: "security",
    person: [{ column: "key", kind: "email", when: { column: "scope", equals: "account" } }],
    personal: { key: p("signIn", "rateLimit", "deleteRow"), failedAt: p("signIn", "rateLimit", "deleteRow") },
    notPersonal: ["id", "scope"],
  }),
  marks(s.passwordTokens, {
    purpose: "security",
    person: [{ column: "userId", kind: "user" }],
    personal: { userId: p("signIn", "RETENTION_LINKS_DAYS", "deleteRow"), createdAt: p("signIn", "RETENTION_LINKS_DAYS", "deleteRow"), usedAt: p("signIn", "RETENTION_LINKS_DAYS", "deleteRow") },
    notPersonal: ["id", "tokenHash", "purpose", "expiresAt"],
    context: ["purpose", "expiresAt"],
  }),
  marks(s.emailChanges, {
    purpose: "security",
    person: [{ column: "userId", kind: "user" }, { column: "newEmail", kind: "email" }],
    personal: {
      userId: p("signIn", "RETENTION_LINKS_DAYS", "deleteRow"),
      newEmail: p("contact", "RETENTION_LINKS_DAYS", "deleteRow"),
      createdAt: p("signIn", "RETENTION_LINKS_DAYS", "deleteRow"),
      usedAt: p("signIn", "RETENTION_LINKS_DAYS", "deleteRow"),
    },
    notPersonal: ["id", "tokenHash", "expiresAt"],
  }),
  marks(s.setupTokens, {
    purpose: "security",
    person: [{ column: "email", kind: "email" }],
    personal: { email: p("contact", "RETENTION_LINKS_DAYS", "deleteRow") },
    notPersonal: ["id", "tokenHash", "createdAt", "expiresAt", "usedAt"],
  }),
  marks(s.zrSessions, {
    purpose: "settlement",
    person: [{ column: "userId", kind: "user" }],
    personal: { userId: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow"), expiresAt: p("signIn", "RETENTION_SESSIONS_DAYS", "deleteRow") },
    notPersonal: ["tokenHash", "accid", "kind"],
  }),

  // ── the trail of what people did ─────────────────────────────────────────────────────
  marks(s.auditLog, {
    purpose: "history",
    person: [
      { column: "actorId", kind: "user" },
      { column: "onBehalfOfId", kind: "user" },
      { column: "targetId", kind: "user" },
    ],
    personal: {
      actorId: p("activity", "RETENTION_AUDIT_DAYS", "pseudonym"),
      onBehalfOfId: p("activity", "RETENTION_AUDIT_DAYS", "pseudonym"),
      targetId: p("activity", "RETENTION_AUDIT_DAYS", "pseudonym"),
      ip: p("signIn", "RETENTION_AUDIT_DAYS", "null"),
      userAgent: p("signIn", "RETENTION_AUDIT_DAYS", "null"),
      detail: p("activity", "RETENTION_AUDIT_DAYS", "pseudonym"),
    },
    notPersonal: ["id", "action", "companyId", "createdAt"],
    context: ["action", "createdAt"],
  }),
  marks(s.activity, {
    purpose: "history",
    person: [
      { column: "userId", kind: "user" },
      { column: "item", kind: "contact", when: { column: "collection", equals: "contact" } },
    ],
    personal: { userId: p("activity", "record", "pseudonym"), comment: p("authored", "record", "pseudonym") },
    notPersonal: ["id", "action", "companyId", "collection", "item", "timestamp"],
    context: ["action", "collection", "item", "timestamp"],
  }),
  marks(s.revisions, {
    purpose: "history",
    person: [{ column: "item", kind: "contact", when: { column: "collection", equals: "contact" } }],
    // the record's values at a change: for a contact person or an account, their data
    personal: { delta: p("activity", "record", "pseudonym") },
    notPersonal: ["id", "activityId", "collection", "item"],
    context: ["collection", "item"],
  }),
  marks(s.files, {
    purpose: "documents",
    person: [{ column: "uploadedBy", kind: "user" }],
    personal: { uploadedBy: p("activity", "record", "pseudonym") },
    notPersonal: [
      "id", "filenameDisk", "filenameDownload", "title", "type", "filesize", "width", "height", "checksum",
      "folder", "companyId", "uploadedOn", "pendingSince", "processedAt", "contentText",
    ],
    context: ["filenameDownload", "uploadedOn"],
  }),
  marks(s.documents, {
    purpose: "documents",
    person: [{ column: "submittedBy", kind: "user" }],
    personal: { submittedBy: p("activity", "record", "pseudonym") },
    notPersonal: [
      "id", "name", "fileId", "documentTypeId", "documentClass", "validFrom", "validTo", "uploadedOn", "companyId",
      "status", "versionOf", "description", "audienceUserTypes", "audiencePermissions", "archivedAt",
    ],
    context: ["name", "status", "uploadedOn"],
  }),
  marks(s.documentVersions, {
    purpose: "documents",
    person: [{ column: "approvedBy", kind: "user" }],
    personal: { approvedBy: p("activity", "record", "pseudonym") },
    notPersonal: ["id", "documentId", "version", "fileId", "name", "validFrom", "validTo", "publishedOn", "replacedOn"],
    context: ["name", "version", "publishedOn"],
  }),
  marks(s.companyImports, {
    purpose: "memberAdmin",
    person: [{ column: "createdBy", kind: "user" }],
    // the file's rows name each company's first account manager
    personal: {
      createdBy: p("activity", "record", "pseudonym"),
      rows: p("contact", "record", "deleteRow"),
      result: p("contact", "record", "deleteRow"),
    },
    notPersonal: ["id", "filename", "failed", "applied", "createdAt", "appliedAt"],
    context: ["filename", "createdAt"],
  }),
  marks(s.awardSubmissions, {
    purpose: "awards",
    person: [{ column: "userUpdated", kind: "user" }],
    personal: { userUpdated: p("activity", "record", "pseudonym") },
    notPersonal: ["id", "roundId", "categoryId", "companyId", "status", "title", "text", "images", "submittedAt", ...STAMPS],
    context: ["title", "status", "submittedAt"],
  }),
  marks(s.queueJobs, {
    purpose: "notifications",
    person: [],
    // a mail's recipient, name and text; a failed send's message may quote the address
    personal: {
      payload: p("communication", "RETENTION_JOBS_DAYS", "deleteRow"),
      key: p("communication", "RETENTION_JOBS_DAYS", "deleteRow"),
      lastError: p("communication", "RETENTION_JOBS_DAYS", "deleteRow"),
    },
    notPersonal: ["id", "kind", "status", "runAt", "attempts", "lockedUntil", "lockedBy", "createdAt", "finishedAt"],
  }),

  marks(s.dataExports, {
    purpose: "account",
    person: [
      { column: "requestedBy", kind: "user" },
      { column: "subjectUserId", kind: "user" },
      { column: "subjectContactId", kind: "contact" },
    ],
    // the ZIP holds the person's data; its link works EXPORT_LINK_DAYS
    personal: {
      requestedBy: p("activity", "RETENTION_LINKS_DAYS", "deleteRow"),
      subjectUserId: p("activity", "RETENTION_LINKS_DAYS", "deleteRow"),
      subjectContactId: p("activity", "RETENTION_LINKS_DAYS", "deleteRow"),
      storageName: p("communication", "RETENTION_LINKS_DAYS", "deleteFile"),
    },
    notPersonal: ["id", "status", "createdAt", "readyAt", "expiresAt", "downloadedAt"],
  }),

  // ── contact persons ──────────────────────────────────────────────────────────────────
  marks(s.contacts, {
    purpose: "contacts",
    person: [{ column: "id", kind: "contact" }, { column: "email", kind: "email" }],
    personal: {
      firstName: p("identity", "contact", "deleteRow"),
      lastName: p("identity", "contact", "deleteRow"),
      title: p("identity", "contact", "deleteRow"),
      postTitle: p("identity", "contact", "deleteRow"),
      gender: p("identity", "contact", "deleteRow"),
      email: p("contact", "contact", "deleteRow"),
      phone: p("contact", "contact", "deleteRow"),
      mobile: p("contact", "contact", "deleteRow"),
      position: p("professional", "contact", "deleteRow"),
      department: p("professional", "contact", "deleteRow"),
      jobtitle: p("professional", "contact", "deleteRow"),
      departmentWeb: p("professional", "contact", "deleteRow"),
      jobtitleWeb: p("professional", "contact", "deleteRow"),
      salesCountries: p("professional", "contact", "deleteRow"),
      salesRegions: p("professional", "contact", "deleteRow"),
      salesStates: p("professional", "contact", "deleteRow"),
      contactBrand: p("professional", "contact", "deleteRow"),
      quote: p("authored", "contact", "deleteRow"),
      thumbnail: p("image", "contact", "deleteFile"),
      showOnWebsite: p("preferences", "contact", "deleteRow"),
      showEmail: p("preferences", "contact", "deleteRow"),
      showPhone: p("preferences", "contact", "deleteRow"),
    },
    notPersonal: ["id", "companyId", "status", "sort", "customerCreated", "version", ...STAMPS],
    context: ["companyId", "status"],
  }),
  marks(s.contactProperties, {
    purpose: "contacts",
    person: [{ column: "contactId", kind: "contact" }],
    personal: { contactId: p("professional", "contact", "deleteRow"), definitionValueId: p("professional", "contact", "deleteRow") },
    notPersonal: ["id"],
  }),
  marks(s.areaContacts, {
    purpose: "contacts",
    person: [{ column: "contactId", kind: "contact" }],
    personal: { contactId: p("professional", "contact", "deleteRow"), area: p("professional", "contact", "deleteRow") },
    notPersonal: ["companyId"],
  }),
  marks(s.calendarRegistrationContacts, {
    purpose: "events",
    person: [{ column: "contactId", kind: "contact" }],
    personal: { contactId: p("participation", "record", "deleteRow") },
    notPersonal: ["calendarRegistrationsId"],
    context: ["calendarRegistrationsId"],
  }),
  marks(s.calendarRegistrations, {
    purpose: "events",
    person: [{ column: "createdBy", kind: "user" }],
    personal: { createdBy: p("participation", "record", "pseudonym"), annotation: p("authored", "record", "null") },
    notPersonal: [
      "id", "calendarEventId", "companyId", "status", "participants", "singleRooms", "doubleRooms",
      "programOption1", "programOption2", "programOption3", "sleepover", "catering", "acceptance", "sequence", ...STAMPS,
    ],
    context: ["calendarEventId", "status", "participants", "createdAt"],
  }),
  marks(s.calendarEvents, {
    purpose: "events",
    person: [{ column: "responsibleEmail", kind: "email" }],
    personal: { responsibleEmail: p("contact", "record", "null") },
    notPersonal: [
      "id", "title", "abstract", "text", "location", "onlineUrl", "dateFrom", "dateTo", "showOnHomepage",
      "registrationEnabled", "registrationEnd", "maxParticipants", "programOption1", "programOption2", "programOption3",
      "cancelledAt", "cancelMessage", "waitingList", "audienceUserTypes", "audiencePermissions", "sequence", ...STAMPS,
    ],
    context: ["title", "dateFrom"],
  }),
  marks(s.samContacts, {
    purpose: "association",
    person: [{ column: "id", kind: "samContact" }, { column: "email", kind: "email" }],
    personal: {
      firstName: p("identity", "contact", "deleteRow"),
      lastName: p("identity", "contact", "deleteRow"),
      role: p("professional", "contact", "deleteRow"),
      phone: p("contact", "contact", "deleteRow"),
      email: p("contact", "contact", "deleteRow"),
      photo: p("image", "contact", "deleteFile"),
    },
    notPersonal: ["id"],
  }),
  marks(s.companySamContacts, {
    purpose: "association",
    person: [{ column: "samContactId", kind: "samContact" }],
    personal: { samContactId: p("professional", "contact", "deleteRow") },
    notPersonal: ["companyId", "sort"],
  }),
  marks(s.jobs, {
    purpose: "content",
    person: [{ column: "contact", kind: "contact" }],
    personal: { contact: p("professional", "record", "null") },
    notPersonal: [
      ...CAREER, "is_template", "employmentType", "industry", "title", "short_description", "description",
      "additional_description_left", "additional_description_right", "address", "job_benefits", "faqs",
      "datePosted", "validThrough", "jobStartDate", "from_monthly_salary", "to_monthly_salary",
    ],
    context: ["title"],
  }),
  marks(s.contactTeasers, {
    purpose: "content",
    person: [{ column: "contact", kind: "contact" }],
    personal: { contact: p("professional", "record", "null") },
    notPersonal: [...BASE],
    context: ["internal_title"],
  }),
  marks(s.references, {
    purpose: "content",
    person: [{ column: "employee", kind: "contact" }],
    personal: { employee: p("professional", "record", "null") },
    notPersonal: [...BASE, "budget", "categories", "location", "duration", "realisation", "product_groups"],
    context: ["internal_title"],
  }),
  marks(s.websiteSettings, {
    purpose: "content",
    person: [{ column: "contact_email", kind: "email" }],
    // the website's named contact person
    personal: {
      contact_name: p("identity", "record", "null"),
      contact_phone: p("contact", "record", "null"),
      contact_email: p("contact", "record", "null"),
    },
    notPersonal: [
      "id", "companyId", "site_name", "domain", "logo", "contact_text", "opening_hours_address", "facebook_url",
      "instagram_url", "linkedin_url", "youtube_url", "imprint", "privacy", "primary_color", "secondary_color", "version", ...STAMPS,
    ],
    context: ["site_name"],
  }),
  marks(s.customerFeedback, {
    purpose: "feedback",
    person: [],
    // an end customer's name and words, entered by the trading partner
    personal: { customerName: p("identity", "record", "null"), comment: p("authored", "record", "null") },
    notPersonal: ["id", "companyId", "status", "date", "rating", "recommend"],
  }),

  // ── no personal data: companies (legal persons), the association's content, catalogues ─
  none(s.companies, [
    "id", "name", "relation", "customerNumber", "street", "zip", "city", "country", "phone", "email", "website",
    "allowedPermissions", "suspendedAt", "version", "tfaRequired", ...STAMPS,
  ]),
  none(s.addresses, ["id", "companyId", "addressType", "name", "street", "zip", "city", "country", "phone", "email", "version", ...STAMPS]),
  none(s.openingHours, ["id", "addressId", "weekday", "fromTime", "toTime"]),
  none(s.permissionClusters, ["id", "name", "companyId", "editable", "version", ...STAMPS]),
  none(s.permissionClusterPermissions, ["clusterId", "identifier"]),
  none(s.lookups, ["id", "collection", "name", "parent"]),
  none(s.definitionValues, ["id", "status", "additional1", "additional3", "additional5"]),
  none(s.brands, [
    "id", "name", "companyId", "link", "description", "deliveryConditions", "logo", "logoAlt", "sort", "archivedAt", "version", ...STAMPS,
  ]),
  none(s.brandDivisions, ["id", "brandId", "name", "supplierNr"]),
  none(s.brandProductGroups, ["brandId", "productGroupId", "percentageTenths"]),
  none(s.productGroups, ["id", "title", "parent", "breadcrumbs", "showBrandPercentage", "status"]),
  none(s.tradingPartnerBrands, ["companyId", "brandId"]),
  none(s.news, [
    "id", "title", "abstract", "text", "newsGroupId", "publishedOn", "important", "status", "publishAt", "unpublishAt",
    "userTypes", "permissions", "imageId", "imageAlt", "version", "updatedAt",
  ]),
  none(s.newsBrands, ["newsId", "brandId"]),
  none(s.newsGroups, ["id", "title"]),
  none(s.documentBrands, ["documentId", "brandId"]),
  none(s.documentSamTags, ["documentId", "samTagId"]),
  none(s.documentTypes, ["id", "title"]),
  none(s.partnerServices, ["id", "parentId", "serviceId", "name", "title", "teaser", "text", "link", "sort", "archivedAt", "version"]),
  none(s.partnerServiceBrands, ["partnerServiceId", "brandId"]),
  none(s.samTags, ["id", "name", "description", "sort", "archivedAt", "version"]),
  none(s.instructions, ["id", "status", "title", "summary", "screens", "sort", "archivedAt", "version", ...STAMPS]),
  none(s.instructionSteps, ["id", "instructionId", "parentId", "sort", "title", "text", "image", "imageAlt"]),
  none(s.awardRounds, ["id", "title", "year", "submissionFrom", "submissionUntil", "conditions", ...STAMPS]),
  none(s.awardCategories, ["id", "roundId", "title", "description", "sort"]),
  none(s.jobBenefits, [...CAREER, "type", "title", "description", "icon", "name", "job_title"]),
  none(s.jobFaqs, [...CAREER, "is_template", "question", "answer"]),
  none(s.privateBrands, [
    "id", "sort", "version", "name", "company_name", "street", "zip", "city", "country", "phone", "fax", "email",
    "website", "logo", "social_media_links", "iframe", ...STAMPS,
  ]),
  none(s.banners, [...BASE]),
  none(s.companyHistory, [...BASE]),
  none(s.histories, [...BASE, "year"]),
  none(s.informations, [...BASE, "type", "date_from", "date_to", "show_on_homepage", "link", "video"]),
  none(s.textImages, [...BASE, "image_position"]),
  none(s.pageData, [...BASE]),
  none(s.pages, [...BASE, "parent", "publish_from", "publish_to", "hide_in_navigation", "external_link"]),
  none(s.pagesContent, ["id", "page", "collection", "item", "sort"]),
  none(s.contentTexts, [...BASE, "layout"]),
  none(s.contentTextImages, [...BASE, "image_position"]),
  none(s.contentMultipleImages, [...BASE, "imagePosition"]),
  none(s.contentVideos, [...BASE, "videoType", "link"]),
  none(s.contentTranslations, ["id", "collection", "item", "languages_code", "status", "values"]),
  none(s.contentImages, ["id", "collection", "item", "file", "sort", "alt", "decorative"]),
  none(s.contentImageTexts, ["collection", "item", "field", "alt", "decorative"]),
  none(s.contentDisabled, ["collection", "item", "companyId"]),
  none(s.contentPartners, ["collection", "item", "companyId"]),
  // the settlement data names companies (partner_name is a company's name), not people
  none(s.zrAccounts, ["accid", "companyId", "federation", "brandName", "sort", "tabName"]),
  none(s.zrClosedMonths, ["accid", "month", "closedAt"]),
  none(s.zrReceipts, [
    "id", "number", "kind", "receiptDate", "supplierAccid", "supplierName", "partnerAccid", "partnerName", "brand", "grossCents", "runNumber", "createdAt",
  ]),
  none(s.zrSales, ["id", "accid", "month", "partnerName", "amountCents"]),
  none(s.zrSettlementRuns, ["id", "accid", "number", "periodFrom", "periodTo", "receiptCount", "grossCents", "discountCents", "status"]),
  none(s.zrUploads, ["id", "accid", "fileName", "kind", "bytes", "sha256", "count", "createdAt"]),
];

/** The marks of a table by its SQL name. */
export function marksOf(tableName: string): TableMarks | undefined {
  return PERSONAL_REGISTER.find((m) => getTableName(m.table) === tableName);
}

/** The columns (property names) of a table, as Drizzle knows them: what the marks must cover. */
export function columnsOf(table: PgTable): string[] {
  return Object.keys(getTableColumns(table));
}
