/**
 * /Login/ResetPassword: request a link by e-mail, then set a new password through it. The link's
 * token is moved from the URL into the session cookie at once, so it never stays in the address
 * bar, the history or a Referer header.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { z } from "zod";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { TextField } from "~/components/form/text-field";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";
import { resetRequestSchema } from "~/lib/schemas/account";
import { resetPasswordSchema } from "~/lib/schemas/password";

const PATH = "/login/resetpassword";

export const meta: MetaFunction = () => [{ title: `${t("account.reset.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token) {
    context.session.set("passwordToken", token);
    throw redirect(PATH, { headers: { "Set-Cookie": await context.sessionStorage.commitSession(context.session) } });
  }
  return { stage: context.session.has("passwordToken") ? ("new" as const) : ("request" as const) };
}

async function commit(context: ActionFunctionArgs["context"]) {
  return { "Set-Cookie": await context.sessionStorage.commitSession(context.session) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "discard") {
    context.session.unset("passwordToken");
    return redirect(PATH, { headers: await commit(context) });
  }

  if (intent === "reset") {
    const token = context.session.get("passwordToken");
    if (!token) return redirect(PATH);
    const submission = parseWithZod(formData, { schema: resetPasswordSchema });
    if (submission.status !== "success") return data(submission.reply({ hideFields: ["password", "repeat"] }), { status: 400 });
    try {
      await context.upstream.withToken(undefined).call("passwordReset", { body: { token, password: submission.value.password } });
    } catch (error) {
      if (!isUpstreamError(error) || error.status >= 500) throw error;
      return data(submission.reply({ formErrors: [t("account.reset.failed")], hideFields: ["password", "repeat"] }), { status: 400 });
    }
    context.session.unset("passwordToken");
    return redirectWithToast(context, "/login", { kind: "success", message: t("account.reset.done") });
  }

  const submission = parseWithZod(formData, { schema: resetRequestSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // The link points back here, on the origin the user is using (request.url honours TRUST_PROXY).
  const resetUrl = new URL(PATH, request.url).toString();
  try {
    await context.upstream.withToken(undefined).call("passwordRequest", { body: { email: submission.value.email, reset_url: resetUrl } });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return data(submission.reply({ formErrors: [t("account.reset.requestFailed")] }), { status: 503 });
  }
  return redirectWithToast(context, "/login", { kind: "info", message: t("account.reset.sent") });
}

function RequestForm() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof resetRequestSchema>>({ id: "reset-request", lastResult, constraint: { email: { required: true } } });
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t("account.reset.requestHeading")}</h1>
      <p className="mt-1 text-slate-600">{t("account.reset.requestIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="request" />
        <TextField meta={fields.email} label={t("account.reset.email")} type="email" autoComplete="username" />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")}>
          {t("account.reset.request")}
        </button>
      </Form>
    </>
  );
}

function NewPasswordForm() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof resetPasswordSchema>>({
    id: "reset-password",
    lastResult,
    constraint: { password: { required: true }, repeat: { required: true } },
  });
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t("account.reset.newHeading")}</h1>
      <p className="mt-1 text-slate-600">{t("account.reset.newIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="reset" />
        <TextField meta={fields.password} label={t("account.reset.password")} type="password" autoComplete="new-password" />
        <TextField meta={fields.repeat} label={t("account.reset.repeat")} type="password" autoComplete="new-password" />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")}>
          {t("account.reset.save")}
        </button>
      </Form>
      <Form method="post" className="mt-4 text-center">
        <button type="submit" name="intent" value="discard" className="text-sm text-brand-600 underline">
          {t("account.reset.requestNew")}
        </button>
      </Form>
    </>
  );
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const { stage } = useLoaderData<typeof loader>();
  return (
    <>
      {stage === "new" ? <NewPasswordForm /> : <RequestForm />}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-brand-600 underline">
          {t("account.reset.backToLogin")}
        </Link>
      </p>
    </>
  );
}
