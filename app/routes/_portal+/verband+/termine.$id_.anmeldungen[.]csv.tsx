/** /verband/termine/{id}/anmeldungen.csv — the event's registrations, one row per named contact (or per company without one), formulas neutralised (app/.server/csv.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/.server/csv";
import { idParam } from "~/.server/editing";
import { loadRegistrations } from "~/.server/event-management";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerAssociationEvents } from "~/locales/de/association-events";

registerAssociationEvents();

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "eventManagement");
  const { registrations } = await loadRegistrations(context, idParam(params.id));
  type Row = { r: (typeof registrations)[number]; c: (typeof registrations)[number]["contacts"][number] | null };
  const rows: Row[] = registrations.flatMap((r): Row[] => (r.contacts.length ? r.contacts.map((c) => ({ r, c })) : [{ r, c: null }]));
  return csvResponse<Row>(t("associationEvents.registrations.csvFile"), [
    { header: t("associationEvents.registrations.company"), value: ({ r }) => r.company.name },
    { header: t("associationEvents.registrations.contacts"), value: ({ c }) => c?.name },
    { header: t("associationEvents.registrations.email"), value: ({ c }) => c?.email },
    { header: t("associationEvents.registrations.participants"), value: ({ r }) => r.participants },
    { header: t("associationEvents.registrations.registeredAt"), value: ({ r }) => formatDateTime(r.registered_at) },
    { header: t("associationEvents.registrations.status"), value: ({ r }) => t(`associationEvents.registrations.statuses.${r.status}`) },
  ], rows);
}
