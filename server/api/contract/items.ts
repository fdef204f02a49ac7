/**
 * Shapes shared by the endpoint table: the Directus query of an items list, its answer, the
 * query of a file's bytes and the icon folder's list.
 */
import { z } from "zod";
import { ICON_FOLDER } from "./values";

/**
 * The Directus query parameters of an items list (`fields`, `filter[…]`, `sort`, `limit`, `offset`,
 * `search`, `meta`): accepted here as strings and checked against the collection by the API
 * (items/query.ts, decision 0720).
 */
export const itemsQuerySchema = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));
export type ItemsQueryInput = Record<string, string | number>;

/** An items list: `{data, meta}`. With `fields`, each item holds only the fields asked for. */
export function itemsAnswer<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({ total_count: z.number().int().optional(), filter_count: z.number().int().optional() }).optional(),
  });
}

export const IMAGE_FITS = ["cover", "contain", "inside", "outside", "fill"] as const;
/** The largest image variant asked of GET assets/{id}, in px. */
export const IMAGE_VARIANT_MAX = 4000;
const dimension = z.coerce.number().int().min(1).max(IMAGE_VARIANT_MAX);
/** GET assets/{id}: an image variant of at most 4000 px, or the file as an attachment. */
export const assetQuerySchema = z
  .object({
    width: dimension.optional(),
    height: dimension.optional(),
    fit: z.enum(IMAGE_FITS).optional(),
    download: z.enum(["", "true", "1"]).optional(),
  })
  .strict();

/**
 * A document's file: the asset parameters plus spec §3 `thumbnail` (a 400 px wide image variant)
 * and `reviewDocument`, which the portal adds to a review document's link (spec §3 link parameters).
 */
export const documentFileQuerySchema = assetQuerySchema
  .extend({ thumbnail: z.enum(["", "true", "1"]).optional(), reviewDocument: z.enum(["", "true", "1"]).optional() })
  .strict();


/** The items of an items list answer. */
export const itemsOf = <T>(answer: { data: T[] }): T[] => answer.data;

/** Spec §7 "GET files filtered by an icon folder": only the icon folder is listed. */
export const iconListQuerySchema = z.object({ "filter[folder][_eq]": z.literal(ICON_FOLDER), limit: z.literal("-1").optional() }).strict();
export const iconFileSchema = z.object({ id: z.string(), filename_download: z.string(), title: z.string().nullable() });
