/**
 * The collection editor's description (issue 12, decisions 0700, 0527): one typed object per
 * collection says what the collection is — German labels, fields with their zod rules and input
 * kinds, list columns and search fields, status, manual sort, main image and gallery, singleton,
 * permission and company scope. The API (service + routes), the portal's loaders, actions and the
 * one form component are generated from it; nothing else lists a collection's fields.
 *
 * Its fields are made with the one `field` builder of ./field.ts, shared with the entities
 * (./entity.ts, decision 0956). This is the contract's half: declarative, no database. The API binds each description to its
 * Drizzle table and to the hooks that need the database (server/api/collections/registry.ts).
 *
 * German labels and messages live here, next to the rule they explain, because the description
 * is the one place a collection is written down (the screen chrome stays in locales/de/website).
 */
import { z } from "zod";
import type { AccessRuleName } from "../access";
import type { PagePermission } from "../permissions";
import { CONTENT_STATUSES } from "../values";
import { recordId, rowVersion } from "../ids";
import { htmlKey } from "../rich-text-names";
import { collectionItemSchema, translationAnswerSchema } from "../collection-item";
import { formFieldSchema, isRequired, tooLong, type Fields, type InputKind } from "./field";

/**
 * An image junction (gallery) of a collection: `field` is its key in the item and the payload
 * (`images` for the main gallery; private brands name theirs media_header and media_gallery).
 */
export interface GallerySpec {
  field: string;
  junction: string;
  limit: number;
  label: string;
}

export interface CollectionDescription<F extends Fields = Fields, T extends Fields = Fields> {
  /** the API collection (items/{name}, utils/sort/{name}); also the audit's collection name; the API binds it to its table */
  name: string;
  labels: { one: string; many: string };
  /** the item's own fields; each key is also the Drizzle property of its column (checked when the API binds the table) */
  fields: F;
  /** the fields of a translation row (the UI edits `de`); status then lives on each translation */
  translations: T;
  /** spec §4: where draft / published / archived is kept */
  status: "translations" | "row";
  /** list columns (fields, translation fields or "status") and the fields the search looks in */
  list: { columns: readonly string[]; search: readonly string[] };
  /** manual order by the `sort` column; new entries go last, or first (references, spec §4) */
  sort: { newAt: "last" | "first" };
  image: { label: string } | null;
  gallery: { junction: string; limit: number; label: string } | null;
  /** further named galleries besides `gallery` (private brands: media_header, media_gallery); decision 0740 */
  galleries?: readonly GallerySpec[];
  /** the list's order when none is asked for, and its tie-breaker (default ["sort", "id"]); decision 0741 */
  defaultSort?: readonly string[];
  /** one entry per company (the company history page): a second create is RECORD_NOT_UNIQUE; its screen opens the entry without an id */
  singleton: boolean;
  permission: PagePermission;
  /**
   * The access table's rule of the collection's endpoints where it is narrower than the website's
   * ("website": TRADINGPAGES); private brands are a trading partner's own (decision 0742).
   */
  rule?: AccessRuleName;
  /** company scope: entries belong to trading partners through content_partners (decision 0700) */
  scope: "trading-partners";
  /** a field every list and every new entry of a screen fixes (informations: type) */
  variantField?: string;
  /** cross-field rules on the whole item (from ≤ to), run by the form and on the merged record by the API */
  refine?: (values: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) => void;
  /** the field that names an entry in lists and headings (default: the translation's title, then internal_title) */
  nameField?: string;
  /** a checkbox field marking templates (jobs, FAQs): a template is copied into a new regular entry by "create from template" */
  templateField?: string;
  /**
   * The spec's own name of the opt-out record (disabled_job_benefits_company with job_benefits_id
   * and company_id), served besides the generic items/{name}_disabled_company.
   */
  optOut?: { collection: string; itemField: string };
}


/**
 * What almost every collection of the partners' website says: new entries go last, no gallery,
 * many entries per company, TRADINGPAGES (the access rule "website"), owned through the company's
 * content links. A description spreads it first and says only where it differs.
 */
export const WEBSITE_COLLECTION = {
  sort: { newAt: "last" },
  gallery: null,
  singleton: false,
  permission: "TRADINGPAGES",
  scope: "trading-partners",
} as const satisfies Pick<CollectionDescription, "sort" | "gallery" | "singleton" | "permission" | "scope">;

