/**
 * POST /settings: the settings drawer and the sidebar toggle. Works as a plain form post and
 * via fetcher; saves the cookie and returns to the page the user was on. The language forms post
 * here too (intent "language", app/.server/language-choice.ts).
 */
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readShellSettings, serializeShellSettings, shellSettingsFormSchema } from "~/.server/shell-settings";
import { redirectWithToast } from "~/.server/toast";
import { chooseLanguage } from "~/.server/language-choice";
import { t } from "~/i18n";
import { safeRedirect } from "~/lib/safe-redirect";

export async function loader() {
  throw redirect("/dashboard?panel=darstellung");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "language") return chooseLanguage(request, context, formData);
  const submission = parseWithZod(formData, { schema: shellSettingsFormSchema });
  if (submission.status !== "success") {
    return redirectWithToast(context, "/dashboard?panel=darstellung", { kind: "error", message: t("settings.invalid") });
  }
  const current = await readShellSettings(request);
  const { intent, redirectTo } = submission.value;
  const next =
    submission.value.intent === "save"
      ? { navbarFixed: submission.value.navbarFixed, sidebarMini: submission.value.sidebarMini, sidebarColor: submission.value.sidebarColor }
      : { ...current, sidebarMini: submission.value.sidebarMini === "on" };
  const headers = { "Set-Cookie": await serializeShellSettings(request, next) };
  const target = safeRedirect(redirectTo);
  if (intent === "toggle-sidebar") return redirect(target, { headers });
  return redirectWithToast(context, target, { kind: "success", message: t("settings.saved") }, { headers });
}
