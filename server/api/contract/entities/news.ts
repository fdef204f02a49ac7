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
import { answerSchemaOf, choiceId, defineEntity, field, listItemSchemaOf, payloadSchemaOf, TOO_LONG } from "../describe";
import { countedShape } from "../counted";
import { FIELD_MESSAGES } from "../text-key";

const brandRef = z.object({ id: z.number().int(), name: z.string() });
const moment = z.string().datetime({ offset: true, message: FIELD_MESSAGES.datetime }).nullable();

export const NEWS_STATUS_LABELS = { draft: "descriptions.news.statuses.draft", planned: "descriptions.news.statuses.planned", published: "descriptions.news.statuses.published", unpublished: "descriptions.news.statuses.unpublished" } as const;

export const newsEntity = defineEntity({
  name: "news",
  scope: "association",
  hooks: { brands: { fields: ["brands"] } },
  labels: { one: "descriptions.news.one", many: "descriptions.news.many" },
  sections: { content: "descriptions.news.sections.content", audience: "descriptions.news.sections.audience", publication: "descriptions.news.sections.publication" },
  fields: {
    title: field.text("descriptions.news.title", { max: 200, required: "descriptions.news.titleRequired", tooLong: TOO_LONG, section: "content", autoComplete: "off" }),
    abstract: field.textarea("descriptions.news.abstract", { max: 500, tooLong: TOO_LONG, section: "content" }),
    /** formatted text (decision 0530's Markdown subset) */
    text: field.textarea("descriptions.news.text", { max: 20_000, tooLong: TOO_LONG, section: "content" }),
    image: field.image("descriptions.news.image", { section: "content" }),
    image_alt: field.text("descriptions.news.imageAlt", { max: 300, tooLong: TOO_LONG, section: "content" }),
    news_group: field.integer("descriptions.news.newsGroup", { min: 1, section: "content" }),
    brands: field.choices("descriptions.news.brands", { item: choiceId("descriptions.news.brandsInvalid"), max: 50, answer: z.array(brandRef), column: false, section: "content" }),
    user_types: field.choices("descriptions.news.userTypes", { item: z.enum(NEWS_USER_TYPES, { errorMap: () => ({ message: "descriptions.news.userTypesInvalid" }) }), max: NEWS_USER_TYPES.length, answer: z.array(z.enum(NEWS_USER_TYPES)), section: "audience" }),
    permissions: field.choices("descriptions.news.permissions", {
      item: z.enum(NEWS_AUDIENCE_PERMISSIONS, { errorMap: () => ({ message: "descriptions.news.permissionsInvalid" }) }),
      max: NEWS_AUDIENCE_PERMISSIONS.length,
      answer: z.array(z.enum(NEWS_AUDIENCE_PERMISSIONS)),
      section: "audience",
    }),
    important: field.checkbox("descriptions.news.important", { section: "publication" }),
    status: field.select("descriptions.entities.status", NEWS_STATUSES, NEWS_STATUS_LABELS, { section: "publication" }),
    publish_at: field.value("descriptions.news.publishAt", moment, { section: "publication" }),
    unpublish_at: field.value("descriptions.news.unpublishAt", moment, { section: "publication" }),
    published_on: field.value("descriptions.news.publishedOn", z.string(), { write: "never" }),
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
/** A row of the staff list: what it shows (the moment is the planned or the published one, by status). */
export const newsListItemSchema = listItemSchemaOf(newsEntity, ["title", "status", "publish_at", "published_on", "user_types"]);
export type NewsListItem = z.infer<typeof newsListItemSchema>;
export const newsAdminListSchema = z.object({ items: z.array(newsListItemSchema), ...countedShape });
export type NewsAdminList = z.infer<typeof newsAdminListSchema>;

/** What the form chooses from: the categories and the brands (by name). */
export const newsChoicesSchema = z.object({ groups: z.array(z.object({ id: z.number().int(), title: z.string() })), brands: z.array(brandRef) });
export type NewsChoices = z.infer<typeof newsChoicesSchema>;

/** The preview: the item as a partner of `user_type` would read it. */
export const newsPreviewQuerySchema = z.object({ user_type: z.enum(NEWS_USER_TYPES).default("HP") }).strict();
