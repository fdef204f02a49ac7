/**
 * /einrichtung/<token>: the one-time setup link of a first start without an administrator, or of
 * `npm run admin -- invite <e-mail>` (decision 0951). The first administrator enters name,
 * address and password and accepts the terms; then they sign in. Opening the page (GET) uses
 * nothing up — link scanners open links —, only the form's POST does.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { CheckboxField } from "~/components/form/choice-fields";
import { FormAlert } from "~/components/form/form-alert";
import { TextField } from "~/components/form/text-field";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { setupSchema } from "~/lib/schemas/staff";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.setup.pageTitle")} – ${t("portal.title")}` }, { name: "robots", content: "noindex" }];

type Context = LoaderFunctionArgs["context"];

/** The link's fixed address and the association's name; null when the link is invalid, expired or used. */
async function checkLink(context: Context, token: string) {
  if (!token || token.length > 200) return null;
  try {
    return await context.upstream.withToken(undefined).call("setupCheck", { body: { token } });
  } catch (error) {
    if (isUpstreamError(error) && error.status < 500) return null;
    throw error;
  }
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const link = await checkLink(context, params.token ?? "");
  return data({ link }, { status: link ? 200 : 410 });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const submission = parseWithZod(await request.formData(), { schema: setupSchema });
  const hide = { hideFields: ["password", "repeat"] };
  if (submission.status !== "success") return data(submission.reply(hide), { status: 400 });
  const { first_name, last_name, password } = submission.value;
  const email = submission.value.email.toLowerCase();
  try {
    await context.upstream.withToken(undefined).call("setupComplete", { body: { token, email, first_name, last_name, password, accept_terms: true } });
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    if (error.code === "RECORD_NOT_UNIQUE") return data(submission.reply({ ...hide, fieldErrors: { email: [t("account.setup.emailTaken")] } }), { status: 400 });
    if (error.reason === "SETUP_EMAIL") {
      const link = await checkLink(context, token);
      return data(submission.reply({ ...hide, fieldErrors: { email: [t("account.setup.emailFixed", { email: link?.email ?? "" })] } }), { status: 400 });
    }
    return data(submission.reply({ ...hide, formErrors: [t(error.code === "INVALID_TOKEN" ? "account.setup.invalid" : "account.setup.failed")] }), { status: 400 });
  }
  return redirectWithToast(context, "/login", { kind: "success", message: t("account.setup.done", { email }) });
}

export default function Setup() {
  const { link } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof setupSchema>>({
    id: "setup",
    lastResult,
    defaultValue: { email: link?.email ?? undefined },
    constraint: { first_name: { required: true }, last_name: { required: true }, email: { required: true }, password: { required: true, minLength: 8 }, repeat: { required: true }, terms: { required: true } },
  });
  if (!link) {
    return (
      <>
        <h1 className="text-2xl font-semibold text-slate-900">{t("account.setup.heading")}</h1>
        <FormAlert id="setup-invalid" errors={[t("account.setup.invalid")]} />
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t("account.setup.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("account.setup.intro", { company: link.company })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="setup" />
        <TextField meta={fields.first_name} label={t("account.setup.firstName")} autoComplete="given-name" />
        <TextField meta={fields.last_name} label={t("account.setup.lastName")} autoComplete="family-name" />
        <TextField meta={fields.email} label={t("account.setup.email")} type="email" autoComplete="username" hint={link.email ? t("account.setup.emailFixed", { email: link.email }) : undefined} />
        <TextField meta={fields.password} label={t("account.setup.password")} type="password" autoComplete="new-password" />
        <TextField meta={fields.repeat} label={t("account.setup.repeat")} type="password" autoComplete="new-password" />
        <CheckboxField meta={fields.terms} label={t("account.setup.terms")} />
        <p className="text-sm">
          <Link to="/nutzungsbedingungen" target="_blank" className="text-brand-600 underline">
            {t("account.setup.termsLink")}
          </Link>
        </p>
        <button type="submit" className={buttonClass("primary", "lg", "w-full")}>
          {t("account.setup.submit")}
        </button>
      </Form>
    </>
  );
}
