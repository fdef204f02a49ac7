/**
 * POST /notifications "alle als gelesen markieren" (header dropdown): marks the important news
 * read and the notifications seen, then returns to the page the user was on.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/.server/guards";
import { markNotificationsRead } from "~/.server/preferences";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import { safeRedirect } from "~/lib/safe-redirect";

export async function loader() {
  throw redirect("/dashboard");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const to = safeRedirect(form.get("redirectTo"));
  const user = await requireUser(request, context);
  if (form.get("intent") !== "mark-read") return redirectWithToast(context, to, { kind: "error", message: t("content.notifications.failed") });
  return markNotificationsRead(context, user, to);
}
