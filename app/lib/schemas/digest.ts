/** The digest form of the account settings (issue 28): a period, important news at once, brands and SAM tags. */
import { z } from "zod";
import { DIGEST_FILTER_LIMIT, DIGEST_PERIODS } from "#contract/digests";
import { recordIdParam } from "#contract/ids";
import { messageKey } from "~/lib/text-key";

const ids = z.array(recordIdParam).max(DIGEST_FILTER_LIMIT, messageKey("account.digest.tooMany", { max: DIGEST_FILTER_LIMIT })).default([]);

export const digestFormSchema = z.object({
  intent: z.literal("digest"),
  period: z.enum(DIGEST_PERIODS, { errorMap: () => ({ message: messageKey("account.digest.periodRequired") }) }),
  important: z.literal("on").optional(),
  brands: ids,
  sam_tags: ids,
});
