/** Form schemas of the personal-data screens (issue 41): Administration's export of a person's data. */
import { z } from "zod";
import { messageKey } from "~/lib/text-key";
import { registerPrivacyRegister } from "~/locales/de/privacy-register";
import { emailSchema } from "./account";

registerPrivacyRegister();

export const exportForSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("user"), email: emailSchema }),
  z.object({
    intent: z.literal("contact"),
    contact_id: z.coerce.number({ required_error: messageKey("privacyRegister.record.contactInvalid"), invalid_type_error: messageKey("privacyRegister.record.contactInvalid") }).int(messageKey("privacyRegister.record.contactInvalid")).positive(messageKey("privacyRegister.record.contactInvalid")),
  }),
]);
