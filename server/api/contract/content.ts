/**
 * Partner content of spec §3 as the API answers it (inside `{data}`): brands, news, calendar,
 * registrations, documents, SAM tags and the service pool; plus the payloads the API accepts.
 */
import { z } from "zod";
import { brandProductGroupSchema } from "./product-groups";
import { recordId, recordIdParam, recordIdString } from "./ids";
import { LANGUAGES } from "../values/languages";
import { CALENDAR_VIEWS, DOCUMENT_CLASSES, DOCUMENT_VALIDITIES, PARTICIPANT_LIMIT_MESSAGE, SLEEPOVER_OPTIONS, type CalendarView, type SleepoverOption } from "./values";

export { CALENDAR_VIEWS, DOCUMENT_CLASSES, DOCUMENT_VALIDITIES, PARTICIPANT_LIMIT_MESSAGE, SLEEPOVER_OPTIONS, type CalendarView, type SleepoverOption };

const idTitle = z.object({ id: z.number().int(), title: z.string() });

export const brandSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  divisions: z.array(z.object({ id: z.number().int(), name: z.string(), supplier_nr: z.string() })),
  link: z.string().nullable(),
  isFavorite: z.boolean(),
  /** the brand's logo (GET assets/{id}, readable with the brand) and its alternative text, the brand's name where none was written (decision 0964) */
  logo: z.object({ id: z.string().uuid(), alt: z.string() }).nullable(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const brandSchema = brandSummarySchema.extend({
  description: z.string().nullable(),
  product_groups: z.array(brandProductGroupSchema),
});
export type Brand = z.infer<typeof brandSchema>;

/**
 * GET extranet/brand: without `page`/`limit` every brand (spec: the signed-in layout loads them
 * all); with them one page, which the /brands screen asks for (2,000 brands are 3 MB of HTML).
 * `search` matches brand name, supplier company and supplier numbers, like the header search.
 */
export const brandQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type BrandQuery = z.input<typeof brandQuerySchema>;
export const brandListSchema = z.object({
  brands: z.array(brandSummarySchema),
  product_groups: z.array(idTitle),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type BrandList = z.infer<typeof brandListSchema>;
export const deliveryConditionsSchema = z.array(z.object({ label: z.string(), value: z.string() }));
export type DeliveryConditions = z.infer<typeof deliveryConditionsSchema>;

export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  abstract: z.string(),
  text: z.string(),
  /** the text's formatted HTML (decision 0530's Markdown subset, sanitized) */
  text_html: z.string(),
  date: z.string(),
  /** the first of `brands` by name (the lists show one) */
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** every brand the news is about, by name (issue 39) */
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** the news image and its alternative text (issue 39) */
  image: z.object({ id: z.string().uuid(), alt: z.string() }).nullable(),
  news_group: idTitle.nullable(),
  read: z.boolean(),
  isImportant: z.boolean(),
  link: z.string(),
});
export type News = z.infer<typeof newsSchema>;

export const calendarEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  abstract: z.string(),
  text: z.string(),
  location: z.string().nullable(),
  /** an online event's link (issue 39) */
  online_url: z.string().nullable(),
  /** the description's sanitized HTML (a formatted text, decision 0530) */
  text_html: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  showOnHomepage: z.boolean(),
  registration_enabled: z.boolean(),
  registration_end: z.string().nullable(),
  registration_open: z.boolean(),
  max_participants: z.number().int().nullable(),
  /** participants of all active registrations of every company */
  registered_participants: z.number().int(),
  responsible_email: z.string().nullable(),
  program_options: z.array(z.string()),
  link: z.string(),
  /** the caller's company has an active registration ("angemeldet") */
  registered: z.boolean(),
  /** the association called the event off */
  cancelled: z.boolean(),
  /** its message to the registered contacts, when it gave one */
  cancel_message: z.string().nullable(),
  /** full registrations go onto a waiting list (issue 39) */
  waiting_list: z.boolean(),
  /** the caller's company is on the waiting list */
  waiting: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarRegistrationSchema = z.object({
  id: z.number().int(),
  calendar_event: z.number().int(),
  status: z.enum(["registered", "waiting", "cancelled"]),
  contacts: z.array(z.object({ contact_id: z.number().int() })),
  participants: z.number().int(),
  single_rooms: z.number().int(),
  double_rooms: z.number().int(),
  annotation: z.string().nullable(),
  program_option_1: z.boolean(),
  program_option_2: z.boolean(),
  program_option_3: z.boolean(),
  sleepover: z.enum(SLEEPOVER_OPTIONS),
  catering: z.boolean(),
  acceptance: z.boolean(),
});
export type CalendarRegistration = z.infer<typeof calendarRegistrationSchema>;

/** POST items/calendar_registrations; PATCH takes the same fields (or only status: cancelled). */
export const registrationPayloadSchema = z.object({
  calendar_event: recordId,
  contacts: z.array(z.object({ contact_id: recordId })).max(50).default([]),
  participants: z.number().int().min(1).max(500),
  single_rooms: z.number().int().min(0).max(500).default(0),
  double_rooms: z.number().int().min(0).max(500).default(0),
  annotation: z.string().trim().max(2000).nullable().default(null),
  program_option_1: z.boolean().default(false),
  program_option_2: z.boolean().default(false),
  program_option_3: z.boolean().default(false),
  sleepover: z.enum(SLEEPOVER_OPTIONS),
  catering: z.boolean().default(false),
  acceptance: z.literal(true),
});
export type RegistrationPayload = z.input<typeof registrationPayloadSchema>;
export const registrationPatchSchema = z.union([
  z.object({ status: z.literal("cancelled") }).strict(),
  registrationPayloadSchema.omit({ calendar_event: true }).extend({ status: z.literal("registered").optional() }),
]);
export type RegistrationPatch = z.input<typeof registrationPatchSchema>;

/** The own company's contacts a registration can name (spec §3 contacts.contact_id). */
export const registrationContactSchema = z.object({ id: z.number().int(), name: z.string(), jobtitle: z.string().nullable() });

export const documentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  uploaded_on: z.string(),
  link: z.string(),
  file: z.object({ id: z.string().uuid(), type: z.string(), filesize: z.number().int(), filename_download: z.string() }),
  document_type: idTitle.nullable(),
  sam_tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  responsibleBrands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  class: z.enum(DOCUMENT_CLASSES),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
});
export type Document = z.infer<typeof documentSchema>;

