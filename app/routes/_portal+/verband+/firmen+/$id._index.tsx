/**
 * /verband/firmen/{id}: one member company (decision 0953): its state, links to suspend or
 * reactivate it and to invite its first account manager, and the form of its master data and
 * allowed permissions, saved against the loaded version. The association's own company and
 * unknown ids are 403.
 */
import { entityScreen } from "~/.server/entity-screen";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { memberCompanyEntity } from "#contract/entities/member-company";
import { entityDefaultsOf } from "#contract/describe";
import { requireRoute } from "~/.server/guards";
import { loadMemberCompany, saveMemberCompany } from "~/.server/member-companies";
import { CompanyForm } from "~/components/association/company-form";
import { DetailHeader } from "~/components/content/page-title";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { registerAssociationCompanies } from "~/locales/de/association-companies";

registerAssociationCompanies();

export const meta: MetaFunction = () => [{ title: `${t("association.nav.companies")} – ${t("portal.title")}` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  const company = await loadMemberCompany(context, params.id ?? "");
  return { company, screen: entityScreen(memberCompanyEntity), defaults: entityDefaultsOf(memberCompanyEntity, company) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  const loaded = await loadMemberCompany(context, params.id ?? "");
  return saveMemberCompany(request, context, loaded);
}

export default function MemberCompanyDetail() {
  const { company, screen, defaults } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const suspended = company.status === "suspended";
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <DetailHeader
        backTo="/verband/firmen"
        backLabel={t("memberCompanies.back")}
        title={company.name}
        intro={t("memberCompanies.detail.fixed", { number: company.customer_number ?? "–", relation: t(`memberCompanies.relations.${company.relation}`) })}
      />
      <SectionCard id="state" heading={t("memberCompanies.detail.statusHeading")}>
        <p className="mt-2">{suspended ? t("memberCompanies.detail.suspendedText") : t("memberCompanies.detail.activeText")}</p>
        <p className="mt-2">{t("memberCompanies.detail.accounts", { count: company.accounts })}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={`/verband/firmen/${company.id}/sperre`} className={buttonClass("secondary")}>
            {suspended ? t("memberCompanies.detail.reactivate") : t("memberCompanies.detail.suspend")}
          </Link>
          {company.accounts === 0 ? (
            <Link to={`/verband/firmen/${company.id}/einladen`} className={buttonClass("secondary")}>
              {t("memberCompanies.detail.firstHeading")}
            </Link>
          ) : (
            <Link to={`/verband/accounts?suche=${encodeURIComponent(company.name)}`} className="self-center text-brand-700 underline">
              {t("memberCompanies.detail.accountsLink")}
            </Link>
          )}
          <Link to={`/verband/protokoll?company=${encodeURIComponent(company.name)}`} className="self-center text-brand-700 underline">
            {t("memberCompanies.detail.auditLink")}
          </Link>
        </div>
      </SectionCard>
      <section aria-labelledby="company-edit">
        <h2 id="company-edit" className="mb-4 text-lg font-semibold">
          {t("memberCompanies.detail.editHeading")}
        </h2>
        <CompanyForm screen={screen} record={{ id: company.id, version: company.version }} defaults={defaults} isNew={false} />
      </section>
    </div>
  );
}
