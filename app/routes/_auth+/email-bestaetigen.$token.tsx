/**
 * /email-bestaetigen/<token>: the link an account manager's address change mails to the new
 * address (decision 0557). The page (GET) changes nothing — link scanners open links — and offers
 * one button; its POST makes the address the account's sign-in, once. No sign-in: the token alone
 * proves the mailbox.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { t, useTranslation } from "~/i18n";
import { emailConfirmTokenSchema } from "~/lib/schemas/account";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.emailConfirm.pageTitle")} – ${t("portal.title")}` }, { name: "robots", content: "noindex" }];

export function loader(_: LoaderFunctionArgs) {
  return null;
}

export async function action({ params, context }: ActionFunctionArgs) {
  const token = emailConfirmTokenSchema.safeParse(params.token);
  if (!token.success) return data({ error: t("account.emailConfirm.invalid") }, { status: 400 });
  try {
    const { email } = await context.upstream.withToken(undefined).call("emailConfirm", { body: { token: token.data } });
    // Signed in in this browser: to the settings; otherwise to the sign-in with the new address.
    return redirectWithToast(context, context.signedIn ? "/account/settings" : "/login", { kind: "success", message: t("account.emailConfirm.done", { email }) });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status >= 500) return data({ error: t("account.emailConfirm.failed") }, { status: 503 });
    return data({ error: t(error.code === "RECORD_NOT_UNIQUE" ? "account.emailConfirm.taken" : "account.emailConfirm.invalid") }, { status: 400 });
  }
}

export default function EmailConfirm() {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t("account.emailConfirm.pageTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("account.emailConfirm.intro")}</p>
      <Form method="post" className="mt-6 space-y-4">
        <FormAlert id="email-confirm-error" errors={answer ? [answer.error] : undefined} />
        <button type="submit" className={buttonClass("primary")}>
          {t("account.emailConfirm.submit")}
        </button>
      </Form>
    </>
  );
}
