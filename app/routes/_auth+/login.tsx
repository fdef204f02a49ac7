import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  Form,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect } from "react";
import type { z } from "zod";
import { FORM_STRATEGY, signInRefusal } from "~/.server/auth";
import { completeSignIn, failureMessage, TFA_STEP_MS } from "~/.server/sign-in";
import { isUpstreamError } from "~/.server/upstream";
import { TextField } from "~/components/form/text-field";
// Undefined in the browser (a `.server` module), where the form simply renders.
import { ServerCachedPart } from "~/components/layout/cached-part.server";
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";
import { t, useTranslation } from "~/i18n";
import { safeRedirect } from "~/lib/safe-redirect";
import { loginSchema } from "~/lib/schemas/login";
import { registerSignIn } from "~/locales/de/sign-in";

registerSignIn();
export const meta: MetaFunction = () => [
  { title: `${t("login.pageTitle")} – ${t("portal.title")}` },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  if (context.signedIn) throw redirect(safeRedirect(redirectTo));
  return { redirectTo: safeRedirect(redirectTo, "") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // remix-auth copies the request, so its body must stay unread; the form is read from a clone.
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), {
      status: 400,
    });
  }

  let tokens;
  try {
    tokens = await context.authenticator.authenticate(FORM_STRATEGY, request, {
      throwOnError: true,
      context: {
        ...context,
        upstream: context.upstream.withToken(undefined),
        formData,
      },
    });
  } catch (error) {
    const refusal = signInRefusal(error);
    if (!refusal) throw error;
    // The password was right and two-factor is on: the code step repeats the sign-in with the code.
    if (
      isUpstreamError(refusal.cause) &&
      refusal.cause.code === "INVALID_OTP"
    ) {
      const { email, password, redirectTo } = submission.value;
      context.session.set("tfaPending", {
        email,
        password,
        redirectTo: redirectTo ?? "",
        until: Date.now() + TFA_STEP_MS,
      });
      return redirect("/login/zwei-faktor", {
        headers: {
          "Set-Cookie": await context.sessionStorage.commitSession(
            context.session
          ),
        },
      });
    }
    const { message, status } = failureMessage(refusal.cause);
    return data(
      submission.reply({ formErrors: [message], hideFields: ["password"] }),
      { status }
    );
  }
  return completeSignIn(request, context, tokens, submission.value.redirectTo);
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { pathname, search } = useLocation();
  // Every visitor's sign-in form is the same until a sign-in is refused: the server renders it once
  // per address and copies it (decision 0535). A refusal's answer is rendered afresh.
  // The same element tree either way, so the browser keeps the form (and focus) when an answer arrives.
  const form = <LoginForm redirectTo={redirectTo} lastResult={lastResult} />;
  if (lastResult || !ServerCachedPart) return <div>{form}</div>;
  return (
    <ServerCachedPart
      name="login"
      tag="div"
      keyOf={() => pathname + search}
      render={(mark) => <div {...mark}>{form}</div>}
    />
  );
}

function LoginForm({
  redirectTo,
  lastResult,
}: {
  redirectTo: string;
  lastResult: ReturnType<typeof useActionData<typeof action>>;
}) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm<z.input<typeof loginSchema>>({
    // A fixed id: React's generated ids can differ between server and browser render.
    id: "login",
    lastResult,
    constraint: { email: { required: true }, password: { required: true } },
    // Validation runs on the server in both modes: one code path, and a sign-in needs the round trip anyway.
  });

  // A refused password is not kept in the field (without JavaScript the server never echoes it).
  const refused = Boolean(form.errors?.length);
  const passwordId = fields.password.id;
  useEffect(() => {
    // The input is uncontrolled (conform reads FormData), so clearing its DOM value is enough.
    const input = document.getElementById(passwordId);
    if (refused && input instanceof HTMLInputElement) input.value = "";
  }, [lastResult, refused, passwordId]);

  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">
        {t("login.heading")}
      </h1>
      <p className="mt-1 text-slate-600">{t("login.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        {form.errors?.length ? (
          <div
            id={form.errorId}
            role="alert"
            className="flex gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0" />
            <div>
              <p>{form.errors.join(" ")}</p>
              <p className="mt-1">
                <Link
                  to="/login/resetpassword"
                  className="font-medium underline"
                >
                  {t("login.forgotPassword")}
                </Link>
              </p>
            </div>
          </div>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          meta={fields.email}
          label={t("login.email")}
          type="email"
          autoComplete="username"
        />
        <TextField
          meta={fields.password}
          label={t("login.password")}
          type="password"
          autoComplete="current-password"
        />
        <button
          type="submit"
          className={buttonClass("primary", "lg", "w-full")}
          disabled={submitting}
        >
          {submitting ? t("login.submitting") : t("login.submit")}
        </button>
        <p className="text-center text-sm">
          <Link to="/login/resetpassword" className="text-brand-600 underline">
            {t("login.forgotPassword")}
          </Link>
        </p>
      </Form>
    </>
  );
}
