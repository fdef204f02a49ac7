/** /address-management/export.csv — the address list as the screen shows it (resource route). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/.server/csv";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { openingHoursText } from "~/lib/opening-hours";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "addressManagement");
  const addresses = await loadOrForbidden(() => context.upstream.call("addresses"));
  return csvResponse(
    "adressen.csv",
    [
      { header: t("masterdata.addresses.type"), value: (a) => t(`masterdata.addresses.types.${a.address_type}`) },
      { header: t("masterdata.addresses.name"), value: (a) => a.name },
      { header: t("masterdata.addresses.street"), value: (a) => a.street },
      { header: t("masterdata.addresses.zip"), value: (a) => a.zip },
      { header: t("masterdata.addresses.city"), value: (a) => a.city },
      { header: t("masterdata.addresses.country"), value: (a) => a.country },
      { header: t("masterdata.addresses.phone"), value: (a) => a.phone },
      { header: t("masterdata.addresses.openingHours"), value: (a) => openingHoursText(a.opening_hours, (d) => t(`masterdata.addresses.weekdays.d${d as 1}`), t("masterdata.addresses.closed")) },
    ],
    addresses,
  );
}
