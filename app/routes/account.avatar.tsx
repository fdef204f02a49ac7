/**
 * /account/avatar — the target of the settings' avatar forms (resource route, action only;
 * decision 0552). An upload (multipart: `file`, `crop`) streams through to the API's
 * POST /users/me/avatar unparsed, which crops it square; the Express layer has refused anything
 * over the upload limit from its Content-Length already (back to the settings with ?upload=too-large).
 * A plain form with intent=remove removes the avatar. Success is a flash toast on the settings,
 * a refused upload comes back as ?upload=<reason> (the German text under the form).
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { saveFailure } from "~/.server/editing";
import { requireUser } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { uploadRefusal } from "~/.server/upload-refusal";
import { t } from "~/i18n";
import { loginPath } from "~/lib/safe-redirect";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export const AVATAR_SETTINGS = "/account/settings";

export async function loader() {
  throw redirect(AVATAR_SETTINGS);
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.signedIn) throw redirect(loginPath(AVATAR_SETTINGS));
  await requireUser(request, context);
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    const length = request.headers.get("content-length");
    if (!request.body || !length) return redirect(`${AVATAR_SETTINGS}?upload=missing`, 303);
    try {
      await context.upstream.call("avatarUpload", { upload: { body: request.body, contentType, contentLength: length } });
    } catch (error) {
      return redirect(`${AVATAR_SETTINGS}?upload=${uploadRefusal(error)}`, 303);
    }
    return redirectWithToast(context, AVATAR_SETTINGS, { kind: "success", message: t("account.avatar.uploaded") }, { status: 303 });
  }
  const form = await request.formData();
  if (form.get("intent") !== "remove") return redirect(`${AVATAR_SETTINGS}?upload=missing`, 303);
  try {
    await context.upstream.call("avatarDelete");
  } catch (error) {
    return redirectWithToast(context, AVATAR_SETTINGS, { kind: "error", message: saveFailure(error, t("masterdata.saveFailed")).message }, { status: 303 });
  }
  return redirectWithToast(context, AVATAR_SETTINGS, { kind: "success", message: t("account.avatar.removed") }, { status: 303 });
}
