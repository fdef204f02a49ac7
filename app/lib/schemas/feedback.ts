/** Form schemas of /Customer-Satisfaction, validated on the server. */
import { z } from "zod";
import { FEEDBACK_STATUSES } from "#contract/values";

/** A feedback entry's new processing status. */
export const feedbackStatusSchema = z.object({ intent: z.literal("status"), id: z.coerce.number().int().positive(), status: z.enum(FEEDBACK_STATUSES) });
