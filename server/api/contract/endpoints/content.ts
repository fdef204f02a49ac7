/**
 * Spec §7 "Brands, documents, news, calendar, services" and the shell's reads (dashboard, header
 * search, notifications). Unknown and foreign ids answer FORBIDDEN.
 */
import { z } from "zod";
import {
  brandListSchema,
  brandQuerySchema,
  brandSchema,
  calendarEventSchema,
  calendarListSchema,
  calendarQuerySchema,
  calendarRegistrationSchema,
  deliveryConditionsSchema,
  documentDetailSchema,
  documentListSchema,
  documentQuerySchema,
  documentSchema,
  newsListSchema,
  newsQuerySchema,
  newsSchema,
  partnerServiceSchema,
  registrationContactSchema,
  registrationPatchSchema,
  registrationPayloadSchema,
  samTagSchema,
  partnerServiceBrandSchema,
} from "../content";
import { endpoint } from "../endpoint";
import { documentFileQuerySchema, itemsAnswer, itemsQuerySchema } from "../items";
import { dashboardQuerySchema, dashboardSchema, notificationsSchema, searchIndexSchema } from "../portal";
import { fullSearchAnswerSchema, fullSearchQuerySchema } from "../search";
import { supplierBrandListSchema, supplierBrandSchema, type SupplierBrand } from "../supplier";
import type { Brand, BrandList } from "../content";

type SupplierBrandList = z.infer<typeof supplierBrandListSchema>;

const tag = "Content";

