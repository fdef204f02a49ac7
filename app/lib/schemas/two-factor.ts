/** Forms of the two-factor section in Account → Einstellungen (decision 0550). */
import { z } from "zod";
import { messageKey } from "~/lib/text-key";

const code = z.string({ required_error: messageKey("account.tfa.codeRequired") }).trim().max(64);

export const tfaGenerateSchema = z.object({ password: z.string({ required_error: messageKey("account.validation.currentRequired") }) });
export const tfaEnableSchema = z.object({ secret: z.string().trim().min(16).max(64), otp: code });
export const tfaDisableSchema = z.object({ otp: code });
