/**
 * /barrierefreiheit: the accessibility statement (BITV 2.0 / § 12b BGG), open signed in and out.
 * Its facts — screens checked, findings, date — come from the report the browser suite verifies
 * (app/lib/accessibility/report.ts), so the page says what the checks really found.
 */
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { t } from "~/i18n";
import { formatDate } from "~/lib/format";
import type { A11yReport } from "~/lib/accessibility/report";
import report from "~/lib/accessibility/report.json";

export const handle = { wideCard: true };

export const meta: MetaFunction = () => [{ title: `${t("accessibility.pageTitle")} – ${t("portal.title")}` }];

export function loader() {
  // ACCESSIBILITY_CONTACT (README) names who answers feedback; the partner support otherwise.
  const contact = process.env.ACCESSIBILITY_CONTACT || t("help.supportEmail");
  return { report: report as A11yReport, contact };
}

export default function AccessibilityStatement() {
  const { report, contact } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const section = "mt-6 text-lg font-semibold text-slate-900";
  return (
    <article className="text-slate-700">
      <h1 className="text-2xl font-semibold text-slate-900">{t("accessibility.pageTitle")}</h1>
      <p className="mt-3">{t("accessibility.intro")}</p>

      <h2 className={section}>{t("accessibility.statusTitle")}</h2>
      <p className="mt-2">{t("accessibility.status")}</p>

      <h2 className={section}>{t("accessibility.gapsTitle")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {t("accessibility.gaps", { returnObjects: true }).map((gap) => (
          <li key={gap}>{gap}</li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold text-slate-900">{t("accessibility.findingsTitle")}</h3>
      {report.findings.length === 0 ? (
        <p className="mt-1">{t("accessibility.noFindings")}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {report.findings.map((f) => (
            <li key={`${f.rule}-${f.impact}`}>{t("accessibility.finding", { rule: f.rule, impact: f.impact, screens: f.screens.join(", ") })}</li>
          ))}
        </ul>
      )}

      <h2 className={section}>{t("accessibility.methodTitle")}</h2>
      <p className="mt-2">
        {t("accessibility.method", { date: report.checkedOn ? formatDate(report.checkedOn) : "–", count: report.screens.length, standard: report.standard })}
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-brand-600 underline">{t("accessibility.screensTitle")}</summary>
        <ul className="mt-1 columns-2 text-sm">
          {report.screens.map((screen) => (
            <li key={screen}>{screen}</li>
          ))}
        </ul>
      </details>

      <h2 className={section}>{t("accessibility.feedbackTitle")}</h2>
      <p className="mt-2">
        {t("accessibility.feedback")}{" "}
        <a className="text-brand-600 underline" href={`mailto:${contact}`}>
          {contact}
        </a>
      </p>

      <h2 className={section}>{t("accessibility.enforcementTitle")}</h2>
      <p className="mt-2">{t("accessibility.enforcement")}</p>
      <p className="mt-2 text-sm">{t("accessibility.enforcementContact")}</p>
    </article>
  );
}
