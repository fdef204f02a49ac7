/** Account → Einstellungen: set up or turn off the two-factor sign-in (decision 0550); works without JS. */
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { TextField } from "~/components/form/text-field";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n";
import { SectionCard } from "~/components/ui/section-card";

export interface TfaActionData {
  intent: string;
  result?: SubmissionResult<string[]>;
  setup?: { secret: string; grouped: string; qrSvg: string };
  recoveryCodes?: string[];
}

/** `required`: the company requires two-factor (decision 0551), so it is not offered to turn off. */
export function TwoFactorSection({ enabled, required, actionData }: { enabled: boolean; required: boolean; actionData: TfaActionData | undefined }) {
  const { t } = useTranslation();
  const own = actionData?.intent.startsWith("tfa-") ? actionData : undefined;
  return (
    <SectionCard id="tfa" heading={t("account.tfa.heading")} intro={t("account.tfa.intro")}>
      <p className="mt-2 text-sm font-medium">{enabled ? t("account.tfa.on") : t("account.tfa.off")}</p>
      {own?.recoveryCodes ? (
        <RecoveryCodes codes={own.recoveryCodes} />
      ) : own?.setup ? (
        <CodeForm intent="tfa-enable" result={own.intent === "tfa-enable" ? own.result : undefined} label={t("account.tfa.code")} submit={t("account.tfa.confirm")}>
          <p className="text-sm">{t("account.tfa.scan")}</p>
          <div role="img" aria-label={t("account.tfa.qrLabel")} className="h-48 w-48" dangerouslySetInnerHTML={{ __html: own.setup.qrSvg }} />
          <p className="text-sm">
            {t("account.tfa.secret")}: <code data-testid="tfa-secret" className="font-mono">{own.setup.grouped}</code>
          </p>
          <input type="hidden" name="secret" value={own.setup.secret} />
        </CodeForm>
      ) : enabled && required ? (
        <p className="mt-2 text-sm text-slate-600">{t("account.tfa.requiredNoDisable")}</p>
      ) : enabled ? (
        <CodeForm intent="tfa-disable" result={own?.result} label={t("account.tfa.disableCode")} submit={t("account.tfa.disable")} />
      ) : (
        <PasswordStep result={own?.intent === "tfa-generate" ? own.result : undefined} />
      )}
    </SectionCard>
  );
}

function PasswordStep({ result }: { result: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ password: string }>({ id: "tfa-generate", lastResult: result });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="tfa-generate" />
      <TextField meta={fields.password} label={t("account.tfa.password")} type="password" autoComplete="current-password" />
      <button type="submit" className={buttonClass("secondary")}>
        {t("account.tfa.start")}
      </button>
    </Form>
  );
}

function CodeForm({ intent, result, label, submit, children }: { intent: string; result: SubmissionResult<string[]> | undefined; label: string; submit: string; children?: React.ReactNode }) {
  const [form, fields] = useForm<{ otp: string }>({ id: intent, lastResult: result });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <TextField meta={fields.otp} label={label} autoComplete="one-time-code" />
      <button type="submit" className={buttonClass("secondary")}>
        {submit}
      </button>
    </Form>
  );
}

/** Shown once; the download is a data: link, a plain GET that needs no script and no stored copy. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${t("account.tfa.recoveryHeading")}\n\n${codes.join("\n")}\n`)}`;
  return (
    <div className="mt-4 space-y-3">
      <h3 className="font-semibold">{t("account.tfa.recoveryHeading")}</h3>
      <p className="text-sm">{t("account.tfa.recoveryIntro")}</p>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <a href={file} download={t("account.tfa.fileName")} className={buttonClass("secondary")}>
        {t("account.tfa.download")}
      </a>
    </div>
  );
}