export const CONTENT_ENDPOINTS = {
  // A trading partner (BRAND, HP) reads the association's brands; a supplier its own, with their product groups.
  brandList: endpoint({ method: "GET", path: "/extranet/brand", summary: "Brands (retailer) or the own brands (supplier)", query: brandQuerySchema, answer: z.union([brandListSchema, supplierBrandListSchema]), envelope: "data", access: "brandRead", cached: true, tag }),
  brand: endpoint({ method: "GET", path: "/extranet/brand/:id", summary: "A brand", answer: z.union([brandSchema, supplierBrandSchema]), envelope: "data", access: "brandRead", cached: true, tag }),
  deliveryConditions: endpoint({ method: "GET", path: "/extranet/get-delivery-conditions/:id", summary: "A brand's delivery terms", answer: deliveryConditionsSchema, envelope: "data", access: "brands", cached: true, tag }),
  documentsByBrand: endpoint({ method: "GET", path: "/extranet/documents-by-brand/:id", summary: "A brand's documents", answer: z.array(documentSchema), envelope: "data", access: "brands", cached: true, tag }),
  // News of a brand need NEWS as well as the brand area: the handler checks NEWS.
  newsByBrand: endpoint({ method: "GET", path: "/extranet/news-by-brand/:id", summary: "A brand's news", answer: z.array(newsSchema), envelope: "data", access: "brands", cached: true, tag }),
  newsList: endpoint({ method: "GET", path: "/extranet/news", summary: "News, paged", query: newsQuerySchema, answer: newsListSchema, envelope: "data", access: "news", cached: true, tag }),
  news: endpoint({ method: "GET", path: "/extranet/news/:id", summary: "A news item", answer: newsSchema, envelope: "data", access: "news", cached: true, tag }),
  calendarList: endpoint({ method: "GET", path: "/extranet/calendar", summary: "Events, paged", query: calendarQuerySchema, answer: calendarListSchema, envelope: "data", access: "calendar", cached: true, tag }),
  calendarEvent: endpoint({ method: "GET", path: "/extranet/calendar/:id", summary: "An event", answer: calendarEventSchema, envelope: "data", access: "calendar", cached: true, tag }),
  calendarContacts: endpoint({ method: "GET", path: "/extranet/calendar-contacts", summary: "Contacts who can be registered for events", answer: z.array(registrationContactSchema), envelope: "data", access: "calendar", cached: true, tag }),
  documentList: endpoint({ method: "GET", path: "/extranet/documents", summary: "Documents, paged", query: documentQuerySchema, answer: documentListSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  document: endpoint({ method: "GET", path: "/extranet/document/:id", summary: "A document with its earlier versions", answer: documentDetailSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  documentFile: endpoint({ method: "GET", path: "/extranet/documents/:id", summary: "The file of a document (streamed)", query: documentFileQuerySchema, envelope: "stream", access: "signedIn", tag }),
  documentVersionFile: endpoint({ method: "GET", path: "/extranet/documents/:id/versions/:version", summary: "The file of an earlier version of a document (streamed)", query: documentFileQuerySchema, envelope: "stream", access: "signedIn", tag }),
  samTags: endpoint({ method: "GET", path: "/extranet/sam-tags", summary: "SAM tags", answer: z.array(samTagSchema), envelope: "data", access: "signedIn", cached: true, tag }),
  samTag: endpoint({ method: "GET", path: "/extranet/sam-tags/:id", summary: "A SAM tag with its documents", answer: samTagSchema.omit({ documents: true }).extend({ documents: z.array(documentSchema) }), envelope: "data", access: "signedIn", cached: true, tag }),
  partnerServices: endpoint({ method: "GET", path: "/extranet/partner-service", summary: "The service pool as a tree", answer: z.array(partnerServiceSchema), envelope: "data", access: "signedIn", cached: true, tag }),
  partnerServiceBrands: endpoint({ method: "GET", path: "/extranet/partner-service-brands", summary: "The service pool's brands with their entries", answer: z.array(partnerServiceBrandSchema), envelope: "data", access: "signedIn", cached: true, tag }),
  partnerService: endpoint({ method: "GET", path: "/extranet/partner-service/:id", summary: "A service pool entry", answer: partnerServiceSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  // Each widget needs what its own list needs (WIDGET_RULES): asking for one the caller may not open is FORBIDDEN.
  dashboard: endpoint({ method: "GET", path: "/extranet/dashboard", summary: "The dashboard widgets' entries in one call", query: dashboardQuerySchema, answer: dashboardSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  searchIndex: endpoint({ method: "GET", path: "/extranet/search-index", summary: "The index of the header search", answer: searchIndexSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  // Each area as its own lists show it to the caller (content/search.ts): an area the caller may not open is not searched.
  fullSearch: endpoint({ method: "GET", path: "/extranet/search", summary: "Full-text search across all areas, paged", query: fullSearchQuerySchema, answer: fullSearchAnswerSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  notifications: endpoint({ method: "GET", path: "/extranet/notifications", summary: "Notifications", answer: notificationsSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  calendarRegistrations: endpoint({ method: "GET", path: "/items/calendar_registrations", summary: "The own company's event registrations (Directus query)", query: itemsQuerySchema, answer: itemsAnswer(calendarRegistrationSchema), envelope: "raw", access: "calendar", cached: true, tag }),
  calendarRegistrationCreate: endpoint({ method: "POST", path: "/items/calendar_registrations", summary: "Register for an event", body: registrationPayloadSchema, answer: calendarRegistrationSchema, envelope: "data", access: "calendar", tag }),
  calendarRegistrationUpdate: endpoint({ method: "PATCH", path: "/items/calendar_registrations/:id", summary: "Change or cancel a registration", body: registrationPatchSchema, answer: calendarRegistrationSchema, envelope: "data", access: "calendar", tag }),
};

/**
 * GET extranet/brand and extranet/brand/{id} answer by the caller's user type: a supplier its own
 * brands (with divisions and product groups), a trading partner the association's. A screen that
 * only one user type opens takes its view of the answer with these.
 */
type SupplierView<T> = T extends { brands: unknown } ? SupplierBrandList : SupplierBrand;
type TradingPartnerView<T> = T extends { brands: unknown } ? BrandList : Brand;
type BrandAnswer = BrandList | SupplierBrandList | Brand | SupplierBrand;
export const asSupplierView = <T extends BrandAnswer>(answer: T) => answer as unknown as SupplierView<T>;
export const asTradingPartnerView = <T extends BrandAnswer>(answer: T) => answer as unknown as TradingPartnerView<T>;
