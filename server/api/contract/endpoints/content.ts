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

const tag = "Inhalte";

export const CONTENT_ENDPOINTS = {
  // A trading partner (BRAND, HP) reads the association's brands; a supplier its own, with their product groups.
  brandList: endpoint({ method: "GET", path: "/extranet/brand", summary: "Marken (Händler) oder die eigenen Marken (Lieferant)", query: brandQuerySchema, answer: z.union([brandListSchema, supplierBrandListSchema]), envelope: "data", access: "brandRead", cached: true, tag }),
  brand: endpoint({ method: "GET", path: "/extranet/brand/:id", summary: "Eine Marke", answer: z.union([brandSchema, supplierBrandSchema]), envelope: "data", access: "brandRead", cached: true, tag }),
  deliveryConditions: endpoint({ method: "GET", path: "/extranet/get-delivery-conditions/:id", summary: "Lieferkonditionen einer Marke", answer: deliveryConditionsSchema, envelope: "data", access: "brands", cached: true, tag }),
  documentsByBrand: endpoint({ method: "GET", path: "/extranet/documents-by-brand/:id", summary: "Dokumente einer Marke", answer: z.array(documentSchema), envelope: "data", access: "brands", cached: true, tag }),
  // News of a brand need NEWS as well as the brand area: the handler checks NEWS.
  newsByBrand: endpoint({ method: "GET", path: "/extranet/news-by-brand/:id", summary: "News einer Marke", answer: z.array(newsSchema), envelope: "data", access: "brands", cached: true, tag }),
  newsList: endpoint({ method: "GET", path: "/extranet/news", summary: "News, seitenweise", query: newsQuerySchema, answer: newsListSchema, envelope: "data", access: "news", cached: true, tag }),
  news: endpoint({ method: "GET", path: "/extranet/news/:id", summary: "Eine News", answer: newsSchema, envelope: "data", access: "news", cached: true, tag }),
  calendarList: endpoint({ method: "GET", path: "/extranet/calendar", summary: "Termine, seitenweise", query: calendarQuerySchema, answer: calendarListSchema, envelope: "data", access: "calendar", cached: true, tag }),
  calendarEvent: endpoint({ method: "GET", path: "/extranet/calendar/:id", summary: "Ein Termin", answer: calendarEventSchema, envelope: "data", access: "calendar", cached: true, tag }),
  calendarContacts: endpoint({ method: "GET", path: "/extranet/calendar-contacts", summary: "Ansprechpartner, die zu Terminen angemeldet werden können", answer: z.array(registrationContactSchema), envelope: "data", access: "calendar", cached: true, tag }),
  documentList: endpoint({ method: "GET", path: "/extranet/documents", summary: "Dokumente, seitenweise", query: documentQuerySchema, answer: documentListSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  document: endpoint({ method: "GET", path: "/extranet/document/:id", summary: "Ein Dokument mit seinen früheren Versionen", answer: documentDetailSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  documentFile: endpoint({ method: "GET", path: "/extranet/documents/:id", summary: "Die Datei eines Dokuments (gestreamt)", query: documentFileQuerySchema, envelope: "stream", access: "signedIn", tag }),
  documentVersionFile: endpoint({ method: "GET", path: "/extranet/documents/:id/versions/:version", summary: "Die Datei einer früheren Version eines Dokuments (gestreamt)", query: documentFileQuerySchema, envelope: "stream", access: "signedIn", tag }),
  samTags: endpoint({ method: "GET", path: "/extranet/sam-tags", summary: "SAM-Tags", answer: z.array(samTagSchema), envelope: "data", access: "signedIn", cached: true, tag }),
  samTag: endpoint({ method: "GET", path: "/extranet/sam-tags/:id", summary: "Ein SAM-Tag mit seinen Dokumenten", answer: samTagSchema.omit({ documents: true }).extend({ documents: z.array(documentSchema) }), envelope: "data", access: "signedIn", cached: true, tag }),
  partnerServices: endpoint({ method: "GET", path: "/extranet/partner-service", summary: "Der Servicepool als Baum", answer: z.array(partnerServiceSchema), envelope: "data", access: "signedIn", cached: true, tag }),
  partnerServiceBrands: endpoint({ method: "GET", path: "/extranet/partner-service-brands", summary: "Die Marken des Servicepools mit ihren Einträgen", answer: z.array(partnerServiceBrandSchema), envelope: "data", access: "signedIn", cached: true, tag }),
  partnerService: endpoint({ method: "GET", path: "/extranet/partner-service/:id", summary: "Ein Eintrag des Servicepools", answer: partnerServiceSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  // Each widget needs what its own list needs (WIDGET_RULES): asking for one the caller may not open is FORBIDDEN.
  dashboard: endpoint({ method: "GET", path: "/extranet/dashboard", summary: "Die Einträge der Dashboard-Widgets in einem Aufruf", query: dashboardQuerySchema, answer: dashboardSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  searchIndex: endpoint({ method: "GET", path: "/extranet/search-index", summary: "Der Index der Kopfzeilen-Suche", answer: searchIndexSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  // Each area as its own lists show it to the caller (content/search.ts): an area the caller may not open is not searched.
  fullSearch: endpoint({ method: "GET", path: "/extranet/search", summary: "Volltextsuche über alle Bereiche, seitenweise", query: fullSearchQuerySchema, answer: fullSearchAnswerSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  notifications: endpoint({ method: "GET", path: "/extranet/notifications", summary: "Benachrichtigungen", answer: notificationsSchema, envelope: "data", access: "signedIn", cached: true, tag }),
  calendarRegistrations: endpoint({ method: "GET", path: "/items/calendar_registrations", summary: "Anmeldungen der eigenen Firma (Directus-Abfrage)", query: itemsQuerySchema, answer: itemsAnswer(calendarRegistrationSchema), envelope: "raw", access: "calendar", cached: true, tag }),
  calendarRegistrationCreate: endpoint({ method: "POST", path: "/items/calendar_registrations", summary: "Zu einem Termin anmelden", body: registrationPayloadSchema, answer: calendarRegistrationSchema, envelope: "data", access: "calendar", tag }),
  calendarRegistrationUpdate: endpoint({ method: "PATCH", path: "/items/calendar_registrations/:id", summary: "Eine Anmeldung ändern oder abmelden", body: registrationPatchSchema, answer: calendarRegistrationSchema, envelope: "data", access: "calendar", tag }),
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
