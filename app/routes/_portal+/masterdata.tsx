/** /MasterData: overview of the company record with the master-data screens the user may open. */
import { itemsOf } from "#contract/items";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { requireRoute } from "~/.server/guards";
import { CompanyRecord } from "~/components/masterdata/company-record";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";
import { accessSubjectOf } from "#contract/access";
import { canAccess } from "~/lib/route-registry";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export const meta: MetaFunction = () => [{ title: `${t("masterdata.overview.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "masterData");
  const subject = accessSubjectOf(user);
  const up = context.upstream;
  const [company, contacts, addresses] = await Promise.all([
    up.call("companyItem", { params: { id: user.company.id } }),
    canAccess(subject, "contactManagement") ? up.call("contacts", { query: { sort: "sort" } }).then(itemsOf) : null,
    canAccess(subject, "addressManagement") ? up.call("addresses") : null,
  ]);
  return { company, contacts: contacts?.length ?? null, addresses: addresses?.length ?? null };
}

export default function MasterData() {
  const { company, contacts, addresses } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold text-slate-900">{t("masterdata.overview.pageTitle")}</h1>
      <p className="mt-1 text-slate-600">{t("masterdata.overview.intro")}</p>
      <CompanyRecord company={company} />
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {contacts !== null ? (
          <section aria-labelledby="tile-contacts" className="rounded-lg bg-white p-4 shadow-sm">
            <h2 id="tile-contacts" className="font-semibold">{t("masterdata.overview.contacts")}</h2>
            <p className="mt-1">{t("masterdata.overview.contactsCount", { count: contacts })}</p>
            <Link to="/contact-management" className={buttonClass("secondary", "sm", "mt-2")} aria-label={`${t("masterdata.overview.contacts")}: ${t("masterdata.overview.manage")}`}>
              {t("masterdata.overview.manage")}
            </Link>
          </section>
        ) : null}
        {addresses !== null ? (
          <section aria-labelledby="tile-addresses" className="rounded-lg bg-white p-4 shadow-sm">
            <h2 id="tile-addresses" className="font-semibold">{t("masterdata.overview.addresses")}</h2>
            <p className="mt-1">{t("masterdata.overview.addressesCount", { count: addresses })}</p>
            <Link to="/address-management" className={buttonClass("secondary", "sm", "mt-2")} aria-label={`${t("masterdata.overview.addresses")}: ${t("masterdata.overview.manage")}`}>
              {t("masterdata.overview.manage")}
            </Link>
          </section>
        ) : null}
      </div>
    </div>
  );
}
