import { z } from "zod";
import { messageKey } from "~/lib/text-key";

/** Spec §5: e-mail and password required. */
export const loginSchema = z.object({
  email: z
    .string({ required_error: messageKey("login.emailRequired") })
    .trim()
    .email(messageKey("login.emailInvalid")),
  password: z.string({ required_error: messageKey("login.passwordRequired") }),
  redirectTo: z.string().optional(),
});

/** The second step of a sign-in with two-factor on: a TOTP or a recovery code. */
export const loginTfaSchema = z.object({
  otp: z.string({ required_error: messageKey("loginTfa.codeRequired") }).trim().max(64),
});
