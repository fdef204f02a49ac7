/** /address-management/export.csv — the address list as the screen shows it (resource route). */
import { entityScreen } from "~/.server/entity-screen";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/.server/csv";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { openingHoursText } from "~/lib/opening-hours";
import { registerMasterdata } from "~/locales/de/masterdata";
import { entityColumns } from "~/lib/entities/columns";
import type { Address } from "#contract/masterdata";
import { addressEntity } from "#contract/entities/addresses";

registerMasterdata();

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "addressManagement");
  const addresses = await loadOrForbidden(() => context.upstream.call("addresses"));
  return csvResponse(
    "adressen.csv",
    [
      // The description's export columns (decision 0527).
      ...entityColumns<Address & Record<string, unknown>>(entityScreen(addressEntity).export).map((col) => ({ header: col.header, value: (a: Address) => col.value(a as Address & Record<string, unknown>) })),
      { header: t("masterdata.addresses.openingHours"), value: (a) => openingHoursText(a.opening_hours, (d) => t(`masterdata.addresses.weekdays.d${d as 1}`), t("masterdata.addresses.closed")) },
    ],
    addresses,
  );
}
