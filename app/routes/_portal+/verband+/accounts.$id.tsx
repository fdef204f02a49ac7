/**
 * /verband/accounts/{id}: one partner account for the association's support (issue 39, decision
 * 0952): its state (status, sign-in lock, two-factor) and one form for the support actions that
 * fit it — unlock, reset two-factor, mail a password link, suspend, reactivate — each with a
 * required reason that goes into the audit trail — and the read-only support view as that account
 * (decision 0963). The association's own accounts and unknown ids
 * are 403 (the API answers FORBIDDEN).
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { displayNameOf } from "#contract/display-name";
import type { SupportAccount } from "#contract/support";
import { TFA_SETUP_REASON } from "#contract/codes";
import { requireRoute, requireUser } from "~/.server/guards";
import { switchInto } from "~/.server/impersonation";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { DetailHeader } from "~/components/content/page-title";
import { ChoiceGroup } from "~/components/form/choice-fields";
import { TextareaField } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { SUPPORT_ACTIONS, supportActionSchema, type SupportAction } from "~/lib/schemas/support";
import { registerSupport } from "~/locales/de/support";

registerSupport();

export const meta: MetaFunction = () => [{ title: `${t("association.nav.accounts")} – ${t("portal.title")}` }];

type Context = LoaderFunctionArgs["context"];

async function loadAccount(context: Context, id: string): Promise<SupportAccount> {
  try {
    return await context.upstream.call("supportAccount", { params: { id } });
  } catch (error) {
    if (isUpstreamError(error) && error.status === 403) throw new Response(t("errors.forbidden"), { status: 403 });
    throw error;
  }
}

/** The actions that fit the account's state: the form offers only these. */
function actionsFor(account: SupportAccount): SupportAction[] {
  const active = account.status === "active";
  return SUPPORT_ACTIONS.filter((a) => ({ unlock: account.locked, "tfa-reset": account.tfa_enabled, "password-link": active, suspend: active, reactivate: !active, impersonate: active })[a]);
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRoute(request, context, "supportAccounts");
  const account = await loadAccount(context, params.id ?? "");
  return {
    account: {
      id: account.id,
      name: displayNameOf(account),
      email: account.email,
      company: account.company.name,
      active: account.status === "active",
      since: account.end_date ? formatDateTime(account.end_date) : null,
      locked: account.locked,
      lockedUntil: account.locked_until ? formatDateTime(account.locked_until) : null,
      failures: account.failed_sign_ins,
      tfa: (account.tfa_enabled ? "on" : account.tfa_setup_required ? "pending" : "off") as "on" | "pending" | "off",
      lastLogin: account.last_login_at ? formatDateTime(account.last_login_at) : null,
    },
    actions: actionsFor(account),
  };
}