/** Checks the names a description uses against its own fields (typed, and once more at start). */
export function defineCollection<N extends string, F extends Fields, T extends Fields>(
  d: CollectionDescription<F, T> & {
    name: N;
    list: { columns: readonly (keyof F | keyof T | "status")[]; search: readonly (keyof F)[] };
    variantField?: keyof F & string;
    nameField?: keyof F & string;
    templateField?: keyof F & string;
  },
): CollectionDescription<F, T> & { name: N } {
  const all: Fields = { ...d.fields, ...d.translations };
  // a collection's fields are all columns (or translated), edited in one form without sections
  const entityOnly = Object.keys(all).find((k) => all[k]!.write === "create" || all[k]!.column === false || all[k]!.section !== undefined || all[k]!.input === "none");
  if (entityOnly) throw new Error(`${d.name}: field ${entityOnly} says what only an entity's field says (write "create", column, section, input none)`);
  const clash = Object.keys(d.fields).find(
    (k) => k in d.translations || k === "status" || k === "version" || k === "image" || k === "images" || (d.galleries ?? []).some((g) => g.field === k),
  );
  if (clash) throw new Error(`${d.name}: field ${clash} is defined twice`);
  if (!d.nameField && !("title" in d.translations) && !("internal_title" in d.fields)) throw new Error(`${d.name}: no field names an entry`);
  const junctions = galleriesOf(d).map((g) => g.junction);
  if (new Set(junctions).size !== junctions.length) throw new Error(`${d.name}: a gallery junction is named twice`);
  return d;
}

/** Every gallery of a collection: the main one (payload key `images`) and the named ones. */
export function galleriesOf(d: Pick<CollectionDescription, "gallery" | "galleries">): GallerySpec[] {
  return [...(d.gallery ? [{ field: "images", ...d.gallery }] : []), ...(d.galleries ?? [])];
}

/** The fields holding one image file each (input "image", e.g. a private brand's logo), besides the main `image`. */
export const imageFieldsOf = (d: Pick<CollectionDescription, "fields">) => Object.keys(d.fields).filter((k) => d.fields[k]!.input === "image");

/** The formatted fields of a set of fields (decision 0530): the API answers each one's HTML beside it. */
export const formattedFieldsOf = (fields: Fields) => Object.keys(fields).filter((k) => fields[k]!.format === "markdown");

// --- Alternative text (issue 27, decision 0531): declared once here for every image ---

/**
 * Every image of every collection — the main image, image fields (a logo) and each gallery
 * entry — carries an alternative text (at most 250 characters) or is marked decorative. The API's
 * payload and answer, the form and the previews read this one declaration; an entry whose
 * status would be published while an image has neither is refused.
 */
export const ALT_TEXT = {
  label: "Alternativtext",
  decorativeLabel: "dekorativ",
  max: 250,
} as const;
export const altTextSchema = z
  .object({
    alt: z.string().trim().max(ALT_TEXT.max, tooLong(ALT_TEXT.max)).nullable(),
    decorative: z.boolean(),
  })
  .strict();
export type AltText = z.infer<typeof altTextSchema>;
/** The API's refusal of a publication while an image has neither text nor the mark (the portal recognises it). */
export const ALT_TEXT_MISSING = "Invalid payload. alt_texts: Every image needs an alternative text or the mark decorative before it is published.";

/** The single-image slots of a collection that carry an alternative text: the main image and image fields. */
export const imageSlotsOf = (d: Pick<CollectionDescription, "fields" | "image">) => [...(d.image ? ["image"] : []), ...imageFieldsOf(d)];

/** Whether an image is described: an alternative text, or marked decorative. */
export const isDescribed = (text: Partial<AltText> | null | undefined) => Boolean(text && (text.decorative || (text.alt ?? "").trim()));

// --- Cross-field rules ---

/**
 * From ≤ to on the whole item (dates as ISO strings, amounts as numbers): a description's `refine`.
 * The message goes to the "to" field, which is the one the user corrects.
 */
export function rangeRule(ranges: readonly { from: string; to: string; message: string }[]) {
  return (values: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) => {
    for (const r of ranges) {
      const [from, to] = [values[r.from], values[r.to]];
      const comparable = (typeof from === "number" && typeof to === "number") || (typeof from === "string" && typeof to === "string");
      if (comparable && (from as number | string) > (to as number | string)) ctx.addIssue({ code: "custom", path: [r.to], message: r.message });
    }
  };
}

