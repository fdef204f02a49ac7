/**
 * /verband/firmen/neu: create a member company (HP, LF or RP) with customer number, master data
 * and the permissions its accounts may be given (decision 0953).
 */
import { entityScreen } from "~/.server/entity-screen";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { memberCompanyEntity } from "#contract/entities/member-company";
import { entityDefaultsOf } from "#contract/describe";
import { GRANTABLE_PERMISSIONS } from "#contract/permissions";
import { requireRoute } from "~/.server/guards";
import { saveMemberCompany } from "~/.server/member-companies";
import { CompanyForm } from "~/components/association/company-form";
import { DetailHeader } from "~/components/content/page-title";
import { t, useTranslation } from "~/i18n";
import { registerAssociationCompanies } from "~/locales/de/association-companies";

registerAssociationCompanies();

export const meta: MetaFunction = () => [{ title: `${t("memberCompanies.form.createHeading")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  // pre-ticked: what both trading partners and suppliers may hold
  const common = GRANTABLE_PERMISSIONS.HP.filter((p) => GRANTABLE_PERMISSIONS.LF.includes(p) && p !== "ACCOUNTMANAGEMENT");
  return { screen: entityScreen(memberCompanyEntity), defaults: { ...entityDefaultsOf(memberCompanyEntity, null), country: "DE", allowed_permissions: common } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  return saveMemberCompany(request, context, null);
}

export default function NewMemberCompany() {
  const { screen, defaults } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl">
      <DetailHeader backTo="/verband/firmen" backLabel={t("memberCompanies.back")} title={t("memberCompanies.form.createHeading")} intro={t("memberCompanies.form.createIntro")} />
      <CompanyForm screen={screen} record={null} defaults={defaults} isNew />
    </div>
  );
}
