import { z } from "zod";
import { t } from "~/i18n";

/** Spec §5: e-mail and password required. */
export const loginSchema = z.object({
  email: z
    .string({ required_error: t("login.emailRequired") })
    .trim()
    .email(t("login.emailInvalid")),
  password: z.string({ required_error: t("login.passwordRequired") }),
  redirectTo: z.string().optional(),
});

/** The second step of a sign-in with two-factor on: a TOTP or a recovery code. */
export const loginTfaSchema = z.object({
  otp: z.string({ required_error: t("loginTfa.codeRequired") }).trim().max(64),
});
