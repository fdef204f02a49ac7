/** Form schemas of the association's staff administration and of the first administrator's setup (decision 0951). */
import { z } from "zod";
import { STAFF_ROLES } from "#contract/permissions";
import { messageKey } from "~/lib/text-key";
import { registerAccountScreens } from "~/locales/de/account-screens";
import { emailSchema } from "./account";
import { matching } from "./password";

registerAccountScreens();

const requiredName = (message: string) => z.string({ required_error: message }).trim().min(1, message).max(100, messageKey("account.validation.nameTooLong"));

const rolesSchema = z.array(z.enum(STAFF_ROLES)).default([]);

export const staffInviteSchema = z.object({
  email: emailSchema,
  first_name: requiredName(messageKey("account.staff.firstNameRequired")),
  last_name: requiredName(messageKey("account.staff.lastNameRequired")),
  roles: rolesSchema.refine((r) => r.length > 0, messageKey("account.staff.rolesRequired")),
});

/** Roles, suspension or reactivation of a staff member, with the version loaded. */
export const staffChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("roles"), version: z.string(), roles: rolesSchema }),
  z.object({ intent: z.literal("suspend"), version: z.string() }),
  z.object({ intent: z.literal("reactivate"), version: z.string() }),
]);

export const setupSchema = matching({
  first_name: requiredName(messageKey("account.staff.firstNameRequired")),
  last_name: requiredName(messageKey("account.staff.lastNameRequired")),
  email: emailSchema,
  terms: z.literal("on", { errorMap: () => ({ message: messageKey("account.setup.termsRequired") }) }),
});