/** The statuses' words: keys of app/locales/de/descriptions.ts (../text-key.ts). */
export const STATUS_LABELS = { draft: "descriptions.statuses.draft", published: "descriptions.statuses.published", archived: "descriptions.statuses.archived" } as const;
export const statusSchema = z.enum(CONTENT_STATUSES);

// --- Schemas derived from the description ---

/** The whole item as the form submits it and as the API checks the merged record: fields, translation fields, status. */
export function itemSchema(d: CollectionDescription) {
  const shape: Record<string, z.ZodTypeAny> = { status: statusSchema };
  for (const [name, spec] of Object.entries({ ...d.fields, ...d.translations })) shape[name] = !isRequired(spec) ? spec.schema.optional() : spec.schema;
  const object = z.object(shape);
  return d.refine ? object.superRefine((v, ctx) => d.refine!(v, ctx)) : object;
}

const imageId = z.string().uuid().nullable();
const translationRow = (d: CollectionDescription, mode: "create" | "update") => {
  const shape: Record<string, z.ZodTypeAny> = { languages_code: z.literal("de").optional(), status: statusSchema.optional() };
  for (const [name, spec] of Object.entries(d.translations)) shape[name] = mode === "update" || !isRequired(spec) ? spec.schema.optional() : spec.schema;
  if (mode === "update") shape.id = recordId;
  return z.object(shape).strict();
};

/**
 * POST/PATCH items/{collection}: every field optional (PATCH sends only changes; create's
 * required fields are checked on the merged record), translations as create/update/delete
 * (spec §5), new gallery images as create, version required on updates (checked by the service).
 */
export function payloadSchema(d: CollectionDescription) {
  const shape: Record<string, z.ZodTypeAny> = { version: rowVersion.optional() };
  for (const [name, spec] of Object.entries(d.fields)) if (spec.write !== "never") shape[name] = spec.schema.optional();
  if (d.status === "row") shape.status = statusSchema.optional();
  if (d.image) shape.image = imageId.optional();
  shape.translations = z
    .object({
      create: z.array(translationRow(d, "create")).max(1).default([]),
      update: z.array(translationRow(d, "update")).max(5).default([]),
      delete: z.array(recordId).max(0, "Translations are not deleted.").default([]),
    })
    .strict()
    .optional();
  for (const g of galleriesOf(d)) {
    shape[g.field] = z
      .object({
        create: z
          .array(z.object({ file: z.string().uuid(), alt: altTextSchema.shape.alt.optional(), decorative: z.boolean().optional() }).strict())
          .max(g.limit)
          .default([]),
        // alternative texts of images already in the gallery (by the junction row's id)
        update: z
          .array(z.object({ id: recordId, ...altTextSchema.shape }).strict())
          .max(g.limit)
          .default([]),
      })
      .strict()
      .optional();
  }
  const slots = imageSlotsOf(d);
  if (slots.length) {
    shape.alt_texts = z
      .object(Object.fromEntries(slots.map((slot) => [slot, altTextSchema.optional()])))
      .strict()
      .optional();
  }
  return z.object(shape).strict();
}
/**
 * An item of `d` as the API answers it: the generic item with each formatted field's HTML beside
 * it (`<field>_html`; a translation's only where its markup is saved). Decision 0530.
 */
export function itemAnswerSchema(d: Pick<CollectionDescription, "fields" | "translations">) {
  const html = (names: string[], optional: boolean) => Object.fromEntries(names.map((n) => [htmlKey(n), optional ? z.string().nullable().optional() : z.string().nullable()]));
  return collectionItemSchema.extend({
    ...html(formattedFieldsOf(d.fields), false),
    translations: z.array(translationAnswerSchema.extend(html(formattedFieldsOf(d.translations), true))),
  });
}

export type ItemPayload = {
  version?: number;
  status?: z.infer<typeof statusSchema>;
  image?: string | null;
  translations?: { create: Record<string, unknown>[]; update: (Record<string, unknown> & { id: number })[]; delete: number[] };
  images?: GalleryPatch;
  alt_texts?: Record<string, AltText | undefined>;
} & Record<string, unknown>;
export interface GalleryPatch {
  create: { file: string; alt?: string | null; decorative?: boolean }[];
  update: ({ id: number } & AltText)[];
}

