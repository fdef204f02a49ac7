/** Form schemas of the personal-data screens (issue 41): Administration's export of a person's data. */
import { z } from "zod";
import { t } from "~/i18n";
import { registerPrivacyRegister } from "~/locales/de/privacy-register";
import { emailSchema } from "./account";

registerPrivacyRegister();

export const exportForSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("user"), email: emailSchema }),
  z.object({
    intent: z.literal("contact"),
    contact_id: z.coerce.number({ required_error: t("privacyRegister.record.contactInvalid"), invalid_type_error: t("privacyRegister.record.contactInvalid") }).int(t("privacyRegister.record.contactInvalid")).positive(t("privacyRegister.record.contactInvalid")),
  }),
]);
