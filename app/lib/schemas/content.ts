/** Form schemas of the content screens (issue 4); validated on the server with parseWithZod. */
import { z } from "zod";
import { SLEEPOVER_OPTIONS } from "#contract/content";
import { recordIdParam } from "#contract/ids";
import { DASHBOARD_WIDGETS, type DashboardWidget } from "#contract/portal";
import { messageKey } from "~/lib/text-key";
import { registerContent } from "~/locales/de/content";

registerContent();

const id = z.coerce.number().int().positive();
const bool = z.enum(["true", "false"]).transform((v) => v === "true");

export const favoriteSchema = z.object({ intent: z.literal("favorite"), brandId: id, favorite: bool });

export const importantSchema = z.object({ intent: z.literal("important"), newsId: id, important: bool });

export { DASHBOARD_WIDGETS, type DashboardWidget };
export const dashboardSchema = z.object({
  intent: z.enum(["up", "down", "hide", "show"]),
  widget: z.enum(DASHBOARD_WIDGETS),
});

const count = (message: string) =>
  z.coerce.number({ invalid_type_error: messageKey("content.registration.numberInvalid") }).int(message).min(0, message).max(500, message);

/** Spec §5: at least 1 participant; acceptance and sleepover required; the maximum is the API's. */
export const registrationFormSchema = z.object({
  intent: z.literal("register"),
  contacts: z.array(recordIdParam).max(50).default([]),
  participants: z.coerce
    .number({ required_error: messageKey("content.registration.participantsMin"), invalid_type_error: messageKey("content.registration.participantsMin") })
    .int(messageKey("content.registration.participantsMin"))
    .min(1, messageKey("content.registration.participantsMin"))
    .max(500, messageKey("content.registration.participantsMin")),
  single_rooms: count(messageKey("content.registration.numberInvalid")).default(0),
  double_rooms: count(messageKey("content.registration.numberInvalid")).default(0),
  annotation: z.string().trim().max(2000, messageKey("content.registration.annotationTooLong")).optional(),
  program_option_1: z.literal("on").optional(),
  program_option_2: z.literal("on").optional(),
  program_option_3: z.literal("on").optional(),
  sleepover: z.enum(SLEEPOVER_OPTIONS, { errorMap: () => ({ message: messageKey("content.registration.sleepoverRequired") }) }),
  catering: z.literal("on").optional(),
  acceptance: z.literal("on", { errorMap: () => ({ message: messageKey("content.registration.acceptanceRequired") }) }),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const optOutSchema = z.object({ intent: z.literal("optOut"), registrationId: id });