/** One support action on the API; its answer is the account afterwards. */
function perform(context: Context, request: Request, id: string, action: Exclude<SupportAction, "impersonate">, reason: string) {
  const params = { id };
  switch (action) {
    case "unlock":
      return context.upstream.call("supportUnlock", { params, body: { reason } });
    case "tfa-reset":
      return context.upstream.call("supportTfaReset", { params, body: { reason } });
    case "password-link":
      return context.upstream.call("supportPasswordLink", { params, body: { reason, reset_url: new URL("/login/resetpassword", request.url).toString() } });
    case "suspend":
    case "reactivate":
      return context.upstream.call("supportStatus", { params, body: { reason, status: action === "suspend" ? "suspended" : "active" } });
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireRoute(request, context, "supportAccounts");
  const id = params.id ?? "";
  const submission = parseWithZod(await request.formData(), { schema: supportActionSchema() });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { action: chosen, reason } = submission.value;
  if (chosen === "impersonate") return viewAs(context, request, id, reason, submission);
  let account: SupportAccount;
  try {
    account = await perform(context, request, id, chosen, reason);
  } catch (error) {
    return refused(error, submission);
  }
  const message = t(`support.detail.done.${chosen}`, { name: displayNameOf(account), email: account.email });
  return redirectWithToast(context, `/verband/accounts/${id}`, { kind: "success", message });
}

/** What the helpers below need of a successful submission: its reply with a form error. */
interface Submission {
  reply(options: { formErrors: string[] }): SubmissionResult<string[]>;
}

/** An action the API refused: 403 stays 403; a state that changed meanwhile keeps the typed reason. */
function refused(error: unknown, submission: Submission, formError: string = t("support.detail.errors.notApplicable")) {
  if (isUpstreamError(error) && error.status === 403) throw new Response(t("errors.forbidden"), { status: 403 });
  if (!isUpstreamError(error) || error.status >= 500) throw error;
  return data({ result: submission.reply({ formErrors: [formError] }) }, { status: 400 });
}

/** The read-only support view (decision 0963): the session switches into the account until "Support-Ansicht beenden". */
async function viewAs(context: Context, request: Request, id: string, reason: string, submission: Submission) {
  if (context.impersonating) return data({ result: submission.reply({ formErrors: [t("support.detail.errors.alreadySwitched")] }) }, { status: 400 });
  const [user, account] = await Promise.all([requireUser(request, context), loadAccount(context, id)]);
  try {
    const { refresh_token } = await context.upstream.call("supportImpersonate", { params: { id }, body: { reason } });
    await switchInto(context, refresh_token, displayNameOf(user), `/verband/accounts/${id}`);
  } catch (error) {
    // The account's company requires two-factor and this staff session was signed in without it.
    if (isUpstreamError(error) && error.reason === TFA_SETUP_REASON) return refused(error, submission, t("support.detail.errors.tfaRequired", { company: account.company.name }));
    return refused(error, submission);
  }
  return redirectWithToast(context, "/dashboard", { kind: "success", message: t("support.detail.done.impersonate", { name: displayNameOf(account) }) });
}

function ActionForm({ actions }: { actions: SupportAction[] }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ action: string; reason: string }>({
    id: "support-action",
    lastResult: answer?.result,
    constraint: { action: { required: true }, reason: { required: true, maxLength: 500 } },
  });
  return (
    <SectionCard id="actions" heading={t("support.detail.actionsHeading")} intro={t("support.detail.actionsIntro")}>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="support" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <ChoiceGroup meta={fields.action} legend={t("support.detail.action")} type="radio" options={actions.map((a) => ({ value: a, label: t(`support.detail.actions.${a}`) }))} />
        <TextareaField meta={fields.reason} label={t("support.detail.reason")} hint={t("support.detail.reasonHint")} rows={3} />
        <button type="submit" className={buttonClass("primary")}>
          {t("support.detail.submit")}
        </button>
      </Form>
    </SectionCard>
  );
}

export default function SupportAccountDetail() {
  const { account, actions } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // A fresh form after each action's redirect (a new location), so the reason just used is gone.
  const { key } = useLocation();
  const tfaText = { on: t("support.detail.tfaOn"), off: t("support.detail.tfaOff"), pending: t("support.detail.tfaPending") } as const;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <DetailHeader backTo="/verband/accounts" backLabel={t("support.accounts.back")} title={account.name} intro={`${account.email} · ${t("support.detail.company", { company: account.company })}`} />
      <SectionCard id="state" heading={t("support.detail.stateHeading")}>
        <ul className="mt-2 space-y-1">
          <li>{account.active ? t("support.detail.statusActive") : t("support.detail.statusSuspended", { date: account.since })}</li>
          <li>{account.locked ? t("support.detail.lockedUntil", { count: account.failures, date: account.lockedUntil }) : t("support.detail.notLocked", { count: account.failures })}</li>
          <li>{tfaText[account.tfa]}</li>
          <li>{account.lastLogin ? t("support.detail.lastLogin", { date: account.lastLogin }) : t("support.detail.neverLoggedIn")}</li>
        </ul>
        <p className="mt-4">
          <Link to={`/verband/protokoll?user=${encodeURIComponent(account.email)}`} className="text-brand-700 underline">
            {t("support.detail.auditLink")}
          </Link>
        </p>
      </SectionCard>
      <ActionForm key={key} actions={actions} />
    </div>
  );
}
