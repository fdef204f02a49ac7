/**
 * The forms of the document review (/Document-Review): the metadata of a document for review
 * (PATCH files/{id}), a review step with its comment, and a comment alone.
 */
import { z } from "zod";
import { DOCUMENT_CLASSES } from "#contract/content";
import { REVIEW_TARGETS, type ReviewMetadata } from "#contract/review";
import { messageKey } from "~/lib/text-key";
import { registerReview } from "~/locales/de/review";

registerReview();

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const date = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messageKey("content.review.validation.date"))
  .refine((d) => !Number.isNaN(Date.parse(d)), messageKey("content.review.validation.date"))
  .optional();

export const reviewMetadataFormSchema = z
  .object({
    intent: z.literal("save").default("save"),
    file: z.string().uuid(),
    name: z.string({ required_error: messageKey("content.review.validation.name") }).trim().min(1, messageKey("content.review.validation.name")).max(200, messageKey("masterdata.contacts.tooLong")),
    document_type: id.optional(),
    sam_tags: z.array(id).max(20).default([]),
    responsibleBrands: z.array(id, { required_error: messageKey("content.review.validation.brands") }).min(1, messageKey("content.review.validation.brands")).max(50),
    class: z.enum(DOCUMENT_CLASSES, { required_error: messageKey("content.review.validation.class"), invalid_type_error: messageKey("content.review.validation.class") }),
    valid_from: date,
    valid_to: date,
    /** the new-version form (decision 0541): the approved document this upload will replace */
    version_of: id.optional(),
  })
  .refine((v) => !v.valid_from || !v.valid_to || v.valid_from <= v.valid_to, { message: messageKey("content.review.validation.range"), path: ["valid_to"] });
export type ReviewMetadataForm = z.infer<typeof reviewMetadataFormSchema>;

export function reviewMetadataPayload(form: ReviewMetadataForm): ReviewMetadata {
  return {
    name: form.name,
    document_type: form.document_type ?? null,
    sam_tags: form.sam_tags,
    responsibleBrands: form.responsibleBrands,
    class: form.class,
    valid_from: form.valid_from ?? null,
    valid_to: form.valid_to ?? null,
    ...(form.version_of !== undefined ? { version_of: form.version_of } : {}),
  };
}

/** What the decision form's buttons do: comment only, or a review step (its target status). */
export const REVIEW_FORM_STEPS = ["comment", ...REVIEW_TARGETS] as const;
const NEEDS_COMMENT: readonly string[] = ["comment", "denied", "needs_feedback"];

/** The comment-and-decision form of a review document (intent "review"). */
export const reviewActionFormSchema = z
  .object({
    intent: z.literal("review"),
    do: z.enum(REVIEW_FORM_STEPS),
    comment: z.string().trim().max(2000, messageKey("content.review.validation.comment")).optional(),
  })
  .refine((v) => !NEEDS_COMMENT.includes(v.do) || Boolean(v.comment), { message: messageKey("content.review.validation.comment"), path: ["comment"] });
export type ReviewActionForm = z.infer<typeof reviewActionFormSchema>;
