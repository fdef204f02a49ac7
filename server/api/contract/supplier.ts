/**
 * What suppliers (user type LF) read and write: their brands with product groups, the trading
 * partners that carry those brands, a partner's read-only profile; and for every member the
 * association's contact persons (extranet/sam-contacts).
 */
import { z } from "zod";
import { brandListSchema } from "./content";
import { brandProductGroupSchema, productGroupSchema } from "./product-groups";

const idName = z.object({ id: z.number().int(), name: z.string() });

/** one of the supplier's own brands (GET extranet/brand as a supplier) */
export const supplierBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  divisions: z.array(z.object({ id: z.number().int(), name: z.string(), supplier_nr: z.string() })),
  product_groups: z.array(brandProductGroupSchema),
});
export type SupplierBrand = z.infer<typeof supplierBrandSchema>;
/** GET extranet/brand as a supplier: all its brands at once, with the paging of the partners' list (page 1 of one) */
export const supplierBrandListSchema = brandListSchema.extend({ brands: z.array(supplierBrandSchema), product_groups: z.array(productGroupSchema) });

/** spec §3 Trading partner: id, name, link (/trading-partners/{id}); plus city and the supplier's brands it carries */
export const tradingPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  link: z.string(),
  brands: z.array(idName),
});
export type TradingPartner = z.infer<typeof tradingPartnerSchema>;

export const tradingPartnerProfileSchema = tradingPartnerSchema.extend({
  address: z.object({
    street: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
  }),
  /** contacts the partner shows on its website, with e-mail and phone only where it shows them */
  contacts: z.array(
    z.object({ id: z.number().int(), name: z.string(), jobtitle: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  ),
});
export type TradingPartnerProfile = z.infer<typeof tradingPartnerProfileSchema>;

/** GET extranet/sam-contacts: the association's contact persons responsible for the caller's company */
export const samContactSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  photo: z.string().uuid().nullable(),
});
export type SamContact = z.infer<typeof samContactSchema>;
