/** /contact-management/export.csv — the contact list as the screen shows it (resource route). */
import { entityScreen } from "~/.server/entity-screen";
import { itemsOf } from "#contract/items";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/.server/csv";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { wordsOf } from "~/lib/text-key";
import { contactName, groupByDepartment } from "~/lib/contacts";
import { registerMasterdata } from "~/locales/de/masterdata";
import { entityColumns } from "~/lib/entities/columns";
import type { Contact } from "#contract/masterdata";
import { contactEntity } from "#contract/entities/contacts";

registerMasterdata();

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "contactManagement");
  const contacts = await loadOrForbidden(() => context.upstream.call("contacts", { query: { sort: "sort" } }).then(itemsOf));
  const rows = groupByDepartment(contacts, t("masterdata.contacts.noDepartment")).flatMap((g) => g.contacts.map((c) => ({ group: g.label, c })));
  return csvResponse("ansprechpartner.csv", [
    { header: wordsOf(contactEntity.fields.department_web.label), value: (r) => r.group },
    { header: t("masterdata.contacts.name"), value: (r) => contactName(r.c) },
    { header: t("masterdata.contacts.jobtitle"), value: (r) => r.c.jobtitle_web ?? r.c.jobtitle?.name },
    // The description's export columns (decision 0527).
    ...entityColumns<Contact & Record<string, unknown>>(entityScreen(contactEntity).export).map((col) => ({ header: col.header, value: (r: { c: Contact }) => col.value(r.c as Contact & Record<string, unknown>) })),
  ], rows);
}
