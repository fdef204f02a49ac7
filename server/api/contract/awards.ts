/** items/award_rounds, items/award_submissions, items/award_winners (decision 0920). */
import { z } from "zod";
import { AWARD_IMAGES_MAX, AWARD_TEXT_MAX, AWARD_TITLE_MAX } from "./award-window";
import { recordId } from "./ids";

export const awardCategorySchema = z.object({ id: z.number().int(), title: z.string(), description: z.string() });
export const awardRoundSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  year: z.number().int(),
  submission_from: z.string(),
  submission_until: z.string(),
  conditions: z.string(),
  /** decided with the API's clock */
  window: z.enum(["upcoming", "open", "closed"]),
  categories: z.array(awardCategorySchema),
});
export type AwardRound = z.infer<typeof awardRoundSchema>;

export const awardSubmissionSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  category: z.number().int(),
  category_title: z.string(),
  title: z.string(),
  text: z.string(),
  images: z.array(z.string().uuid()),
  status: z.enum(["draft", "submitted", "awarded"]),
  shown_status: z.enum(["draft", "submitted", "in_review", "not_submitted", "awarded"]),
  /** false once the round's window has closed (the API refuses every write then) */
  editable: z.boolean(),
  submitted_at: z.string().nullable(),
  date_updated: z.string(),
});
export type AwardSubmission = z.infer<typeof awardSubmissionSchema>;

export const awardWinnerSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  round_title: z.string(),
  category_title: z.string(),
  company_name: z.string(),
  title: z.string(),
  text: z.string(),
  images: z.array(z.string().uuid()),
});
export type AwardWinner = z.infer<typeof awardWinnerSchema>;

const entryFields = {
  title: z.string().trim().min(1).max(AWARD_TITLE_MAX),
  text: z.string().max(AWARD_TEXT_MAX),
  images: z.array(z.string().uuid()).max(AWARD_IMAGES_MAX),
  status: z.enum(["draft", "submitted"]),
};
export const awardSubmissionCreateSchema = z.object({ round: recordId, category: recordId, ...entryFields }).strict();
export type AwardSubmissionCreate = z.infer<typeof awardSubmissionCreateSchema>;
export const awardSubmissionPatchSchema = z.object({ category: recordId, ...entryFields }).partial().strict();
export type AwardSubmissionPatch = z.infer<typeof awardSubmissionPatchSchema>;
