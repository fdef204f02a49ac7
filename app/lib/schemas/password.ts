/** Spec §5 password rules: new password required, at least 8 characters, repeat required, both match. */
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "#contract/account";
import { messageKey } from "~/lib/text-key";

const newPasswordFields = {
  password: z
    .string({ required_error: messageKey("account.validation.passwordRequired") })
    .min(PASSWORD_MIN_LENGTH, messageKey("account.validation.passwordTooShort")),
  repeat: z.string({ required_error: messageKey("account.validation.repeatRequired") }),
};

/** A form with a new password and its repetition besides `shape`. */
export function matching<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...newPasswordFields, ...shape })
    .refine((v) => v.password === v.repeat, { path: ["repeat"], message: messageKey("account.validation.mismatch") });
}

export const resetPasswordSchema = matching({});

export const changePasswordSchema = matching({
  current: z.string({ required_error: messageKey("account.validation.currentRequired") }),
});
