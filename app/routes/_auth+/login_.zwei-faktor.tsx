/**
 * The second step of a sign-in with two-factor on (decision 0550): the password was accepted, the
 * sealed cookie holds it for ten minutes, and this form repeats the sign-in with the code added.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { completeSignIn, failureMessage } from "~/.server/sign-in";
import { tokensFromPair } from "~/.server/session";
import { isUpstreamError } from "~/.server/upstream";
import { TextField } from "~/components/form/text-field";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/form/form-alert";
import { Link } from "~/components/ui/link";
import { t, useTranslation } from "~/i18n";
import { loginTfaSchema } from "~/lib/schemas/login";
import { redirectWithToast } from "~/.server/toast";
import { registerSignIn } from "~/locales/de/sign-in";

registerSignIn();
export const meta: MetaFunction = () => [
  { title: `${t("loginTfa.pageTitle")} – ${t("portal.title")}` },
];

/** The pending sign-in, or a redirect back to the password form once it has run out. */
async function pendingOrRestart(context: LoaderFunctionArgs["context"]) {
  const pending = context.session.get("tfaPending");
  if (pending && pending.until > Date.now()) return pending;
  context.session.unset("tfaPending");
  throw await redirectWithToast(context, "/login", {
    kind: "error",
    message: t("loginTfa.expired"),
  });
}

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.signedIn) throw redirect("/");
  await pendingOrRestart(context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  // as the loader: whoever is signed in has no second step to take
  if (context.signedIn) throw redirect("/");
  const pending = await pendingOrRestart(context);
  const submission = parseWithZod(await request.formData(), {
    schema: loginTfaSchema,
  });
  if (submission.status !== "success")
    return data(submission.reply(), { status: 400 });
  try {
    const pair = await context.upstream.withToken(undefined).call("login", {
      body: {
        email: pending.email,
        password: pending.password,
        otp: submission.value.otp,
        mode: "json",
      },
    });
    return await completeSignIn(
      request,
      context,
      tokensFromPair(pair),
      pending.redirectTo
    );
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const { message, status } = failureMessage(error);
    return data(
      submission.reply({ formErrors: [message], hideFields: ["otp"] }),
      { status }
    );
  }
}

export default function LoginTfa() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm<z.input<typeof loginTfaSchema>>({
    id: "login-tfa",
    lastResult,
    constraint: { otp: { required: true } },
  });
  return (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">
        {t("loginTfa.heading")}
      </h1>
      <p className="mt-1 text-slate-600">{t("loginTfa.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField
          meta={fields.otp}
          label={t("loginTfa.code")}
          autoComplete="one-time-code"
        />
        <button
          type="submit"
          className={buttonClass("primary", "lg", "w-full")}
          disabled={submitting}
        >
          {t("loginTfa.submit")}
        </button>
        <p className="text-center text-sm">
          <Link to="/login" className="text-brand-600 underline">
            {t("loginTfa.back")}
          </Link>
        </p>
      </Form>
    </div>
  );
}
