/**
 * Error screens of spec §2/§8: 404 'Nicht gefunden!', 403 'Keine Berechtigung!', 400 'Ungültige
 * Adresse' (a malformed query value, decision 0553), 500
 * 'Interner Server Fehler!' with the support hint, any other status as its code, else 'Error'.
 * If rendering the error itself fails, a last fallback with a link home is shown.
 */
import { Link } from "~/components/ui/link";
import { Component, type ReactNode } from "react";
import { useTranslation } from "~/i18n";
import type { KeptInput } from "~/lib/kept-input";
import { Button } from "~/components/ui/button";

export interface ErrorInfo {
  status?: number;
  requestId?: string;
}

export function ErrorContent({ status, requestId, signedIn = false, detail, kept }: ErrorInfo & { signedIn?: boolean; detail?: string; kept?: KeptInput }) {
  const { t } = useTranslation();
  const [title, description] =
    status === 404
      ? [t("errors.notFound"), t("errors.notFoundDescription")]
      : status === 403
        ? [t("errors.forbidden"), t("errors.forbiddenDescription")]
        : status === 400
          ? [t("errors.badRequest"), t("errors.badRequestDescription")]
          : status === 503
          ? [t("errors.unavailable"), t("errors.unavailableDescription")]
          : status === 500 || status === undefined
          ? [status === undefined ? t("errors.generic") : t("errors.internal"), t("errors.internalDescription")]
          : [String(status), null];
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="error-title">
      {status ? <p className="text-6xl font-bold text-brand-200">{status}</p> : null}
      <h1 id="error-title" className="mt-4 text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {description ? <p className="mt-2 text-slate-600">{detail && detail !== title ? detail : description}</p> : null}
      {status === 404 ? <p className="mt-1 text-slate-600">{t("errors.notFoundHint")}</p> : null}
      {kept ? <ResendKeptInput kept={kept} /> : null}
      {status === 500 || status === undefined ? (
        <p className="mt-4 text-sm text-slate-600">
          {t("help.support")}{" "}
          <a className="text-brand-600 underline" href={`mailto:${t("help.supportEmail")}`}>
            {t("help.supportEmail")}
          </a>
          .
        </p>
      ) : null}
      {requestId ? <p className="mt-2 text-xs text-slate-500">{t("errors.requestId", { id: requestId })}</p> : null}
      <p className="mt-8">
        <Link to={signedIn ? "/dashboard" : "/"} className="font-medium text-brand-600 underline">
          {signedIn ? t("errors.backToDashboard") : t("errors.backHome")}
        </Link>
      </p>
    </section>
  );
}

/**
 * The input of a form posted during an outage, sent again unchanged by a plain form post (works
 * without JavaScript; a native post keeps `?index` in the address). Shown for copying as well.
 */
function ResendKeptInput({ kept }: { kept: KeptInput }) {
  const { t } = useTranslation();
  const visible = kept.fields.filter(([, value]) => value.trim() !== "");
  return (
    <section className="mt-8 rounded-md border border-slate-200 bg-white p-4 text-left" aria-labelledby="kept-input-title">
      <h2 id="kept-input-title" className="text-lg font-semibold text-slate-900">
        {t("errors.keptInputTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("errors.keptInputHint")}</p>
      <form method="post" action={kept.action} className="mt-4">
        {kept.fields.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit">{t("errors.keptInputResend")}</Button>
      </form>
      {visible.length > 0 ? (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-brand-600 underline">{t("errors.keptInputShow")}</summary>
          <dl className="mt-2 space-y-1">
            {visible.map(([name, value], index) => (
              <div key={`${name}-${index}`}>
                <dt className="font-mono text-xs text-slate-500">{name}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </section>
  );
}

/** Catches failures while rendering an error page. Its text is the spec's, deliberately static. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-semibold">An error occurred while showing the error page</h1>
        <p className="mt-6">
          <a href="/" className="text-brand-600 underline">
            Home
          </a>
        </p>
      </section>
    );
  }
}
