/** Forms of the two-factor section in Account → Einstellungen (decision 0550). */
import { z } from "zod";
import { t } from "~/i18n";

const code = z.string({ required_error: t("account.tfa.codeRequired") }).trim().max(64);

export const tfaGenerateSchema = z.object({ password: z.string({ required_error: t("account.validation.currentRequired") }) });
export const tfaEnableSchema = z.object({ secret: z.string().trim().min(16).max(64), otp: code });
export const tfaDisableSchema = z.object({ otp: code });
