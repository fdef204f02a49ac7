import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { displayNameOf } from "../../../server/api/contract/user";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { accessSubjectOf } from "~/lib/access";

export const meta: MetaFunction = () => [{ title: `${t("dashboard.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "dashboard");
  return {
    name: displayNameOf(user),
    company: user.company,
    userType: accessSubjectOf(user).userType,
  };
}

export default function Dashboard() {
  const { name, company, userType } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold text-slate-900">{t("dashboard.greeting", { name })}</h1>
      <p className="mt-2 text-slate-700">{t("dashboard.company", { company: company.name })}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">{t("dashboard.companyLabel")}</dt>
          <dd className="mt-1 text-lg font-medium">{company.name}</dd>
        </div>
        <div className="rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">{t("dashboard.typeLabel")}</dt>
          <dd className="mt-1 text-lg font-medium">
            {t("dashboard.typeValue", { type: t(`dashboard.userType.${userType}`), relation: company.relation })}
          </dd>
        </div>
      </dl>
    </div>
  );
}
