/** /contact-management/export.csv — the contact list as the screen shows it (resource route). */
import { itemsOf } from "#contract/items";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/.server/csv";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { contactName, groupByDepartment } from "~/lib/contacts";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "contactManagement");
  const contacts = await loadOrForbidden(() => context.upstream.call("contacts", { query: { sort: "sort" } }).then(itemsOf));
  const rows = groupByDepartment(contacts, t("masterdata.contacts.noDepartment")).flatMap((g) => g.contacts.map((c) => ({ group: g.label, c })));
  return csvResponse("ansprechpartner.csv", [
    { header: t("masterdata.contacts.fields.department_web"), value: (r) => r.group },
    { header: t("masterdata.contacts.name"), value: (r) => contactName(r.c) },
    { header: t("masterdata.contacts.jobtitle"), value: (r) => r.c.jobtitle_web ?? r.c.jobtitle?.name },
    { header: t("masterdata.contacts.email"), value: (r) => r.c.email },
    { header: t("masterdata.contacts.phone"), value: (r) => r.c.phone },
    { header: t("masterdata.contacts.fields.mobile"), value: (r) => r.c.mobile },
    { header: t("masterdata.contacts.status"), value: (r) => t(`masterdata.status.${r.c.status}`) },
  ], rows);
}
