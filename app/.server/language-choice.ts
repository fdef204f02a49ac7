/**
 * Choosing a language (decision 0986): the settings drawer's and Account → Einstellungen's form
 * and the sign-in screens' switch post here (POST /settings, intent "language"). Signed in, the
 * account keeps it (PATCH /users/me, so mails follow), unless support is acting as a partner; the
 * cookie keeps it for this browser. The
 * page comes back whole in the new language, its toast already in it.
 */
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { LANGUAGES } from "#contract/values";
import { t } from "~/i18n";
import { parseWithZod } from "~/lib/forms/parse";
import { safeRedirect } from "~/lib/safe-redirect";
import { languageCookie, reloadingDocument, runInLanguage } from "./language";
import { redirectWithToast } from "./toast";
import { isUpstreamError } from "./upstream";

export const languageFormSchema = z.object({ intent: z.literal("language"), language: z.enum(LANGUAGES), redirectTo: z.string().optional() });

export async function chooseLanguage(request: Request, context: AppLoadContext, formData: FormData): Promise<Response> {
  const submission = parseWithZod(formData, { schema: languageFormSchema });
  const back = safeRedirect(formData.get("redirectTo"), context.signedIn ? "/dashboard" : "/login");
  const refused = () => redirectWithToast(context, back, { kind: "error", message: t("language.invalid") });
  if (submission.status !== "success") return refused();
  const { language } = submission.value;
  // Support acting as a partner (impersonation) chooses for its own browser, never the partner's account.
  if (context.signedIn && !context.impersonating) {
    try {
      await context.upstream.call("updateMe", { body: { language } });
    } catch (error) {
      // The API refused (nothing changed, the page stays in its language); its faults are the error page's.
      if (!isUpstreamError(error) || error.status >= 500) throw error;
      return refused();
    }
  }
  const message = runInLanguage(language, () => t("language.saved", { language: t(`language.names.${language}`) }));
  const headers = { "Set-Cookie": languageCookie(language, new URL(request.url).protocol === "https:") };
  return reloadingDocument(await redirectWithToast(context, back, { kind: "success", message }, { headers }));
}
