/**
 * Spec §6 "Products and trading partners: supplier", §7: product groups, a brand's product-group
 * assignment, the trading partners that carry the supplier's brands; and the association's contact
 * persons every member reads. Unknown and foreign ids answer FORBIDDEN. GET extranet/brand and
 * extranet/brand/{id} are content entries (./content.ts).
 */
import { z } from "zod";
import { endpoint } from "../endpoint";
import { brandPatchSchema, productGroupQuerySchema, productGroupSchema } from "../product-groups";
import { samContactSchema, supplierBrandSchema, tradingPartnerProfileSchema, tradingPartnerSchema } from "../supplier";

const tag = "Suppliers";

export const SUPPLIER_ENDPOINTS = {
  productGroups: endpoint({ method: "GET", path: "/items/product_groups", summary: "The association's published product groups", query: productGroupQuerySchema, answer: z.array(productGroupSchema), envelope: "data", access: "signedIn", cached: true, tag }),
  brandProductGroupsUpdate: endpoint({ method: "PATCH", path: "/extranet/brand/:id", summary: "Replace the product groups of an own brand", body: brandPatchSchema, answer: supplierBrandSchema, envelope: "data", access: "products", tag }),
  tradingPartners: endpoint({ method: "GET", path: "/extranet/trading-partners", summary: "The retailers that carry own brands", answer: z.array(tradingPartnerSchema), envelope: "data", access: "tradePartners", cached: true, tag }),
  tradingPartnersByBrand: endpoint({ method: "GET", path: "/extranet/trading-partners-by-brand/:id", summary: "The retailers that carry an own brand", answer: z.array(tradingPartnerSchema), envelope: "data", access: "tradePartners", cached: true, tag }),
  tradingPartner: endpoint({ method: "GET", path: "/extranet/trading-partners/:id", summary: "The profile of a retailer that carries own brands", answer: tradingPartnerProfileSchema, envelope: "data", access: "tradePartners", cached: true, tag }),
  samContacts: endpoint({ method: "GET", path: "/extranet/sam-contacts", summary: "The association's contacts responsible for the own company", answer: z.array(samContactSchema), envelope: "data", access: "signedIn", cached: true, tag }),
};
