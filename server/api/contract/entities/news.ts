/**
 * The association's news as the Redaktion writes it (issue 39, decision 0954): described once;
 * the API's answer and payload (items/news, Directus-shaped), the staff list and the form's rules
 * follow from it. Who may read a published item is its audience (user types, page permissions;
 * server/api/content/news-visibility.ts). Publishing is the status: "published" publishes now,
 * "planned" at `publish_at` (a job of the queue), "unpublished" takes it down; `unpublish_at`
 * takes it down by itself.
 */
import { z } from "zod";
import { NEWS_AUDIENCE_PERMISSIONS, NEWS_STATUSES, NEWS_USER_TYPES } from "../news-audience";
import { answerSchemaOf, choiceId, defineEntity, field, payloadSchemaOf, TOO_LONG } from "../describe";

const brandRef = z.object({ id: z.number().int(), name: z.string() });
const moment = z.string().datetime({ offset: true, message: "Bitte Datum und Uhrzeit angeben." }).nullable();

export const NEWS_STATUS_LABELS = { draft: "Entwurf", planned: "Geplant", published: "Veröffentlicht", unpublished: "Zurückgezogen" } as const;

export const newsEntity = defineEntity({
  name: "news",
  scope: "association",
  hooks: { brands: { fields: ["brands"] } },
  labels: { one: "News", many: "News" },
  sections: { content: "Inhalt", audience: "Leserkreis", publication: "Veröffentlichung" },
  fields: {
    title: field.text("Titel", { max: 200, required: "Bitte geben Sie einen Titel ein.", tooLong: TOO_LONG, section: "content", autoComplete: "off" }),
    abstract: field.textarea("Teaser", { max: 500, tooLong: TOO_LONG, section: "content" }),
    /** formatted text (decision 0530's Markdown subset) */
    text: field.textarea("Text", { max: 20_000, tooLong: TOO_LONG, section: "content" }),
    image: field.image("Bild", { section: "content" }),
    image_alt: field.text("Alternativtext des Bildes", { max: 300, tooLong: TOO_LONG, section: "content" }),
    news_group: field.integer("Kategorie", { min: 1, section: "content" }),
    brands: field.choices("Marken", { item: choiceId("Bitte eine Marke wählen."), max: 50, answer: z.array(brandRef), column: false, section: "content" }),
    user_types: field.choices("Für", { item: z.enum(NEWS_USER_TYPES, { errorMap: () => ({ message: "Bitte Händler oder Lieferanten wählen." }) }), max: NEWS_USER_TYPES.length, answer: z.array(z.enum(NEWS_USER_TYPES)), section: "audience" }),
    permissions: field.choices("Nur mit der Berechtigung", {
      item: z.enum(NEWS_AUDIENCE_PERMISSIONS, { errorMap: () => ({ message: "Bitte eine Berechtigung wählen." }) }),
      max: NEWS_AUDIENCE_PERMISSIONS.length,
      answer: z.array(z.enum(NEWS_AUDIENCE_PERMISSIONS)),
      section: "audience",
    }),
    important: field.checkbox("Wichtig", { section: "publication" }),
    status: field.select("Status", NEWS_STATUSES, NEWS_STATUS_LABELS, { section: "publication" }),
    publish_at: field.value("Veröffentlichen am", moment, { section: "publication" }),
    unpublish_at: field.value("Zurückziehen am", moment, { section: "publication" }),
    published_on: field.value("Veröffentlicht am", z.string(), { write: "never" }),
  },
  list: { columns: ["title", "status", "published_on", "brands", "user_types"], export: ["title", "status", "published_on", "brands", "user_types"] },
  versionRequired: false,
});

/** A news item as the Redaktion reads and writes it (items/news). */
export const newsItemSchema = answerSchemaOf(newsEntity);
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsCreatePayloadSchema = payloadSchemaOf(newsEntity, "create");
export const newsUpdatePayloadSchema = payloadSchemaOf(newsEntity, "update");
export type NewsPayload = z.infer<typeof newsUpdatePayloadSchema>;

/** The staff list: part of the title or teaser, a status, pages of 50. */
export const newsAdminQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: z.enum(NEWS_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type NewsAdminQuery = z.input<typeof newsAdminQuerySchema>;
export const newsAdminListSchema = z.object({ items: z.array(newsItemSchema), total: z.number().int() });
export type NewsAdminList = z.infer<typeof newsAdminListSchema>;

/** What the form chooses from: the categories and the brands (by name). */
export const newsChoicesSchema = z.object({ groups: z.array(z.object({ id: z.number().int(), title: z.string() })), brands: z.array(brandRef) });
export type NewsChoices = z.infer<typeof newsChoicesSchema>;

/** The preview: the item as a partner of `user_type` would read it. */
export const newsPreviewQuerySchema = z.object({ user_type: z.enum(NEWS_USER_TYPES).default("HP") }).strict();
