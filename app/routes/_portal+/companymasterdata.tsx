/** /CompanyMasterdata: the company record (GET extranet/company/{id}) of the signed-in user. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRoute } from "~/.server/guards";
import { CompanyRecord } from "~/components/masterdata/company-record";
import { t } from "~/i18n";

export const meta: MetaFunction = () => [{ title: `${t("masterdata.nav.company")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "companyMasterdata");
  return { company: await context.upstream.company(user.company.id) };
}

export default function CompanyMasterdata() {
  const { company } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold text-slate-900">{t("masterdata.nav.company")}</h1>
      <CompanyRecord company={company} />
    </div>
  );
}
