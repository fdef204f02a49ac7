/** Form schemas of the personal-data screens (issue 41): Administration's export and erasure of a person's data. */
import { z } from "zod";
import { messageKey } from "~/lib/text-key";
import { registerPrivacyRegister } from "~/locales/de/privacy-register";
import { ERASABLE_KINDS } from "#contract/erasure";
import { emailSchema } from "./account";

registerPrivacyRegister();

export const exportForSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("user"), email: emailSchema }),
  z.object({
    intent: z.literal("contact"),
    contact_id: z.coerce.number({ required_error: messageKey("privacyRegister.record.contactInvalid"), invalid_type_error: messageKey("privacyRegister.record.contactInvalid") }).int(messageKey("privacyRegister.record.contactInvalid")).positive(messageKey("privacyRegister.record.contactInvalid")),
  }),
]);

/** Administration erases a person on request: whom, and the request's reason for the audit trail (decision 0988). */
export const erasureSchema = z.object({
  intent: z.literal("erase"),
  kind: z.enum(ERASABLE_KINDS),
  id: z.string().min(1).max(64),
  reason: z
    .string({ required_error: messageKey("privacyRegister.erasure.person.reasonRequired") })
    .trim()
    .min(1, messageKey("privacyRegister.erasure.person.reasonRequired"))
    .max(500, messageKey("privacyRegister.erasure.person.reasonTooLong")),
});