// --- The zod-free projection the screens render from (sent as loader data; decision 0515) ---

export interface ScreenField {
  name: string;
  label: string;
  input: InputKind;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  required: boolean;
  translated: boolean;
  fixed: boolean;
  /** a formatted long text: toolbar, help text and preview (decision 0530) */
  format?: "markdown";
}

export interface ScreenDescription {
  collection: string;
  labels: { one: string; many: string };
  fields: ScreenField[];
  columns: { name: string; label: string; input: InputKind | "status" }[];
  image: { label: string } | null;
  gallery: { junction: string; limit: number; label: string } | null;
  /** every gallery (the main one as field `images`, then the named ones) */
  galleries: GallerySpec[];
  statuses: { value: string; label: string }[];
  status: CollectionDescription["status"];
  nameField: string | null;
  templateField: string | null;
  /** the single-image slots carrying an alternative text (ALT_TEXT) */
  imageSlots: string[];
  altText: typeof ALT_TEXT;
}

/** The zod-free projection of a set of fields (a collection's, or a singleton screen's). */
export function screenFieldsOf(own: Fields, translations: Fields = {}): ScreenField[] {
  return [
    ...Object.entries(own).map(([name, s]) => ({ name, s, translated: false })),
    ...Object.entries(translations).map(([name, s]) => ({ name, s, translated: true })),
  ]
    .filter(({ s }) => s.write !== "never")
    .map(({ name, s, translated }) => ({
      name,
      label: s.label,
      input: s.input,
      ...(s.options ? { options: s.options } : {}),
      ...(s.hint ? { hint: s.hint } : {}),
      ...(s.format ? { format: s.format } : {}),
      required: isRequired(s),
      translated,
      fixed: s.fixed === true,
    }));
}

export function screenOf(d: CollectionDescription): ScreenDescription {
  const fields = screenFieldsOf(d.fields, d.translations);
  const labelOf = (name: string) => (name === "status" ? "Status" : fields.find((f) => f.name === name)!.label);
  return {
    collection: d.name,
    labels: d.labels,
    fields,
    columns: d.list.columns.map((c) => {
      const name = String(c);
      return { name, label: labelOf(name), input: name === "status" ? "status" : fields.find((f) => f.name === name)!.input };
    }),
    image: d.image,
    gallery: d.gallery,
    galleries: galleriesOf(d),
    statuses: CONTENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    status: d.status,
    nameField: d.nameField ?? null,
    templateField: d.templateField ?? null,
    imageSlots: imageSlotsOf(d),
    altText: ALT_TEXT,
  };
}

// --- The edit form's schema: the same field rules, with what a browser form sends turned into values ---

export function formFieldsShape(fields: Fields): Record<string, z.ZodTypeAny> {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.write !== "never") shape[name] = formFieldSchema(spec);
  }
  return shape;
}

/**
 * What the edit form posts, validated with the description's rules (German messages) and its
 * cross-field rule: item fields and the de translation's fields side by side, the status, the
 * main image and the loaded version. A required text left empty is "" so its own message shows.
 */
export function formSchema(d: CollectionDescription) {
  const shape: Record<string, z.ZodTypeAny> = {
    version: z.coerce.number().int().optional(),
    status: statusSchema.default("draft"),
    image: z.preprocess((v) => (v === undefined || v === "" ? null : v), z.string().uuid().nullable()),
    ...formFieldsShape({ ...d.fields, ...d.translations }),
  };
  // The alternative texts' inputs are named per image (alt__image, alt__images__<id>): checked here, turned into the payload by the portal.
  const object = z
    .object(shape)
    .catchall(z.unknown())
    .superRefine((v, ctx) => {
      for (const [name, value] of Object.entries(v)) {
        if (name.startsWith("alt__") && typeof value === "string" && value.trim().length > ALT_TEXT.max) ctx.addIssue({ code: "custom", path: [name], message: tooLong(ALT_TEXT.max) });
      }
    })
    // Anything else the form did not describe is dropped, as a plain object would (a read-only field stays out).
    .transform((v) => Object.fromEntries(Object.entries(v).filter(([name]) => name in shape || /^(alt|decorative)__/.test(name))));
  return d.refine ? object.superRefine((v, ctx) => d.refine!(v, ctx)) : object;
}
