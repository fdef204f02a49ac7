/** /Address-management (HP): the company's addresses by type with their opening hours. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { OpeningHoursList } from "~/components/masterdata/opening-hours-list";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";
import { ADDRESS_TYPES } from "#contract/values";
import { PageTitle } from "~/components/content/page-title";
import { CsvLink } from "~/components/ui/csv-link";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export const meta: MetaFunction = () => [{ title: `${t("masterdata.addresses.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "addressManagement");
  const addresses = await loadOrForbidden(() => context.upstream.call("addresses"));
  // Spec §3 order of the types: PA, RA, PO, FI, CA, LA, SO.
  return { addresses: [...addresses].sort((a, b) => ADDRESS_TYPES.indexOf(a.address_type) - ADDRESS_TYPES.indexOf(b.address_type) || a.id - b.id) };
}

export default function AddressManagement() {
  const { addresses } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("masterdata.addresses.pageTitle")} intro={t("masterdata.addresses.intro")} actions={<CsvLink href="/address-management/export.csv" label={t("masterdata.exportCsv")} />} />
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {addresses.map((a) => (
          <li key={a.id} className="rounded-lg bg-white p-4 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">
              {t(`masterdata.addresses.types.${a.address_type}`)}
              {a.name ? <span className="font-normal text-slate-700"> · {a.name}</span> : null}
            </h2>
            <p className="mt-1 text-slate-800">
              {a.street}
              <br />
              {[a.zip, a.city].filter(Boolean).join(" ")} ({a.country})
            </p>
            <OpeningHoursList hours={a.opening_hours} />
            <Link to={`/address-management/${a.id}`} className={buttonClass("secondary", "sm", "mt-3")} aria-label={`${t("masterdata.edit")}: ${t(`masterdata.addresses.types.${a.address_type}`)} ${a.name ?? ""}`}>
              {t("masterdata.edit")}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
