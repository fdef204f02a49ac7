/**
 * The two-factor intents of Account → Einstellungen: a password unlocks a new secret (shown as a
 * QR code rendered here as SVG and as grouped text), one code turns it on and answers the
 * recovery codes once; a code turns it off. Decision 0550.
 */
import { parseWithZod } from "~/lib/forms/parse";
import { data, type AppLoadContext } from "@remix-run/node";
import QRCode from "qrcode";
import { t } from "~/i18n";
import { TFA_REQUIRED_REASON } from "#contract/codes";
import { tfaDisableSchema, tfaEnableSchema, tfaGenerateSchema } from "~/lib/schemas/two-factor";
import { redirectWithToast } from "./toast";
import { isUpstreamError } from "./upstream";

export interface TfaSetup {
  secret: string;
  /** the secret in groups of four for typing it in */
  grouped: string;
  qrSvg: string;
}

async function setupOf(secret: string, otpauthUrl: string): Promise<TfaSetup> {
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, grouped: secret.replace(/(.{4})/g, "$1 ").trim(), qrSvg };
}

/** The otpauth URL of a secret, for redrawing the QR code after a wrong first code. */
function otpauthOf(secret: string, email: string): string {
  return `otpauth://totp/${encodeURIComponent(`Partnerportal:${email}`)}?secret=${secret}&issuer=Partnerportal`;
}

function refusedCode(error: unknown): boolean {
  return isUpstreamError(error) && error.code === "INVALID_OTP";
}

export async function tfaAction(context: AppLoadContext, intent: string, formData: FormData, email: string) {
  if (intent === "tfa-generate") {
    const submission = parseWithZod(formData, { schema: tfaGenerateSchema });
    const hide = { hideFields: ["password"] };
    if (submission.status !== "success") return data({ intent, result: submission.reply(hide) }, { status: 400 });
    try {
      const generated = await context.upstream.call("tfaGenerate", { body: { password: submission.value.password } });
      return data({ intent, result: submission.reply(hide), setup: await setupOf(generated.secret, generated.otpauth_url) });
    } catch (error) {
      if (isUpstreamError(error) && error.code === "INVALID_CREDENTIALS") {
        return data({ intent, result: submission.reply({ ...hide, fieldErrors: { password: [t("account.validation.currentWrong")] } }) }, { status: 400 });
      }
      throw error;
    }
  }
  if (intent === "tfa-enable") {
    const submission = parseWithZod(formData, { schema: tfaEnableSchema });
    const secret = String(formData.get("secret") ?? "");
    const again = async () => ({ ...(await setupOf(secret, otpauthOf(secret, email))) });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), setup: await again() }, { status: 400 });
    try {
      const { recovery_codes } = await context.upstream.call("tfaEnable", { body: submission.value });
      return data({ intent, result: submission.reply({ resetForm: true }), recoveryCodes: recovery_codes });
    } catch (error) {
      if (!refusedCode(error)) throw error;
      return data({ intent, result: submission.reply({ fieldErrors: { otp: [t("loginTfa.failed")] }, hideFields: ["otp"] }), setup: await again() }, { status: 400 });
    }
  }
  const submission = parseWithZod(formData, { schema: tfaDisableSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    await context.upstream.call("tfaDisable", { body: submission.value });
  } catch (error) {
    // The company came to require it after the page was loaded.
    if (isUpstreamError(error) && error.reason === TFA_REQUIRED_REASON) return data({ intent, result: submission.reply({ formErrors: [t("account.tfa.requiredNoDisable")] }) }, { status: 400 });
    if (!refusedCode(error)) throw error;
    return data({ intent, result: submission.reply({ fieldErrors: { otp: [t("loginTfa.failed")] }, hideFields: ["otp"] }) }, { status: 400 });
  }
  return redirectWithToast(context, "/account/settings", { kind: "success", message: t("account.tfa.disabled") });
}
