/** The support action form (issue 39, decision 0952): which action, and the reason it is done for. */
import { z } from "zod";
import { t } from "~/i18n";

export const SUPPORT_ACTIONS = ["unlock", "tfa-reset", "password-link", "suspend", "reactivate", "impersonate"] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

/** The API's limit of a reason (contract/support.ts SUPPORT_REASON_MAX). */
const REASON_MAX = 500;

/** Built per request: the messages are read when the support texts are registered. */
export function supportActionSchema() {
  return z.object({
    action: z.enum(SUPPORT_ACTIONS, { errorMap: () => ({ message: t("support.detail.errors.action") }) }),
    reason: z
      .string({ required_error: t("support.detail.errors.reason") })
      .trim()
      .min(1, t("support.detail.errors.reason"))
      .max(REASON_MAX, t("support.detail.errors.reasonTooLong")),
  });
}
