/** /verband/protokoll/export.csv — the audit view's filtered rows (not only the page shown), formulas neutralised (app/.server/csv.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { AuditViewEntry } from "#contract/support";
import { AUDIT_EXPORT_MAX_ROWS } from "#contract/support";
import { auditFiltersOf, loadAuditView } from "~/.server/audit-view";
import { csvResponse } from "~/.server/csv";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerAccountScreens } from "~/locales/de/account-screens";
import { registerSupport } from "~/locales/de/support";
import { auditPersonLabel } from "~/lib/audit-person";
import { wordsOf } from "~/lib/text-key";

registerSupport();
registerAccountScreens();

/** Rows per API call; the export reads pages until the filter's rows (at most AUDIT_EXPORT_MAX_ROWS) are all there. */
const BATCH = 1000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "auditTrail");
  const filters = auditFiltersOf(new URL(request.url));
  const rows: AuditViewEntry[] = [];
  for (let page = 1; rows.length < AUDIT_EXPORT_MAX_ROWS; page++) {
    const view = await loadAuditView(context, filters, page, BATCH);
    rows.push(...view.items);
    if (view.items.length < BATCH) break;
  }
  const person = (p: AuditViewEntry["actor"]) => auditPersonLabel(p, "<>") ?? "";
  return csvResponse(t("support.audit.csvFile"), [
    { header: t("support.audit.when"), value: (e) => formatDateTime(e.created_at) },
    { header: t("support.audit.action"), value: (e) => t(`account.auditActions.${e.action}`) },
    { header: t("support.audit.company"), value: (e) => e.company?.name },
    { header: t("support.audit.actor"), value: (e) => person(e.actor) },
    { header: t("support.audit.target"), value: (e) => person(e.target) },
    { header: t("support.audit.detail"), value: (e) => (e.detail === null ? null : wordsOf(e.detail)) },
    { header: t("support.audit.from_"), value: (e) => e.ip },
  ], rows.slice(0, AUDIT_EXPORT_MAX_ROWS));
}
