/**
 * Forced two-factor setup (decision 0551): a user whose company requires two-factor sign-in and
 * who has none yet sees only this screen after the password (every other page and form post of the
 * portal sends them here, and the API refuses every other call). After turning it on they see the
 * recovery codes once and go on to the portal (the terms of use next, if still open).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, tfaSetupPending } from "~/.server/guards";
import { tfaAction } from "~/.server/two-factor";
import { TwoFactorSection, type TfaActionData } from "~/components/account/two-factor-section";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.tfa.setupPageTitle")} – ${t("portal.title")}` }];

const HOME = "/dashboard";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, { beforeTerms: true, beforeTfa: true });
  // Once set up, the page only offers the way on (it is reloaded right after the codes are shown).
  if (!tfaSetupPending(user, context) && !user.tfa_enabled) throw redirect(HOME);
  // Held by the company's requirement, or because the association's support reset the factor (decision 0952).
  return { company: user.company.name, enabled: user.tfa_enabled, reset: user.tfa_setup_required && !user.tfa_required };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, { beforeTerms: true, beforeTfa: true });
  if (!tfaSetupPending(user, context)) throw redirect(HOME);
  const formData = await request.formData();
  const intent = formData.get("intent");
  // Only the two setup steps: turning it off is not a way out of the requirement.
  if (intent === "tfa-generate" || intent === "tfa-enable") return tfaAction(context, intent, formData, user.email);
  return data({ intent: "none" }, { status: 400 });
}

export default function ForcedTwoFactorSetup() {
  const { company, enabled, reset } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as TfaActionData | undefined;
  const { t } = useTranslation();
  const done = enabled || Boolean(actionData?.recoveryCodes);
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t("account.tfa.setupPageTitle")}</h1>
      <p className="mt-2 text-slate-700">{reset ? t("account.tfa.setupIntroReset") : t("account.tfa.setupIntro", { company })}</p>
      {enabled && !actionData?.recoveryCodes ? (
        <p className="mt-4 font-medium">{t("account.tfa.on")}</p>
      ) : (
        <div className="mt-4">
          <TwoFactorSection enabled={enabled} required actionData={actionData} />
        </div>
      )}
      {done ? (
        <Link to={HOME} className={buttonClass("primary", "lg", "mt-6 w-full")}>
          {t("account.tfa.setupContinue")}
        </Link>
      ) : (
        <Form method="post" action="/logout" className="mt-6">
          <button type="submit" className={buttonClass("secondary", "md", "w-full")}>
            {t("account.tfa.setupLogout")}
          </button>
        </Form>
      )}
    </>
  );
}
