/**
 * The Redaktion's news form (/verband/news, decision 0954) and the payload of items/news, derived
 * from the description (contract/entities/news.ts). The times are typed as Berlin wall time
 * (`datetime-local`) and sent as ISO moments.
 */
import { z } from "zod";
import { entityFormSchemaOf } from "#contract/describe";
import { FIELD_MESSAGES } from "#contract/text-key";
import { newsEntity, type NewsItem } from "#contract/entities/news";
import { NEWS_IMAGE_FOLDER } from "#contract/values";
import { berlinLocalToIso } from "~/lib/berlin-time";

/** The form's image field and the folder its uploads go to (decision 0964). */
export const NEWS_IMAGE = { field: "image", folder: NEWS_IMAGE_FOLDER };

const localMoment = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, FIELD_MESSAGES.datetime)
    .refine((v) => berlinLocalToIso(v) !== null, FIELD_MESSAGES.datetime)
    .nullable(),
);

export const newsFormSchema = entityFormSchemaOf(newsEntity, "create").extend({ version: z.coerce.number().int().optional(), publish_at: localMoment, unpublish_at: localMoment });
export type NewsForm = z.infer<typeof newsFormSchema>;

/** The POST / PATCH body: every field of the form (lists replaced as a whole), the times as ISO moments. */
export function newsPayload(form: NewsForm) {
  return {
    title: form.title,
    abstract: form.abstract ?? "",
    text: form.text ?? "",
    image: form.image ?? null,
    image_alt: form.image_alt ?? "",
    news_group: form.news_group ?? null,
    brands: form.brands ?? [],
    user_types: form.user_types ?? [],
    permissions: form.permissions ?? [],
    important: form.important ?? false,
    status: form.status,
    publish_at: form.publish_at ? berlinLocalToIso(form.publish_at) : null,
    unpublish_at: form.unpublish_at ? berlinLocalToIso(form.unpublish_at) : null,
    ...(form.version === undefined ? {} : { version: form.version }),
  };
}

export type NewsFormDefaults = Record<string, string | string[] | undefined>;

/** The form's initial values of a loaded item (or a new one: a draft for both user types). */
export function newsFormDefaults(item: NewsItem | null, isoToLocal: (iso: string) => string): NewsFormDefaults {
  if (!item) return { status: "draft", user_types: ["HP", "LF"], permissions: [], brands: [] };
  return {
    version: String(item.version),
    title: item.title,
    abstract: item.abstract ?? "",
    text: item.text ?? "",
    image: item.image?.id ?? "",
    image_alt: item.image_alt ?? "",
    news_group: item.news_group === null ? "" : String(item.news_group),
    brands: item.brands.map((b) => String(b.id)),
    user_types: [...item.user_types],
    permissions: [...item.permissions],
    important: item.important ? "on" : "off",
    status: item.status,
    publish_at: item.publish_at ? isoToLocal(item.publish_at) : "",
    unpublish_at: item.unpublish_at ? isoToLocal(item.unpublish_at) : "",
  };
}
