/**
 * /Account/Settings: profile fields the user may edit, the avatar (decision 0552), password change (ends the other sessions),
 * the digest by e-mail (issue 28), the language (issue 42) and the list of active sessions with "Überall abmelden".
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n";
import { z } from "zod";
import { guardedLoad } from "~/.server/content";
import { requireRoute } from "~/.server/guards";
import { signOut } from "~/.server/sign-out";
import { tfaAction } from "~/.server/two-factor";
import { TwoFactorSection, type TfaActionData } from "~/components/account/two-factor-section";
import { AvatarSection } from "~/components/account/avatar-section";
import { uploadStateOf } from "~/.server/upload-state";
import { initialsOf } from "~/lib/initials";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { FormAlert } from "~/components/form/form-alert";
import { CheckboxField, ChoiceGroup } from "~/components/form/choice-fields";
import { DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/form/text-field";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";
import { wordsOf } from "~/lib/text-key";
import { formatDateTime } from "~/lib/format";
import { profileSchema } from "~/lib/schemas/account";
import { changePasswordSchema } from "~/lib/schemas/password";
import { digestFormSchema } from "~/lib/schemas/digest";
import type { DigestSettings } from "#contract/digests";
import { describeDevice } from "~/lib/user-agent";
import { registerAccountScreens } from "~/locales/de/account-screens";
import { SectionCard } from "~/components/ui/section-card";

const LanguageSection = lazy(() => import("~/components/layout/language-form").then((m) => ({ default: m.LanguageSection })));

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.settings.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    user,
    data: [sessions, digest],
  } = await guardedLoad(request, context, "accountSettings", () => Promise.all([context.upstream.call("sessions"), context.upstream.call("digestSettings")]));
  return {
    digest,
    avatar: { avatar: user.avatar, initials: initialsOf(user), error: uploadStateOf(new URL(request.url)).error },
    tfaEnabled: user.tfa_enabled,
    tfaRequired: user.tfa_required,
    profile: { first_name: user.first_name ?? "", last_name: user.last_name ?? "", email: user.email, company: user.company.name },
    sessions: sessions.map((s) => ({
      id: s.id,
      device: describeDevice(s.user_agent),
      ip: s.ip,
      since: formatDateTime(s.created_at),
      lastUsed: formatDateTime(s.last_used_at),
      current: s.current,
      tfa: s.tfa,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRoute(request, context, "accountSettings");
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (typeof intent === "string" && intent.startsWith("tfa-")) return tfaAction(context, intent, formData, user.email);

  if (intent === "logout-everywhere") {
    await context.upstream.call("revokeAllSessions");
    return signOut(context, "/login", { kind: "info", message: t("account.settings.loggedOutEverywhere") });
  }

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    const hide = { hideFields: ["current", "password", "repeat"] };
    if (submission.status !== "success") return data({ intent, result: submission.reply(hide) }, { status: 400 });
    try {
      await context.upstream.call("passwordChange", { body: { current_password: submission.value.current, password: submission.value.password } });
    } catch (error) {
      if (isUpstreamError(error) && error.code === "INVALID_CREDENTIALS") {
        return data({ intent, result: submission.reply({ ...hide, fieldErrors: { current: [t("account.validation.currentWrong")] } }) }, { status: 400 });
      }
      throw error;
    }
    return redirectWithToast(context, "/account/settings", { kind: "success", message: t("account.settings.passwordChanged") });
  }

  if (intent === "digest") {
    const submission = parseWithZod(formData, { schema: digestFormSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { period, important, brands, sam_tags } = submission.value;
    try {
      await context.upstream.call("digestSettingsSave", { body: { period, important: important === "on", brands, sam_tags } });
    } catch (error) {
      if (!isUpstreamError(error) || error.status >= 500) throw error;
      return data({ intent, result: submission.reply({ formErrors: [error.message ? wordsOf(error.message) : t("account.digest.saveFailed")] }) }, { status: 400 });
    }
    return redirectWithToast(context, "/account/settings", { kind: "success", message: t("account.digest.saved") });
  }

  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return data({ intent: "profile", result: submission.reply() }, { status: 400 });
  try {
    await context.upstream.call("updateMe", { body: { first_name: submission.value.first_name ?? null, last_name: submission.value.last_name ?? null } });
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    return data({ intent: "profile", result: submission.reply({ formErrors: [t("account.saveFailed")] }) }, { status: 400 });
  }
  return redirectWithToast(context, "/account/settings", { kind: "success", message: t("account.saved") });
}

function useResultFor(intent: string) {
  const actionData = useActionData<typeof action>();
  return actionData?.intent === intent ? actionData.result : undefined;
}

function ProfileForm({ profile }: { profile: { first_name: string; last_name: string; email: string; company: string } }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof profileSchema>>({
    id: "profile",
    lastResult: useResultFor("profile"),
    defaultValue: { first_name: profile.first_name, last_name: profile.last_name },
  });
  return (
    <SectionCard id="profile" heading={t("account.settings.profileHeading")}>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">{t("account.settings.email")}</dt>
          <dd className="font-medium">{profile.email}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("account.settings.company")}</dt>
          <dd className="font-medium">{profile.company}</dd>
        </div>
      </dl>
      <p className="mt-1 text-sm text-slate-600">{t("account.settings.emailHint")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="profile" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.first_name} label={t("account.settings.firstName")} autoComplete="given-name" />
          <TextField meta={fields.last_name} label={t("account.settings.lastName")} autoComplete="family-name" />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {t("account.settings.saveProfile")}
        </button>
      </Form>
    </SectionCard>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof changePasswordSchema>>({
    id: "password",
    lastResult: useResultFor("password"),
    constraint: { current: { required: true }, password: { required: true }, repeat: { required: true } },
  });
  return (
    <SectionCard id="password" heading={t("account.settings.passwordHeading")}>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="password" />
        <TextField meta={fields.current} label={t("account.settings.currentPassword")} type="password" autoComplete="current-password" />
        <TextField meta={fields.password} label={t("account.settings.newPassword")} type="password" autoComplete="new-password" hint={t("account.reset.newIntro")} />
        <TextField meta={fields.repeat} label={t("account.settings.repeatPassword")} type="password" autoComplete="new-password" />
        <button type="submit" className={buttonClass("primary")}>
          {t("account.settings.changePassword")}
        </button>
      </Form>
    </SectionCard>
  );
}

function DigestForm({ digest }: { digest: DigestSettings }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof digestFormSchema>>({
    id: "digest",
    lastResult: useResultFor("digest"),
    defaultValue: { period: digest.period, important: digest.important ? "on" : undefined, brands: digest.brands.map(String), sam_tags: digest.sam_tags.map(String) },
  });
  return (
    <SectionCard id="digest" heading={t("account.digest.heading")} intro={t("account.digest.intro")}>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="digest" />
        <ChoiceGroup
          meta={fields.period}
          legend={t("account.digest.period")}
          type="radio"
          options={(["off", "daily", "weekly"] as const).map((value) => ({ value, label: t(`account.digest.periods.${value}`) }))}
        />
        <CheckboxField meta={fields.important} label={t("account.digest.important")} />
        <div className="grid gap-5 md:grid-cols-2">
          <ChoiceGroup
            meta={fields.brands}
            legend={t("account.digest.brands")}
            hint={t("account.digest.brandsHint")}
            type="checkbox"
            scroll
            options={digest.brand_options.map((b) => ({ value: String(b.id), label: b.name, group: b.company }))}
          />
          <ChoiceGroup
            meta={fields.sam_tags}
            legend={t("account.digest.samTags")}
            hint={t("account.digest.samTagsHint")}
            type="checkbox"
            scroll
            options={digest.sam_tag_options.map((tag) => ({ value: String(tag.id), label: tag.name }))}
          />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {t("account.digest.save")}
        </button>
      </Form>
    </SectionCard>
  );
}

export default function AccountSettings() {
  const { profile, avatar, sessions, digest, tfaEnabled, tfaRequired } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t("account.settings.pageTitle")}</h1>
      <ProfileForm profile={profile} />
      <AvatarSection {...avatar} />
      <PasswordForm />
      <TwoFactorSection enabled={tfaEnabled} required={tfaRequired} actionData={actionData as TfaActionData | undefined} />
      <DigestForm digest={digest} />
      <Suspense fallback={null}>
        <LanguageSection redirectTo="/account/settings" />
      </Suspense>
      <SectionCard id="sessions" heading={t("account.settings.sessionsHeading")} intro={t("account.settings.sessionsIntro")}>
        <DataTable
          className="mt-4"
          variant="plain"
          caption={t("account.settings.sessionsHeading")}
          rows={sessions}
          rowKey={(s) => s.id}
          empty={t("account.settings.sessionsEmpty")}
          columns={[
            {
              key: "device",
              header: t("account.settings.device"),
              cell: (s) => (
                <>
                  {s.device}
                  {s.current ? <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{t("account.settings.current")}</span> : null}
                </>
              ),
            },
            { key: "ip", header: t("account.settings.ip"), cell: (s) => s.ip ?? t("account.settings.unknown") },
            { key: "since", header: t("account.settings.signedInSince"), cell: (s) => s.since },
            { key: "lastUsed", header: t("account.settings.lastUsed"), cell: (s) => s.lastUsed },
            { key: "tfa", header: t("account.tfa.sessionColumn"), cell: (s) => (s.tfa ? t("account.tfa.sessionPassed") : t("account.tfa.sessionPasswordOnly")) },
          ]}
        />
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="logout-everywhere" className={buttonClass("secondary")} aria-describedby="logout-everywhere-hint">
            {t("account.settings.logoutEverywhere")}
          </button>
          <p id="logout-everywhere-hint" className="text-sm text-slate-600">
            {t("account.settings.logoutEverywhereHint")}
          </p>
        </Form>
      </SectionCard>
    </div>
  );
}
