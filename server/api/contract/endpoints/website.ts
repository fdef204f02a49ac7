/**
 * Spec §7 "Website content" (issues 12–14): every described collection (items/{collection} …,
 * mounted once per collection of the registry), its gallery junctions and the spec's own opt-out
 * records, the page builder's element links and the public site navigation, and the website
 * settings record. Every record outside the caller's company answers FORBIDDEN.
 */
import { z } from "zod";
import {
  addressChoiceSchema,
  collectionFieldsSchema,
  collectionItemSchema,
  contentLinkPayloadSchema,
  contentLinkQuerySchema,
  contentLinkSchema,
  deleteKeysSchema,
  disableSchema,
  navigationQuerySchema,
  navigationSchema,
  optOutRecordSchema,
  websiteSettingsSchema,
} from "../collection-item";
import { endpoint } from "../endpoint";
import { itemsAnswer, itemsQuerySchema } from "../items";
import { sortPayloadSchema } from "../masterdata";
import { websiteSettingsPayloadSchema } from "../collections/website-settings";

const tag = "Website";

export const WEBSITE_ENDPOINTS = {
  // The choice of a described "address" field (a job's place of work), for users who may not open the address management.
  addressChoices: endpoint({ method: "GET", path: "/extranet/address-choices", summary: "The own company's addresses to choose in an address field", answer: z.array(addressChoiceSchema), envelope: "data", access: "website", tag }),
  // The Directus query language, validated against the description (decision 0720, 0741).
  collectionItems: endpoint({ method: "GET", path: "/items/{collection}", summary: "Items of a described collection (Directus query)", query: itemsQuerySchema, answer: itemsAnswer(collectionItemSchema), envelope: "raw", access: "website", each: "collection", tag }),
  collectionItem: endpoint({ method: "GET", path: "/items/{collection}/:id", summary: "An item of a described collection", query: itemsQuerySchema, answer: collectionItemSchema, envelope: "data", access: "website", each: "collection", tag }),
  collectionItemCreate: endpoint({ method: "POST", path: "/items/{collection}", summary: "Create an item", body: collectionFieldsSchema, answer: collectionItemSchema, envelope: "data", access: "website", each: "collection", tag }),
  // A page (trading_partner_pages) with `content` links elements instead (spec §7) and answers the page.
  collectionItemUpdate: endpoint({ method: "PATCH", path: "/items/{collection}/:id", summary: "Change an item (a page with content: link elements)", body: collectionFieldsSchema, answer: collectionItemSchema, envelope: "data", access: "website", each: "collection", tag }),
  collectionItemDelete: endpoint({ method: "DELETE", path: "/items/{collection}/:id", summary: "Delete an item", envelope: "empty", access: "website", each: "collection", tag }),
  collectionItemsDelete: endpoint({ method: "DELETE", path: "/items/{collection}", summary: "Delete several items in one step (all or none)", body: deleteKeysSchema, envelope: "empty", access: "website", each: "collection", tag }),
  collectionSort: endpoint({ method: "POST", path: "/utils/sort/{collection}", summary: "Move an item to the place of another", body: sortPayloadSchema, envelope: "empty", access: "website", each: "collection", tag }),
  collectionItemDisable: endpoint({ method: "POST", path: "/items/{collection}_disabled_company", summary: "Turn off a shared item for the own company", body: disableSchema, envelope: "empty", access: "website", each: "collection", tag }),
  collectionItemEnable: endpoint({ method: "DELETE", path: "/items/{collection}_disabled_company/:id", summary: "Turn a shared item back on for the own company", envelope: "empty", access: "website", each: "collection", tag }),
  // The spec's own record (disabled_job_benefits_company: job_benefits_id, company_id): the same switch; DELETE takes the entry's id.
  optOutDisable: endpoint({ method: "POST", path: "/items/{optOut}", summary: "Turn off a shared item (the specification's own record)", body: collectionFieldsSchema, answer: optOutRecordSchema, envelope: "data", access: "website", each: "optOut", tag }),
  optOutEnable: endpoint({ method: "DELETE", path: "/items/{optOut}/:id", summary: "Turn a shared item back on (the specification's own record)", envelope: "empty", access: "website", each: "optOut", tag }),
  gallerySort: endpoint({ method: "POST", path: "/utils/sort/{gallery}", summary: "Move an image of a gallery", body: sortPayloadSchema, envelope: "empty", access: "website", each: "gallery", tag }),
  galleryImageDelete: endpoint({ method: "DELETE", path: "/items/{gallery}/:id", summary: "Remove an image from a gallery", envelope: "empty", access: "website", each: "gallery", tag }),
  // Page builder (issue 13, decision 0800): the element links of a page.
  pageContent: endpoint({ method: "GET", path: "/items/trading_partner_pages_content", summary: "A page's elements in their order", query: contentLinkQuerySchema, answer: z.array(contentLinkSchema), envelope: "data", access: "website", tag }),
  pageContentLink: endpoint({ method: "POST", path: "/items/trading_partner_pages_content", summary: "Link an element to a page", body: contentLinkPayloadSchema, answer: contentLinkSchema, envelope: "data", access: "website", tag }),
  pageContentSort: endpoint({ method: "POST", path: "/utils/sort/trading_partner_pages_content", summary: "Move an element of the page", body: sortPayloadSchema, envelope: "empty", access: "website", tag }),
  pageContentUnlink: endpoint({ method: "DELETE", path: "/items/trading_partner_pages_content/:id", summary: "Unlink an element from the page (the item stays)", envelope: "empty", access: "website", tag }),
  // Public: a trading partner's website asks for its navigation by its domain.
  siteNavigation: endpoint({ method: "GET", path: "/trading-partner/all-pages", summary: "The website navigation of a domain (public)", query: navigationQuerySchema, answer: navigationSchema, envelope: "raw", access: "public", tag }),
  // The website settings singleton (decision 0730): the company's record, first record used; none before the first save.
  websiteSettings: endpoint({ method: "GET", path: "/items/trading_partner_website_settings", summary: "The own company's website settings", answer: z.array(websiteSettingsSchema), envelope: "data", access: "website", tag }),
  websiteSettingsCreate: endpoint({ method: "POST", path: "/items/trading_partner_website_settings", summary: "Save the website settings for the first time", body: websiteSettingsPayloadSchema, answer: websiteSettingsSchema, envelope: "data", access: "website", tag }),
  websiteSettingsUpdate: endpoint({ method: "PATCH", path: "/items/trading_partner_website_settings/:id", summary: "Change the website settings", body: websiteSettingsPayloadSchema, answer: websiteSettingsSchema, envelope: "data", access: "website", tag }),
};
