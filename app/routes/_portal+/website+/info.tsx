/**
 * /Website/info: an overview of what the website shows now — per area (from the screen registry)
 * the entries it shows with their count, the drafts, and what is missing, each linking to its
 * area; the settings' gaps (logo, domain, imprint, privacy, opening hours) link to the settings.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { requireRoute } from "~/.server/guards";
import { accessSubjectOf } from "#contract/access";
import { websiteOverview } from "~/.server/website-overview";
import { PageTitle } from "~/components/content/page-title";
import { t, useTranslation } from "~/i18n";
import { registerWebsitePages } from "~/locales/de/website-pages";

registerWebsitePages();

export const meta: MetaFunction = () => [{ title: `${t("website.nav.info")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "websiteInfo");
  return websiteOverview(context, accessSubjectOf(user));
}

export default function WebsiteInfo() {
  const { settings, settingsGaps, areas } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("website.nav.info")} intro={t("website.info.intro")} />
      <section aria-labelledby="info-settings" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="info-settings" className="text-lg font-semibold">
          <Link to="/website/generalsettings" className="text-brand-700 underline">
            {t("website.nav.generalSettings")}
          </Link>
        </h2>
        {settings ? <p className="mt-1">{t("website.info.site", { name: settings.siteName, domain: settings.domain ?? t("website.info.noDomain") })}</p> : null}
        {settingsGaps.length ? (
          <ul className="mt-2 list-disc pl-5 text-amber-900">
            {settingsGaps.map((gap) => (
              <li key={gap}>{t(`website.info.missing.${gap}`)}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t("website.info.complete")}</p>
        )}
      </section>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {areas.map((area) => (
          <li key={area.key} className="rounded-lg bg-white p-4 shadow-sm">
            <h2 className="text-lg font-semibold">
              <Link to={area.path} className="text-brand-700 underline">
                {area.label}
              </Link>
            </h2>
            <p className="mt-1">{t("website.info.shown", { count: area.shown })}</p>
            <p className="text-sm text-slate-600">{t("website.info.counts", { drafts: area.drafts, shared: area.shared })}</p>
            {area.titles.length ? (
              <ul className="mt-2 list-disc pl-5 text-sm">
                {area.titles.map((title, i) => (
                  <li key={`${area.key}-${i}`}>{title}</li>
                ))}
              </ul>
            ) : null}
            {area.missing.length ? (
              <ul className="mt-2 list-disc pl-5 text-sm text-amber-900" aria-label={t("website.info.missingLabel", { area: area.label })}>
                {area.missing.map((m) => (
                  <li key={m.key}>{t(`website.info.missing.${m.key}`, { count: m.count ?? 0 })}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
