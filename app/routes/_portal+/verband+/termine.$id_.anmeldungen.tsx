/** /verband/termine/{id}/anmeldungen: the registrations of an event (issue 39, decision 0955), registered first, then the waiting list; CSV export. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadRegistrations } from "~/.server/event-management";
import { idParam } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { DetailHeader } from "~/components/content/page-title";
import { DataTable } from "~/components/ui/data-table";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerAssociationEvents } from "~/locales/de/association-events";

registerAssociationEvents();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${t("associationEvents.registrations.heading", { title: data?.title ?? "" })} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "eventManagement");
  const id = idParam(params.id);
  const { event, registrations, total } = await loadRegistrations(context, id);
  return {
    id,
    title: event.title,
    total,
    rows: registrations.map((r) => ({
      id: r.id,
      company: r.company.name,
      contacts: r.contacts.map((c) => (c.email ? `${c.name} (${c.email})` : c.name)),
      participants: r.participants,
      registeredAt: formatDateTime(r.registered_at),
      status: t(`associationEvents.registrations.statuses.${r.status}`),
    })),
  };
}

export default function EventRegistrations() {
  const { id, title, total, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl">
      <DetailHeader backTo={`/verband/termine/${id}`} backLabel={t("associationEvents.registrations.back")} title={t("associationEvents.registrations.heading", { title })} intro={t("associationEvents.registrations.intro")} />
      <DataTable
        caption={t("associationEvents.registrations.total", { count: total })}
        showCaption
        csv={{ href: `/verband/termine/${id}/anmeldungen.csv`, label: t("associationEvents.registrations.export") }}
        rows={rows}
        rowKey={(r) => r.id}
        empty={t("associationEvents.registrations.empty")}
        columns={[
          { key: "company", header: t("associationEvents.registrations.company"), cell: (r) => r.company, className: "font-medium" },
          {
            key: "contacts",
            header: t("associationEvents.registrations.contacts"),
            cell: (r) =>
              r.contacts.length ? (
                <ul>
                  {r.contacts.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              ) : (
                t("associationEvents.registrations.noContacts")
              ),
          },
          { key: "participants", header: t("associationEvents.registrations.participants"), cell: (r) => r.participants },
          { key: "registeredAt", header: t("associationEvents.registrations.registeredAt"), cell: (r) => r.registeredAt },
          { key: "status", header: t("associationEvents.registrations.status"), cell: (r) => r.status },
        ]}
      />
    </div>
  );
}
