/**
 * Shell data of issue 4 (inside `{data}`): the header search index and the notifications.
 * GET extranet/search-index holds only the areas the caller may open; GET extranet/notifications
 * the unread important news (with NEWS) and the documents uploaded since the last "seen".
 */
import { z } from "zod";
import { DASHBOARD_WIDGETS, type DashboardWidget } from "./values";
import { brandSummarySchema, calendarEventSchema, documentSchema, newsSchema } from "./content";

const entry = { id: z.number().int(), link: z.string() };

/** Areas of the header search (spec "Search"); "all" searches every area the index holds. */
export const SEARCH_AREAS = ["brands", "suppliers", "news", "calendar", "services"] as const;
export type SearchArea = (typeof SEARCH_AREAS)[number];

export const searchIndexSchema = z.object({
  /** HP with BRAND only: brand name, company name, supplier numbers */
  brands: z.array(z.object({ ...entry, name: z.string(), company: z.string(), supplier_nrs: z.array(z.string()) })).optional(),
  /** service providers: the brands taking part in the service pool, with their company and services */
  suppliers: z.array(z.object({ ...entry, name: z.string(), company: z.string(), services: z.array(z.string()) })),
  /** NEWS only: title, brand name, abstract */
  news: z.array(z.object({ ...entry, title: z.string(), brand: z.string().nullable(), abstract: z.string() })).optional(),
  /** CALENDAR only: title, abstract, text */
  calendar: z.array(z.object({ ...entry, title: z.string(), abstract: z.string(), text: z.string(), date_from: z.string() })).optional(),
  /** service pool: name, title, teaser */
  services: z.array(z.object({ ...entry, name: z.string(), title: z.string(), teaser: z.string() })),
});
export type SearchIndex = z.infer<typeof searchIndexSchema>;

export const notificationsSchema = z.object({
  /** portal_settings.notificationsSeenAt, null when never marked read */
  seen_at: z.string().nullable(),
  /** news the user marked important and has not read yet (empty without NEWS) */
  important_news: z.array(z.object({ ...entry, title: z.string(), date: z.string() })),
  /** visible documents uploaded after seen_at (without it: within the last 14 days) */
  documents: z.array(z.object({ ...entry, name: z.string(), uploaded_on: z.string(), /** a new version replaced an earlier one (decision 0541) */ new_version: z.boolean().default(false) })),
  /** news published after seen_at (with NEWS): the same the digest mails name (issue 28) */
  news: z.array(z.object({ ...entry, title: z.string(), date: z.string() })).default([]),
  /** calendar events entered after seen_at and not yet over (with CALENDAR) */
  events: z.array(z.object({ ...entry, title: z.string(), date: z.string(), starts_at: z.string() })).default([]),
  /** decisions on the caller's review submissions after seen_at (approved, denied, needs_feedback) */
  review_decisions: z.array(z.object({ ...entry, name: z.string(), status: z.string(), date: z.string() })).default([]),
  /** the company's documents whose validity ends within 30 days, for their submitter and account managers; linked to uploading the new version */
  expiring_documents: z.array(z.object({ ...entry, name: z.string(), valid_to: z.string() })).default([]),
  /** the caller's data exports ready to download (issue 41, decision 0980): whose data, until when; linked to the one download */
  data_exports: z.array(z.object({ id: z.string(), link: z.string(), name: z.string(), expires_at: z.string() })).default([]),
});
export type Notifications = z.infer<typeof notificationsSchema>;

/** Without notificationsSeenAt, documents of this many days count as new. */
export const NEW_DOCUMENT_DAYS = 14;
/** At most this many entries per notification list. */
export const NOTIFICATION_LIMIT = 10;

export { DASHBOARD_WIDGETS, type DashboardWidget };
/** Entries per widget. */
export const DASHBOARD_WIDGET_SIZE = 5;

/** GET extranet/dashboard?widgets=a,b: the shown widgets' entries in one call (one sign-in check, no list facets). */
export const dashboardQuerySchema = z
  .object({
    widgets: z
      .string()
      .max(200)
      .transform((v) => [...new Set(v.split(",").filter(Boolean))])
      .pipe(z.array(z.enum(DASHBOARD_WIDGETS))),
  })
  .strict();
export const dashboardSchema = z.object({
  importantNews: z.array(newsSchema).optional(),
  latestNews: z.array(newsSchema).optional(),
  events: z.array(calendarEventSchema).optional(),
  favoriteBrands: z.array(brandSummarySchema).optional(),
  documents: z.array(documentSchema).optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
