/**
 * /verband/dokumente/export.csv — the Redaktion's document list with its filters, every page (not
 * only the one shown): the description's export columns, audience, version and archive; formulas
 * neutralised (app/.server/csv.ts).
 */
import { entityScreen } from "~/.server/entity-screen";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { associationDocumentEntity } from "#contract/association-documents";
import type { AssociationDocumentList } from "#contract/association-documents";
import { associationDocumentFiltersOf, associationDocumentQueryOf } from "~/.server/association-documents";
import { csvResponse } from "~/.server/csv";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { audienceText } from "~/components/association-documents/parts";
import { t } from "~/i18n";
import { entityColumns } from "~/lib/entities/columns";
import { formatDate } from "~/lib/format";
import { registerAssociationDocuments } from "~/locales/de/association-documents";

registerAssociationDocuments();

/** Rows per API call (the API's largest page). */
const BATCH = 100;

type Row = AssociationDocumentList["items"][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "associationDocuments");
  const filters = associationDocumentFiltersOf(new URL(request.url));
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const list = await loadOrForbidden(() => context.upstream.call("associationDocuments", { query: associationDocumentQueryOf(filters, page, BATCH) }));
    rows.push(...list.items);
    if (list.items.length < BATCH || rows.length >= list.total) break;
  }
  return csvResponse(t("associationDocuments.csvFile"), [
    ...entityColumns<Row & Record<string, unknown>>(entityScreen(associationDocumentEntity).export).map((col) => ({ header: col.header, value: (d: Row) => col.value(d as Row & Record<string, unknown>) })),
    { header: t("associationDocuments.audience"), value: (d) => audienceText(d.audience_user_types, d.audience_permissions) },
    { header: t("associationDocuments.versionColumn"), value: (d) => d.version },
    { header: t("associationDocuments.archivedColumn"), value: (d) => (d.archived_on ? formatDate(d.archived_on) : "") },
  ], rows);
}
