/** The support action form (issue 39, decision 0952): which action, and the reason it is done for. */
import { z } from "zod";
import { messageKey } from "~/lib/text-key";

export const SUPPORT_ACTIONS = ["unlock", "tfa-reset", "password-link", "suspend", "reactivate", "impersonate"] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

/** The API's limit of a reason (contract/support.ts SUPPORT_REASON_MAX). */
const REASON_MAX = 500;

/** Built per request: the messages are read when the support texts are registered. */
export function supportActionSchema() {
  return z.object({
    action: z.enum(SUPPORT_ACTIONS, { errorMap: () => ({ message: messageKey("support.detail.errors.action") }) }),
    reason: z
      .string({ required_error: messageKey("support.detail.errors.reason") })
      .trim()
      .min(1, messageKey("support.detail.errors.reason"))
      .max(REASON_MAX, messageKey("support.detail.errors.reasonTooLong")),
  });
}
