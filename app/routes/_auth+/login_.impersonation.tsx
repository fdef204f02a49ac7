/**
 * /Login/Impersonation: the landing route of a switch into a sub-account (spec §2, §4 Session).
 * POST intent=start: the API creates the sub-account's session; the portal keeps the parent's
 * pair aside in the cookie session and continues with the sub-account's pair. POST intent=end:
 * back to the parent, the sub-account's session ended upstream, on to /sub-accounts (or, after the
 * association's support view, to the staff screen it started from: decision 0963).
 * No token is ever part of a URL: the API's refresh token arrives in the body only.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { TFA_SETUP_REASON } from "#contract/codes";
import { displayNameOf } from "#contract/display-name";
import { requireUser } from "~/.server/guards";
import { switchBack, switchInto } from "~/.server/impersonation";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { t } from "~/i18n";
import { registerSupportView } from "~/locales/de/support-view";
import { impersonationStartSchema } from "~/lib/schemas/account";

registerSupportView();

export async function loader({ context }: LoaderFunctionArgs) {
  throw redirect(context.impersonating ? "/dashboard" : "/sub-accounts");
}


export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();

  if (formData.get("intent") === "end") {
    if (!context.session.get("parent")) return redirect("/sub-accounts");
    const supportView = Boolean(context.session.get("parentReturn"));
    const returnTo = await switchBack(context);
    return redirectWithToast(context, returnTo, { kind: "success", message: supportView ? t("supportView.returned") : t("account.impersonation.returned") });
  }

  const user = await requireUser(request, context);
  const parsed = impersonationStartSchema.safeParse({ id: formData.get("id") });
  const target = parsed.success ? user.sub_user.find((s) => s.id === parsed.data.id) : undefined;
  if (context.impersonating || !target) {
    return redirectWithToast(context, "/sub-accounts", { kind: "error", message: t("account.subAccounts.failed") });
  }
  try {
    const { refresh_token } = await context.upstream.call("impersonate", { body: { id: target.id } });
    await switchInto(context, refresh_token, displayNameOf(user));
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    // The sub-account's company requires two-factor and this session was signed in without it.
    const message = error.reason === TFA_SETUP_REASON ? t("account.subAccounts.tfaRequired", { name: target.company.name }) : t("account.subAccounts.failed");
    return redirectWithToast(context, "/sub-accounts", { kind: "error", message });
  }
  return redirectWithToast(context, "/dashboard", { kind: "success", message: t("account.subAccounts.switched", { name: displayNameOf(target) }) });
}

/** Never rendered: GET redirects. A UI route (not a resource route) so form posts navigate. */
export default function ImpersonationLanding() {
  return null;
}
