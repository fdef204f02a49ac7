/**
 * /Account-Management/{id}: one account of the company: name and e-mail address (a new address
 * counts once confirmed through the link mailed to it, decision 0557), the invitation or a password
 * link mailed again, two-factor status, page permissions, activate or deactivate (deactivation
 * confirmed by a second form, `?bestaetigen=deaktivieren`, spec §4 Account), and erasure of a
 * colleague who left (`?bestaetigen=loeschen`, issue 41, decision 0988).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import type { z } from "zod";
import { Link } from "~/components/ui/link";
import { BackLinkTitle } from "~/components/content/page-title";
import { parseWithZod } from "~/lib/forms/parse";
import { useTranslation } from "~/i18n";
import { displayNameOf } from "#contract/display-name";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { FormAlert } from "~/components/form/form-alert";
import { PermissionCheckboxes } from "~/components/form/permission-checkboxes";
import { PersonFields } from "~/components/form/person-fields";
import { buttonClass } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { t } from "~/i18n";
import { formatDate, formatDateTime } from "~/lib/format";
import { accountChangeSchema, accountDetailsSchema } from "~/lib/schemas/account";
import { registerAccountScreens } from "~/locales/de/account-screens";
import { registerPrivacyRegister } from "~/locales/de/privacy-register";
import { eraseAndRedirect } from "~/.server/erasure";
import { ConfirmDialog, IntentForm } from "~/components/editing/confirm-dialog";
import { ErasureSummary } from "~/components/editing/erasure-summary";

registerAccountScreens();
registerPrivacyRegister();

export const meta: MetaFunction = () => [{ title: `${t("account.management.pageTitle")} – ${t("portal.title")}` }];

const CONFIRM = "deaktivieren";
const CONFIRM_ERASE = "loeschen";

/** 403 for other companies' and unknown ids: the API answers FORBIDDEN, the portal passes it on. */
async function loadAccount(context: LoaderFunctionArgs["context"], id: string) {
  try {
    return await context.upstream.call("account", { params: { id } });
  } catch (error) {
    if (isUpstreamError(error) && error.status === 403) throw new Response(t("errors.forbidden"), { status: 403 });
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "accountManagement");
  const [account, grantable] = await Promise.all([loadAccount(context, params.id ?? ""), context.upstream.call("grantablePermissions").then((items) => items.map((i) => i.identifier))]);
  return {
    account: { ...account, name: displayNameOf(account), since: formatDate(account.end_date), lastLogin: account.last_login_at ? formatDateTime(account.last_login_at) : null },
    own: account.id === user.id,
    grantable,
  };
}

type Context = ActionFunctionArgs["context"];

/**
 * Name and address in one form: a new address first (an address in use refuses the whole form,
 * nothing saved), then the name. The address counts once the colleague confirms it.
 */
async function saveDetails(context: Context, request: Request, id: string, formData: FormData) {
  const here = `/account-management/${id}`;
  const submission = parseWithZod(formData, { schema: accountDetailsSchema });
  if (submission.status !== "success") return data({ intent: "details" as const, result: submission.reply() }, { status: 400 });
  const account = await loadAccount(context, id);
  const { first_name = null, last_name = null } = submission.value;
  const email = submission.value.email.toLowerCase();
  const emailChanged = email !== account.email;
  const renamed = first_name !== account.first_name || last_name !== account.last_name;
  if (!emailChanged && !renamed) return redirectWithToast(context, here, { kind: "info", message: t("account.management.nothingChanged") });
  try {
    if (emailChanged) {
      await context.upstream.call("accountEmail", { params: { id }, body: { email, confirm_url: new URL("/email-bestaetigen", request.url).toString() } });
    }
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    const taken = error.code === "RECORD_NOT_UNIQUE";
    return data({ intent: "details" as const, result: submission.reply(taken ? { fieldErrors: { email: [t("account.management.emailTaken")] } } : { formErrors: [t("account.saveFailed")] }) }, { status: 400 });
  }
  try {
    if (renamed) await context.upstream.call("accountUpdate", { params: { id }, body: { first_name, last_name } });
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    return redirectWithToast(context, here, { kind: "error", message: t("account.saveFailed") });
  }
  const messages = [renamed ? t("account.management.nameSaved") : "", emailChanged ? t("account.management.emailSent", { email }) : ""];
  return redirectWithToast(context, here, { kind: "success", message: messages.filter(Boolean).join(" ") });
}

