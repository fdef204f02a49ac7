/**
 * /unsubscribe/<token>: the one-click unsubscribe of a digest or important-news mail (issue 28,
 * RFC 8058). The page (GET) changes nothing — link scanners open links — and offers one button; the
 * POST, from this button or straight from a mail client ("List-Unsubscribe=One-Click"), turns off
 * the one setting the token names. No sign-in: the token alone is the proof (digests/token.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { UNSUBSCRIBE_INVALID_MESSAGE } from "#contract/digests";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { t, useTranslation } from "~/i18n";
import { wordsOf } from "~/lib/text-key";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.unsubscribe.pageTitle")} – ${t("portal.title")}` }, { name: "robots", content: "noindex" }];

export function loader(_: LoaderFunctionArgs) {
  return null;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // A mail client's one-click POST (RFC 8058) wants a plain answer, not a page to follow.
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  try {
    const { setting } = await context.upstream.withToken(undefined).call("digestUnsubscribe", { body: { token: params.token ?? "" } });
    if (oneClick) return new Response(null, { status: 200 });
    // Signed in in this browser: to the settings, which show the change; otherwise to the sign-in.
    return redirectWithToast(context, context.signedIn ? "/account/settings" : "/login", { kind: "success", message: `${t(`account.unsubscribe.done.${setting}`)} ${t("account.unsubscribe.settingsHint")}` });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const message = error.status < 500 ? wordsOf(UNSUBSCRIBE_INVALID_MESSAGE) : t("account.unsubscribe.failed");
    return oneClick ? new Response(message, { status: error.status }) : data({ error: message }, { status: error.status < 500 ? 400 : 503 });
  }
}

export default function Unsubscribe() {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const error = answer && "error" in answer ? answer.error : undefined;
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t("account.unsubscribe.pageTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("account.unsubscribe.intro")}</p>
      <Form method="post" className="mt-6 space-y-4">
        <FormAlert id="unsubscribe-error" errors={error ? [error] : undefined} />
        <button type="submit" className={buttonClass("primary")}>
          {t("account.unsubscribe.submit")}
        </button>
      </Form>
    </>
  );
}