/** An earlier version of a document (decision 0541): replaced by a newer approved one, still readable. */
export const documentVersionSchema = z.object({
  version: z.number().int(),
  name: z.string(),
  /** when it was published, and when the next version replaced it */
  published_on: z.string(),
  replaced_on: z.string(),
  /** the reviewer who approved it (null: the association's own document) */
  approved_by: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  file: documentSchema.shape.file,
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;
/** GET extranet/document/{id}: the document with its description (plain text, empty: none) and its earlier versions, newest first. */
export const documentDetailSchema = documentSchema.extend({ description: z.string(), version: z.number().int(), versions: z.array(documentVersionSchema) });
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const samTagSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string(), documents: z.number().int() });
export type SamTag = z.infer<typeof samTagSchema>;

export interface PartnerService {
  id: number;
  service_id: string | null;
  name: string;
  title: string;
  teaser: string;
  text: string;
  link: string;
  children: PartnerService[];
  brands: { id: number; name: string }[];
}
export const partnerServiceSchema: z.ZodType<PartnerService> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    service_id: z.string().nullable(),
    name: z.string(),
    title: z.string(),
    teaser: z.string(),
    text: z.string(),
    link: z.string(),
    children: z.array(partnerServiceSchema),
    brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
);

/** extranet/partner-service-brands (spec §7): each current brand that current service-pool entries name, with those entries. */
export const partnerServiceBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  services: z.array(z.object({ id: z.number().int(), title: z.string(), link: z.string() })),
});

/** PATCH users/me: the preferences a user keeps (spec §3 favorite_brands, portal_settings). */
export const preferencesPayloadSchema = z
  .object({
    favorite_brands: z.array(recordId).max(500).optional(),
    /** the portal's and the mails' language (issue 42) */
    language: z.enum(LANGUAGES).optional(),
    portal_settings: z
      .object({
        readNews: z.array(recordIdString).max(5000).optional(),
        importantNews: z.array(recordIdString).max(5000).optional(),
        dashboard: z
          .object({ order: z.array(z.string().max(40)).max(20), hidden: z.array(z.string().max(40)).max(20) })
          .optional(),
        notificationsSeenAt: z.string().datetime().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type PreferencesPayload = z.infer<typeof preferencesPayloadSchema>;

/** A page of a list: `items` of page `page` (1-based) with `limit` per page, `total` matching. */
export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
export const pagingQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};
const flag = z.enum(["true", "false"]).transform((v) => v === "true");
const optionalId = recordIdParam.optional();

export const newsQuerySchema = z
  .object({
    ...pagingQuery,
    news_group: optionalId,
    brand: optionalId,
    /** part of a brand's name: with 2,000 brands a list to pick from is no filter (decision 0517) */
    brand_name: z.string().trim().max(100).optional(),
    /** part of the news title (issue 30) */
    title: z.string().trim().max(100).optional(),
    important: flag.optional(),
    read: flag.optional(),
  })
  .strict();
export type NewsQuery = z.input<typeof newsQuerySchema>;
export const newsListSchema = pageSchema(newsSchema).extend({ groups: z.array(idTitle) });
export type NewsList = z.infer<typeof newsListSchema>;

export const calendarQuerySchema = z
  // "registered": the events the caller's company is registered for ("Meine Anmeldungen"), upcoming first, then past
  .object({ ...pagingQuery, when: z.enum(CALENDAR_VIEWS).default("upcoming"), home: flag.optional() })
  .strict();
export type CalendarQuery = z.input<typeof calendarQuerySchema>;
export const calendarListSchema = pageSchema(calendarEventSchema);

export const documentQuerySchema = z
  .object({
    ...pagingQuery,
    search: z.string().trim().max(100).optional(),
    document_type: optionalId,
    sam_tag: optionalId,
    class: z.enum(DOCUMENT_CLASSES).optional(),
    validity: z.enum(DOCUMENT_VALIDITIES).optional(),
    brand: optionalId,
    /** part of a responsible brand's name, as the news list filters brands (decision 0517) */
    brand_name: z.string().trim().max(100).optional(),
    since: z.string().datetime().optional(),
  })
  .strict();
export type DocumentQuery = z.input<typeof documentQuerySchema>;
export const documentListSchema = pageSchema(documentSchema).extend({
  document_types: z.array(idTitle),
  sam_tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DocumentList = z.infer<typeof documentListSchema>;
