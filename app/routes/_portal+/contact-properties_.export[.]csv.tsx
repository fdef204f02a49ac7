/** /contact-properties/export.csv — each property with the contacts holding it, as the screen shows (resource route). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { propertyAssignments } from "~/.server/contact-properties";
import { csvResponse } from "~/.server/csv";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "contactProperties");
  const { properties } = await propertyAssignments(context, user);
  // One row per assignment; a property nobody holds still gets its row.
  const rows = properties.flatMap((p) => (p.holders.length ? p.holders.map((h) => ({ property: p.label, contact: h.name })) : [{ property: p.label, contact: "" }]));
  return csvResponse(
    "ansprechpartner-eigenschaften.csv",
    [
      { header: t("masterdata.properties.property"), value: (r) => r.property },
      { header: t("masterdata.properties.contact"), value: (r) => r.contact },
    ],
    rows,
  );
}
