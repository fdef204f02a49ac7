/**
 * Shapes of the website endpoints (spec §7 "Website content", issue 12/13): an item of a described
 * collection as items/{collection} answers it, the bodies every described collection shares, the
 * website settings record, and the page builder's element links and public navigation.
 */
import { z } from "zod";
import { recordId } from "./ids";
import { ADDRESS_TYPES, CONTENT_STATUSES } from "./values";

const fileRef = z.object({ id: z.string(), filename_download: z.string() });
/** An image's alternative text, or its mark as decoration (issue 27; describe/collection.ts ALT_TEXT). */
const altText = { alt: z.string().nullable(), decorative: z.boolean() };

/** A translation row of an item: its fields besides these pass through. */
export const translationAnswerSchema = z.object({ id: z.number().int(), languages_code: z.string(), status: z.enum(CONTENT_STATUSES) }).passthrough();

/** An item of a described collection (collections/service.ts Item); its own fields besides these pass through. */
export const collectionItemSchema = z
  .object({
    id: z.number().int(),
    sort: z.number().int(),
    version: z.number().int(),
    access: z.enum(["edit", "read"]),
    disabled: z.boolean(),
    image: fileRef.nullable(),
    translations: z.array(translationAnswerSchema),
    images: z.array(z.object({ id: z.number().int(), sort: z.number().int(), file: fileRef, ...altText })),
    /** the alternative texts of the single images (the main image, image fields such as a logo), by field */
    alt_texts: z.record(z.string(), z.object(altText)),
  })
  .passthrough();
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/**
 * The body of POST/PATCH items/{collection} (and of a spec opt-out record): the collection's
 * fields. The API checks each collection's own schema from its description (describe/collection.ts payloadSchema).
 */
export const collectionFieldsSchema = z.record(z.string(), z.unknown()).describe("the collection's fields");

/** DELETE items/{collection} with several keys: distinct; bounded, as all runs in one transaction. */
export const deleteKeysSchema = z
  .array(recordId)
  .min(1)
  .max(500)
  .refine((keys) => new Set(keys).size === keys.length, "keys must be distinct");

/** POST items/{collection}_disabled_company: the shared entry to switch off for the caller's company. */
export const disableSchema = z.object({ item: recordId }).strict();

/** The spec's own opt-out record as answered: `{id, <collection>_id, company_id}` (id = the entry's). */
export const optOutRecordSchema = z.object({ id: z.number().int(), company_id: z.number().int() }).catchall(z.number().int());

/** One of the company's addresses a described "address" field chooses from, with what a job posting needs of it. */
export const addressChoiceSchema = z.object({
  id: z.number().int(),
  address_type: z.enum(ADDRESS_TYPES),
  label: z.string(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
});

/** items/trading_partner_website_settings (website-settings/service.ts WebsiteSettings); the fields pass through. */
export const websiteSettingsSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    logo: fileRef.nullable(),
    alt_texts: z.record(z.string(), z.object(altText)),
    addresses: z.array(z.object({ id: z.number().int(), address_type: z.enum(ADDRESS_TYPES), label: z.string() })),
    // the formatted texts' sanitized HTML beside their markup (decision 0530)
    imprint_html: z.string().nullable(),
    privacy_html: z.string().nullable(),
  })
  .passthrough();
export type WebsiteSettingsRecord = z.infer<typeof websiteSettingsSchema>;

// --- Page builder (issue 13, decision 0800) ---

/** A page's element link (items/trading_partner_pages_content). */
export const contentLinkSchema = z.object({ id: z.number().int(), page: z.number().int(), collection: z.string(), item: z.number().int(), sort: z.number().int() });

export const contentLinkQuerySchema = z.object({ "filter[page][_eq]": z.string().regex(/^\d{1,10}$/, "filter[page][_eq]: a page id.") }).strict();

/** POST items/trading_partner_pages_content: the page (`pageId` or `page`), the element's collection and id; missing parts answer the spec's message. */
export const contentLinkPayloadSchema = z.object({ page: z.unknown(), pageId: z.unknown(), collection: z.unknown(), item: z.unknown() }).strict();

/** The spec's link call: PATCH items/trading_partner_pages/{id} with `{content: {create: [{collection, item}]}}`. */
export const contentCreateSchema = z.object({ content: z.object({ create: z.array(z.object({ collection: z.unknown(), item: z.unknown() }).strict()).min(1).max(20) }).strict() }).strict();

export const NAVIGATION_FIELDS = ["id", "title", "navigationTitle", "slug", "external_link", "children"] as const;

/** GET trading-partner/all-pages: the site by its domain; `fields` narrows each entry. */
export const navigationQuerySchema = z
  .object({
    domain: z.string().min(1).max(253),
    lang: z.literal("de").default("de"),
    fields: z
      .string()
      .max(200)
      .refine((v) => v.split(",").every((f) => f === "*" || (NAVIGATION_FIELDS as readonly string[]).includes(f.trim())), "fields: unknown field.")
      .optional(),
  })
  .strict();

export interface NavigationEntry {
  id: number;
  title: string;
  navigationTitle: string | null;
  slug: string | null;
  external_link: string | null;
  children: NavigationEntry[];
}
const navigationEntrySchema: z.ZodType<NavigationEntry> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), navigationTitle: z.string().nullable(), slug: z.string().nullable(), external_link: z.string().nullable(), children: z.array(navigationEntrySchema) }),
);
/** Spec §7 "response navigation", outside the `{data}` envelope; with `fields` each entry holds only those. */
export const navigationSchema = z.object({ navigation: z.array(navigationEntrySchema) });
