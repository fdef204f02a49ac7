/**
 * /datenschutz: what the portal keeps about its users (issue 41), open signed in and out. The
 * cookie table is generated from the cookie registry (app/lib/cookies.ts) the code that sets
 * cookies reads, so it lists exactly the cookies the portal sets.
 */
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { t, useTranslation } from "~/i18n";
import { COOKIE_KEYS, COOKIES, lifetimeOf } from "~/lib/cookies";
import { registerPrivacy } from "~/locales/de/privacy";

registerPrivacy();

export const handle = { wideCard: true };

export const meta: MetaFunction = () => [{ title: `${t("privacy.pageTitle")} – ${t("portal.title")}` }];

// The table is built on the server: the registry stays out of the browser's bundles.
export function loader() {
  return {
    cookies: COOKIE_KEYS.map((key) => {
      const lifetime = lifetimeOf(COOKIES[key]);
      return {
        name: COOKIES[key].name,
        purpose: t(`privacy.cookies.${key}`),
        lifetime: lifetime.unit === "session" ? t("privacy.lifetimes.session") : t(`privacy.lifetimes.${lifetime.unit}`, { count: lifetime.count }),
      };
    }),
  };
}

export default function Privacy() {
  const { cookies } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const section = "mt-6 text-lg font-semibold text-slate-900";
  const cell = "border-b border-slate-200 px-3 py-2 text-left align-top";
  return (
    <article className="text-slate-700">
      <h1 className="text-2xl font-semibold text-slate-900">{t("privacy.pageTitle")}</h1>
      <p className="mt-3">{t("privacy.intro")}</p>

      <h2 className={section}>{t("privacy.cookiesTitle")}</h2>
      <p className="mt-2">{t("privacy.cookiesIntro")}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("privacy.cookiesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t("privacy.name")}
              </th>
              <th scope="col" className={cell}>
                {t("privacy.purpose")}
              </th>
              <th scope="col" className={cell}>
                {t("privacy.lifetime")}
              </th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row" className={`${cell} font-mono font-normal`}>
                  {cookie.name}
                </th>
                <td className={cell}>{cookie.purpose}</td>
                <td className={`${cell} whitespace-nowrap`}>{cookie.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className={section}>{t("privacy.thirdPartyTitle")}</h2>
      <p className="mt-2">{t("privacy.thirdParty")}</p>

      <h2 className={section}>{t("privacy.logsTitle")}</h2>
      <p className="mt-2">{t("privacy.logs")}</p>

      <h2 className={section}>{t("privacy.retentionTitle")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {t("privacy.retention", { returnObjects: true }).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">{t("privacy.retentionNote")}</p>
    </article>
  );
}
