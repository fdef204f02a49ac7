/** The job of a planned publication or unpublication (./service.ts, ./jobs.ts). */
import { z } from "zod";

export const NEWS_PUBLICATION_JOB = "news-publication";
export const newsPublicationPayload = z.object({ newsId: z.number().int(), action: z.enum(["publish", "unpublish"]), at: z.string().datetime() });
export type NewsPublicationPayload = z.infer<typeof newsPublicationPayload>;
