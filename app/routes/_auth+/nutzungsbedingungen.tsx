/**
 * Terms of use (spec §4): a signed-in user who has not accepted them sees only this screen (the
 * signed-in layout sends them here). Accepting stores version and date; denying signs out.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { TERMS_VERSION } from "#contract/values";
import { requireUser } from "~/.server/guards";
import { signOut } from "~/.server/sign-out";
import { redirectWithToast } from "~/.server/toast";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";

export const meta: MetaFunction = () => [{ title: `${t("account.terms.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, { beforeTerms: true });
  if (user.accepted_agb || context.impersonating) throw redirect("/dashboard");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, { beforeTerms: true });
  const intent = (await request.formData()).get("intent");
  if (intent === "accept") {
    await context.upstream.call("acceptTerms", { body: { version: TERMS_VERSION } });
    return redirectWithToast(context, "/dashboard", { kind: "success", message: t("account.terms.accepted") });
  }
  return signOut(context, "/login", { kind: "info", message: t("account.terms.denied") });
}

export default function Terms() {
  const { t } = useTranslation();
  const sections = t("account.terms.sections", { returnObjects: true });
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t("account.terms.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("account.terms.version", { version: TERMS_VERSION })}</p>
      <p className="mt-3 text-slate-700">{t("account.terms.intro")}</p>
      <div className="mt-4 space-y-3 rounded-md border border-slate-200 p-4 text-sm text-slate-800">
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="font-semibold">{section.title}</h2>
            <p className="mt-1">{section.text}</p>
          </section>
        ))}
      </div>
      <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <button type="submit" name="intent" value="accept" className={buttonClass("primary", "lg", "flex-1")}>
          {t("account.terms.accept")}
        </button>
        <button type="submit" name="intent" value="deny" className={buttonClass("secondary", "lg", "flex-1")}>
          {t("account.terms.deny")}
        </button>
      </Form>
    </>
  );
}
