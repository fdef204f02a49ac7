/**
 * Product groups (spec §3 product_groups) and a brand's assignment to them, with the percentage
 * rule of spec §5/§9: where a group has show_brand_percentage, the brand states its share there,
 * and the shares of one brand sum to exactly 100. Shares have one decimal place and are compared
 * in tenths (integers), so 33,3 + 33,3 + 33,4 is exactly 100 — no floating-point sum decides it.
 * Shared by the API (which enforces it) and the portal (which says so next to the figures).
 */
import { z } from "zod";
import { recordId } from "./ids";
import { checkShares, HUNDRED_PERCENT_TENTHS, percentToTenths, tenthsToPercent, type ShareCheck } from "./product-group-shares";

export { checkShares, HUNDRED_PERCENT_TENTHS, percentToTenths, tenthsToPercent, type ShareCheck };

export const productGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  breadcrumbs: z.string(),
  parent: z.number().int().nullable(),
  children: z.array(z.number().int()),
  show_brand_percentage: z.boolean(),
  status: z.string(),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

/** a group as assigned to a brand: percentage set where the group asks for one */
export const brandProductGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  breadcrumbs: z.string(),
  show_brand_percentage: z.boolean(),
  percentage: z.number().nullable(),
});
export type BrandProductGroup = z.infer<typeof brandProductGroupSchema>;

/** GET items/product_groups as the portal asks for it (spec §7: filter status published, sort breadcrumbs, limit -1). */
export const productGroupQuerySchema = z
  .object({
    "filter[status][_eq]": z.literal("published").optional(),
    sort: z.literal("breadcrumbs").optional(),
    limit: z.literal("-1").optional(),
    fields: z.string().max(500).optional(),
  })
  .strict();
/** …and the query the portal sends. */
export const PUBLISHED_PRODUCT_GROUPS = { "filter[status][_eq]": "published", sort: "breadcrumbs", limit: "-1" } as const satisfies z.input<typeof productGroupQuerySchema>;

/** PATCH extranet/brand/{id}: the brand's product groups, replacing the assigned set. */
export const brandPatchSchema = z
  .object({
    product_groups: z
      .array(z.object({ id: recordId, percentage: z.number().min(0).max(100).nullable().optional() }).strict())
      .max(200),
  })
  .strict();
export type BrandPatch = z.infer<typeof brandPatchSchema>;
