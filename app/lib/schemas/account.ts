/** Form schemas of the account area (names, e-mail, page permissions). */
import { z } from "zod";
import { PAGE_PERMISSIONS } from "#contract/permissions";
import { messageKey } from "~/lib/text-key";

/** An optional name field: empty input arrives as undefined. */
export const nameSchema = z.string().trim().max(100, messageKey("account.validation.nameTooLong")).optional();

export const emailSchema = z
  .string({ required_error: messageKey("account.validation.emailRequired") })
  .trim()
  .email(messageKey("account.validation.emailInvalid"));

export const permissionsSchema = z.array(z.enum(PAGE_PERMISSIONS)).default([]);

export const accountFormSchema = z.object({
  email: emailSchema,
  first_name: nameSchema,
  last_name: nameSchema,
  permissions: permissionsSchema,
});

/** The user's own name (account settings). */
export const profileSchema = z.object({ first_name: nameSchema, last_name: nameSchema });

/** A managed account's permissions, activation or deactivation, and the links mailed to it. */
export const accountChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("permissions"), permissions: permissionsSchema }),
  z.object({ intent: z.literal("activate") }),
  z.object({ intent: z.literal("deactivate") }),
  z.object({ intent: z.literal("invite") }),
  z.object({ intent: z.literal("password-link") }),
]);

/** A colleague's name and e-mail address, corrected by the account manager. */
export const accountDetailsSchema = z.object({ first_name: nameSchema, last_name: nameSchema, email: emailSchema });

/** The token of an e-mail confirmation link (base64url, as the API issues it). */
export const emailConfirmTokenSchema = z.string().regex(/^[\w-]{16,200}$/);

/** Which sub-account to act as. */
export const impersonationStartSchema = z.object({ id: z.string().uuid() });

/** Ask for a password link by e-mail. */
export const resetRequestSchema = z.object({ email: emailSchema });

/** Account-Verwaltung: the company's two-factor requirement (decision 0551); an unticked box is "not required". */
export const tfaRequirementSchema = z.object({
  intent: z.literal("tfa-required"),
  tfa_required: z.literal("on").optional(),
});