/** The invitation again, or a password link: to the colleague's current address, from this origin. */
async function mailLink(context: Context, request: Request, id: string, intent: "invite" | "password-link", email: string) {
  const here = `/account-management/${id}`;
  const url = new URL("/login/resetpassword", request.url).toString();
  try {
    if (intent === "invite") await context.upstream.call("accountInvite", { params: { id }, body: { invite_url: url } });
    else await context.upstream.call("accountPasswordLink", { params: { id }, body: { reset_url: url } });
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    return redirectWithToast(context, here, { kind: "error", message: t("account.management.linkRefused") });
  }
  const message = intent === "invite" ? t("account.management.inviteSent", { email }) : t("account.management.passwordLinkSent", { email });
  return redirectWithToast(context, here, { kind: "success", message });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireRoute(request, context, "accountManagement");
  const id = params.id ?? "";
  const here = `/account-management/${id}`;
  const formData = await request.formData();
  if (formData.get("intent") === "details") return saveDetails(context, request, id, formData);
  if (formData.get("intent") === "erase") {
    const name = displayNameOf(await loadAccount(context, id));
    return eraseAndRedirect(context, () => context.upstream.call("accountErase", { params: { id } }), {
      done: "/account-management",
      back: here,
      message: t("privacyRegister.erasure.account.done", { name }),
    });
  }
  const submission = parseWithZod(formData, { schema: accountChangeSchema });
  if (submission.status !== "success") return redirectWithToast(context, here, { kind: "error", message: t("account.saveFailed") });
  const account = await loadAccount(context, id);
  const name = displayNameOf(account);
  const value = submission.value;
  if (value.intent === "invite" || value.intent === "password-link") return mailLink(context, request, id, value.intent, account.email);
  try {
    if (value.intent === "permissions") {
      await context.upstream.call("accountUpdate", { params: { id }, body: { permissions: value.permissions } });
      return redirectWithToast(context, here, { kind: "success", message: t("account.saved") });
    }
    await context.upstream.call("accountUpdate", { params: { id }, body: { status: value.intent === "activate" ? "active" : "suspended" } });
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    return redirectWithToast(context, here, { kind: "error", message: t("account.saveFailed") });
  }
  const message = value.intent === "activate" ? t("account.management.activated", { name }) : t("account.management.deactivated", { name });
  return redirectWithToast(context, here, { kind: "success", message });
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>["account"];

function DetailsForm({ account }: { account: Loaded }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof accountDetailsSchema>>({
    id: "account-details",
    lastResult: answer && "intent" in answer && answer.intent === "details" ? answer.result : undefined,
    defaultValue: { first_name: account.first_name ?? "", last_name: account.last_name ?? "", email: account.email },
    constraint: { email: { required: true } },
  });
  return (
    <SectionCard id="details" heading={t("account.management.detailsHeading")} intro={t("account.management.detailsIntro")}>
      {account.pending_email ? <p className="mt-2 font-medium text-slate-800">{t("account.management.emailPending", { email: account.pending_email })}</p> : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="details" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <PersonFields fields={fields} labels={{ firstName: t("account.management.firstName"), lastName: t("account.management.lastName"), email: t("account.management.email") }} />
        <button type="submit" className={buttonClass("primary")}>
          {t("account.management.saveDetails")}
        </button>
      </Form>
    </SectionCard>
  );
}

/** One button that mails a link, with what the link does beside it. */
function MailLinkButton({ intent, label, hint }: { intent: "invite" | "password-link"; label: string; hint: string }) {
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} aria-describedby={`${intent}-hint`} className={buttonClass("secondary")}>
        {label}
      </button>
      <p id={`${intent}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </Form>
  );
}

/** Two-factor status, and the links an active colleague can be sent (an invitation only before the first sign-in). */
function SignInSection({ account, own }: { account: Loaded; own: boolean }) {
  const { t } = useTranslation();
  const active = account.status === "active" && !own;
  return (
    <SectionCard id="sign-in" heading={t("account.management.signInHeading")}>
      <p className="mt-2">{account.tfa_enabled ? t("account.management.tfaOn") : t("account.management.tfaOff")}</p>
      {active ? (
        <div className="mt-4 space-y-4">
          {account.last_login_at === null ? <MailLinkButton intent="invite" label={t("account.management.resendInvite")} hint={t("account.management.resendInviteHint")} /> : null}
          <MailLinkButton intent="password-link" label={t("account.management.passwordLink")} hint={t("account.management.passwordLinkHint")} />
        </div>
      ) : null}
    </SectionCard>
  );
}

export default function AccountDetail() {
  const { account, own, grantable } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const confirming = params.get("bestaetigen") === CONFIRM && account.status === "active" && !own;
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <BackLinkTitle backTo="/account-management" backLabel={t("account.management.back")}>
          {t("account.management.detailHeading", { name: account.name })}
        </BackLinkTitle>
        <p className="mt-1 text-slate-700">{account.email}</p>
        <p className="mt-1 text-sm text-slate-600">{account.lastLogin ? t("account.management.lastLogin", { date: account.lastLogin }) : t("account.management.neverLoggedIn")}</p>
      </div>

      {/* Remounted when the saved values change, so the fields show what is stored. */}
      <DetailsForm key={[account.email, account.first_name, account.last_name, account.pending_email].join("|")} account={account} />
      <SignInSection account={account} own={own} />

      <SectionCard id="status" heading={t("account.management.statusHeading")}>
        <p className="mt-2">
          {account.status === "active" ? t("account.management.statusIsActive") : t("account.management.statusIsSuspended", { date: account.since })}
        </p>
        {own ? (
          <p className="mt-2 text-sm text-slate-600">{t("account.management.ownAccount")}</p>
        ) : account.status === "suspended" ? (
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="activate" className={buttonClass("primary")}>
              {t("account.management.activate")}
            </button>
          </Form>
        ) : confirming ? (
          <Form method="post" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4" role="alertdialog" aria-labelledby="confirm-text">
            <p id="confirm-text" className="text-red-900">
              {t("account.management.confirmDeactivate", { name: account.name })}
            </p>
            <div className="mt-3 flex gap-3">
              <button type="submit" name="intent" value="deactivate" className={buttonClass("primary", "md", "bg-red-700 hover:bg-red-800")}>
                {t("account.management.confirmDeactivateSubmit")}
              </button>
              <Link to={`/account-management/${account.id}`} replace className={buttonClass("secondary")}>
                {t("account.management.cancel")}
              </Link>
            </div>
          </Form>
        ) : (
          <Link to={`?bestaetigen=${CONFIRM}`} replace className={buttonClass("secondary", "md", "mt-4")}>
            {t("account.management.deactivate")}
          </Link>
        )}
      </SectionCard>

      <EraseSection account={account} own={own} confirming={params.get("bestaetigen") === CONFIRM_ERASE} />

      <SectionCard id="permissions" heading={t("account.management.permissionsLegend")}>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="permissions" />
          <PermissionCheckboxes idPrefix="edit" grantable={grantable} checked={account.permissions} legend={t("account.management.permissions")} />
          <button type="submit" className={buttonClass("primary")}>
            {t("account.management.savePermissions")}
          </button>
        </Form>
      </SectionCard>
    </div>
  );
}

/** Erasure of a colleague who left: what goes and what stays, confirmed in the URL (`?bestaetigen=loeschen`). */
function EraseSection({ account, own, confirming }: { account: Loaded; own: boolean; confirming: boolean }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="erase" heading={t("privacyRegister.erasure.account.heading")} intro={t("privacyRegister.erasure.account.intro")}>
      {own ? (
        <p className="mt-2 text-sm text-slate-600">{t("privacyRegister.erasure.account.own")}</p>
      ) : confirming ? (
        <ConfirmDialog
          title={t("privacyRegister.erasure.account.title", { name: account.name })}
          cancelTo={`/account-management/${account.id}`}
          cancelLabel={t("privacyRegister.erasure.cancel")}
          actions={<IntentForm intent="erase" label={t("privacyRegister.erasure.account.confirm")} className={buttonClass("primary", "md", "bg-red-700 hover:bg-red-800")} />}
        >
          <ErasureSummary removed={t("privacyRegister.erasure.account.removed")} kept={t("privacyRegister.erasure.account.kept")} />
        </ConfirmDialog>
      ) : (
        <Link to={`?bestaetigen=${CONFIRM_ERASE}#erase`} replace preventScrollReset className={buttonClass("secondary", "md", "mt-4")}>
          {t("privacyRegister.erasure.account.action")}
        </Link>
      )}
    </SectionCard>
  );
}
